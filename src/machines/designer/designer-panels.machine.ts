import { assign, fromCallback, fromPromise, raise, setup, type AnyEventObject } from 'xstate';
import { errorTextOf } from '../../domain/error-text';
import type { ToastInput } from '../toast/toast.types';

/** What the designer's follow actors report of the editor, the real run and the on-demand parts. */
export type DesignerReport =
  /** The editor opened its sequence: what the server holds of Workflow Active, and what the switch shows. */
  | { type: 'sequence.opened'; sequenceId: string; active: boolean; shown: boolean }
  /** The Workflow Active switch now shows this (the user flipped it, or the machine turned it back). */
  | { type: 'activity.shown'; active: boolean }
  /** The real run started (the Run button is busy) or ended, was refused, or its panel closed. */
  | { type: 'run.underWay' }
  | { type: 'run.settled' }
  /** History or the Versions panel closed itself (its Close, a restore). */
  | { type: 'history.closed' }
  | { type: 'versions.closed' };

export type DesignerPanelsEvent =
  | DesignerReport
  | { type: 'history.open' }
  /** A row of History opens its run in the run panel. */
  | { type: 'history.runOpened'; runId: string }
  /** A row of History opens the version its run ran. */
  | { type: 'history.versionOpened'; number: number }
  | { type: 'versions.open'; number?: number }
  | { type: 'versions.close' }
  | { type: 'test.start' };

export interface DesignerPanelsContext {
  /** The editor's sequence, null until it opened: History then lists every run, and Versions waits. */
  sequenceId: string | null;
  /** What the server holds of Workflow Active (D63). */
  savedActive: boolean;
  /** What the switch shows. */
  shownActive: boolean;
  /** The value the save under way asks the server to hold. */
  savingActive: boolean;
}

export interface SaveActiveRequest {
  sequenceId: string;
  active: boolean;
}

/** A flip the server refused is turned back; the toast says why in the server's words. */
export const activityRefusedToast = (active: boolean, error: unknown): ToastInput => ({
  title: active ? 'Could not activate the workflow' : 'Could not deactivate the workflow',
  description: errorTextOf(error) ?? 'No response from server',
  variant: 'destructive',
});

/**
 * How the designer's panels follow each other (D124), and Workflow Active's save (D63):
 * - History: opening one of its runs closes it and shows the run in the run panel; opening the
 *   version a run ran closes it and opens Versions there.
 * - Versions: opening it clears the canvas's selection (its panel stands where Bot Properties does).
 * - Test Workflow: a finished real run's panel gives the canvas back to the simulation; one under way keeps it.
 * - What the user opened is open here from the press, also while the parts' code still comes
 *   (the view shows their loading status meanwhile); the parts report when they close themselves.
 * - Workflow Active opens as the sequence was left; each flip is saved at once, one save at a
 *   time, until the server holds what the switch shows; a refused flip is turned back.
 * The panels, the editor and the server are reached through the named actions and actors below.
 */
export const designerPanelsMachine = setup({
  types: {
    context: {} as DesignerPanelsContext,
    events: {} as DesignerPanelsEvent,
  },
  actors: {
    /** Reports the editor's sequence opening and its switch (DesignerReport). */
    followEditor: fromCallback<AnyEventObject>(() => () => {}),
    /** Reports whether the real run is under way. */
    followRun: fromCallback<AnyEventObject>(() => () => {}),
    /** Reports History or Versions closing themselves, once their actors have started. */
    followParts: fromCallback<AnyEventObject>(() => () => {}),
    /** Saves Workflow Active on the server. */
    saveActive: fromPromise<void, SaveActiveRequest>(async () => {}),
  },
  actions: {
    openHistory: (_, _params: { sequenceId: string | null }) => {},
    closeHistory: () => {},
    /** Shows a run in the run panel. */
    openRun: (_, _params: { runId: string }) => {},
    /** Closes the run panel. */
    closeRun: () => {},
    /** Starts Test Workflow's simulation on the workflow on the canvas. */
    startTest: () => {},
    clearSelection: () => {},
    openVersions: (_, _params: { sequenceId: string; number?: number }) => {},
    closeVersions: () => {},
    /** Flips the editor's Workflow Active switch. */
    flipSwitch: () => {},
    notify: (_, _params: ToastInput) => {},
  },
  guards: {
    hasSequence: ({ context }) => context.sequenceId !== null,
    switchDiffersFromServer: ({ event }) => event.type === 'sequence.opened' && event.active !== event.shown,
    flipDiffersFromSaved: ({ context, event }) => event.type === 'activity.shown' && event.active !== context.savedActive,
    switchDiffersFromSaving: ({ context }) => context.shownActive !== context.savingActive,
    switchDiffersFromSaved: ({ context }) => context.shownActive !== context.savedActive,
  },
}).createMachine({
  id: 'designerPanels',
  context: { sequenceId: null, savedActive: false, shownActive: false, savingActive: false },
  type: 'parallel',
  invoke: [
    { id: 'followEditor', src: 'followEditor' },
    { id: 'followRun', src: 'followRun' },
    { id: 'followParts', src: 'followParts' },
  ],
  states: {
    history: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'history.open': { target: 'open', actions: { type: 'openHistory', params: ({ context }) => ({ sequenceId: context.sequenceId }) } } },
        },
        open: {
          on: {
            'history.closed': 'closed',
            'history.runOpened': { target: 'closed', actions: ['closeHistory', { type: 'openRun', params: ({ event }) => ({ runId: event.runId }) }] },
            'history.versionOpened': { guard: 'hasSequence', target: 'closed', actions: ['closeHistory', raise(({ event }) => ({ type: 'versions.open' as const, number: event.number }))] },
          },
        },
      },
    },
    versions: {
      initial: 'closed',
      on: {
        'versions.open': {
          guard: 'hasSequence',
          target: '.open',
          actions: ['clearSelection', { type: 'openVersions', params: ({ context, event }) => ({ sequenceId: context.sequenceId!, ...(event.number === undefined ? {} : { number: event.number }) }) }],
        },
      },
      states: {
        closed: {},
        open: {
          on: {
            'versions.close': { target: 'closed', actions: 'closeVersions' },
            'versions.closed': 'closed',
          },
        },
      },
    },
    realRun: {
      initial: 'settled',
      states: {
        settled: {
          on: {
            'run.underWay': 'underWay',
            'test.start': { actions: ['closeRun', 'startTest'] },
          },
        },
        underWay: {
          on: {
            'run.settled': 'settled',
            'test.start': { actions: 'startTest' },
          },
        },
      },
    },
    activity: {
      initial: 'unopened',
      states: {
        unopened: {
          on: {
            'sequence.opened': [
              { guard: 'switchDiffersFromServer', target: 'saved', actions: [assign(({ event }) => ({ sequenceId: event.sequenceId, savedActive: event.active, shownActive: event.shown })), 'flipSwitch'] },
              { target: 'saved', actions: assign(({ event }) => ({ sequenceId: event.sequenceId, savedActive: event.active, shownActive: event.shown })) },
            ],
          },
        },
        saved: {
          on: {
            'activity.shown': [
              { guard: 'flipDiffersFromSaved', target: 'saving', actions: assign(({ event }) => ({ shownActive: event.active })) },
              { actions: assign(({ event }) => ({ shownActive: event.active })) },
            ],
          },
        },
        saving: {
          entry: assign(({ context }) => ({ savingActive: context.shownActive })),
          on: { 'activity.shown': { actions: assign(({ event }) => ({ shownActive: event.active })) } },
          invoke: {
            id: 'saveActive',
            src: 'saveActive',
            input: ({ context }) => ({ sequenceId: context.sequenceId!, active: context.savingActive }),
            onDone: [
              // Flipped again while it was saved: the server is asked for what the switch shows now.
              { guard: 'switchDiffersFromSaving', target: 'saving', reenter: true, actions: assign(({ context }) => ({ savedActive: context.savingActive })) },
              { target: 'saved', actions: assign(({ context }) => ({ savedActive: context.savingActive })) },
            ],
            onError: [
              // Back to what the server holds, which then needs no save.
              { guard: 'switchDiffersFromSaved', target: 'saved', actions: [{ type: 'notify', params: ({ context, event }) => activityRefusedToast(context.savingActive, event.error) }, 'flipSwitch'] },
              { target: 'saved', actions: { type: 'notify', params: ({ context, event }) => activityRefusedToast(context.savingActive, event.error) } },
            ],
          },
        },
      },
    },
  },
});
