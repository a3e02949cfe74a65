import { assign, fromPromise, setup } from 'xstate';
import type { AlertDelivery, FailureSettings, FailureSettingsAnswer } from '../../domain/alerts/failure-settings';
import { messageOf } from '../../domain/error-text';

/** What the settings offer to choose from: the user's other sequences (an error workflow) and their credentials by kind. */
export interface FailureSettingsChoices {
  sequences: ReadonlyArray<{ id: string; title: string }>;
  webhookUrls: readonly string[];
  secrets: readonly string[];
}

export interface FailureSettingsLoaded {
  answer: FailureSettingsAnswer;
  choices: FailureSettingsChoices;
}

export interface FailureSettingsContext {
  sequenceId: string;
  settings: FailureSettings | null;
  recentAlerts: AlertDelivery[];
  choices: FailureSettingsChoices;
  /** Why the last save was refused; null after one that was kept. */
  error: string | null;
  saved: boolean;
}

export type FailureSettingsEvent = { type: 'failure.change'; changes: Partial<FailureSettings> } | { type: 'failure.save' } | { type: 'failure.retry' };

/**
 * "When a run fails" in the Edit Sequence dialog (D129): the sequence's error workflow and alerts,
 * read with what there is to choose from, changed here and saved on their own (the dialog's Save
 * Changes keeps to the title and description), with the alerts sent lately.
 */
export const failureSettingsMachine = setup({
  types: {
    context: {} as FailureSettingsContext,
    events: {} as FailureSettingsEvent,
    input: {} as { sequenceId: string },
  },
  actors: {
    loadFailureSettings: fromPromise<FailureSettingsLoaded, { sequenceId: string }>(async () => {
      throw new Error('loadFailureSettings is provided by the app');
    }),
    saveFailureSettings: fromPromise<FailureSettingsAnswer, { sequenceId: string; settings: FailureSettings }>(async () => {
      throw new Error('saveFailureSettings is provided by the app');
    }),
  },
}).createMachine({
  id: 'failureSettings',
  context: ({ input }) => ({ sequenceId: input.sequenceId, settings: null, recentAlerts: [], choices: { sequences: [], webhookUrls: [], secrets: [] }, error: null, saved: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFailureSettings',
        src: 'loadFailureSettings',
        input: ({ context }) => ({ sequenceId: context.sequenceId }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ settings: event.output.answer.settings, recentAlerts: event.output.answer.recentAlerts, choices: event.output.choices })) },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'failure.retry': 'loading' },
    },
    ready: {
      on: {
        'failure.change': { actions: assign({ settings: ({ context, event }) => ({ ...context.settings!, ...event.changes }), saved: false }) },
        'failure.save': 'saving',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveFailureSettings',
        src: 'saveFailureSettings',
        input: ({ context }) => ({ sequenceId: context.sequenceId, settings: context.settings! }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ settings: event.output.settings, recentAlerts: event.output.recentAlerts, error: null, saved: true })) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error), saved: false }) },
      },
    },
  },
});
