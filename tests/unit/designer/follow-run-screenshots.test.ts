import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { followRunScreenshots } from '../../../src/app/designer/follow-run-screenshots';
import type { ServerRun } from '../../../src/domain/workflow/server-runs';
import { serverRunMachine } from '../../../src/machines/designer/server-run.machine';
import { stepScreenshotsMachine } from '../../../src/machines/designer/step-screenshots.machine';
import { sampleRuns } from '../../../src/views/designer/run-fixtures';

const { browser, completed } = sampleRuns;

function start() {
  const answers: ServerRun[] = [browser, completed, browser];
  const serverRun = createActor(
    serverRunMachine.provide({ actors: { loadRun: fromPromise(async () => answers.shift()!), followRun: fromCallback<AnyEventObject, { runId: string }>(() => () => {}) } }),
  ).start();
  // What the screenshots machine is told.
  const sent: string[] = [];
  const screenshots = createActor(stepScreenshotsMachine, {
    inspect: (inspection) => {
      if (inspection.type === '@xstate.event' && inspection.event.type.startsWith('screenshot')) sent.push(inspection.event.type);
    },
  }).start();
  return { serverRun, screenshots, sent };
}

const shown = (serverRun: ReturnType<typeof start>['serverRun']) =>
  new Promise<void>((resolve) => {
    const subscription = serverRun.subscribe((snapshot) => {
      if (snapshot.context.run && !snapshot.matches('loading')) {
        subscription.unsubscribe();
        resolve();
      }
    });
  });

describe('the run panel’s screenshots follow the run it shows (D68)', () => {
  it('are let go when the panel shows another run, or closes, and not while the same run updates', async () => {
    const { serverRun, screenshots, sent } = start();
    const stop = followRunScreenshots(serverRun, screenshots);
    serverRun.send({ type: 'run.open', runId: browser.id });
    await shown(serverRun);
    expect(sent).toEqual([]);
    serverRun.send({ type: 'run.updated', run: { ...browser } });
    expect(sent).toEqual([]);
    // Another run from History.
    serverRun.send({ type: 'run.open', runId: completed.id });
    expect(sent).toEqual(['screenshots.clear']);
    await shown(serverRun);
    serverRun.send({ type: 'run.close' });
    expect(sent).toEqual(['screenshots.clear', 'screenshots.clear']);
    // Unsubscribed: the designer is closing, and the screenshots' keeper revokes what is left as it stops.
    stop();
    serverRun.send({ type: 'run.open', runId: browser.id });
    await shown(serverRun);
    serverRun.send({ type: 'run.close' });
    expect(sent).toHaveLength(2);
  });
});
