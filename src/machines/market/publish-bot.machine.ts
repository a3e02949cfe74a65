import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { MarketBot } from '../../domain/market/market';
import { errorTextOr } from '../../domain/error-text';
import type { FieldErrors } from '../forms/form-errors';
import { uploadRefusalOf } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';
import { emptyPublishValues, publishErrors, publishFieldsOfBody, type PublishField, type PublishValues } from './publish-form';

export interface PublishContext {
  values: PublishValues;
  image: File | null;
  fieldErrors: FieldErrors;
}

export type PublishEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'field.changed'; field: PublishField; value: string }
  | { type: 'image.chosen'; file: File }
  | { type: 'image.removed' }
  | { type: 'form.submit' };

export interface PublishRequest extends PublishValues {
  image: File | null;
}

export const publishedToast = (bot: MarketBot): ToastInput => ({ title: 'Bot Published', description: `${bot.title} is in the marketplace.`, variant: 'success' });
const publishFailedToast = (error: unknown): ToastInput => ({ title: 'Publish Failed', description: errorTextOr(error, 'Your bot could not be published. Please try again.'), variant: 'destructive' });

/** 413 and 415 are about the image: their message goes under it; the rest as any form's refusal. */
const publishRefusal = (error: unknown) => uploadRefusalOf(error, 'image', publishFieldsOfBody, publishFailedToast);

const cleared: PublishContext = { values: emptyPublishValues, image: null, fieldErrors: {} };

/**
 * The upload modal (02 §2), now opened by 'Publish a bot' and publishing (D9): the form is checked
 * before sending, the image by type and size at once; a refusal keeps what was typed.
 */
export const publishBotMachine = setup({
  types: {
    context: {} as PublishContext,
    events: {} as PublishEvent,
  },
  actors: {
    publishBot: fromPromise<MarketBot, PublishRequest>(async () => {
      throw new Error('publishBot is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    published: (_, _bot: MarketBot) => {},
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(publishErrors(context.values, context.image)).length > 0,
    hasImage: ({ context }) => context.image !== null,
  },
}).createMachine({
  id: 'publishBot',
  context: cleared,
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'editing', actions: assign(cleared) } },
    },
    editing: {
      on: {
        'dialog.close': 'closed',
        // A field being corrected loses its message; the others stay until the next submit.
        'field.changed': {
          actions: assign(({ context, event }) => ({ values: { ...context.values, [event.field]: event.value }, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } })),
        },
        'image.chosen': {
          actions: assign(({ context, event }) => ({ image: event.file, fieldErrors: { ...context.fieldErrors, image: publishErrors(context.values, event.file).image } })),
        },
        'image.removed': { guard: 'hasImage', actions: assign(({ context }) => ({ image: null, fieldErrors: { ...context.fieldErrors, image: undefined } })) },
        'form.submit': [
          { guard: 'formInvalid', actions: assign({ fieldErrors: ({ context }) => publishErrors(context.values, context.image) }) },
          { target: 'submitting', actions: assign({ fieldErrors: {} }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'publishBot',
        src: 'publishBot',
        input: ({ context }) => ({ ...context.values, image: context.image }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'published', params: ({ event }) => event.output }, { type: 'showToast', params: ({ event }) => publishedToast(event.output) }],
        },
        onError: {
          target: 'editing',
          actions: enqueueActions(({ enqueue, event }) => {
            const { fieldErrors, toast } = publishRefusal(event.error);
            enqueue.assign({ fieldErrors });
            if (toast) enqueue({ type: 'showToast', params: toast });
          }),
        },
      },
    },
  },
});
