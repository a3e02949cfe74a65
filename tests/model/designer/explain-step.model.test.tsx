import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { followRunExplanation } from '../../../src/app/designer/explain-step-logic';
import { assistantApology } from '../../../src/domain/assistant/chat';
import type { AssistantExplainRequest, ExplainFix } from '../../../src/domain/assistant/explain';
import { fixAppliedText, fixNodeMissingText } from '../../../src/domain/assistant/explain-fix';
import { explainStepMachine, type RerunAfterFix } from '../../../src/machines/designer/explain-step.machine';
import { serverRunFilesMachine } from '../../../src/machines/designer/server-run-files.machine';
import { serverRunMachine } from '../../../src/machines/designer/server-run.machine';
import { stepScreenshotsMachine } from '../../../src/machines/designer/step-screenshots.machine';
import { RunPanel } from '../../../src/views/designer/RunPanel';
import { sampleRuns } from '../../../src/views/designer/run-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { createFakeTransport } from '../fake-transport';
import { describeModel } from '../harness';

/** Ask Flo why (D94) under the failed step of the run panel: the answer, Stop, Retry, the fix, Save and re-run. */

const { failed } = sampleRuns;
const failedStep = failed.steps.at(-1)!;
const chunk = 'The server answered HTTP 500: the failure is on its side. ';
const fix: ExplainFix = { nodeId: 'fetch', field: 'timeout', value: 60, label: 'Set Timeout to 60' };
const docs = { title: 'Run Settings', href: '/documents/workflows#run-settings' };
const notSaved = 'The workflow was not saved, so a re-run would not have the fix.';

function mount() {
  const transport = createFakeTransport<AssistantExplainRequest>();
  const applyFix = createDeferredActor<void, ExplainFix>();
  const rerunAfterFix = createDeferredActor<void, RerunAfterFix>();
  const actor = createActor(explainStepMachine.provide({ actors: { streamExplanation: transport.logic, applyFix: applyFix.logic, rerunAfterFix: rerunAfterFix.logic } })).start();
  const serverRun = createActor(
    serverRunMachine.provide({ actors: { loadRun: fromPromise(async () => failed), followRun: fromCallback<AnyEventObject, { runId: string }>(() => () => {}) } }),
  ).start();
  const files = createActor(serverRunFilesMachine).start();
  const screenshots = createActor(stepScreenshotsMachine).start();
  const unfollow = followRunExplanation(serverRun, actor);
  serverRun.send({ type: 'run.open', runId: failed.id });
  const view = render(
    <MemoryRouter>
      <RunPanel actor={serverRun} files={files} screenshots={screenshots} explain={actor} />
    </MemoryRouter>,
  );
  return { actor, serverRun, files, screenshots, unfollow, view, transport, applyFix, rerunAfterFix };
}
type Sut = ReturnType<typeof mount>;

const explanation = () => within(screen.getByRole('region', { name: `Flo on why ${failedStep.label} failed` }));
const report = (sut: Sut, event: AnyEventObject) => act(() => sut.transport.sendBack!(event));
const askButton = () => screen.queryByRole('button', { name: `Ask Flo why ${failedStep.label} failed` });

describeModel('explain-step machine with Ask Flo why in the run panel', {
  machine: explainStepMachine,
  // A step is asked about from the button, which the panel shows while nothing is explained.
  events: (snapshot) => [
    ...(snapshot.matches('idle') ? [{ type: 'explain.ask', runId: failed.id, stepId: failedStep.id } as const] : []),
    { type: 'explain.chunk', text: chunk },
    { type: 'explain.done', mode: 'online', docs },
    { type: 'explain.done', mode: 'offline', fix, docs },
    { type: 'explain.failed', message: assistantApology },
    { type: 'explain.stop' },
    { type: 'explain.retry' },
    { type: 'explain.close' },
    { type: 'fix.apply' },
    { type: 'xstate.done.actor.applyFix' },
    { type: 'xstate.error.actor.applyFix', error: new Error(fixNodeMissingText) },
    { type: 'fix.rerun' },
    { type: 'xstate.done.actor.rerunAfterFix' },
    { type: 'xstate.error.actor.rerunAfterFix', error: new Error(notSaved) },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.unfollow();
    for (const each of [sut.actor, sut.serverRun, sut.files, sut.screenshots]) each.stop();
  },
  execute: {
    'explain.ask': () => {
      fireEvent.click(askButton()!);
    },
    'explain.chunk': (sut, event) => report(sut, event as AnyEventObject),
    'explain.done': (sut, event) => report(sut, event as AnyEventObject),
    'explain.failed': (sut, event) => report(sut, event as AnyEventObject),
    'explain.stop': () => {
      fireEvent.click(explanation().getByRole('button', { name: 'Stop the answer' }));
    },
    'explain.retry': () => {
      fireEvent.click(explanation().getByRole('button', { name: 'Retry' }));
    },
    // While Flo answers there is no Close: the answer ends when the panel shows another run (History opens one).
    'explain.close': (sut) => {
      if (sut.actor.getSnapshot().matches('asking')) sut.serverRun.send({ type: 'run.open', runId: failed.id });
      else fireEvent.click(explanation().getByRole('button', { name: "Close Flo's explanation" }));
    },
    'fix.apply': () => {
      fireEvent.click(explanation().getByRole('button', { name: fix.label }));
    },
    'xstate.done.actor.applyFix': (sut) => sut.applyFix.resolve(),
    'xstate.error.actor.applyFix': (sut, event) => sut.applyFix.reject(event.error),
    'fix.rerun': () => {
      fireEvent.click(explanation().getByRole('button', { name: `Save and re-run from ${failedStep.label}` }));
    },
    'xstate.done.actor.rerunAfterFix': (sut) => sut.rerunAfterFix.resolve(),
    'xstate.error.actor.rerunAfterFix': (sut, event) => sut.rerunAfterFix.reject(event.error),
  },
  assertions: {
    idle: (sut: Sut) => {
      expect(screen.queryByRole('region', { name: /Flo on why/ })).toBeNull();
      expect(askButton()).toBeEnabled();
      // Only the node's last failed attempt offers it.
      expect(screen.getAllByRole('button', { name: /Ask Flo why/ })).toHaveLength(1);
      // Nothing asked is still streaming.
      expect(sut.transport.stopped).toBe(sut.transport.started.length);
    },
    asking: (sut: Sut) => {
      expect(sut.transport.started.at(-1)).toEqual({ runId: failed.id, stepId: failedStep.id });
      expect(sut.transport.stopped).toBe(sut.transport.started.length - 1);
      const answer = explanation().getByText((_, element) => element?.getAttribute('aria-live') === 'polite');
      expect(answer).toHaveAttribute('aria-busy', 'true');
      expect(explanation().getByRole('button', { name: 'Stop the answer' })).toBeEnabled();
      expect(explanation().queryByRole('button', { name: "Close Flo's explanation" })).toBeNull();
      expect(askButton()).toBeNull();
    },
    'asking.waiting': () => {
      expect(explanation().getByText('Flo is typing...')).toBeInTheDocument();
    },
    'asking.streaming': () => {
      expect(explanation().queryByText('Flo is typing...')).toBeNull();
      expect(explanation().getByText(/The server answered HTTP 500/)).toBeInTheDocument();
    },
    stopped: () => {
      expect(explanation().getByText('Stopped.')).toBeInTheDocument();
      expect(explanation().getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(explanation().queryByRole('button', { name: 'Stop the answer' })).toBeNull();
    },
    failed: () => {
      expect(explanation().getByRole('alert')).toHaveTextContent(assistantApology);
      expect(explanation().getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(explanation().queryByRole('link')).toBeNull();
    },
    explained: () => {
      expect(explanation().getByRole('link', { name: docs.title })).toHaveAttribute('href', docs.href);
      expect(explanation().getByRole('button', { name: "Close Flo's explanation" })).toBeEnabled();
      expect(explanation().queryByRole('button', { name: 'Stop the answer' })).toBeNull();
    },
    'explained.noFix': () => {
      expect(explanation().queryByRole('button', { name: fix.label })).toBeNull();
    },
    'explained.withFix': (sut: Sut) => {
      expect(explanation().getByRole('button', { name: fix.label })).toBeEnabled();
      // After a refused apply, why.
      if (sut.applyFix.calls.length > 0) expect(explanation().getByRole('alert')).toHaveTextContent(fixNodeMissingText);
    },
    'explained.applyingFix': (sut: Sut) => {
      expect(sut.applyFix.calls.at(-1)).toEqual(fix);
      expect(explanation().getByRole('button', { name: /Applying/ })).toBeDisabled();
    },
    'explained.fixApplied': (sut: Sut) => {
      expect(explanation().getByText(fixAppliedText(fix.label))).toBeInTheDocument();
      expect(explanation().getByRole('button', { name: `Save and re-run from ${failedStep.label}` })).toBeEnabled();
      expect(explanation().queryByRole('button', { name: fix.label })).toBeNull();
      if (sut.rerunAfterFix.calls.length > 0) expect(explanation().getByRole('alert')).toHaveTextContent(notSaved);
    },
    'explained.offeringRerun': (sut: Sut) => {
      expect(sut.rerunAfterFix.calls.at(-1)).toEqual({ runId: failed.id, nodeId: fix.nodeId });
      expect(explanation().getByRole('button', { name: /Saving/ })).toBeDisabled();
    },
    'explained.rerunOffered': () => {
      expect(explanation().getByText(/Re-run below starts at Fetch prices/)).toBeInTheDocument();
      expect(explanation().queryByRole('alert')).toBeNull();
    },
  },
});
