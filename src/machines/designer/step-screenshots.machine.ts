import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';

/** A browser step's screenshot to fetch (D68): its step and the address the server gave it. */
export interface ScreenshotRequest {
  stepId: string;
  url: string;
}

/** One step's screenshot as the run panel shows it. */
export type StepScreenshot = { status: 'loading' } | { status: 'loaded'; objectUrl: string } | { status: 'failed'; message: string };

export const screenshotFailedMessage = 'The screenshot could not be loaded';

/** What the machine asks of the object URLs' keeper, which answers a creation with `screenshot.ready`. */
export type ObjectUrlCommand = { type: 'url.create'; stepId: string; blob: Blob } | { type: 'url.revoke'; objectUrls: string[] };

export interface StepScreenshotsContext {
  screenshots: Record<string, StepScreenshot>;
  /** The screenshots to fetch, in the order their steps were opened; the first is on its way. */
  waiting: ScreenshotRequest[];
  /** The step whose screenshot is shown large. */
  opened: string | null;
}

export type StepScreenshotsEvent =
  /** A step holding a screenshot was opened in the run panel. */
  | { type: 'screenshot.show'; stepId: string; url: string }
  | { type: 'screenshot.open'; stepId: string }
  | { type: 'screenshot.close' }
  /** From the keeper: the fetched image's object URL. */
  | { type: 'screenshot.ready'; stepId: string; objectUrl: string }
  /** The panel shows another run, or none: every object URL is let go. */
  | { type: 'screenshots.clear' };

/**
 * The keeper of the machine's object URLs, given how to create and revoke one: it answers
 * `url.create` with `screenshot.ready`, revokes what it is told to, and revokes what is left when the
 * machine stops (a stopped machine runs no exit actions). The app gives it `URL.createObjectURL` and
 * `URL.revokeObjectURL`; tests and stories give it fakes.
 */
export function objectUrlKeeper(urls: { create: (blob: Blob) => string; revoke: (objectUrl: string) => void }) {
  return fromCallback<ObjectUrlCommand>(({ sendBack, receive }) => {
    const kept = new Set<string>();
    receive((command) => {
      if (command.type === 'url.create') {
        const objectUrl = urls.create(command.blob);
        kept.add(objectUrl);
        sendBack({ type: 'screenshot.ready', stepId: command.stepId, objectUrl });
        return;
      }
      for (const objectUrl of command.objectUrls) {
        if (kept.delete(objectUrl)) urls.revoke(objectUrl);
      }
    });
    return () => {
      for (const objectUrl of kept) urls.revoke(objectUrl);
      kept.clear();
    };
  });
}

const loadedUrls = (context: StepScreenshotsContext) => Object.values(context.screenshots).flatMap((shot) => (shot.status === 'loaded' ? [shot.objectUrl] : []));

/**
 * The screenshots of a server run's browser steps (D68), on demand: a step's screenshot is fetched
 * through the API with the user's token when its step is opened, one at a time in the order asked,
 * and shown from an object URL; one of them at a time opens large. A failed one is tried again when
 * its step is opened again. Showing another run lets every object URL go.
 */
export const stepScreenshotsMachine = setup({
  types: {
    context: {} as StepScreenshotsContext,
    events: {} as StepScreenshotsEvent,
  },
  actors: {
    fetchScreenshot: fromPromise<Blob, ScreenshotRequest>(async () => {
      throw new Error('fetchScreenshot is supplied by the app');
    }),
    objectUrls: fromCallback<ObjectUrlCommand>(() => () => {}),
  },
  guards: {
    /** Neither shown nor on its way: never asked for, or it failed. */
    needsLoading: ({ context, event }) => event.type === 'screenshot.show' && (context.screenshots[event.stepId]?.status ?? 'failed') === 'failed',
    isLoaded: ({ context, event }) => event.type === 'screenshot.open' && context.screenshots[event.stepId]?.status === 'loaded',
    isAwaited: ({ context, event }) => event.type === 'screenshot.ready' && context.waiting[0]?.stepId === event.stepId,
    hasWaiting: ({ context }) => context.waiting.length > 0,
  },
}).createMachine({
  id: 'stepScreenshots',
  context: { screenshots: {}, waiting: [], opened: null },
  invoke: { id: 'objectUrls', src: 'objectUrls' },
  type: 'parallel',
  on: {
    'screenshot.show': {
      guard: 'needsLoading',
      actions: assign(({ context, event }) => ({
        screenshots: { ...context.screenshots, [event.stepId]: { status: 'loading' } },
        waiting: [...context.waiting, { stepId: event.stepId, url: event.url }],
      })),
    },
    'screenshots.clear': {
      target: ['.loader.idle', '.viewer.closed'],
      actions: [sendTo('objectUrls', ({ context }): ObjectUrlCommand => ({ type: 'url.revoke', objectUrls: loadedUrls(context) })), assign({ screenshots: {}, waiting: [], opened: null })],
    },
  },
  states: {
    loader: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasWaiting', target: 'fetching' } },
        fetching: {
          invoke: {
            id: 'fetchScreenshot',
            src: 'fetchScreenshot',
            input: ({ context }) => context.waiting[0]!,
            onDone: {
              target: 'opening',
              actions: sendTo('objectUrls', ({ context, event }): ObjectUrlCommand => ({ type: 'url.create', stepId: context.waiting[0]!.stepId, blob: event.output })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context }) => ({
                screenshots: { ...context.screenshots, [context.waiting[0]!.stepId]: { status: 'failed', message: screenshotFailedMessage } },
                waiting: context.waiting.slice(1),
              })),
            },
          },
        },
        /** The keeper makes the fetched image's object URL. */
        opening: {
          on: {
            'screenshot.ready': {
              guard: 'isAwaited',
              target: 'idle',
              actions: assign(({ context, event }) => ({
                screenshots: { ...context.screenshots, [event.stepId]: { status: 'loaded', objectUrl: event.objectUrl } },
                waiting: context.waiting.slice(1),
              })),
            },
          },
        },
      },
    },
    viewer: {
      initial: 'closed',
      states: {
        closed: { on: { 'screenshot.open': { guard: 'isLoaded', target: 'open', actions: assign({ opened: ({ event }) => event.stepId }) } } },
        open: { on: { 'screenshot.close': { target: 'closed', actions: assign({ opened: null }) } } },
      },
    },
  },
});
