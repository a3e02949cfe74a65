import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { CredentialChoice } from '../../domain/bots/bot-setup';
import { updateMessages, type BotUpdate, type BotUpdatePayload } from '../../domain/bots/bot-update';
import type { Bot } from '../../domain/bots/bots';
import { errorStatusOf, errorTextOr } from '../../domain/error-text';
import type { DeclaredInput } from '../../domain/workflow/node-catalogue/declared-inputs';
import type { ToastInput } from '../toast/toast.types';
import { checkSetupForm, setupRefusalOf, type SetupErrors, type SetupTexts } from './setup-form';

/** What the update dialog loads: what the update changes, and the user's credentials when it asks for one (null: they could not be read). */
export interface LoadedUpdate {
  update: BotUpdate;
  credentials: CredentialChoice[] | null;
}

export interface BotUpdateContext {
  bot: Bot | null;
  update: BotUpdate | null;
  credentials: CredentialChoice[] | null;
  /** The values typed for the inputs the update asks for. */
  setup: SetupTexts;
  setupErrors: SetupErrors;
}

export type BotUpdateEvent =
  | { type: 'update.open'; bot: Bot }
  | { type: 'update.close' }
  | { type: 'update.retry' }
  | { type: 'setup.changed'; name: string; value: string }
  | { type: 'update.apply' };

/** The inputs an update asks for (D130): the new ones, and those whose kind changed, whose kept value would not fit. */
export const askedInputs = (update: BotUpdate): DeclaredInput[] => [...update.inputs.added, ...update.inputs.changed];

export const botUpdatedToast = (bot: Bot): ToastInput => ({ title: 'Bot Updated', description: updateMessages.updatedToast(bot.title, bot.version ?? 0), variant: 'success' });
const updateFailedToast = (error: unknown): ToastInput => ({ title: 'Update Failed', description: errorTextOr(error, 'The bot could not be updated. Please try again.'), variant: 'destructive' });

const closedContext: BotUpdateContext = { bot: null, update: null, credentials: null, setup: {}, setupErrors: {} };

const setupCheck = (context: BotUpdateContext) => checkSetupForm(askedInputs(context.update!), context.setup);

/**
 * A bought bot's Update (D130), which its owner chooses in My Bots: it shows what the listing's
 * latest version changes (steps added, removed and changed; inputs added, removed and changed; the
 * setup kept) and asks for the inputs it adds or changes, then applies it. When the seller published
 * again meanwhile (409), it shows the newer update instead.
 */
export const botUpdateMachine = setup({
  types: {
    context: {} as BotUpdateContext,
    events: {} as BotUpdateEvent,
  },
  actors: {
    loadUpdate: fromPromise<LoadedUpdate, { id: number }>(async () => {
      throw new Error('loadUpdate is provided by the app');
    }),
    applyUpdate: fromPromise<Bot, { id: number; payload: BotUpdatePayload }>(async () => {
      throw new Error('applyUpdate is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    updated: (_, _bot: Bot) => {},
  },
  guards: {
    setupValid: ({ context }) => setupCheck(context).ok,
    newerVersion: ({ event }) => 'error' in event && errorStatusOf(event.error) === 409,
  },
}).createMachine({
  id: 'botUpdate',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: {
      on: { 'update.open': { target: 'loading', actions: assign(({ event }) => ({ ...closedContext, bot: event.bot })) } },
    },
    loading: {
      on: { 'update.close': 'closed' },
      invoke: {
        id: 'loadUpdate',
        src: 'loadUpdate',
        input: ({ context }) => ({ id: context.bot!.id }),
        onDone: {
          target: 'showing',
          actions: assign(({ event }) => ({
            update: event.output.update,
            credentials: event.output.credentials,
            setup: Object.fromEntries(askedInputs(event.output.update).map((input) => [input.name, ''])),
            setupErrors: {},
          })),
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'update.retry': 'loading', 'update.close': 'closed' },
    },
    showing: {
      on: {
        'update.close': 'closed',
        'setup.changed': {
          guard: ({ context, event }) => Object.hasOwn(context.setup, event.name),
          actions: assign({
            setup: ({ context, event }) => ({ ...context.setup, [event.name]: event.value }),
            setupErrors: ({ context, event }) => ({ ...context.setupErrors, [event.name]: undefined }),
          }),
        },
        'update.apply': [
          { guard: 'setupValid', target: 'applying', actions: assign({ setupErrors: {} }) },
          {
            actions: assign({
              setupErrors: ({ context }) => {
                const checked = setupCheck(context);
                return checked.ok ? {} : checked.errors;
              },
            }),
          },
        ],
      },
    },
    // Not dismissable: the bot changes on the server, so the answer must arrive here.
    applying: {
      tags: ['busy'],
      invoke: {
        id: 'applyUpdate',
        src: 'applyUpdate',
        input: ({ context }) => {
          const checked = setupCheck(context);
          if (!checked.ok) throw new Error('the setup was checked before updating');
          return { id: context.bot!.id, payload: { version: context.update!.to, inputValues: checked.values } };
        },
        onDone: {
          target: 'closed',
          actions: [{ type: 'updated', params: ({ event }) => event.output }, { type: 'showToast', params: ({ event }) => botUpdatedToast(event.output) }],
        },
        onError: [
          // A newer version came out meanwhile: look at what it changes first.
          { guard: 'newerVersion', target: 'loading', actions: { type: 'showToast', params: ({ event }) => updateFailedToast(event.error) } },
          {
            target: 'showing',
            actions: enqueueActions(({ context, enqueue, event }) => {
              // Each message under its field; one about an input the dialog does not ask for, with the rest, in a toast.
              const refusal = setupRefusalOf(event.error);
              const asked = new Set(askedInputs(context.update!).map((input) => input.name));
              const placed = Object.keys(refusal.errors).every((name) => asked.has(name));
              enqueue.assign({ setupErrors: Object.fromEntries(Object.entries(refusal.errors).filter(([name]) => asked.has(name))) });
              if (!placed) enqueue({ type: 'showToast', params: updateFailedToast(event.error) });
              else if (refusal.rest !== null) enqueue({ type: 'showToast', params: updateFailedToast(refusal.rest) });
            }),
          },
        ],
      },
    },
  },
});
