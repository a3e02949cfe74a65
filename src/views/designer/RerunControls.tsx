import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { RerunVersion } from '../../domain/workflow/rerun';
import type { ServerRun } from '../../domain/workflow/server-runs';
import type { rerunMachine } from '../../machines/designer/rerun.machine';
import { selectCanConfirm, selectRerunChoice, selectRerunError, selectRerunPhase, selectRerunPreview } from '../../machines/designer/rerun.selectors';
import { rerunStartsOf } from '../../machines/designer/run-panel.selectors';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { Spinner } from '../ui/Spinner';
import * as styles from './RunPanel.css';

export type RerunActorRef = ActorRefFrom<typeof rerunMachine>;

const fromStart = '';
const versionOptions: ReadonlyArray<{ value: RerunVersion; label: string }> = [
  { value: 'run', label: 'The version this run ran' },
  { value: 'latest', label: 'The latest saved version' },
];

/**
 * Re-run and Re-run from here (D87) under a finished run: where it starts, which version, what
 * is carried over and which nodes will act on the outside world again, then Start re-run.
 */
export function RerunControls({ actor, run }: { actor: RerunActorRef; run: ServerRun }) {
  const phase = useSelector(actor, selectRerunPhase);
  const choice = useSelector(actor, selectRerunChoice);
  const preview = useSelector(actor, selectRerunPreview);
  const errorMessage = useSelector(actor, selectRerunError);
  const canConfirm = useSelector(actor, selectCanConfirm);
  const { canStartFromNode, stoppedAt, reachedNodes } = rerunStartsOf(run);
  if (phase === 'closed') {
    return (
      <div className={styles.line}>
        <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'rerun.open', runId: run.id, fromNodeId: null })}>
          Re-run
        </Button>
        {canStartFromNode ? (
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'rerun.open', runId: run.id, fromNodeId: stoppedAt })}>
            Re-run from here
          </Button>
        ) : null}
      </div>
    );
  }
  const fromOptions = [{ value: fromStart, label: 'The start' }, ...(canStartFromNode ? reachedNodes : [])];
  return (
    <section className={styles.rerun} aria-labelledby="rerun-title">
      <h4 id="rerun-title" className={styles.heading}>
        Re-run
      </h4>
      <SelectField label="Start from" value={choice.fromNodeId ?? fromStart} options={fromOptions} onChange={(value) => actor.send({ type: 'rerun.from', fromNodeId: value === fromStart ? null : value })} />
      <SelectField label="Version" value={choice.version} options={versionOptions} onChange={(version) => actor.send({ type: 'rerun.version', version })} />
      {phase === 'previewing' ? (
        <p className={styles.line} role="status">
          <Spinner />
          Checking what the re-run will do...
        </p>
      ) : null}
      {preview && phase !== 'previewing' ? (
        <div aria-label="What the re-run will do" role="group">
          {preview.reusedNodes.length > 0 ? <p className={styles.muted}>Reused as they were: {preview.reusedNodes.map((node) => node.label).join(', ')}</p> : null}
          {preview.actingNodes.length > 0 ? (
            <>
              <p className={styles.warning}>These nodes will act on the outside world again:</p>
              <ul className={styles.acting} aria-label="Nodes that act again">
                {preview.actingNodes.map((node) => (
                  <li key={node.id}>{node.label}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className={styles.muted}>No node will act on the outside world again.</p>
          )}
        </div>
      ) : null}
      {errorMessage ? (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      ) : null}
      <div className={styles.line}>
        <Button size="sm" isDisabled={!canConfirm} isPending={phase === 'starting'} pendingLabel="Starting..." onPress={() => actor.send({ type: 'rerun.confirm' })}>
          Start re-run
        </Button>
        <Button variant="ghost" size="sm" onPress={() => actor.send({ type: 'rerun.close' })}>
          Close
        </Button>
      </div>
    </section>
  );
}
