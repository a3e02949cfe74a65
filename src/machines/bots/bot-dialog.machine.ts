import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { asksForCredentials, needsSetup, type CredentialChoice } from '../../domain/bots/bot-setup';
import { botEditPayloadSchema, type Bot, type BotEditPayload } from '../../domain/bots/bots';
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

/**
 * What a save sends: the edit form's fields (and the setup), or a bought bot's setup alone, whose
 * other fields are its listing's (D130).
 */
export type BotSave = { id: number; payload: BotEditPayload } | { id: number; setup: Record<string, unknown> };

/** A copy of a market bot: its edit form is its setup only (D130). */
export const isBought = (bot: Bot) => bot.marketBotId !== null;

/** Whether Save Changes would send: the form's rules (a bought bot's are its listing's, not checked) and the setup's. */
export function editIsValid({ values, bot, setup }: Pick<BotDialogContext, 'values' | 'bot' | 'setup'>): boolean {
  if (!values || !bot) return false;
  return (isBought(bot) || checkBotForm(values).ok) && checkSetupForm(bot.inputs, setup).ok;
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
 * The edit form also holds the bot's setup (D66), saved with it; a bought bot's is its setup alone
 * (D130), its other fields being its listing's. While it is open, the user's
 * credentials are loaded for the credential inputs (again on Reload), and when they cannot be, a
 * credential is named by typing its name.
 */
export const botDialogMachine = setup({
  types: {
    context: {} as BotDialogContext,
    events: {} as BotDialogEvent,
  },
  actors: {
    saveBot: fromPromise<Bot, BotSave>(async () => {
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
    formValid: ({ context }) => editIsValid(context),
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
                        actions: [assign({ fieldErrors: {}, setupErrors: {} }), { type: 'savingStarted', params: ({ context }) => draftOfSave(context) }],
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
                    input: ({ context }) => saveOf(context),
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
                        // A bought bot's form has no field but its setup's (D130): the rest of a refusal is a toast.
                        const fields = isBought(context.bot!) ? {} : formFields;
                        const { fieldErrors, toast } = setupRefusal.rest === null ? { fieldErrors: {}, toast: null } : refusalOf(setupRefusal.rest, fields, saveFailedToast);
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

/** The edit as the API takes it: the form's fields, and the setup when the bot's workflow declares inputs; a bought bot's setup alone. */
function saveOf({ values, bot, setup }: BotDialogContext): BotSave {
  const setupCheck = checkSetupForm(bot!.inputs, setup);
  if (!setupCheck.ok) throw new Error('the setup was checked before saving');
  if (isBought(bot!)) return { id: bot!.id, setup: setupCheck.values };
  const check = checkBotForm(values!);
  if (!check.ok) throw new Error('the form was checked before saving');
  return { id: bot!.id, payload: bot!.inputs.length > 0 ? { ...check.payload, inputValues: setupCheck.values } : check.payload };
}

/** The bot as the card shows it while the save is asked for. */
function draftOfSave(context: BotDialogContext): Bot {
  const save = saveOf(context);
  const bot = context.bot!;
  if ('setup' in save) return { ...bot, inputValues: save.setup, needsSetup: needsSetup(bot.inputs, save.setup) };
  return draftOf(bot, botEditPayloadSchema.parse(save.payload));
}

function invalidFields({ values, bot, setup }: BotDialogContext): Pick<BotDialogContext, 'fieldErrors' | 'setupErrors'> {
  const check = checkBotForm(values!);
  const setupCheck = checkSetupForm(bot!.inputs, setup);
  return { fieldErrors: check.ok || isBought(bot!) ? {} : check.fieldErrors, setupErrors: setupCheck.ok ? {} : setupCheck.errors };
}
