import { assign, fromPromise, setup } from 'xstate';
import type { CredentialKind } from '../../domain/credentials/credential-kinds';
import { errorTextOr } from '../../domain/error-text';

/** A credential as a Run Settings field offers it: its name, which the node keeps, and its kind. */
export interface CredentialChoice {
  name: string;
  kind: CredentialKind;
}

export interface CredentialChoicesContext {
  credentials: CredentialChoice[];
  errorMessage: string | null;
}

export type CredentialChoicesEvent = { type: 'credentials.reload' };

/**
 * The user's credentials for the properties panel's credential fields (D66): loaded with the
 * designer, and again on Reload, after one was added on /credentials in another tab.
 */
export const credentialChoicesMachine = setup({
  types: {
    context: {} as CredentialChoicesContext,
    events: {} as CredentialChoicesEvent,
  },
  actors: {
    loadCredentialChoices: fromPromise<CredentialChoice[]>(async () => []),
  },
}).createMachine({
  id: 'credentialChoices',
  context: { credentials: [], errorMessage: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'loadCredentialChoices',
        src: 'loadCredentialChoices',
        onDone: { target: 'ready', actions: assign({ credentials: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ errorMessage: ({ event }) => errorTextOr(event.error, 'Failed to load your credentials') }) },
      },
    },
    ready: { on: { 'credentials.reload': 'loading' } },
    failed: { on: { 'credentials.reload': 'loading' } },
  },
});
