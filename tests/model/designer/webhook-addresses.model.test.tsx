import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Webhook, WebhookList } from '../../../src/domain/webhooks/webhooks';
import { copiedShownMs, webhookAddressesMachine, type RotateRequest } from '../../../src/machines/designer/webhook-addresses.machine';
import { WebhookAddresses } from '../../../src/views/designer/WebhookAddresses';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

/** A Webhook node's addresses in Run Settings (D126, D135): load, copy with its passing "Copied", rotate after a confirm. */

const hook: Webhook = {
  nodeId: 'hook',
  label: 'Order arrives',
  productionUrl: 'http://localhost:3000/v1/webhooks/prod-key-1',
  testUrl: 'http://localhost:3000/v1/webhooks/test/test-key-1',
  method: 'POST',
  authentication: 'none',
  signature: null,
  response: 'async',
  enabled: true,
  live: false,
  createdAt: '2026-12-01T08:00:00.000Z',
  rotatedAt: null,
};
const list: WebhookList = { active: false, items: [hook] };
const rotated: Webhook = { ...hook, productionUrl: 'http://localhost:3000/v1/webhooks/prod-key-2', rotatedAt: '2026-12-02T08:00:00.000Z' };

// "Copied" passes on a fake clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function mount() {
  const loadWebhooks = createDeferredActor<WebhookList, { sequenceId: string }>();
  const rotateAddress = createDeferredActor<Webhook, RotateRequest>();
  const copyText = createDeferredActor<void, { text: string }>();
  const actor = createActor(webhookAddressesMachine.provide({ actors: { loadWebhooks: loadWebhooks.logic, rotateAddress: rotateAddress.logic, copyText: copyText.logic } })).start();
  // Nothing is selected at first: selecting a node (or a save) draws the addresses, which load them.
  const view = render(<div />);
  const sut = { actor, view, loadWebhooks, rotateAddress, copyText, reloads: 0 };
  return sut;
}
type Sut = ReturnType<typeof mount>;

const section = () => within(screen.getByRole('group', { name: 'Addresses' }));
const shownNode = (sut: Sut) => sut.actor.getSnapshot().context.nodeId;

describeModel('webhook-addresses machine with a Webhook node’s Addresses', {
  machine: webhookAddressesMachine,
  chainPaths: true,
  // The saved node and a node not saved yet show different things.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.nodeId, snapshot.context.list?.items.some((item) => item.productionUrl === rotated.productionUrl) ?? false]),
  events: (snapshot) => [
    { type: 'addresses.show', sequenceId: 'seq-1', nodeId: 'hook' },
    // A node added since the last save: the server has no address for it yet.
    { type: 'addresses.show', sequenceId: 'seq-1', nodeId: 'fresh' },
    { type: 'xstate.done.actor.loadWebhooks', output: list },
    { type: 'xstate.error.actor.loadWebhooks', error: new Error('No response from server') },
    { type: 'addresses.retry' },
    // Copy and Rotate are there for a saved node only.
    ...(snapshot.context.nodeId === 'hook'
      ? [
          { type: 'addresses.copy', address: 'test' } as const,
          { type: 'addresses.rotate', address: 'production' } as const,
        ]
      : []),
    { type: 'xstate.done.actor.copyText' },
    { type: 'xstate.error.actor.copyText', error: new Error('Denied') },
    { type: 'xstate.after.copiedFor.webhookAddresses.shown.copied' },
    { type: 'addresses.confirm' },
    { type: 'addresses.cancel' },
    { type: 'xstate.done.actor.rotateAddress', output: rotated },
    { type: 'xstate.error.actor.rotateAddress', error: new Error('No sequence of yours has this id') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'addresses.show': (sut, event) => {
      sut.reloads += 1;
      sut.view.rerender(<WebhookAddresses actor={sut.actor} sequenceId="seq-1" nodeId={event.nodeId as string} reloadKey={String(sut.reloads)} />);
    },
    'xstate.done.actor.loadWebhooks': (sut, event) => sut.loadWebhooks.resolve(event.output as WebhookList),
    'xstate.error.actor.loadWebhooks': (sut, event) => sut.loadWebhooks.reject(event.error),
    'addresses.retry': () => {
      fireEvent.click(section().getByRole('button', { name: 'Try again' }));
    },
    'addresses.copy': () => {
      fireEvent.click(section().getByRole('button', { name: 'Copy the test URL' }));
    },
    'xstate.done.actor.copyText': (sut) => sut.copyText.resolve(undefined),
    'xstate.error.actor.copyText': (sut, event) => sut.copyText.reject(event.error),
    'xstate.after.copiedFor.webhookAddresses.shown.copied': () => act(() => void vi.advanceTimersByTime(copiedShownMs)),
    'addresses.rotate': () => {
      fireEvent.click(section().getByRole('button', { name: 'Rotate the production URL' }));
    },
    'addresses.confirm': () => {
      fireEvent.click(section().getByRole('button', { name: 'Rotate address' }));
    },
    'addresses.cancel': () => {
      fireEvent.click(section().getByRole('button', { name: 'Cancel' }));
    },
    'xstate.done.actor.rotateAddress': (sut, event) => sut.rotateAddress.resolve(event.output as Webhook),
    'xstate.error.actor.rotateAddress': (sut, event) => sut.rotateAddress.reject(event.error),
  },
  assertions: {
    idle: () => {
      expect(screen.queryByRole('group', { name: 'Addresses' })).toBeNull();
    },
    loading: (sut) => {
      expect(sut.loadWebhooks.calls.at(-1)).toEqual({ sequenceId: 'seq-1' });
      expect(section().getByText('Loading the addresses...')).toBeInTheDocument();
    },
    failed: () => {
      expect(section().getByRole('alert')).toHaveTextContent('No response from server');
      expect(section().getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    shown: (sut) => {
      if (shownNode(sut) === 'fresh') {
        expect(section().getByText('This node has no address yet: save the workflow to give it one.')).toBeInTheDocument();
        expect(section().queryByRole('button', { name: /Copy/ })).toBeNull();
        return;
      }
      const production = sut.actor.getSnapshot().context.list!.items[0]!.productionUrl;
      expect(section().getByLabelText('Production URL')).toHaveValue(production);
      expect(section().getByLabelText('Test URL')).toHaveValue(hook.testUrl);
      // Workflow Active is off in the server's list.
      expect(section().getByText('Answers only while Workflow Active is on. It is off, so this address does not run yet.')).toBeInTheDocument();
    },
    'shown.ready': (sut) => {
      if (shownNode(sut) === 'fresh') return;
      expect(section().getByRole('button', { name: 'Copy the test URL' })).toHaveTextContent('Copy');
      expect(section().getByRole('button', { name: 'Rotate the production URL' })).toBeEnabled();
      expect(section().queryByRole('alert')).toBeNull();
    },
    'shown.copying': (sut) => {
      expect(sut.copyText.calls.at(-1)).toEqual({ text: hook.testUrl });
      expect(section().getByRole('button', { name: 'Copy the test URL' })).toBeDisabled();
    },
    'shown.copied': () => {
      expect(section().getByRole('button', { name: 'Copy the test URL' })).toHaveTextContent('Copied');
      expect(section().getByText('Copied the test URL.')).toBeInTheDocument();
    },
    'shown.copyFailed': () => {
      expect(section().getByRole('alert')).toHaveTextContent('The clipboard refused it: select the address and copy it yourself.');
      expect(section().getByRole('button', { name: 'Copy the test URL' })).toBeEnabled();
    },
    'shown.confirming': () => {
      expect(section().getByText(/Rotate the production URL\? The old address stops answering at once/)).toBeInTheDocument();
      expect(section().getByRole('button', { name: 'Rotate the production URL' })).toBeDisabled();
    },
    'shown.rotating': (sut) => {
      expect(sut.rotateAddress.calls.at(-1)).toEqual({ sequenceId: 'seq-1', nodeId: 'hook', address: 'production' });
      expect(section().getByRole('button', { name: 'Rotate the production URL' })).toHaveTextContent('Rotating...');
    },
    'shown.rotated': () => {
      expect(section().getByLabelText('Production URL')).toHaveValue(rotated.productionUrl);
      expect(section().getByText('The production URL is new; the old one no longer answers.')).toBeInTheDocument();
    },
    'shown.rotateFailed': () => {
      expect(section().getByRole('alert')).toHaveTextContent('No sequence of yours has this id');
    },
  },
});
