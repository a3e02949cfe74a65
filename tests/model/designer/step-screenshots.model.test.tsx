import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { serverRunFilesMachine } from '../../../src/machines/designer/server-run-files.machine';
import { serverRunMachine } from '../../../src/machines/designer/server-run.machine';
import { stepScreenshotsMachine, type ObjectUrlCommand, type ScreenshotRequest, type StepScreenshotsEvent } from '../../../src/machines/designer/step-screenshots.machine';
import { RunPanel } from '../../../src/views/designer/RunPanel';
import { sampleRuns } from '../../../src/views/designer/run-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel, eventually } from '../harness';

const { browser } = sampleRuns;
const click = browser.steps.find((step) => step.label === 'Click Trigger')!;
const objectUrl = 'blob:http://localhost/shot-1';
const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

/** The object URLs' keeper as a fake: it notes what it is asked, and answers a creation when the path says so. */
function fakeKeeper() {
  const keeper = {
    created: [] as Array<{ stepId: string; blob: Blob }>,
    /** The object URLs it handed back, and those it was told to revoke. */
    answered: [] as string[],
    revoked: [] as string[],
    answer: null as ((event: StepScreenshotsEvent) => void) | null,
  };
  const logic = fromCallback<ObjectUrlCommand>(({ sendBack, receive }) => {
    keeper.answer = sendBack;
    receive((command) => {
      if (command.type === 'url.create') keeper.created.push({ stepId: command.stepId, blob: command.blob });
      else keeper.revoked.push(...command.objectUrls);
    });
    return () => {};
  });
  return { keeper, logic };
}

/** The run panel on a finished browser run (D68); the screenshots machine fetches its steps' screenshots. */
async function mount() {
  const fetchScreenshot = createDeferredActor<Blob, ScreenshotRequest>();
  const { keeper, logic } = fakeKeeper();
  const actor = createActor(stepScreenshotsMachine.provide({ actors: { fetchScreenshot: fetchScreenshot.logic, objectUrls: logic } })).start();
  const run = createActor(
    serverRunMachine.provide({ actors: { loadRun: fromPromise(async () => browser), followRun: fromCallback<AnyEventObject, { runId: string }>(() => () => {}) } }),
  ).start();
  run.send({ type: 'run.open', runId: browser.id });
  const files = createActor(serverRunFilesMachine).start();
  const view = render(<RunPanel actor={run} files={files} screenshots={actor} />);
  await eventually(() => void expect(screen.getByRole('region', { name: /^Run/ })).toHaveTextContent('Failed'));
  return { actor, run, files, view, fetchScreenshot, keeper };
}
type Sut = Awaited<ReturnType<typeof mount>>;

/** The Click Trigger's step in the list; `hidden` reaches it while the modal hides the rest of the page. */
const clickStep = () => within(screen.getAllByTestId('run-step').find((item) => item.textContent?.startsWith(click.label))!);
const details = () => clickStep().getByText(click.label).closest('details')!;
const statusOf = (sut: Sut) => sut.actor.getSnapshot().context.screenshots[click.id]?.status ?? null;

async function toggleStep(open: boolean) {
  if (details().open === open) return;
  fireEvent.click(clickStep().getByText(click.label));
  // The details element tells React it toggled a task later.
  await eventually(() => void expect(clickStep().queryByRole('heading', { name: 'Screenshot', hidden: true }) !== null).toBe(open));
}

describeModel('step screenshots machine with the run panel’s browser steps', {
  machine: stepScreenshotsMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.screenshots[click.id]?.status ?? null]),
  events: [
    { type: 'screenshot.show', stepId: click.id, url: click.screenshotUrl! },
    { type: 'xstate.done.actor.fetchScreenshot', output: jpeg },
    { type: 'xstate.error.actor.fetchScreenshot', error: new Error('Screenshot not found') },
    { type: 'screenshot.ready', stepId: click.id, objectUrl },
    { type: 'screenshot.open', stepId: click.id },
    { type: 'screenshot.close' },
    { type: 'screenshots.clear' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    sut.run.stop();
    sut.files.stop();
  },
  execute: {
    // Opening the step asks for its screenshot; a step left open is closed and opened again.
    'screenshot.show': async () => {
      await toggleStep(false);
      await toggleStep(true);
    },
    'xstate.done.actor.fetchScreenshot': (sut, event) => sut.fetchScreenshot.resolve(event.output as Blob),
    'xstate.error.actor.fetchScreenshot': (sut, event) => sut.fetchScreenshot.reject(event.error),
    'screenshot.ready': (sut, event) => {
      sut.keeper.answered.push(String(event.objectUrl));
      sut.keeper.answer!(event as StepScreenshotsEvent);
    },
    'screenshot.open': () => {
      fireEvent.click(clickStep().getByRole('button', { name: `Open the screenshot of ${click.label}` }));
    },
    'screenshot.close': () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    },
    // The app sends it when the panel shows another run, or none (tested with followRunScreenshots).
    'screenshots.clear': (sut) => sut.actor.send({ type: 'screenshots.clear' }),
  },
  assertions: {
    'loader.idle': (sut: Sut) => {
      const status = statusOf(sut);
      const thumbnail = clickStep().queryByRole('button', { name: `Open the screenshot of ${click.label}`, hidden: true });
      expect(clickStep().queryByText('Loading the screenshot...')).toBeNull();
      if (status === 'loaded') {
        expect(thumbnail).not.toBeNull();
        expect(within(thumbnail!).getByRole('img', { hidden: true })).toHaveAttribute('src', objectUrl);
        expect(within(thumbnail!).getByRole('img', { hidden: true })).toHaveAttribute('alt', 'Screenshot of Click Trigger after it completed');
      } else {
        expect(thumbnail).toBeNull();
      }
      if (status === 'failed') expect(clickStep().getByRole('status', { hidden: true })).toHaveTextContent('The screenshot could not be loaded');
      else expect(clickStep().queryByText('The screenshot could not be loaded')).toBeNull();
      // Nothing is on its way: a fetch the panel let go of was stopped.
      expect(sut.actor.getSnapshot().children).not.toHaveProperty('fetchScreenshot');
      // Every object URL made for the run is revoked once it is let go, and only then.
      expect(sut.keeper.revoked.length).toBe(sut.keeper.answered.length - (status === 'loaded' ? 1 : 0));
    },
    'loader.fetching': (sut: Sut) => {
      expect(sut.fetchScreenshot.calls.at(-1)).toEqual({ stepId: click.id, url: '/v1/workflows/runs/run-2/steps/click-1/screenshot' });
      expect(clickStep().getByRole('status', { hidden: true })).toHaveTextContent('Loading the screenshot...');
      expect(clickStep().queryByRole('button', { name: `Open the screenshot of ${click.label}`, hidden: true })).toBeNull();
    },
    'loader.opening': (sut: Sut) => {
      expect(sut.keeper.created.at(-1)).toEqual({ stepId: click.id, blob: jpeg });
      expect(clickStep().getByRole('status', { hidden: true })).toHaveTextContent('Loading the screenshot...');
    },
    'viewer.closed': () => {
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    'viewer.open': () => {
      const dialog = screen.getByRole('dialog', { name: 'Click Trigger: screenshot' });
      expect(within(dialog).getByRole('img', { name: 'Screenshot of Click Trigger after it completed' })).toHaveAttribute('src', objectUrl);
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    },
  },
});
