import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { assistantApology } from '../../domain/assistant/chat';
import type { AssistantExplainRequest, ExplainFix } from '../../domain/assistant/explain';
import { fixNodeMissingText } from '../../domain/assistant/explain-fix';
import { explainStepMachine, type ExplainStreamEvent, type RerunAfterFix } from '../../machines/designer/explain-step.machine';
import type { RerunPreview } from '../../domain/workflow/rerun';
import type { ServerRun } from '../../domain/workflow/server-runs';
import { rerunMachine, type RerunAsk } from '../../machines/designer/rerun.machine';
import { serverRunFilesMachine } from '../../machines/designer/server-run-files.machine';
import { serverRunMachine } from '../../machines/designer/server-run.machine';
import { stepScreenshotsMachine } from '../../machines/designer/step-screenshots.machine';
import { RunPanel } from './RunPanel';
import { sampleRuns } from './run-fixtures';

/** Ask Flo why (D94) under a failed step of the run panel, in each state of the explain machine. */
export default { title: 'Designer/Run panel/Ask Flo why' };

const { failed } = sampleRuns;
const never = () => new Promise<never>(() => {});
const failedStep = failed.steps.at(-1)!;

const answerText =
  'The server at `prices.example` answered **HTTP 500**: the failure is on its side, not in the node.\n\n' +
  'Try again later, or raise **Retry Count** in the node\'s Run Settings so a passing fault does not fail the run.';
const offlineText = 'An HTTP 5xx status means the server failed to answer the request. Raise **Retry Count** in Run Settings to try again after a pause.';
const fix: ExplainFix = { nodeId: 'fetch', field: 'retryCount', value: 3, label: 'Set Retry Count to 3' };
const docs = { title: 'Run Settings', href: '/documents/workflows#run-settings' };

interface Scenario {
  /** What the server streams once asked; `hang` keeps the stream open after them. */
  events?: ExplainStreamEvent[];
  hang?: boolean;
  /** The user presses Stop once the first text is there. */
  stop?: boolean;
  /** The user presses the fix's button, and the editor answers so. */
  apply?: () => Promise<void>;
  /** The user presses Save and re-run, and the save answers so. */
  rerunAfter?: () => Promise<void>;
  /** Nobody has asked yet. */
  notAsked?: boolean;
}

function AskFloWhy({ events = [], hang = false, stop = false, apply, rerunAfter = never, notAsked = false }: Scenario) {
  const actor = useActorRef(serverRunMachine.provide({ actors: { loadRun: fromPromise(async () => failed), followRun: fromCallback<AnyEventObject, { runId: string }>(() => () => {}) } }));
  const rerun = useActorRef(rerunMachine.provide({ actors: { previewRerun: fromPromise<RerunPreview, RerunAsk>(never), startRerun: fromPromise<ServerRun, RerunAsk>(never) } }));
  const explain = useActorRef(
    explainStepMachine.provide({
      actors: {
        streamExplanation: fromCallback<AnyEventObject, AssistantExplainRequest>(({ sendBack }) => {
          for (const event of events) sendBack(event);
          if (!hang) sendBack({ type: 'explain.failed', message: assistantApology });
          return () => {};
        }),
        applyFix: fromPromise<void, ExplainFix>(() => (apply ?? never)()),
        rerunAfterFix: fromPromise<void, RerunAfterFix>(async () => {
          await rerunAfter();
          rerun.send({ type: 'rerun.open', runId: failed.id, fromNodeId: 'fetch' });
        }),
      },
    }),
  );
  const files = useActorRef(serverRunFilesMachine);
  const screenshots = useActorRef(stepScreenshotsMachine);
  useEffect(() => {
    actor.send({ type: 'run.open', runId: failed.id });
    const subscription = explain.subscribe((snapshot) => {
      if (stop && snapshot.matches({ asking: 'streaming' })) explain.send({ type: 'explain.stop' });
      if (apply && snapshot.matches({ explained: 'withFix' }) && snapshot.context.fixError === null) explain.send({ type: 'fix.apply' });
      if (apply && rerunAfter !== never && snapshot.matches({ explained: 'fixApplied' }) && snapshot.context.fixError === null) explain.send({ type: 'fix.rerun' });
    });
    if (!notAsked) explain.send({ type: 'explain.ask', runId: failed.id, stepId: failedStep.id });
    return () => subscription.unsubscribe();
  }, [actor, explain, stop, apply, rerunAfter, notAsked]);
  return (
    <div style={{ position: 'relative', height: 760, background: '#f8fafc', border: '1px solid #e2e8f0' }}>
      <RunPanel actor={actor} files={files} screenshots={screenshots} rerun={rerun} explain={explain} />
    </div>
  );
}

const chunks = (text: string): ExplainStreamEvent[] => text.split(/(?<=\. )/).map((part) => ({ type: 'explain.chunk', text: part }));
const online: ExplainStreamEvent = { type: 'explain.done', mode: 'online', docs };
const offlineWithFix: ExplainStreamEvent = { type: 'explain.done', mode: 'offline', fix, docs };
const done = async () => {};

/** The failed step's last attempt offers Ask Flo why (its earlier attempts do not). */
export const Offered: Story = () => <AskFloWhy notAsked />;
/** Asked: nothing has come yet. */
export const Waiting: Story = () => <AskFloWhy hang />;
/** The answer as it streams, with Stop. */
export const Streaming: Story = () => <AskFloWhy events={chunks(answerText).slice(0, 1)} hang />;
/** Stopped part-way: what came stays, Retry asks again. */
export const Stopped: Story = () => <AskFloWhy events={chunks(answerText).slice(0, 1)} hang stop />;
/** The stream failed: the spec's apology, and Retry. */
export const Failed: Story = () => <AskFloWhy events={[]} />;
/** Our own refusal the user can act on, in its words. */
export const FailedRateLimited: Story = () => <AskFloWhy events={[{ type: 'explain.failed', message: 'You have sent too many messages to Flo. Please try again in 42 seconds.' }]} hang />;
/** Explained online, no setting to change: the docs section. */
export const Explained: Story = () => <AskFloWhy events={[...chunks(answerText), online]} hang />;
/** Explained offline, from the catalogue, with its fix and docs section. */
export const ExplainedOfflineWithFix: Story = () => <AskFloWhy events={[...chunks(offlineText), offlineWithFix]} hang />;
export const ApplyingFix: Story = () => <AskFloWhy events={[...chunks(offlineText), offlineWithFix]} hang apply={never} />;
/** The node is gone from the canvas: the fix says why it is not applied. */
export const FixRefused: Story = () => <AskFloWhy events={[...chunks(offlineText), offlineWithFix]} hang apply={() => Promise.reject(new Error(fixNodeMissingText))} />;
/** Applied (Undo takes it back): Save and re-run from the node. */
export const FixApplied: Story = () => <AskFloWhy events={[...chunks(offlineText), offlineWithFix]} hang apply={done} />;
export const SavingForRerun: Story = () => <AskFloWhy events={[...chunks(offlineText), offlineWithFix]} hang apply={done} rerunAfter={never} />;
/** Saved; the Re-run controls below are open at the node. */
export const RerunOffered: Story = () => <AskFloWhy events={[...chunks(offlineText), offlineWithFix]} hang apply={done} rerunAfter={done} />;
/** The save failed: why, and the button to try again. */
export const RerunNotSaved: Story = () => (
  <AskFloWhy events={[...chunks(offlineText), offlineWithFix]} hang apply={done} rerunAfter={() => Promise.reject(new Error('The workflow was not saved, so a re-run would not have the fix.'))} />
);
