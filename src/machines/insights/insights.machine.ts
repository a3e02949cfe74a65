import { assign, fromPromise, setup } from 'xstate';
import { errorTextOr } from '../../domain/error-text';
import type { Insights } from '../../domain/insights/insights';
import { limitRefusalOf } from '../../domain/plans/limits';
import type { InsightsPeriod } from '../../domain/plans/analytics';

export interface InsightsRequest {
  days: InsightsPeriod;
  /** null: all the user's runs. */
  sequenceId: string | null;
}

export interface InsightsContext extends InsightsRequest {
  insights: Insights | null;
  /** Why the last read failed, in words. */
  error: string | null;
  /** The refusal was the plan's (402): the page links to the plans. */
  refusedByPlan: boolean;
  /** The sequences to choose from, as the last answer over all the user's runs listed them (advanced analytics). */
  choices: Array<{ id: string; title: string }>;
}

/** An answer over all the user's runs lists every sequence of theirs; one narrowed to a sequence keeps the last list. */
const choicesAfter = (choices: InsightsContext['choices'], insights: Insights) =>
  insights.sequence === null ? (insights.sequences ?? []).map(({ id, title }) => ({ id, title })) : choices;

export type InsightsEvent =
  | { type: 'period.choose'; days: InsightsPeriod }
  | { type: 'sequence.choose'; sequenceId: string | null }
  | { type: 'insights.retry' };

/**
 * /insights (D148): the figures of a period (7, 30 or 90 days), of all the user's runs or one
 * sequence's, read again from the server whenever either is chosen. The last figures stay in context
 * while the next are read, so the choosers keep their options.
 */
export const insightsMachine = setup({
  types: { context: {} as InsightsContext, events: {} as InsightsEvent },
  actors: {
    loadInsights: fromPromise<Insights, InsightsRequest>(async () => {
      throw new Error('loadInsights is provided by the app');
    }),
  },
}).createMachine({
  id: 'insights',
  context: { days: 7, sequenceId: null, insights: null, error: null, refusedByPlan: false, choices: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadInsights',
        src: 'loadInsights',
        input: ({ context }) => ({ days: context.days, sequenceId: context.sequenceId }),
        onDone: {
          target: 'loaded',
          actions: assign({ insights: ({ event }) => event.output, error: null, refusedByPlan: false, choices: ({ context, event }) => choicesAfter(context.choices, event.output) }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => errorTextOr(event.error, 'No response from server'),
            refusedByPlan: ({ event }) => limitRefusalOf(event.error) !== null,
          }),
        },
      },
    },
    loaded: {
      on: {
        'period.choose': { target: 'loading', actions: assign({ days: ({ event }) => event.days }) },
        'sequence.choose': { target: 'loading', actions: assign({ sequenceId: ({ event }) => event.sequenceId }) },
      },
    },
    failed: {
      on: {
        'insights.retry': 'loading',
        // A period the plan refused: another one is read instead.
        'period.choose': { target: 'loading', actions: assign({ days: ({ event }) => event.days }) },
      },
    },
  },
});
