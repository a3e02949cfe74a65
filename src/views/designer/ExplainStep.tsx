import { useSelector } from '@xstate/react';
import { Sparkles, Square, X } from 'lucide-react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fixAppliedText } from '../../domain/assistant/explain-fix';
import type { RunStep } from '../../domain/workflow/server-runs';
import type { explainStepMachine } from '../../machines/designer/explain-step.machine';
import {
  selectExplainDocs,
  selectExplainFailure,
  selectExplainFix,
  selectExplainMode,
  selectExplainPhase,
  selectExplanation,
  selectFixError,
  selectIsExplaining,
} from '../../machines/designer/explain-step.selectors';
import { Button } from '../ui/Button';
import { FloMarkdown } from '../ui/ChatLog';
import * as chatStyles from '../ui/ChatLog.css';
import { Spinner } from '../ui/Spinner';
import * as styles from './ExplainStep.css';
import * as runStyles from './RunPanel.css';

export type ExplainStepActorRef = ActorRefFrom<typeof explainStepMachine>;


/**
 * Ask Flo why (D94) under a failed step of the run panel: the button, then Flo's answer as it
 * streams (Markdown, as in the chat; a polite live region), Stop while it streams, Retry after a
 * failure, the docs section, and Flo's fix as a button that changes the node, then Re-run from it.
 */
export function ExplainStep({ actor, runId, step }: { actor: ExplainStepActorRef; runId: string; step: RunStep }) {
  const isShown = useSelector(actor, (snapshot) => selectIsExplaining(snapshot, runId, step.id));
  const phase = useSelector(actor, selectExplainPhase);
  const text = useSelector(actor, selectExplanation);
  const mode = useSelector(actor, selectExplainMode);
  const docs = useSelector(actor, selectExplainDocs);
  const fix = useSelector(actor, selectExplainFix);
  const failure = useSelector(actor, selectExplainFailure);
  const fixError = useSelector(actor, selectFixError);
  const titleId = useId();
  if (!isShown) {
    return (
      <div className={styles.explain}>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" aria-label={`Ask Flo why ${step.label} failed`} onPress={() => actor.send({ type: 'explain.ask', runId, stepId: step.id })}>
            <Sparkles size={14} aria-hidden="true" />
            Ask Flo why
          </Button>
        </div>
      </div>
    );
  }
  const isAsking = phase === 'waiting' || phase === 'streaming';
  const hasAnswered = mode !== null;
  return (
    <section className={styles.explain} aria-labelledby={titleId} data-testid="explain-step">
      <h4 id={titleId} className={runStyles.heading}>
        Flo on why {step.label} failed
      </h4>
      {/* Polite: the answer is read as it settles, without cutting into what the reader is doing. */}
      <div className={styles.answer} aria-live="polite" aria-busy={isAsking}>
        {phase === 'waiting' ? (
          <p className={chatStyles.typing}>
            <Spinner />
            Flo is typing...
          </p>
        ) : null}
        {text !== '' ? (
          <div className={chatStyles.assistantMessage}>
            <FloMarkdown text={text} />
          </div>
        ) : null}
        {phase === 'stopped' ? <p className={runStyles.muted}>Stopped.</p> : null}
        {hasAnswered && docs ? (
          <p className={runStyles.muted}>
            Docs:{' '}
            {/* A new tab: the designer, with its unsaved changes, stays where it is. */}
            <a href={docs.href} target="_blank" rel="noreferrer">
              {docs.title}
            </a>
          </p>
        ) : null}
        {phase === 'fixApplied' || phase === 'offeringRerun' ? <p className={runStyles.muted}>{fix ? fixAppliedText(fix.label) : null}</p> : null}
        {phase === 'rerunOffered' ? <p className={runStyles.muted}>Saved. Re-run below starts at {step.label} with the latest saved version: press Start re-run.</p> : null}
      </div>
      {phase === 'failed' && failure ? (
        <p className={runStyles.error} role="alert">
          {failure}
        </p>
      ) : null}
      {fixError ? (
        <p className={runStyles.error} role="alert">
          {fixError}
        </p>
      ) : null}
      <div className={styles.actions}>
        {isAsking ? (
          <Button variant="secondary" size="sm" aria-label="Stop the answer" onPress={() => actor.send({ type: 'explain.stop' })}>
            <Square size={12} aria-hidden="true" />
            Stop
          </Button>
        ) : null}
        {phase === 'failed' || phase === 'stopped' ? (
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'explain.retry' })}>
            Retry
          </Button>
        ) : null}
        {fix && (phase === 'explained' || phase === 'applyingFix') ? (
          <Button size="sm" isPending={phase === 'applyingFix'} pendingLabel="Applying..." onPress={() => actor.send({ type: 'fix.apply' })}>
            {fix.label}
          </Button>
        ) : null}
        {phase === 'fixApplied' || phase === 'offeringRerun' ? (
          <Button size="sm" isPending={phase === 'offeringRerun'} pendingLabel="Saving..." onPress={() => actor.send({ type: 'fix.rerun' })}>
            Save and re-run from {step.label}
          </Button>
        ) : null}
        {!isAsking ? (
          <Button variant="ghost" size="sm" aria-label="Close Flo's explanation" onPress={() => actor.send({ type: 'explain.close' })}>
            <X size={14} aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </section>
  );
}
