import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { asksForCredentials, type CredentialChoice } from '../../domain/bots/bot-setup';
import type { Bot, BotEditPayload } from '../../domain/bots/bots';
import { errorTextOr } from '../../domain/error-text';
import type { FieldErrors } from '../forms/form-errors';
import { refusalOf, sameFields } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';
import { botFormFields, checkBotForm, draftOf, formValuesOf, type BotFormField, type BotFormValues } from './bot-form';
import { checkSetupForm, setupRefusalOf, setupTextsOf, type SetupErrors, type SetupTexts } from './setup-form';

export interface BotDialogContext {
  bot: Bot | null;
  values: BotFormValues | null;
  fieldErrors: FieldErrors;
  /** The bot's setup (D66) as its fields hold it, one text per declared input. */
  setup: SetupTexts;
  setupErrors: SetupErrors;
  /** The user's credentials a credential input can name, once loaded for the edit form. */
  credentials: CredentialChoice[];
}

export type BotDialogEvent =
  | { type: 'dialog.open'; bot: Bot; mode: 'view' | 'edit' }
  | { type: 'dialog.close' }
  | { type: 'mode.view' }
  | { type: 'mode.edit' }
  | { type: 'field.changed'; field: BotFormField; value: string }
  | { type: 'setup.changed'; name: string; value: string }
  | { type: 'credentials.reload' }
  | { type: 'form.reset' }
  | { type: 'form.cancel' }
  | { type: 'form.submit' };

const formFields = sameFields(...botFormFields);

/** The form as the bot is: its fields and its setup, without messages. */
const formOf = (bot: Bot) => ({ values: formValuesOf(bot), setup: setupTextsOf(bot.inputs, bot.inputValues), fieldErrors: {}, setupErrors: {} });

type OpenEvent = Extract<BotDialogEvent, { type: 'dialog.open' }>;
const openWith = assign<BotDialogContext, OpenEvent, undefined, BotDialogEvent, never>(({ event }) => ({ bot: event.bot, ...formOf(event.bot) }));
const resetForm = assign<BotDialogContext, BotDialogEvent, undefined, BotDialogEvent, never>(({ context }) => formOf(context.bot!));

export const botSavedToast = (bot: Bot): ToastInput => ({ title: 'Bot Updated', description: `${bot.title} was saved.`, variant: 'success' });
const saveFailedToast = (error: unknown): ToastInput => ({ title: 'Update Failed', description: errorTextOr(error, 'Failed to save the bot. Please try again.'), variant: 'destructive' });

/**
 * The bot dialog (spec 02 §2): view and edit modes. A save shows on the card at once
 * (`savingStarted`); a refusal puts the card back (`saveRefused`) and keeps what was typed, with the
 * server's messages under their fields. Switching modes keeps the edits; Cancel and Reset drop them.
 * The edit form also holds the bot's setup (D66), saved with it; while it is open, the user's
 * credentials are loaded for the credential inputs (again on Reload), and when they cannot be, a
 * credential is named by typing its name.
 */
export const botDialogMachine = setup({
  types: {
    context: {} as BotDialogContext,
    events: {} as BotDialogEvent,
  },
  actors: {
    saveBot: fromPromise<Bot, { id: number; payload: BotEditPayload }>(async () => {
      throw new Error('saveBot is provided by the app');
    }),
    loadCredentials: fromPromise<CredentialChoice[]>(async () => {
      throw new Error('loadCredentials is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    savingStarted: (_, _draft: Bot) => {},
    saved: (_, _bot: Bot) => {},
    saveRefused: (_, _previous: Bot) => {},
  },
  guards: {
    formValid: ({ context }) => context.values !== null && checkBotForm(context.values).ok && checkSetupForm(context.bot!.inputs, context.setup).ok,
    opensEditWithCredentials: ({ event }) => event.type === 'dialog.open' && event.mode === 'edit' && asksForCredentials(event.bot.inputs),
    opensEdit: ({ event }) => event.type === 'dialog.open' && event.mode === 'edit',
    asksForCredentials: ({ context }) => asksForCredentials(context.bot!.inputs),
  },
}).createMachine({
  id: 'botDialog',
  context: { bot: null, values: null, fieldErrors: {}, setup: {}, setupErrors: {}, credentials: [] },
  initial: 'closed',
  states: {
    closed: {
      entry: assign({ bot: null, values: null, fieldErrors: {}, setup: {}, setupErrors: {}, credentials: [] }),
      on: {
        'dialog.open': [
          { guard: 'opensEditWithCredentials', target: '#botDialog.open.edit.credentials.loading', actions: openWith },
          { guard: 'opensEdit', target: 'open.edit', actions: openWith },
          { target: 'open.view', actions: openWith },
        ],
      },
    },
    open: {
      initial: 'view',
      states: {
        view: {
          on: {
            'mode.edit': [{ guard: 'asksForCredentials', target: '#botDialog.open.edit.credentials.loading' }, { target: 'edit' }],
            'dialog.close': '#botDialog.closed',
          },
        },
        edit: {
          type: 'parallel',
          states: {
            form: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'dialog.close': '#botDialog.closed',
                    'mode.view': '#botDialog.open.view',
                    'field.changed': {
                      actions: assign({
                        values: ({ context, event }) => ({ ...context.values!, [event.field]: event.value }),
                        // The message of a field being corrected goes away; the others stay until the next submit.
                        fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, [event.field]: undefined }),
                      }),
                    },
                    'setup.changed': {
                      guard: ({ context, event }) => context.bot!.inputs.some((input) => input.name === event.name),
                      actions: assign({
                        setup: ({ context, event }) => ({ ...context.setup, [event.name]: event.value }),
                        setupErrors: ({ context, event }) => ({ ...context.setupErrors, [event.name]: undefined }),
                      }),
                    },
                    'form.reset': { actions: resetForm },
                    'form.cancel': { target: '#botDialog.open.view', actions: resetForm },
                    'form.submit': [
                      {
                        guard: 'formValid',
                        target: 'saving',
                        actions: [assign({ fieldErrors: {}, setupErrors: {} }), { type: 'savingStarted', params: ({ context }) => draftOf(context.bot!, validPayload(context)) }],
                      },
                      { actions: assign(({ context }) => invalidFields(context)) },
                    ],
                  },
                },
                // Not dismissable: the card shows the draft until the server answers, so the answer must arrive here.
                saving: {
                  tags: ['busy'],
                  invoke: {
                    id: 'saveBot',
                    src: 'saveBot',
                    input: ({ context }) => ({ id: context.bot!.id, payload: validPayload(context) }),
                    onDone: {
                      target: '#botDialog.open.view',
                      actions: [
                        assign(({ event }) => ({ bot: event.output, ...formOf(event.output) })),
                        { type: 'saved', params: ({ event }) => event.output },
                        { type: 'showToast', params: ({ event }) => botSavedToast(event.output) },
                      ],
                    },
                    onError: {
                      target: 'editing',
                      actions: enqueueActions(({ context, enqueue, event }) => {
                        enqueue({ type: 'saveRefused', params: context.bot! });
                        const setupRefusal = setupRefusalOf(event.error);
                        const { fieldErrors, toast } = setupRefusal.rest === null ? { fieldErrors: {}, toast: null } : refusalOf(setupRefusal.rest, formFields, saveFailedToast);
                        enqueue.assign({ fieldErrors, setupErrors: setupRefusal.errors });
                        if (toast) enqueue({ type: 'showToast', params: toast });
                      }),
                    },
                  },
                },
              },
            },
            // Only a bot with a credential input asks for the user's credentials.
            credentials: {
              initial: 'notAsked',
              states: {
                notAsked: {},
                loading: {
                  invoke: {
                    id: 'loadCredentials',
                    src: 'loadCredentials',
                    onDone: { target: 'loaded', actions: assign({ credentials: ({ event }) => event.output }) },
                    onError: 'unavailable',
                  },
                },
                // After a credential was added in another tab, Reload reads the list again.
                loaded: { on: { 'credentials.reload': 'loading' } },
                // The list could not be read: a credential is named by typing its name.
                unavailable: { on: { 'credentials.reload': 'loading' } },
              },
            },
          },
        },
      },
    },
  },
});

/** The edit as the API takes it: the form's fields, and the setup when the bot's workflow declares inputs. */
function validPayload({ values, bot, setup }: BotDialogContext) {
  const check = checkBotForm(values!);
  const setupCheck = checkSetupForm(bot!.inputs, setup);
  if (!check.ok || !setupCheck.ok) throw new Error('the form was checked before saving');
  return bot!.inputs.length > 0 ? { ...check.payload, inputValues: setupCheck.values } : check.payload;
}

function invalidFields({ values, bot, setup }: BotDialogContext): Pick<BotDialogContext, 'fieldErrors' | 'setupErrors'> {
  const check = checkBotForm(values!);
  const setupCheck = checkSetupForm(bot!.inputs, setup);
  return { fieldErrors: check.ok ? {} : check.fieldErrors, setupErrors: setupCheck.ok ? {} : setupCheck.errors };
}
