import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { marketPanelsMachine } from '../../../src/machines/market/market-panels.machine';
import { leadCapture } from '../../../src/views/market/market-story-fixtures';
import { describeModel, eventually } from '../harness';
import { mountMarketplace } from './marketplace-harness';

function mount() {
  const sut = mountMarketplace({});
  return { ...sut, actor: sut.panels };
}
type Sut = ReturnType<typeof mount>;

const dialogNamed = (name: string) => screen.getByRole('dialog', { name });

describeModel('market panels machine with the detail modal, the cart panel and the Filters overlay', {
  machine: marketPanelsMachine,
  events: [
    { type: 'detail.open', bot: leadCapture },
    { type: 'detail.close' },
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
    // The detail modal (02 §2): what the card shows and more, with the fixed features and terms.
    detail: async () => {
      await eventually(() => void expect(dialogNamed('Lead Capture Pro')).toBeInTheDocument());
      const dialog = dialogNamed('Lead Capture Pro');
      for (const text of ['by Northwind Labs', '1,200 downloads', 'Key Features', '$49.99', 'One-time · USD', 'Secure & Verified', 'Buy Now', 'Add to Cart']) {
        expect(within(dialog).getByText(text, { exact: false })).toBeInTheDocument();
      }
      expect(within(dialog).getByText(/Terms of Service/)).toBeInTheDocument();
    },
    cart: async () => {
      await eventually(() => void expect(within(dialogNamed('Shopping Cart')).getByText('Your cart is empty')).toBeInTheDocument());
    },
    filters: async () => {
      await eventually(() => void expect(within(dialogNamed('Filters')).getByRole('button', { name: 'Finance' })).toBeInTheDocument());
    },
  },
});
