import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { objectUrlKeeper, stepScreenshotsMachine, type ScreenshotRequest } from '../../../src/machines/designer/step-screenshots.machine';
import { selectIsOpened, selectStepScreenshot } from '../../../src/machines/designer/step-screenshots.selectors';

const url = (stepId: string) => `/v1/workflows/runs/run-2/steps/${stepId}/screenshot`;

/** The machine over a fake server whose answers the test gives, step by step, and a keeper over fake object URLs. */
function start() {
  const asked: Array<ScreenshotRequest & { signal: AbortSignal; answer: (blob: Blob) => void; refuse: (error: Error) => void }> = [];
  const fetchScreenshot = fromPromise<Blob, ScreenshotRequest>(
    ({ input, signal }) => new Promise<Blob>((answer, refuse) => void asked.push({ ...input, signal, answer, refuse })),
  );
  const made: string[] = [];
  const revoked: string[] = [];
  const objectUrls = objectUrlKeeper({
    create: (blob) => {
      made.push(`blob:shot-${made.length + 1}`);
      expect(blob.type).toBe('image/jpeg');
      return made.at(-1)!;
    },
    revoke: (objectUrl) => void revoked.push(objectUrl),
  });
  const actor = createActor(stepScreenshotsMachine.provide({ actors: { fetchScreenshot, objectUrls } })).start();
  const show = (stepId: string) => actor.send({ type: 'screenshot.show', stepId, url: url(stepId) });
  const shot = (stepId: string) => selectStepScreenshot(actor.getSnapshot(), stepId);
  return { actor, asked, made, revoked, show, shot };
}

const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the step screenshots machine (D68)', () => {
  it('fetches a step’s screenshot when the step is shown, once, and shows it from an object URL', async () => {
    const { asked, made, show, shot } = start();
    expect(asked).toEqual([]);
    show('click-1');
    show('click-1');
    expect(shot('click-1')).toEqual({ status: 'loading' });
    expect(asked.map(({ stepId, url: address }) => ({ stepId, url: address }))).toEqual([{ stepId: 'click-1', url: url('click-1') }]);
    asked[0]!.answer(jpeg());
    await tick();
    expect(shot('click-1')).toEqual({ status: 'loaded', objectUrl: 'blob:shot-1' });
    expect(made).toEqual(['blob:shot-1']);
    // Shown again (the step closed and opened): nothing more is asked.
    show('click-1');
    expect(asked).toHaveLength(1);
  });

  it('fetches one at a time, in the order the steps were opened', async () => {
    const { actor, asked, show, shot } = start();
    show('click-1');
    show('rows-1');
    expect(asked.map((request) => request.stepId)).toEqual(['click-1']);
    expect(shot('rows-1')).toEqual({ status: 'loading' });
    asked[0]!.answer(jpeg());
    await tick();
    expect(asked.map((request) => request.stepId)).toEqual(['click-1', 'rows-1']);
    asked[1]!.answer(jpeg());
    await tick();
    expect(shot('rows-1')).toEqual({ status: 'loaded', objectUrl: 'blob:shot-2' });
    expect(actor.getSnapshot().matches({ loader: 'idle' })).toBe(true);
  });

  it('says a screenshot could not be loaded, goes on with the next, and tries it again when its step is opened again', async () => {
    const { asked, show, shot } = start();
    show('click-1');
    show('rows-1');
    asked[0]!.refuse(new Error('Screenshot not found'));
    await tick();
    expect(shot('click-1')).toEqual({ status: 'failed', message: 'The screenshot could not be loaded' });
    expect(asked.map((request) => request.stepId)).toEqual(['click-1', 'rows-1']);
    asked[1]!.answer(jpeg());
    await tick();
    show('click-1');
    expect(shot('click-1')).toEqual({ status: 'loading' });
    expect(asked.map((request) => request.stepId)).toEqual(['click-1', 'rows-1', 'click-1']);
  });

  it('opens only a screenshot that is there, one at a time, and closes it', async () => {
    const { actor, asked, show } = start();
    actor.send({ type: 'screenshot.open', stepId: 'click-1' });
    expect(actor.getSnapshot().matches({ viewer: 'closed' })).toBe(true);
    show('click-1');
    actor.send({ type: 'screenshot.open', stepId: 'click-1' });
    expect(actor.getSnapshot().matches({ viewer: 'closed' })).toBe(true);
    asked[0]!.answer(jpeg());
    await tick();
    actor.send({ type: 'screenshot.open', stepId: 'click-1' });
    expect(selectIsOpened(actor.getSnapshot(), 'click-1')).toBe(true);
    expect(selectIsOpened(actor.getSnapshot(), 'rows-1')).toBe(false);
    actor.send({ type: 'screenshot.close' });
    expect(selectIsOpened(actor.getSnapshot(), 'click-1')).toBe(false);
    expect(actor.getSnapshot().context.opened).toBeNull();
  });

  it('lets every object URL go when the panel shows another run: revoked, the fetch under way stopped, the large view closed', async () => {
    const { actor, asked, revoked, show, shot } = start();
    show('click-1');
    show('rows-1');
    asked[0]!.answer(jpeg());
    await tick();
    actor.send({ type: 'screenshot.open', stepId: 'click-1' });
    expect(asked[1]!.signal.aborted).toBe(false);
    actor.send({ type: 'screenshots.clear' });
    expect(revoked).toEqual(['blob:shot-1']);
    expect(asked[1]!.signal.aborted).toBe(true);
    expect(shot('click-1')).toBeNull();
    expect(shot('rows-1')).toBeNull();
    expect(actor.getSnapshot().matches({ loader: 'idle', viewer: 'closed' })).toBe(true);
    // The same steps of the run shown again are fetched afresh.
    show('click-1');
    expect(asked.map((request) => request.stepId)).toEqual(['click-1', 'rows-1', 'click-1']);
  });

  it('revokes the object URLs it still holds when it stops (the designer closes)', async () => {
    const { actor, asked, revoked, show } = start();
    show('click-1');
    show('rows-1');
    asked[0]!.answer(jpeg());
    await tick();
    asked[1]!.answer(jpeg());
    await tick();
    expect(revoked).toEqual([]);
    actor.stop();
    expect(revoked.sort()).toEqual(['blob:shot-1', 'blob:shot-2']);
  });
});

describe('the object URLs’ keeper', () => {
  it('revokes only the URLs it made, each once, and at its stop only those still held', async () => {
    const { actor, asked, revoked, show } = start();
    show('click-1');
    show('rows-1');
    asked[0]!.answer(jpeg());
    await tick();
    asked[1]!.answer(jpeg());
    await tick();
    actor.getSnapshot().children.objectUrls!.send({ type: 'url.revoke', objectUrls: ['blob:elsewhere', 'blob:shot-1', 'blob:shot-1'] });
    expect(revoked).toEqual(['blob:shot-1']);
    actor.stop();
    expect(revoked).toEqual(['blob:shot-1', 'blob:shot-2']);
  });
});
