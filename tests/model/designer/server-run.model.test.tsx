import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import type { ServerRun } from '../../../src/domain/workflow/server-runs';
import { serverRunFilesMachine } from '../../../src/machines/designer/server-run-files.machine';
import { serverRunMachine } from '../../../src/machines/designer/server-run.machine';
import { simulationMachine } from '../../../src/machines/designer/simulation.machine';
import { stepScreenshotsMachine } from '../../../src/machines/designer/step-screenshots.machine';
import { designerRunStates, RunStateContext, useNodeRunState } from '../../../src/views/designer/run-state-context';
import { RunButton } from '../../../src/views/designer/RunButton';
import { RunPanel } from '../../../src/views/designer/RunPanel';
import { sampleRuns } from '../../../src/views/designer/run-fixtures';
import { withEmails as emailRun } from '../../../src/views/designer/email-run-fixtures';
import { emailDeliveryText, emailMessageOf } from '../../../src/domain/workflow/email-step';
import { limitMessages } from '../../../src/domain/plans/limits';
import { ApiError } from '../../../src/services/api-client';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

const { queued, running, completed, failed, cancelled } = sampleRuns;
// A run queued behind the user's others, and one whose bot node's sub-run steps nest under its step (D89), each as run-1.
const queuedBehind: ServerRun = { ...sampleRuns.queuedBehind, id: 'run-1' };
const withBot: ServerRun = { ...sampleRuns.withBot, id: 'run-1' };
const interruptedBot: ServerRun = { ...sampleRuns.interruptedBot, id: 'run-1' };
// Two Email steps, one sent through SMTP and one kept in the outbox (D152).
const withEmails: ServerRun = { ...emailRun, id: 'run-1' };
/** The designer's nodes nothing connects to Start (D89). */
const unreachable = ['Archive'];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function NodeProbe({ id }: { id: string }) {
  return <p data-testid={`node-${id}`}>{useNodeRunState(id)}</p>;
}

function mount() {
  const startRun = createDeferredActor<ServerRun, { sequenceId: string }>();
  const loadRun = createDeferredActor<ServerRun, { runId: string }>();
  const cancelRun = createDeferredActor<ServerRun, { runId: string }>();
  const follow = { runIds: [] as string[], stopped: 0, sendBack: null as ((event: AnyEventObject) => void) | null };
  const followRun = fromCallback<AnyEventObject, { runId: string }>(({ sendBack, input }) => {
    follow.runIds.push(input.runId);
    follow.sendBack = sendBack;
    return () => {
      follow.stopped += 1;
    };
  });
  const actor = createActor(serverRunMachine.provide({ actors: { startRun: startRun.logic, loadRun: loadRun.logic, cancelRun: cancelRun.logic, followRun } })).start();
  const simulation = createActor(simulationMachine).start();
  const files = createActor(serverRunFilesMachine).start();
  const screenshots = createActor(stepScreenshotsMachine).start();
  const view = render(
    <MemoryRouter>
      <RunStateContext.Provider value={designerRunStates(simulation, actor)}>
        <RunButton actor={actor} sequenceId="seq-1" />
        <RunPanel actor={actor} files={files} screenshots={screenshots} unreachable={unreachable} />
        <NodeProbe id="start" />
        <NodeProbe id="fetch" />
        <NodeProbe id="end" />
      </RunStateContext.Provider>
    </MemoryRouter>,
  );
  return { actor, simulation, files, screenshots, view, startRun, loadRun, cancelRun, follow };
}
type Sut = ReturnType<typeof mount>;

const panel = () => within(screen.getByRole('region', { name: /^Run/ }));
const report = (sut: Sut, event: AnyEventObject) => act(() => sut.follow.sendBack!(event));
const shownRun = (sut: Sut) => sut.actor.getSnapshot().context.run!;

function expectRunShown(sut: Sut, status: ServerRun['status'], text: string) {
  const run = shownRun(sut);
  expect(run.status).toBe(status);
  expect(panel().getByRole('status', { name: `Run status: ${text}` })).toHaveTextContent(text);
  expect(panel().queryAllByTestId('run-step').map((item) => item.getAttribute('data-status'))).toEqual(run.steps.map((each) => each.status));
  // The files its scripts wrote, each with a download link (D67).
  expect(panel().queryAllByRole('button', { name: /^Download / }).map((button) => button.getAttribute('aria-label'))).toEqual(run.files.map((file) => `Download ${file.name}`));
  // The canvas paints each node as its latest step of the run's own (D44); a sub-run's steps never paint it, an interrupted step leaves it idle (D89).
  const latest = (nodeId: string) => run.steps.filter((each) => each.nodeId === nodeId && each.parentStepId === null).at(-1)?.status;
  const painted = { running: 'active', completed: 'completed', skipped: 'completed', failed: 'failed', cancelled: 'idle', undefined: 'idle' } as const;
  for (const nodeId of ['fetch', 'end']) expect(screen.getByTestId(`node-${nodeId}`)).toHaveTextContent(painted[latest(nodeId) ?? 'undefined']);
  // A bot node's sub-run steps are listed under its step.
  for (const parent of run.steps.filter((each) => run.steps.some((child) => child.parentStepId === each.id))) {
    const nested = within(panel().getByRole('list', { name: `Steps of ${parent.label}` })).getAllByTestId('run-step');
    expect(nested.map((item) => item.textContent)).toEqual(run.steps.filter((child) => child.parentStepId === parent.id).map((child) => expect.stringContaining(child.label) as string));
  }
  // An Email step opens to its message: where it went, to, subject, attachments and text (D152); no other step has one.
  const items = panel().queryAllByTestId('run-step');
  run.steps.forEach((step, index) => {
    const message = emailMessageOf(step);
    const shown = within(items[index]!).queryByRole('region', { name: 'E-mail message' });
    if (!message) return void expect(shown).toBeNull();
    expect(shown).toHaveTextContent(emailDeliveryText[message.delivery]);
    expect(shown).toHaveTextContent(`To${message.to}`);
    expect(shown).toHaveTextContent(`Subject${message.subject}`);
    expect(shown).toHaveTextContent(message.attachments.length === 0 ? 'AttachmentsNone' : `Attachments${message.attachments.map((each) => `${each.name} (`).join('')}`);
    expect(within(shown!).getByText(message.body.split('\n')[0]!, { exact: false })).toBeInTheDocument();
  });
  for (const step of run.steps) if (step.status === 'cancelled') expect(panel().getAllByText('Cancelled').length).toBeGreaterThan(1);
  expect(panel().getByTestId('run-unreachable')).toHaveTextContent('This node will not run: nothing connects it to Start: Archive');
}

function expectFinished(sut: Sut) {
  expect(panel().queryByRole('button', { name: 'Cancel' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
  // Nothing is followed any more.
  expect(sut.follow.stopped).toBe(sut.follow.runIds.length);
}

describeModel('server run machine with the Run button and the run panel', {
  machine: serverRunMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.run?.status ?? null, snapshot.context.errorMessage !== null]),
  events: [
    { type: 'run.start', sequenceId: 'seq-1' },
    { type: 'run.open', runId: 'run-1' },
    { type: 'xstate.done.actor.startRun', output: queued },
    { type: 'xstate.done.actor.startRun', output: running },
    { type: 'xstate.done.actor.startRun', output: completed },
    { type: 'xstate.done.actor.startRun', output: failed },
    { type: 'xstate.done.actor.startRun', output: cancelled },
    { type: 'xstate.error.actor.startRun', error: new Error('These nodes need a browser worker, which Botflow does not include yet: Click Submit') },
    // Refused by the plan's limits (D85).
    { type: 'xstate.error.actor.startRun', error: new ApiError(limitMessages.runsPerDay(null, null), 429) },
    { type: 'xstate.error.actor.startRun', error: new ApiError(limitMessages.runFiles(null, null, 100 * 1024 * 1024), 402) },
    { type: 'xstate.done.actor.loadRun', output: queued },
    { type: 'xstate.done.actor.loadRun', output: running },
    { type: 'xstate.done.actor.loadRun', output: completed },
    { type: 'xstate.done.actor.loadRun', output: failed },
    { type: 'xstate.done.actor.loadRun', output: cancelled },
    { type: 'xstate.error.actor.loadRun', error: new Error('Run not found') },
    { type: 'run.updated', run: queued },
    { type: 'run.updated', run: running },
    { type: 'run.updated', run: completed },
    { type: 'run.updated', run: failed },
    { type: 'run.updated', run: cancelled },
    { type: 'run.updated', run: queuedBehind },
    { type: 'run.updated', run: withBot },
    { type: 'run.updated', run: interruptedBot },
    { type: 'run.updated', run: withEmails },
    { type: 'run.lost' },
    { type: 'xstate.after.reconnectPause.serverRun.reconnecting' },
    { type: 'run.cancel' },
    { type: 'xstate.done.actor.cancelRun', output: running },
    { type: 'xstate.done.actor.cancelRun', output: cancelled },
    // It ended another way while the cancel was on its way.
    { type: 'xstate.done.actor.cancelRun', output: completed },
    { type: 'xstate.done.actor.cancelRun', output: failed },
    { type: 'xstate.error.actor.cancelRun', error: new Error('The run has already finished') },
    { type: 'run.close' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    sut.simulation.stop();
    sut.files.stop();
    sut.screenshots.stop();
  },
  execute: {
    'run.start': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    },
    // History's row button sends it (tested with the history dialog).
    'run.open': (sut, event) => sut.actor.send({ type: 'run.open', runId: String(event.runId) }),
    'xstate.done.actor.startRun': (sut, event) => sut.startRun.resolve(event.output as ServerRun),
    'xstate.error.actor.startRun': (sut, event) => sut.startRun.reject(event.error),
    'xstate.done.actor.loadRun': (sut, event) => sut.loadRun.resolve(event.output as ServerRun),
    'xstate.error.actor.loadRun': (sut, event) => sut.loadRun.reject(event.error),
    'xstate.done.actor.cancelRun': (sut, event) => sut.cancelRun.resolve(event.output as ServerRun),
    'xstate.error.actor.cancelRun': (sut, event) => sut.cancelRun.reject(event.error),
    'run.updated': (sut, event) => report(sut, event),
    'run.lost': (sut, event) => report(sut, event),
    'xstate.after.reconnectPause.serverRun.reconnecting': () => act(() => void vi.advanceTimersByTime(1000)),
    'run.cancel': () => {
      fireEvent.click(panel().getByRole('button', { name: 'Cancel' }));
    },
    'run.close': () => {
      fireEvent.click(panel().getByRole('button', { name: 'Close run panel' }));
    },
  },
  assertions: {
    idle: (sut: Sut) => {
      expect(screen.queryByRole('region', { name: /^Run/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
      // The simulation's node states are back on the canvas.
      expect(screen.getByTestId('node-fetch')).toHaveTextContent('idle');
      expect(sut.follow.stopped).toBe(sut.follow.runIds.length);
    },
    starting: (sut: Sut) => {
      expect(panel().getByRole('status')).toHaveTextContent('Starting the run...');
      // Said before the run starts (D89); the Run still starts.
      expect(panel().getByTestId('run-unreachable')).toHaveTextContent('nothing connects it to Start: Archive');
      expect(screen.getByRole('button', { name: 'Running...' })).toBeDisabled();
      expect(sut.startRun.calls.at(-1)).toEqual({ sequenceId: 'seq-1' });
    },
    loading: (sut: Sut) => {
      expect(panel().getByRole('status')).toHaveTextContent('Loading the run...');
      expect(panel().queryByTestId('run-unreachable')).toBeNull();
      expect(sut.loadRun.calls.at(-1)).toEqual({ runId: 'run-1' });
    },
    refused: (sut: Sut) => {
      expect(panel().getByRole('alert')).toHaveTextContent(sut.actor.getSnapshot().context.errorMessage!);
      expect(panel().queryByRole('link', { name: 'See the plans' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
    },
    limitReached: (sut: Sut) => {
      const detail = sut.actor.getSnapshot().context.errorMessage!;
      expect(detail).toMatch(/^(Daily run limit reached|Run file storage full)\./);
      expect(panel().getByRole('alert')).toHaveTextContent(detail);
      expect(panel().getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscriptions');
      expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
    },
    live: (sut: Sut) => {
      // The run's own stream is followed, once.
      expect(sut.follow.runIds.at(-1)).toBe('run-1');
      expect(sut.follow.runIds.length - sut.follow.stopped).toBe(1);
      expect(screen.getByRole('button', { name: 'Running...' })).toBeDisabled();
    },
    'live.queued': (sut: Sut) => {
      expectRunShown(sut, 'queued', 'Queued');
      // Why it waits and its place, as the server says it (D89).
      const { waiting } = shownRun(sut);
      expect(panel().getByTestId('run-waiting')).toHaveTextContent(waiting!.position === 2 ? 'Waiting: 3 of your runs are running (limit 3). 2nd in your queue' : 'Waiting: 0 of your runs are running (limit 3). 1st in your queue');
      expect(panel().getByRole('button', { name: 'Cancel' })).toBeEnabled();
    },
    'live.running': (sut: Sut) => {
      expectRunShown(sut, 'running', 'Running');
      expect(panel().getByRole('button', { name: 'Cancel' })).toBeEnabled();
      const { errorMessage } = sut.actor.getSnapshot().context;
      if (errorMessage) expect(panel().getByText(errorMessage)).toBeInTheDocument();
    },
    'live.cancelling': (sut: Sut) => {
      expect(panel().getByRole('button', { name: 'Cancelling...' })).toBeDisabled();
      expect(sut.cancelRun.calls.at(-1)).toEqual({ runId: 'run-1' });
    },
    reconnecting: () => {
      expect(panel().getByText('Connection lost: reconnecting...')).toHaveAttribute('role', 'status');
    },
    completed: (sut: Sut) => {
      expectRunShown(sut, 'completed', 'Completed');
      expect(panel().queryByRole('alert')).toBeNull();
      expectFinished(sut);
    },
    failed: (sut: Sut) => {
      expectRunShown(sut, 'failed', 'Failed');
      expect(panel().getByRole('alert')).toHaveTextContent(shownRun(sut).error!);
      expectFinished(sut);
    },
    cancelled: (sut: Sut) => {
      expectRunShown(sut, 'cancelled', 'Cancelled');
      expectFinished(sut);
    },
  },
});
