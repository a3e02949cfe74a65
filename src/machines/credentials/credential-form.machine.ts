import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { CredentialKind } from '../../domain/credentials/credential-kinds';
import type { Credential, CredentialCreatePayload } from '../../domain/credentials/credentials';
import type { FieldErrors } from '../forms/form-errors';
import { refusalOf } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';
import { checkCredentialForm, credentialFormFields, newCredentialValues, valuesOf, type CredentialFormValues } from './credential-form';
import { createdToast, saveFailedToast, updatedToast } from './credential-messages';

export interface CredentialFormContext {
  /** The credential being edited; null while adding one. */
  credential: Credential | null;
  values: CredentialFormValues;
  fieldErrors: FieldErrors;
}

export type CredentialFormEvent =
  | { type: 'form.add' }
  | { type: 'form.edit'; credential: Credential }
  /** `name`, or a field of the kind as `fields.<name>`. */
  | { type: 'form.changed'; field: string; value: string }
  | { type: 'form.kind'; kind: CredentialKind }
  | { type: 'form.submit' }
  | { type: 'form.close' };

/** What the app's save takes: no id for a new credential. */
export interface SaveCredentialInput {
  id: string | null;
  payload: CredentialCreatePayload;
}

function withValue(values: CredentialFormValues, field: string, value: string): CredentialFormValues {
  if (field === 'name') return { ...values, name: value };
  return { ...values, fields: { ...values.fields, [field.replace(/^fields\./, '')]: value } };
}

/**
 * The add and edit dialog of the Credentials screen (D66): editing, saving, then closed with the
 * saved credential reported to the list; a refusal comes back to editing with the server's messages
 * under their fields. Values are write-only: a secret field left empty keeps its stored value.
 */
export const credentialFormMachine = setup({
  types: {
    context: {} as CredentialFormContext,
    events: {} as CredentialFormEvent,
  },
  actors: {
    saveCredential: fromPromise<Credential, SaveCredentialInput>(async () => {
      throw new Error('saveCredential is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    /** The list takes the saved credential. */
    saved: (_, _credential: Credential) => {},
  },
  guards: {
    formValid: ({ context }) => checkCredentialForm(context.values, context.credential).ok,
  },
}).createMachine({
  id: 'credentialForm',
  context: { credential: null, values: newCredentialValues(), fieldErrors: {} },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'form.add': { target: 'editing', actions: assign({ credential: null, values: newCredentialValues(), fieldErrors: {} }) },
        'form.edit': { target: 'editing', actions: assign({ credential: ({ event }) => event.credential, values: ({ event }) => valuesOf(event.credential), fieldErrors: {} }) },
      },
    },
    editing: {
      on: {
        'form.changed': {
          actions: assign({
            values: ({ context, event }) => withValue(context.values, event.field, event.value),
            // The message of a field being corrected goes; the others stay until the next submit.
            fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, [event.field]: undefined }),
          }),
        },
        // Another kind has other fields: their messages go with them.
        'form.kind': { actions: assign({ values: ({ context, event }) => ({ ...context.values, kind: event.kind }), fieldErrors: ({ context }) => ({ name: context.fieldErrors.name }) }) },
        'form.submit': [
          { guard: 'formValid', target: 'saving', actions: assign({ fieldErrors: {} }) },
          {
            actions: assign({
              fieldErrors: ({ context }) => {
                const check = checkCredentialForm(context.values, context.credential);
                return check.ok ? {} : check.fieldErrors;
              },
            }),
          },
        ],
        'form.close': 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveCredential',
        src: 'saveCredential',
        input: ({ context }) => {
          const check = checkCredentialForm(context.values, context.credential);
          if (!check.ok) throw new Error('the form was checked before saving');
          return { id: context.credential?.id ?? null, payload: check.payload };
        },
        onDone: {
          target: 'closed',
          actions: [
            { type: 'saved', params: ({ event }) => event.output },
            { type: 'showToast', params: ({ context, event }) => (context.credential ? updatedToast(event.output) : createdToast(event.output)) },
          ],
        },
        onError: {
          target: 'editing',
          actions: enqueueActions(({ enqueue, event }) => {
            const { fieldErrors, toast } = refusalOf(event.error, credentialFormFields, saveFailedToast);
            enqueue.assign({ fieldErrors });
            if (toast) enqueue({ type: 'showToast', params: toast });
          }),
        },
      },
    },
  },
});
