import { useSelector } from '@xstate/react';
import { Check, FlaskConical, Trash2 } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { workflowDraftMachine } from '../../machines/designer/workflow-draft.machine';
import { selectDraft, selectDraftCanTest, selectDraftTestStatus } from '../../machines/designer/workflow-draft.selectors';
import { Button } from '../ui/Button';
import * as styles from './DraftBar.css';

export type WorkflowDraftActorRef = ActorRefFrom<typeof workflowDraftMachine>;

/**
 * The panel of Flo's draft overlay (D95), docked on the right like Bot Properties so it stands
 * on no node: Accept, Discard and a simulated test run first, then what the draft does and the inputs
 * and credentials it still needs. Nothing shows without a draft.
 */
export function DraftBar({ actor }: { actor: WorkflowDraftActorRef }) {
  const draft = useSelector(actor, selectDraft);
  const testStatus = useSelector(actor, selectDraftTestStatus);
  const canTest = useSelector(actor, selectDraftCanTest);
  const ran = useSelector(actor, (snapshot) => snapshot.context.testCompleted.length);
  if (!draft) return null;
  return (
    <section id="flo-draft" className={styles.bar} aria-labelledby="flo-draft-title">
      <h2 id="flo-draft-title" className={styles.title}>
        Draft from Flo
        {draft.offline ? <span className={styles.badge}>Offline template{draft.template ? `: ${draft.template.title}` : ''}</span> : null}
      </h2>
      <div className={styles.actions}>
        <Button size="sm" onPress={() => actor.send({ type: 'draft.accept' })}>
          <Check size={16} aria-hidden="true" />
          Accept
        </Button>
        <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'draft.discard' })}>
          <Trash2 size={16} aria-hidden="true" />
          Discard
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onPress={() => actor.send({ type: 'draft.test' })}
          isDisabled={!canTest}
          isPending={testStatus === 'running'}
          pendingLabel="Testing the draft..."
        >
          <FlaskConical size={16} aria-hidden="true" />
          Test run the draft
        </Button>
      </div>
      <p className={styles.summary}>{draft.summary}</p>
      {draft.needs.length > 0 ? (
        <>
          <h3 id="flo-draft-needs" className={styles.needsTitle}>
            Still needed before it runs
          </h3>
          <ul className={styles.needs} aria-labelledby="flo-draft-needs">
            {draft.needs.map((need) => (
              <li key={`${need.nodeId}/${need.field}`}>{need.text}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.muted}>It needs no more inputs or credentials.</p>
      )}
      <p className={styles.muted} role="status">
        {testStatus === 'running' ? 'Test run of the draft under way...' : null}
        {testStatus === 'done' ? `Test run finished: ${ran} ${ran === 1 ? 'node' : 'nodes'} ran (simulated, not recorded).` : null}
      </p>
    </section>
  );
}
