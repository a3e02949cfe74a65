import { assign, fromPromise, setup } from 'xstate';
import { errorTextOr } from '../../domain/error-text';
import type { Webhook, WebhookAddress, WebhookList } from '../../domain/webhooks/webhooks';

/**
 * A Webhook node's addresses in its Run Settings (D126, D135): its production and test URLs from the
 * server's list of the sequence's webhooks, each with Copy (to the clipboard, with a "Copied" state
 * that passes) and Rotate (confirmed first: the old address stops answering). The list says whether
 * Workflow Active is on, without which the production URL does not run; a node the server does not
 * list was not saved yet, so it has no address. Showing another node, or the same one after a save,
 * loads the list again.
 */
export interface WebhookAddressesContext {
  sequenceId: string | null;
  nodeId: string | null;
  list: WebhookList | null;
  /** The address whose copy or rotation is under way, asked for, or just done. */
  address: WebhookAddress | null;
  errorMessage: string | null;
}

export type WebhookAddressesEvent =
  | { type: 'addresses.show'; sequenceId: string; nodeId: string }
  | { type: 'addresses.retry' }
  | { type: 'addresses.copy'; address: WebhookAddress }
  | { type: 'addresses.rotate'; address: WebhookAddress }
  | { type: 'addresses.confirm' }
  | { type: 'addresses.cancel' };

export interface RotateRequest {
  sequenceId: string;
  nodeId: string;
  address: WebhookAddress;
}

/** How long "Copied" stays on the button. */
export const copiedShownMs = 2000;

const urlOf = (webhook: Webhook | undefined, address: WebhookAddress) => (address === 'production' ? webhook?.productionUrl : webhook?.testUrl) ?? '';
const webhookOf = (context: WebhookAddressesContext) => context.list?.items.find((item) => item.nodeId === context.nodeId);

/** Copy and Rotate, from a shown list. */
const actionsOnShown = {
  'addresses.copy': { target: '#webhookAddresses.shown.copying', actions: 'takeAddress' },
  'addresses.rotate': { target: '#webhookAddresses.shown.confirming', actions: 'takeAddress' },
} as const;

export const webhookAddressesMachine = setup({
  types: {
    context: {} as WebhookAddressesContext,
    events: {} as WebhookAddressesEvent,
  },
  actors: {
    loadWebhooks: fromPromise<WebhookList, { sequenceId: string }>(async () => {
      throw new Error('loadWebhooks is supplied by the app');
    }),
    rotateAddress: fromPromise<Webhook, RotateRequest>(async () => {
      throw new Error('rotateAddress is supplied by the app');
    }),
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new Error('copyText is supplied by the app');
    }),
  },
  actions: {
    takeAddress: assign({ address: ({ context, event }) => (event.type === 'addresses.copy' || event.type === 'addresses.rotate' ? event.address : context.address), errorMessage: null }),
  },
  delays: { copiedFor: copiedShownMs },
}).createMachine({
  id: 'webhookAddresses',
  context: { sequenceId: null, nodeId: null, list: null, address: null, errorMessage: null },
  initial: 'idle',
  on: {
    'addresses.show': {
      target: '.loading',
      actions: assign({ sequenceId: ({ event }) => event.sequenceId, nodeId: ({ event }) => event.nodeId, address: null, errorMessage: null }),
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'loadWebhooks',
        src: 'loadWebhooks',
        input: ({ context }) => ({ sequenceId: context.sequenceId ?? '' }),
        onDone: { target: 'shown', actions: assign({ list: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ list: null, errorMessage: ({ event }) => errorTextOr(event.error, 'The addresses could not be loaded') }) },
      },
    },
    failed: {
      on: { 'addresses.retry': 'loading' },
    },
    shown: {
      initial: 'ready',
      states: {
        ready: { on: actionsOnShown },
        copying: {
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ context }) => ({ text: urlOf(webhookOf(context), context.address ?? 'test') }),
            onDone: 'copied',
            onError: { target: 'copyFailed', actions: assign({ errorMessage: 'The clipboard refused it: select the address and copy it yourself.' }) },
          },
        },
        copied: {
          after: { copiedFor: 'ready' },
          on: actionsOnShown,
        },
        copyFailed: { on: actionsOnShown },
        /** Rotate was pressed: the old address will stop answering, so it is asked first. */
        confirming: {
          on: {
            'addresses.confirm': 'rotating',
            'addresses.cancel': { target: 'ready', actions: assign({ address: null }) },
          },
        },
        rotating: {
          invoke: {
            id: 'rotateAddress',
            src: 'rotateAddress',
            input: ({ context }) => ({ sequenceId: context.sequenceId ?? '', nodeId: context.nodeId ?? '', address: context.address ?? 'test' }),
            onDone: {
              target: 'rotated',
              actions: assign({ list: ({ context, event }) => (context.list ? { ...context.list, items: context.list.items.map((item) => (item.nodeId === event.output.nodeId ? event.output : item)) } : null) }),
            },
            onError: { target: 'rotateFailed', actions: assign({ errorMessage: ({ event }) => errorTextOr(event.error, 'The address could not be rotated') }) },
          },
        },
        /** The new address is shown; the old one no longer answers. */
        rotated: { on: actionsOnShown },
        rotateFailed: { on: actionsOnShown },
      },
    },
  },
});
