import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { MarketBotDetail } from '../../../src/domain/market/listing';
import { marketPanelsMachine } from '../../../src/machines/market/market-panels.machine';
import { leadCapture, leadCaptureDetail } from '../../../src/views/market/market-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel, eventually } from '../harness';
import { mountMarketplace } from './marketplace-harness';

function mount() {
  const loadDetail = createDeferredActor<MarketBotDetail, { id: number }>();
  const sut = mountMarketplace({ loadDetail: loadDetail.logic });
  return { ...sut, actor: sut.panels, loadDetail };
}
type Sut = ReturnType<typeof mount>;

const dialogNamed = (name: string) => screen.getByRole('dialog', { name });

describeModel('market panels machine with the detail modal, the cart panel and the Filters overlay', {
  machine: marketPanelsMachine,
  events: [
    { type: 'detail.open', bot: leadCapture },
    { type: 'detail.close' },
    { type: 'detail.retry' },
    { type: 'xstate.done.actor.loadDetail', output: leadCaptureDetail },
    { type: 'xstate.error.actor.loadDetail', error: new Error('Failed to fetch') },
    { type: 'cart.open' },
    { type: 'cart.close' },
    { type: 'filters.open' },
    { type: 'filters.close' },
  ],
  mount,
  unmount: (sut: Sut) => sut.unmount(),
  execute: {
    'detail.open': async () => {
      await eventually(() => void expect(screen.getByRole('button', { name: 'About Lead Capture Pro' })).toBeInTheDocument());
      fireEvent.click(screen.getByRole('button', { name: 'About Lead Capture Pro' }));
    },
    'detail.close': () => {
      fireEvent.click(within(dialogNamed('Lead Capture Pro')).getByRole('button', { name: 'Close' }));
    },
    'detail.retry': () => {
      fireEvent.click(within(dialogNamed('Lead Capture Pro')).getByRole('button', { name: 'Try again' }));
    },
    'xstate.done.actor.loadDetail': (sut, event) => sut.loadDetail.resolve(event.output as MarketBotDetail),
    'xstate.error.actor.loadDetail': (sut, event) => sut.loadDetail.reject(event.error),
    'cart.open': () => {
      fireEvent.click(screen.getByRole('button', { name: /^Cart, / }));
    },
    'cart.close': () => {
      fireEvent.click(within(dialogNamed('Shopping Cart')).getByRole('button', { name: 'Close cart' }));
    },
    'filters.open': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    },
    'filters.close': () => {
      fireEvent.click(within(dialogNamed('Filters')).getByRole('button', { name: 'Close filters' }));
    },
  },
  assertions: {
    none: async () => {
      await eventually(() => void expect(screen.queryByRole('dialog')).toBeNull());
    },
    // The detail modal (02 §2): what the card shows and more, with the terms.
    detail: async (sut: Sut) => {
      await eventually(() => void expect(dialogNamed('Lead Capture Pro')).toBeInTheDocument());
      const dialog = dialogNamed('Lead Capture Pro');
      for (const text of ['by Northwind Labs', '1,200 downloads', '$49.99', 'One-time · USD', 'Secure & Verified', 'Buy Now', 'Add to Cart']) {
        expect(within(dialog).getByText(text, { exact: false })).toBeInTheDocument();
      }
      expect(within(dialog).getByText(/Terms of Service/)).toBeInTheDocument();
      expect(within(dialog).queryByText('Key Features')).toBeNull();
      expect(sut.loadDetail.calls.at(-1)).toEqual({ id: leadCapture.id });
    },
    'detail.loading': () => void expect(within(dialogNamed('Lead Capture Pro')).getByRole('status')).toHaveTextContent('Loading what it does...'),
    // D130: the steps in order, what the buyer sets up, and the latest version, from the workflow.
    'detail.shown': () => {
      const dialog = dialogNamed('Lead Capture Pro');
      const steps = within(dialog).getByRole('list', { name: 'What it does' });
      expect(within(steps).getAllByRole('listitem').map((item) => item.textContent?.trim())).toEqual(['Form Submitted Event', 'Email Is Valid Validate', 'Date the Lead Transform', 'Add Contact to CRM API Call']);
      const needs = within(dialog).getByRole('list', { name: 'What it needs' });
      expect(needs).toHaveTextContent('CRM contacts endpoint: a web address (required)');
      expect(needs).toHaveTextContent('CRM API token: one of your API token credentials (required)');
      expect(needs).toHaveTextContent('Credentials of your own: API token');
      expect(needs).toHaveTextContent('Runs without a browser');
      expect(dialog).toHaveTextContent('Version 2 · Jan 10, 2026: Sends each contact with the date it came in');
    },
    'detail.failed': () => void expect(within(dialogNamed('Lead Capture Pro')).getByRole('alert')).toHaveTextContent('What it does could not be loaded.'),
    cart: async () => {
      await eventually(() => void expect(within(dialogNamed('Shopping Cart')).getByText('Your cart is empty')).toBeInTheDocument());
    },
    filters: async () => {
      await eventually(() => void expect(within(dialogNamed('Filters')).getByRole('button', { name: 'Finance' })).toBeInTheDocument());
    },
  },
});
