import { assign, fromPromise, setup } from 'xstate';
import { errorTextOr } from '../../domain/error-text';
import type { Review, ReviewInput, ReviewList } from '../../domain/market/reviews';
import type { FieldErrors } from '../forms/form-errors';
import { serverFieldErrors } from '../forms/server-field-errors';
import { emptyReviewValues, mineOf, reviewErrors, reviewFieldsOfBody, withoutMine, withSaved, type ReviewValues } from './review-form';

export interface ReviewsInput {
  botId: number;
}

export interface ReviewsContext extends ReviewsInput {
  list: ReviewList | null;
  values: ReviewValues;
  fieldErrors: FieldErrors;
  /** What went wrong, in words: loading, saving (what names no field) or deleting. */
  error: string | null;
}

export type ReviewsEvent =
  | { type: 'reviews.retry' }
  /** The caller bought the bot on this page: they may review it now. */
  | { type: 'reviews.reload' }
  | { type: 'review.write' }
  | { type: 'review.delete' }
  | { type: 'form.rating'; rating: number }
  | { type: 'form.text'; text: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export interface SaveReviewRequest extends ReviewInput {
  botId: number;
}

export const loadFailedText = 'The reviews could not be loaded.';
export const saveFailedText = 'Your review was not saved. Please try again.';
export const deleteFailedText = 'Your review was not deleted. Please try again.';

/**
 * A bot's reviews on its page (D83): the list with its average and count; a buyer writes one
 * review or edits theirs with the form's own messages, and deletes it after a confirmation. A refusal
 * keeps what was typed and says why.
 */
export const reviewsMachine = setup({
  types: {
    input: {} as ReviewsInput,
    context: {} as ReviewsContext,
    events: {} as ReviewsEvent,
  },
  actors: {
    loadReviews: fromPromise<ReviewList, { botId: number }>(async () => {
      throw new Error('loadReviews is provided by the app');
    }),
    saveReview: fromPromise<Review, SaveReviewRequest>(async () => {
      throw new Error('saveReview is provided by the app');
    }),
    deleteReview: fromPromise<void, { botId: number }>(async () => {
      throw new Error('deleteReview is provided by the app');
    }),
  },
  guards: {
    canReview: ({ context }) => context.list?.can_review === true,
    hasMine: ({ context }) => mineOf(context.list) !== null,
    formInvalid: ({ context }) => Object.keys(reviewErrors(context.values)).length > 0,
  },
}).createMachine({
  id: 'reviews',
  context: ({ input }) => ({ botId: input.botId, list: null, values: emptyReviewValues, fieldErrors: {}, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadReviews',
        src: 'loadReviews',
        input: ({ context }) => ({ botId: context.botId }),
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorTextOr(event.error, loadFailedText) }) },
      },
    },
    failed: {
      on: { 'reviews.retry': 'loading' },
    },
    ready: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            'reviews.reload': '#reviews.loading',
            // "Edit your review" starts from the saved review; "Write a review" from nothing.
            'review.write': {
              guard: 'canReview',
              target: 'editing',
              actions: assign(({ context }) => {
                const mine = mineOf(context.list);
                return { values: mine ? { rating: mine.rating, text: mine.text } : emptyReviewValues, fieldErrors: {}, error: null };
              }),
            },
            'review.delete': { guard: 'hasMine', target: 'confirmingDelete', actions: assign({ error: null }) },
          },
        },
        editing: {
          on: {
            'form.rating': { actions: assign(({ context, event }) => ({ values: { ...context.values, rating: event.rating }, fieldErrors: { ...context.fieldErrors, rating: undefined } })) },
            'form.text': { actions: assign(({ context, event }) => ({ values: { ...context.values, text: event.text }, fieldErrors: { ...context.fieldErrors, text: undefined } })) },
            'form.submit': [
              { guard: 'formInvalid', actions: assign({ fieldErrors: ({ context }) => reviewErrors(context.values), error: null }) },
              { target: 'saving', actions: assign({ fieldErrors: {}, error: null }) },
            ],
            'form.cancel': { target: 'viewing', actions: assign({ values: emptyReviewValues, fieldErrors: {}, error: null }) },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveReview',
            src: 'saveReview',
            input: ({ context }) => ({ botId: context.botId, rating: context.values.rating ?? 0, text: context.values.text }),
            onDone: {
              target: 'viewing',
              actions: assign(({ context, event }) => ({ list: withSaved(context.list!, event.output), values: emptyReviewValues })),
            },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => {
                const { fieldErrors, unplaced } = serverFieldErrors(event.error, reviewFieldsOfBody);
                return { fieldErrors, error: unplaced === null ? null : errorTextOr(unplaced, saveFailedText) };
              }),
            },
          },
        },
        confirmingDelete: {
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': { target: 'viewing', actions: assign({ error: null }) },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteReview',
            src: 'deleteReview',
            input: ({ context }) => ({ botId: context.botId }),
            onDone: { target: 'viewing', actions: assign(({ context }) => ({ list: withoutMine(context.list!) })) },
            onError: { target: 'confirmingDelete', actions: assign({ error: ({ event }) => errorTextOr(event.error, deleteFailedText) }) },
          },
        },
      },
    },
  },
});
