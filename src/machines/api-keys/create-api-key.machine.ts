import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ApiKey, CreatedApiKey } from '../../domain/api-keys/api-key-contract';
import type { ApiKeyScope } from '../../domain/api-keys/api-key-scopes';
import type { FieldErrors } from '../forms/form-errors';
import { refusalOf } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';
import { apiKeyFormFields, checkApiKeyForm, newApiKeyValues, type ApiKeyExpiry, type ApiKeyFormValues } from './api-key-form';
import { createFailedToast } from './api-key-messages';

export interface CreateApiKeyContext {
  values: ApiKeyFormValues;
  fieldErrors: FieldErrors;
  /** The key just made, shown this once; forgotten when the dialog closes. */
  created: CreatedApiKey | null;
}

export type CreateApiKeyEvent =
  | { type: 'create.open' }
  | { type: 'create.name'; value: string }
  | { type: 'create.scopes'; scopes: ApiKeyScope[] }
  | { type: 'create.expiry'; expiry: ApiKeyExpiry }
  | { type: 'create.submit' }
  | { type: 'create.close' }
  | { type: 'key.copy' };

/** What the app's create takes: the form's values; the app turns the expiry into a moment. */
export type CreateApiKeyInput = ApiKeyFormValues;

/** The list's entry for a new key: everything but the key itself. */
const listedOf = ({ key: _key, ...listed }: CreatedApiKey): ApiKey => listed;

/**
 * The create dialog of the API Keys screen (D137): editing, creating, then the key shown once with a
 * copy button until the user is done; a refusal comes back to editing with the server's messages
 * under their fields. The key leaves the context when the dialog closes, so nothing keeps it.
 */
export const createApiKeyMachine = setup({
  types: {
    context: {} as CreateApiKeyContext,
    events: {} as CreateApiKeyEvent,
  },
  actors: {
    createKey: fromPromise<CreatedApiKey, CreateApiKeyInput>(async () => {
      throw new Error('createKey is provided by the app');
    }),
    copyKey: fromPromise<void, { key: string }>(async () => {
      throw new Error('copyKey is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    /** The list takes the new key, without the key itself. */
    created: (_, _key: ApiKey) => {},
  },
  guards: {
    formValid: ({ context }) => checkApiKeyForm(context.values).ok,
  },
}).createMachine({
  id: 'createApiKey',
  context: { values: newApiKeyValues(), fieldErrors: {}, created: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'create.open': { target: 'editing', actions: assign({ values: newApiKeyValues(), fieldErrors: {}, created: null }) } },
    },
    editing: {
      on: {
        'create.name': { actions: assign({ values: ({ context, event }) => ({ ...context.values, name: event.value }), fieldErrors: ({ context }) => ({ ...context.fieldErrors, name: undefined }) }) },
        'create.scopes': {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, scopes: event.scopes }), fieldErrors: ({ context }) => ({ ...context.fieldErrors, scopes: undefined }) }),
        },
        'create.expiry': {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, expiry: event.expiry }), fieldErrors: ({ context }) => ({ ...context.fieldErrors, expiry: undefined }) }),
        },
        'create.submit': [
          { guard: 'formValid', target: 'creating', actions: assign({ fieldErrors: {} }) },
          {
            actions: assign({
              fieldErrors: ({ context }) => {
                const check = checkApiKeyForm(context.values);
                return check.ok ? {} : check.fieldErrors;
              },
            }),
          },
        ],
        'create.close': 'closed',
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createKey',
        src: 'createKey',
        input: ({ context }) => context.values,
        onDone: { target: 'created', actions: [assign({ created: ({ event }) => event.output }), { type: 'created', params: ({ event }) => listedOf(event.output) }] },
        onError: {
          target: 'editing',
          actions: enqueueActions(({ enqueue, event }) => {
            const { fieldErrors, toast } = refusalOf(event.error, apiKeyFormFields, createFailedToast);
            enqueue.assign({ fieldErrors });
            if (toast) enqueue({ type: 'showToast', params: toast });
          }),
        },
      },
    },
    created: {
      initial: 'shown',
      on: { 'create.close': { target: 'closed', actions: assign({ created: null, values: newApiKeyValues() }) } },
      states: {
        shown: { on: { 'key.copy': 'copying' } },
        copying: {
          invoke: {
            id: 'copyKey',
            src: 'copyKey',
            input: ({ context }) => ({ key: context.created!.key }),
            onDone: 'copied',
            onError: 'copyFailed',
          },
        },
        copied: { on: { 'key.copy': 'copying' } },
        // The clipboard was refused (no permission, no secure context): the key stays selectable.
        copyFailed: { on: { 'key.copy': 'copying' } },
      },
    },
  },
});
