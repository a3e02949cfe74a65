import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { toastMachine } from '../../../src/machines/toast/toast.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { ToastRegion } from '../../../src/views/toast/ToastRegion';

function renderRegion() {
  const actor = createActor(toastMachine).start();
  render(<ToastRegion actor={actor} />);
  const show = (toast: ToastInput) =>
    act(() => {
      actor.send({ type: 'toast.show', toast });
    });
  return { actor, show };
}

describe('ToastRegion', () => {
  it('F8 moves focus to the notifications region', async () => {
    renderRegion();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).not.toHaveFocus();
    await userEvent.keyboard('{F8}');
    expect(region).toHaveFocus();
  });

  it('announces ordinary toasts politely and destructive ones assertively', () => {
    const { show } = renderRegion();
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');

    show({ title: 'Profile Updated!', description: 'Your profile has been successfully updated.', variant: 'success' });
    expect(polite).toHaveTextContent('Profile Updated!Your profile has been successfully updated.');
    expect(assertive).toBeEmptyDOMElement();

    show({ title: 'Login Failed', description: 'Invalid email or password. Please try again.', variant: 'destructive' });
    expect(assertive).toHaveTextContent('Login Failed');
    expect(polite).toBeEmptyDOMElement();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('the close button dismisses the toast', async () => {
    const { actor, show } = renderRegion();
    show({ title: 'Added to Cart!', variant: 'cart' });
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'cart');
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a pointer swipe of 50 px to the right dismisses; 49 px does not', () => {
    const { show } = renderRegion();
    show({ title: 'Swipe me' });
    const swipe = (dx: number) => {
      const card = screen.getByTestId('toast');
      fireEvent.pointerDown(card, { pointerId: 1, clientX: 100 });
      fireEvent.pointerMove(card, { pointerId: 1, clientX: 100 + dx });
      fireEvent.pointerUp(card, { pointerId: 1, clientX: 100 + dx });
    };
    swipe(49);
    expect(screen.getByTestId('toast')).toHaveTextContent('Swipe me');
    swipe(50);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
