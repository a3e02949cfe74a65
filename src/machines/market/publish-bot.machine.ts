import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { MarketBot } from '../../domain/market/market';
import { publishMessages, type PublishCheck } from '../../domain/market/publishing';
import { errorStatusOf, errorTextOf, errorTextOr } from '../../domain/error-text';
import type { FieldErrors } from '../forms/form-errors';
import { uploadRefusalOf } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';
import {
  emptyPublishValues,
  noPublishChoice,
  publishErrors,
  publishFieldsOfBody,
  type PublishChoice,
  type PublishField,
  type PublishValues,
  type SequenceChoice,
  type VersionChoice,
} from './publish-form';

export interface PublishContext {
  values: PublishValues;
  image: File | null;
  fieldErrors: FieldErrors;
  /** The seller's sequences, once loaded, and the chosen one's saved versions (D130). */
  sequences: SequenceChoice[];
  versions: VersionChoice[];
  choice: PublishChoice;
  /** Why the chosen version cannot be published: the check before a run's refusals, bot nodes (D130). */
  problems: string[];
}

export type PublishEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'field.changed'; field: PublishField; value: string }
  | { type: 'image.chosen'; file: File }
  | { type: 'image.removed' }
  | { type: 'sequence.chosen'; sequenceId: string }
  | { type: 'version.chosen'; version: number }
  | { type: 'load.retry' }
  | { type: 'form.submit' };

export interface PublishRequest extends PublishValues {
  sequenceId: string;
  version: number;
  image: File | null;
}

export const publishedToast = (bot: MarketBot): ToastInput => ({ title: 'Bot Published', description: `${bot.title} is in the marketplace.`, variant: 'success' });
const publishFailedToast = (error: unknown): ToastInput => ({ title: 'Publish Failed', description: errorTextOr(error, 'Your bot could not be published. Please try again.'), variant: 'destructive' });

/** 413 and 415 are about the image: their message goes under it; the rest as any form's refusal. */
const publishRefusal = (error: unknown) => uploadRefusalOf(error, 'image', publishFieldsOfBody, publishFailedToast);

const refusedPrefix = publishMessages.refused([]);

/** The problems of a Publish the server refused because the version cannot be sold (it changed since the check); null for any other refusal. */
export function problemsOfRefusal(error: unknown): string[] | null {
  const text = errorStatusOf(error) === 422 ? errorTextOf(error) : null;
  return text?.startsWith(refusedPrefix) ? text.slice(refusedPrefix.length).split('; ') : null;
}

const cleared: PublishContext = { values: emptyPublishValues, image: null, fieldErrors: {}, sequences: [], versions: [], choice: noPublishChoice, problems: [] };

const checkInput = ({ context }: { context: PublishContext }) => ({ sequenceId: context.choice.sequenceId, version: context.choice.version! });

/**
 * The upload modal (02 §2), opened by 'Publish a bot' and publishing (D9) one of the seller's
 * sequences at a saved version (D130): the sequences load as it opens, a chosen sequence's versions
 * load, a chosen version is checked and what keeps it from being published is listed; only a
 * version with no problem is uploaded. The text fields are checked before sending, the image by
 * type and size at once; a refusal keeps what was typed and chosen.
 */
export const publishBotMachine = setup({
  types: {
    context: {} as PublishContext,
    events: {} as PublishEvent,
  },
  actors: {
    loadSequences: fromPromise<SequenceChoice[]>(async () => {
      throw new Error('loadSequences is provided by the app');
    }),
    loadVersions: fromPromise<VersionChoice[], { sequenceId: string }>(async () => {
      throw new Error('loadVersions is provided by the app');
    }),
    checkVersion: fromPromise<PublishCheck, { sequenceId: string; version: number }>(async () => {
      throw new Error('checkVersion is provided by the app');
    }),
    publishBot: fromPromise<MarketBot, PublishRequest>(async () => {
      throw new Error('publishBot is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    published: (_, _bot: MarketBot) => {},
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(publishErrors(context.values, context.image, context.choice)).length > 0,
    hasImage: ({ context }) => context.image !== null,
    offeredSequence: ({ context, event }) => event.type === 'sequence.chosen' && context.sequences.some((sequence) => sequence.id === event.sequenceId),
    offeredVersion: ({ context, event }) => event.type === 'version.chosen' && context.versions.some((version) => version.number === event.version),
    noVersions: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length === 0,
    passes: ({ event }) => 'output' in event && (event.output as PublishCheck).problems.length === 0,
    versionRefused: ({ event }) => 'error' in event && problemsOfRefusal(event.error) !== null,
  },
}).createMachine({
  id: 'publishBot',
  context: cleared,
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'loadingSequences', actions: assign(cleared) } },
    },
    loadingSequences: {
      invoke: {
        id: 'loadSequences',
        src: 'loadSequences',
        onDone: { target: 'editing', actions: assign({ sequences: ({ event }) => event.output }) },
        onError: 'sequencesFailed',
      },
      on: { 'dialog.close': 'closed' },
    },
    sequencesFailed: {
      on: { 'load.retry': 'loadingSequences', 'dialog.close': 'closed' },
    },
    editing: {
      initial: 'noSequence',
      on: {
        'dialog.close': 'closed',
        // A field being corrected loses its message; the others stay until the next submit.
        'field.changed': {
          actions: assign(({ context, event }) => ({ values: { ...context.values, [event.field]: event.value }, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } })),
        },
        'image.chosen': {
          actions: assign(({ context, event }) => ({ image: event.file, fieldErrors: { ...context.fieldErrors, image: publishErrors(context.values, event.file, context.choice).image } })),
        },
        'image.removed': { guard: 'hasImage', actions: assign(({ context }) => ({ image: null, fieldErrors: { ...context.fieldErrors, image: undefined } })) },
        'sequence.chosen': {
          guard: 'offeredSequence',
          target: '.loadingVersions',
          actions: assign(({ context, event }) => ({ choice: { sequenceId: event.sequenceId, version: null }, versions: [], problems: [], fieldErrors: { ...context.fieldErrors, sequence_id: undefined, version: undefined } })),
        },
        'version.chosen': {
          guard: 'offeredVersion',
          target: '.checking',
          actions: assign(({ context, event }) => ({ choice: { ...context.choice, version: event.version }, problems: [], fieldErrors: { ...context.fieldErrors, version: undefined } })),
        },
        // Until a version passes its check, Upload says what is missing.
        'form.submit': { actions: assign({ fieldErrors: ({ context }) => publishErrors(context.values, context.image, context.choice) }) },
      },
      states: {
        noSequence: {},
        loadingVersions: {
          invoke: {
            id: 'loadVersions',
            src: 'loadVersions',
            input: ({ context }) => ({ sequenceId: context.choice.sequenceId }),
            onDone: [{ guard: 'noVersions', target: 'noVersions' }, { target: 'choosingVersion', actions: assign({ versions: ({ event }) => event.output }) }],
            onError: 'versionsFailed',
          },
        },
        versionsFailed: { on: { 'load.retry': 'loadingVersions' } },
        noVersions: {},
        choosingVersion: {},
        checking: {
          invoke: {
            id: 'checkVersion',
            src: 'checkVersion',
            input: checkInput,
            onDone: [{ guard: 'passes', target: 'publishable' }, { target: 'refused', actions: assign({ problems: ({ event }) => event.output.problems }) }],
            onError: 'checkFailed',
          },
        },
        checkFailed: { on: { 'load.retry': 'checking' } },
        refused: {},
        publishable: {
          on: {
            'form.submit': [
              { guard: 'formInvalid', actions: assign({ fieldErrors: ({ context }) => publishErrors(context.values, context.image, context.choice) }) },
              { target: '#publishBot.submitting', actions: assign({ fieldErrors: {} }) },
            ],
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'publishBot',
        src: 'publishBot',
        input: ({ context }) => ({ ...context.values, sequenceId: context.choice.sequenceId, version: context.choice.version!, image: context.image }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'published', params: ({ event }) => event.output }, { type: 'showToast', params: ({ event }) => publishedToast(event.output) }],
        },
        onError: [
          // The version changed since its check: what keeps it now is listed instead.
          { guard: 'versionRefused', target: '#publishBot.editing.refused', actions: assign({ problems: ({ event }) => problemsOfRefusal(event.error) ?? [] }) },
          {
            target: '#publishBot.editing.publishable',
            actions: enqueueActions(({ enqueue, event }) => {
              const { fieldErrors, toast } = publishRefusal(event.error);
              enqueue.assign({ fieldErrors });
              if (toast) enqueue({ type: 'showToast', params: toast });
            }),
          },
        ],
      },
    },
  },
});
