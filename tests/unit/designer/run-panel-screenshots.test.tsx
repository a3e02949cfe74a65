import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef, type AnyEventObject } from 'xstate';
import { serverRunFilesMachine } from '../../../src/machines/designer/server-run-files.machine';
import { serverRunMachine } from '../../../src/machines/designer/server-run.machine';
import { objectUrlKeeper, stepScreenshotsMachine, type ScreenshotRequest } from '../../../src/machines/designer/step-screenshots.machine';
import { RunPanel } from '../../../src/views/designer/RunPanel';
import { sampleRuns } from '../../../src/views/designer/run-fixtures';

const { browser } = sampleRuns;
const started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

/** The run panel on the browser run (D68); each step's screenshot answers as `answer` says. */
async function showBrowserRun(answer: (request: ScreenshotRequest) => Promise<Blob>) {
  const run = createActor(
    serverRunMachine.provide({ actors: { loadRun: fromPromise(async () => browser), followRun: fromCallback<AnyEventObject, { runId: string }>(() => () => {}) } }),
  ).start();
  const files = createActor(serverRunFilesMachine).start();
  let made = 0;
  const screenshots = createActor(
    stepScreenshotsMachine.provide({
      actors: {
        fetchScreenshot: fromPromise<Blob, ScreenshotRequest>(({ input }) => answer(input)),
        objectUrls: objectUrlKeeper({ create: () => `blob:shot-${(made += 1)}`, revoke: () => {} }),
      },
    }),
  ).start();
  started.push(run, files, screenshots);
  run.send({ type: 'run.open', runId: browser.id });
  render(<RunPanel actor={run} files={files} screenshots={screenshots} />);
  await screen.findByRole('status', { name: 'Run status: Failed' });
  return { screenshots };
}

const jpeg = async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const step = (label: string) => within(screen.getAllByTestId('run-step').find((item) => item.querySelector('summary')?.textContent?.startsWith(label))!);

describe('the run panel’s step screenshots (D68)', () => {
  it('fetches a browser step’s screenshot only once that step is opened', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    await showBrowserRun(async (request) => {
      asked.push(request.stepId);
      return jpeg();
    });
    expect(screen.queryByRole('button', { name: /^Open the screenshot/ })).toBeNull();
    // A step without a screenshot has no place for one.
    await user.click(step('Start').getByText('Start'));
    await user.click(step('Click Trigger').getByText('Click Trigger'));
    await step('Click Trigger').findByRole('button', { name: 'Open the screenshot of Click Trigger' });
    expect(step('Start').queryByRole('heading', { name: 'Screenshot' })).toBeNull();
    expect(step('Click Trigger').getByRole('heading', { name: 'Screenshot' })).toBeInTheDocument();
    // The Element Selector's stays on the server while its step is closed.
    expect(asked).toEqual(['click-1']);
  });

  it('opens a step’s screenshot large and closes it again, by keyboard', async () => {
    const user = userEvent.setup();
    await showBrowserRun(jpeg);
    await user.click(step('Click Trigger').getByText('Click Trigger'));
    const thumbnail = await step('Click Trigger').findByRole('button', { name: 'Open the screenshot of Click Trigger' });
    expect(within(thumbnail).getByRole('img')).toHaveAttribute('alt', 'Screenshot of Click Trigger after it completed');
    expect(within(thumbnail).getByRole('img')).toHaveAttribute('src', 'blob:shot-1');

    // From the step's summary the thumbnail is the next stop.
    await user.tab();
    expect(thumbnail).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Click Trigger: screenshot' });
    expect(within(dialog).getByRole('img', { name: 'Screenshot of Click Trigger after it completed' })).toHaveAttribute('src', 'blob:shot-1');
    // Escape closes it, and the thumbnail has the focus back.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumbnail).toHaveFocus());

    // Space opens it too; its Close button closes it.
    await user.keyboard(' ');
    const again = await screen.findByRole('dialog', { name: 'Click Trigger: screenshot' });
    const close = within(again).getByRole('button', { name: 'Close' });
    while (document.activeElement !== close) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumbnail).toHaveFocus());
  });

  it('says a failed step’s screenshot is after it failed', async () => {
    const user = userEvent.setup();
    await showBrowserRun(jpeg);
    await user.click(step('Element Selector').getByText('Element Selector'));
    const thumbnail = await step('Element Selector').findByRole('button', { name: 'Open the screenshot of Element Selector' });
    expect(within(thumbnail).getByRole('img')).toHaveAttribute('alt', 'Screenshot of Element Selector after it failed');
  });

  it('shows a spinner while the screenshot comes, and says so when it cannot be loaded', async () => {
    const user = userEvent.setup();
    let refuse: (error: Error) => void = () => {};
    await showBrowserRun(() => new Promise<Blob>((_, reject) => (refuse = reject)));
    await user.click(step('Click Trigger').getByText('Click Trigger'));
    const status = await step('Click Trigger').findByRole('status');
    expect(status).toHaveTextContent('Loading the screenshot...');
    expect(within(status).getByTestId('spinner')).toBeInTheDocument();
    refuse(new Error('HTTP 404: Not Found'));
    await waitFor(() => expect(step('Click Trigger').getByRole('status')).toHaveTextContent('The screenshot could not be loaded'));
    expect(step('Click Trigger').queryByRole('button', { name: /^Open the screenshot/ })).toBeNull();
  });
});
