import { assign, fromPromise, setup } from 'xstate';
import { errorStatusOf, errorTextOr } from '../../domain/error-text';
import type { MarketBotDetail } from '../../domain/market/listing';
import { marketUpdateSchema, type MarketUpdate, type PublishCheck } from '../../domain/market/publishing';
import type { BotSales } from '../../domain/market/sales';
import { fieldErrorsOf, type FieldErrors } from '../forms/form-errors';
import type { ToastInput } from '../toast/toast.types';
import { problemsOfRefusal } from '../market/publish-bot.machine';
import type { VersionChoice } from '../market/publish-form';

export interface PublishUpdateContext {
  bot: BotSales | null;
  /** The saved versions of the bot's sequence, newest first. */
  versions: VersionChoice[];
  version: number | null;
  changelog: string;
  /** What keeps the chosen version from being published (D130). */
  problems: string[];
  fieldErrors: FieldErrors;
}

export type PublishUpdateEvent =
  | { type: 'update.open'; bot: BotSales }
  | { type: 'update.close' }
  | { type: 'load.retry' }
  | { type: 'version.chosen'; version: number }
  | { type: 'changelog.changed'; value: string }
  | { type: 'update.submit' };

export const updatePublishedToast = (bot: MarketBotDetail): ToastInput => ({ title: 'Update Published', description: `${bot.title} version ${bot.version} is out. Its buyers update when they choose.`, variant: 'success' });
const updateFailedToast = (error: unknown): ToastInput => ({ title: 'Update Not Published', description: errorTextOr(error, 'The update could not be published. Please try again.'), variant: 'destructive' });

const cleared = { versions: [], version: null, changelog: '', problems: [], fieldErrors: {} } satisfies Omit<PublishUpdateContext, 'bot'>;

const updateErrors = (context: PublishUpdateContext): FieldErrors => {
  const parsed = marketUpdateSchema.safeParse({ version: context.version ?? undefined, changelog: context.changelog });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

/**
 * A seller's update of a published bot (D130), from the Sales page: another saved version of its
 * sequence, checked as the upload modal checks one, and a changelog its buyers read before they
 * choose to update. A workflow the same as the one buyers have is refused (409), said in a toast.
 */
export const publishUpdateMachine = setup({
  types: {
    context: {} as PublishUpdateContext,
    events: {} as PublishUpdateEvent,
  },
  actors: {
    loadVersions: fromPromise<VersionChoice[], { sequenceId: string }>(async () => {
      throw new Error('loadVersions is provided by the app');
    }),
    checkVersion: fromPromise<PublishCheck, { sequenceId: string; version: number }>(async () => {
      throw new Error('checkVersion is provided by the app');
    }),
    publishUpdate: fromPromise<MarketBotDetail, { botId: number; update: MarketUpdate }>(async () => {
      throw new Error('publishUpdate is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    published: (_, _bot: MarketBotDetail) => {},
  },
  guards: {
    noVersions: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length === 0,
    offeredVersion: ({ context, event }) => event.type === 'version.chosen' && context.versions.some((version) => version.number === event.version),
    passes: ({ event }) => 'output' in event && (event.output as PublishCheck).problems.length === 0,
    formInvalid: ({ context }) => Object.keys(updateErrors(context)).length > 0,
    versionRefused: ({ event }) => 'error' in event && problemsOfRefusal(event.error) !== null,
    sameVersion: ({ event }) => 'error' in event && errorStatusOf(event.error) === 409,
  },
}).createMachine({
  id: 'publishUpdate',
  context: { bot: null, ...cleared },
  initial: 'closed',
  states: {
    closed: {
      on: { 'update.open': { target: 'open', actions: assign(({ event }) => ({ bot: event.bot, ...cleared })) } },
    },
    open: {
      initial: 'loadingVersions',
      on: {
        'update.close': 'closed',
        'changelog.changed': { actions: assign(({ context, event }) => ({ changelog: event.value, fieldErrors: { ...context.fieldErrors, changelog: undefined } })) },
        'version.chosen': { guard: 'offeredVersion', target: '.checking', actions: assign(({ context, event }) => ({ version: event.version, problems: [], fieldErrors: { ...context.fieldErrors, version: undefined } })) },
        'update.submit': { actions: assign({ fieldErrors: ({ context }) => updateErrors(context) }) },
      },
      states: {
        loadingVersions: {
          invoke: {
            id: 'loadVersions',
            src: 'loadVersions',
            input: ({ context }) => ({ sequenceId: context.bot!.sequenceId! }),
            onDone: [{ guard: 'noVersions', target: 'noVersions' }, { target: 'choosing', actions: assign({ versions: ({ event }) => event.output }) }],
            onError: 'versionsFailed',
          },
        },
        versionsFailed: { on: { 'load.retry': 'loadingVersions' } },
        noVersions: {},
        choosing: {},
        checking: {
          invoke: {
            id: 'checkVersion',
            src: 'checkVersion',
            input: ({ context }) => ({ sequenceId: context.bot!.sequenceId!, version: context.version! }),
            onDone: [{ guard: 'passes', target: 'publishable' }, { target: 'refused', actions: assign({ problems: ({ event }) => event.output.problems }) }],
            onError: 'checkFailed',
          },
        },
        checkFailed: { on: { 'load.retry': 'checking' } },
        refused: {},
        publishable: {
          on: {
            'update.submit': [
              { guard: 'formInvalid', actions: assign({ fieldErrors: ({ context }) => updateErrors(context) }) },
              { target: '#publishUpdate.publishing', actions: assign({ fieldErrors: {} }) },
            ],
          },
        },
      },
    },
    publishing: {
      tags: ['busy'],
      invoke: {
        id: 'publishUpdate',
        src: 'publishUpdate',
        input: ({ context }) => ({ botId: context.bot!.id, update: { version: context.version!, changelog: context.changelog.trim() } }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'published', params: ({ event }) => event.output }, { type: 'showToast', params: ({ event }) => updatePublishedToast(event.output) }],
        },
        onError: [
          { guard: 'versionRefused', target: '#publishUpdate.open.refused', actions: assign({ problems: ({ event }) => problemsOfRefusal(event.error) ?? [] }) },
          // Buyers have this workflow already: another version is to be chosen.
          {
            guard: 'sameVersion',
            target: '#publishUpdate.open.choosing',
            actions: [assign({ version: null }), { type: 'showToast', params: ({ event }) => updateFailedToast(event.error) }],
          },
          { target: '#publishUpdate.open.publishable', actions: { type: 'showToast', params: ({ event }) => updateFailedToast(event.error) } },
        ],
      },
    },
  },
});
