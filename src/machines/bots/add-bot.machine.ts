import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { Bot, BotCreatePayload } from '../../domain/bots/bots';
import { errorTextOr } from '../../domain/error-text';
import type { FieldErrors } from '../forms/form-errors';
import { uploadRefusalOf } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';
import { addBotFieldsOfBody, emptyAddBotValues, subscribeTabErrors, titleFromUrl, uploadTabErrors, type AddBotTextField, type AddBotValues } from './add-bot-form';

export interface AddBotContext {
  request: AddBotRequest | null;
  values: AddBotValues;
  file: File | null;
  fieldErrors: FieldErrors;
}

export type AddBotEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'tab.upload' }
  | { type: 'tab.subscribe' }
  | { type: 'field.changed'; field: AddBotTextField; value: string }
  | { type: 'file.chosen'; file: File | null }
  | { type: 'file.removed' }
  | { type: 'form.submit' };

export interface BotUploadInput {
  name: string;
  description: string;
  priority: AddBotValues['priority'];
  notes: string;
  file: File;
}

/** What the dialog asks the server for: an upload with its file, or a plain form (with a subscription URL or not). */
export type AddBotRequest = { kind: 'upload'; upload: BotUploadInput } | { kind: 'create'; payload: BotCreatePayload };

export const botAddedToast = (bot: Bot): ToastInput => ({ title: 'Bot Added', description: `${bot.title} is in your bots, switched off until you turn it on.`, variant: 'success' });
const addFailedToast = (error: unknown): ToastInput => ({ title: 'Add Bot Failed', description: errorTextOr(error, 'Failed to add the bot. Please try again.'), variant: 'destructive' });

/** The server's refusal as the form shows it: 413 and 415 under the file, rule messages under their fields, the rest a toast. */
const addBotRefusal = (error: unknown) => uploadRefusalOf(error, 'file', addBotFieldsOfBody, addFailedToast);

export const isSubscription = (request: AddBotRequest | null) => request?.kind === 'create' && request.payload.subscriptionUrl !== undefined;

const cleared: AddBotContext = { request: null, values: emptyAddBotValues, file: null, fieldErrors: {} };

/** The Subscribe tab neither checks nor sends the chosen file: its message, said when it was chosen, stays while it is chosen. */
const keepingFileMessage = (context: AddBotContext, errors: FieldErrors): FieldErrors => ({ file: context.fieldErrors.file, ...errors });

const uploadRequest = ({ values, file }: AddBotContext): AddBotRequest => ({ kind: 'upload', upload: { ...values, file: file! } });
const createRequest = ({ values }: AddBotContext): AddBotRequest => ({
  kind: 'create',
  payload: { title: values.name, description: values.description, priority: values.priority || undefined, notes: values.notes },
});
const subscribeRequest = ({ values }: AddBotContext): AddBotRequest => ({
  kind: 'create',
  payload: { title: titleFromUrl(values.subscriptionUrl), subscriptionUrl: values.subscriptionUrl.trim(), priority: values.priority || undefined },
});

/**
 * The Add Bot dialog (spec 02 §2): Upload and Subscribe tabs. The file is checked before anything is
 * sent; switching tabs keeps what was typed; a refusal keeps the form as it was, with the server's
 * messages under their fields.
 */
export const addBotMachine = setup({
  types: {
    context: {} as AddBotContext,
    events: {} as AddBotEvent,
  },
  actors: {
    addBot: fromPromise<Bot, AddBotRequest>(async () => {
      throw new Error('addBot is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    added: (_, _bot: Bot) => {},
    // A field being corrected loses its message; the others stay until the next submit.
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.changed') return {};
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } };
    }),
  },
  guards: {
    uploadTabInvalid: ({ context }) => Object.keys(uploadTabErrors(context.values, context.file)).length > 0,
    subscribeTabInvalid: ({ context }) => Object.keys(subscribeTabErrors(context.values)).length > 0,
    hasFile: ({ context }) => context.file !== null,
    sentFromSubscribe: ({ context }) => isSubscription(context.request),
    // Each tab shows its own fields (spec 02 §2): the URL is on Subscribe, the rest on Upload.
    isUploadField: ({ event }) => event.type === 'field.changed' && event.field !== 'subscriptionUrl',
    isSubscribeField: ({ event }) => event.type === 'field.changed' && event.field === 'subscriptionUrl',
  },
}).createMachine({
  id: 'addBot',
  context: cleared,
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'open', actions: assign(cleared) } },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'upload',
          on: {
            'dialog.close': '#addBot.closed',
          },
          states: {
            upload: {
              on: {
                'tab.subscribe': 'subscribe',
                'field.changed': { guard: 'isUploadField', actions: 'changeField' },
                'file.removed': { guard: 'hasFile', actions: assign({ file: null, fieldErrors: ({ context }) => ({ ...context.fieldErrors, file: undefined }) }) },
                // The file is checked as soon as it is chosen, so a wrong one is said at once (02 §5).
                'file.chosen': {
                  actions: assign({
                    file: ({ event }) => event.file,
                    fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, file: event.file ? uploadTabErrors(context.values, event.file).file : undefined }),
                  }),
                },
                'form.submit': [
                  { guard: 'uploadTabInvalid', actions: assign({ fieldErrors: ({ context }) => uploadTabErrors(context.values, context.file) }) },
                  { guard: 'hasFile', target: '#addBot.open.submitting', actions: assign({ fieldErrors: {}, request: ({ context }) => uploadRequest(context) }) },
                  { target: '#addBot.open.submitting', actions: assign({ fieldErrors: {}, request: ({ context }) => createRequest(context) }) },
                ],
              },
            },
            subscribe: {
              on: {
                'tab.upload': 'upload',
                'field.changed': { guard: 'isSubscribeField', actions: 'changeField' },
                'form.submit': [
                  { guard: 'subscribeTabInvalid', actions: assign({ fieldErrors: ({ context }) => keepingFileMessage(context, subscribeTabErrors(context.values)) }) },
                  { target: '#addBot.open.submitting', actions: assign({ fieldErrors: ({ context }) => keepingFileMessage(context, {}), request: ({ context }) => subscribeRequest(context) }) },
                ],
              },
            },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'addBot',
            src: 'addBot',
            input: ({ context }) => context.request!,
            onDone: {
              target: '#addBot.closed',
              actions: [{ type: 'added', params: ({ event }) => event.output }, { type: 'showToast', params: ({ event }) => botAddedToast(event.output) }],
            },
            // Back to the tab it was sent from, the form as it was.
            onError: [
              {
                guard: 'sentFromSubscribe',
                target: 'editing.subscribe',
                actions: enqueueActions(({ context, enqueue, event }) => {
                  const { fieldErrors, toast } = addBotRefusal(event.error);
                  enqueue.assign({ fieldErrors: keepingFileMessage(context, fieldErrors) });
                  if (toast) enqueue({ type: 'showToast', params: toast });
                }),
              },
              {
                target: 'editing.upload',
                actions: enqueueActions(({ enqueue, event }) => {
                  const { fieldErrors, toast } = addBotRefusal(event.error);
                  enqueue.assign({ fieldErrors });
                  if (toast) enqueue({ type: 'showToast', params: toast });
                }),
              },
            ],
          },
        },
      },
    },
  },
});
