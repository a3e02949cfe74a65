import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { Bot, BotEditPayload } from '../../domain/bots/bots';
import { errorTextOr } from '../../domain/error-text';
import type { FieldErrors } from '../forms/form-errors';
import { refusalOf, sameFields } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';
import { botFormFields, checkBotForm, draftOf, formValuesOf, type BotFormField, type BotFormValues } from './bot-form';

export interface BotDialogContext {
  bot: Bot | null;
  values: BotFormValues | null;
  fieldErrors: FieldErrors;
}

export type BotDialogEvent =
  | { type: 'dialog.open'; bot: Bot; mode: 'view' | 'edit' }
  | { type: 'dialog.close' }
  | { type: 'mode.view' }
  | { type: 'mode.edit' }
  | { type: 'field.changed'; field: BotFormField; value: string }
  | { type: 'form.reset' }
  | { type: 'form.cancel' }
  | { type: 'form.submit' };

const formFields = sameFields(...botFormFields);

type OpenEvent = Extract<BotDialogEvent, { type: 'dialog.open' }>;
const openWith = assign<BotDialogContext, OpenEvent, undefined, BotDialogEvent, never>({
  bot: ({ event }) => event.bot,
  values: ({ event }) => formValuesOf(event.bot),
  fieldErrors: {},
});

export const botSavedToast = (bot: Bot): ToastInput => ({ title: 'Bot Updated', description: `${bot.title} was saved.`, variant: 'success' });
const saveFailedToast = (error: unknown): ToastInput => ({ title: 'Update Failed', description: errorTextOr(error, 'Failed to save the bot. Please try again.'), variant: 'destructive' });

/**
 * The bot dialog (spec 02 §2): view and edit modes. A save shows on the card at once
 * (`savingStarted`); a refusal puts the card back (`saveRefused`) and keeps what was typed, with the
 * server's messages under their fields. Switching modes keeps the edits; Cancel and Reset drop them.
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
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    savingStarted: (_, _draft: Bot) => {},
    saved: (_, _bot: Bot) => {},
    saveRefused: (_, _previous: Bot) => {},
  },
  guards: {
    formValid: ({ context }) => context.values !== null && checkBotForm(context.values).ok,
  },
}).createMachine({
  id: 'botDialog',
  context: { bot: null, values: null, fieldErrors: {} },
  initial: 'closed',
  states: {
    closed: {
      entry: assign({ bot: null, values: null, fieldErrors: {} }),
      on: {
        'dialog.open': [
          { guard: ({ event }) => event.mode === 'edit', target: 'open.edit', actions: openWith },
          { target: 'open.view', actions: openWith },
        ],
      },
    },
    open: {
      initial: 'view',
      states: {
        view: {
          on: { 'mode.edit': 'edit', 'dialog.close': '#botDialog.closed' },
        },
        edit: {
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
                'form.reset': { actions: assign({ values: ({ context }) => formValuesOf(context.bot!), fieldErrors: {} }) },
                'form.cancel': { target: '#botDialog.open.view', actions: assign({ values: ({ context }) => formValuesOf(context.bot!), fieldErrors: {} }) },
                'form.submit': [
                  { guard: 'formValid', target: 'saving', actions: [assign({ fieldErrors: {} }), { type: 'savingStarted', params: ({ context }) => draftOf(context.bot!, validPayload(context.values!)) }] },
                  { actions: assign({ fieldErrors: ({ context }) => invalidFields(context.values!) }) },
                ],
              },
            },
            // Not dismissable: the card shows the draft until the server answers, so the answer must arrive here.
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'saveBot',
                src: 'saveBot',
                input: ({ context }) => ({ id: context.bot!.id, payload: validPayload(context.values!) }),
                onDone: {
                  target: '#botDialog.open.view',
                  actions: [
                    assign({ bot: ({ event }) => event.output, values: ({ event }) => formValuesOf(event.output) }),
                    { type: 'saved', params: ({ event }) => event.output },
                    { type: 'showToast', params: ({ event }) => botSavedToast(event.output) },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: enqueueActions(({ context, enqueue, event }) => {
                    enqueue({ type: 'saveRefused', params: context.bot! });
                    const { fieldErrors, toast } = refusalOf(event.error, formFields, saveFailedToast);
                    enqueue.assign({ fieldErrors });
                    if (toast) enqueue({ type: 'showToast', params: toast });
                  }),
                },
              },
            },
          },
        },
      },
    },
  },
});

function validPayload(values: BotFormValues) {
  const check = checkBotForm(values);
  if (!check.ok) throw new Error('the form was checked before saving');
  return check.payload;
}

function invalidFields(values: BotFormValues): FieldErrors {
  const check = checkBotForm(values);
  return check.ok ? {} : check.fieldErrors;
}
