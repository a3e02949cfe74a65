import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { toastMachine } from '../../../src/machines/toast/toast.machine';
import { ToastRegion } from '../../../src/views/toast/ToastRegion';
import { describeModel } from '../harness';

const autoCloseMs = 5000;
const removeDelayMs = 1_000_000;

function mount() {
  vi.useFakeTimers();
  const actor = createActor(toastMachine).start();
  const view = render(<ToastRegion actor={actor} />);
  return { actor, view };
}
type Sut = ReturnType<typeof mount>;

function swipe(dx: number) {
  const card = screen.getByTestId('toast');
  fireEvent.pointerDown(card, { pointerId: 1, clientX: 100 });
  fireEvent.pointerMove(card, { pointerId: 1, clientX: 100 + dx });
  fireEvent.pointerUp(card, { pointerId: 1, clientX: 100 + dx });
}

describeModel('toast machine with the toast region', {
  machine: toastMachine,
  // The running count of shown toasts only names them; which toast is up and whether it is open is the state.
  serializeState: (snapshot: SnapshotFrom<typeof toastMachine>) =>
    JSON.stringify([snapshot.value, snapshot.context.current?.title, snapshot.context.current?.open]),
  events: [
    { type: 'toast.show', toast: { title: 'Saved', description: 'Your workflow has been saved successfully.', variant: 'success' } },
    { type: 'toast.show', toast: { title: 'Login Failed', description: 'Invalid email or password. Please try again.', variant: 'destructive' } },
    { type: 'toast.dismiss' },
    { type: 'toast.swipe', dx: 50 },
    { type: 'toast.swipe', dx: 49 },
    { type: 'toast.pause' },
    { type: 'toast.resume' },
    { type: 'xstate.after.autoClose.toast.visible.running' },
    { type: 'xstate.after.removeDelay.toast.closed' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    vi.useRealTimers();
  },
  execute: {
    // Toasts are raised by every other flow through notify(); here the test raises them.
    'toast.show': (sut, event) => sut.actor.send(event as never),
    'toast.dismiss': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    },
    'toast.swipe': (_sut, event) => swipe(event.dx as number),
    'toast.pause': () => {
      fireEvent.pointerOver(screen.getByTestId('toast'));
    },
    'toast.resume': () => {
      fireEvent.pointerOut(screen.getByTestId('toast'));
    },
    'xstate.after.autoClose.toast.visible.running': () => act(() => void vi.advanceTimersByTime(autoCloseMs)),
    'xstate.after.removeDelay.toast.closed': () => act(() => void vi.advanceTimersByTime(removeDelayMs)),
  },
  assertions: {
    hidden: () => {
      expect(screen.queryByTestId('toast')).toBeNull();
    },
    visible: (sut: Sut) => {
      const current = sut.actor.getSnapshot().context.current;
      const card = screen.getByTestId('toast');
      expect(card).toHaveTextContent(current?.title ?? '');
      // Errors interrupt the screen reader; everything else is announced politely.
      const region = current?.variant === 'destructive' ? screen.getByRole('alert') : screen.getByRole('status');
      expect(region).toContainElement(card);
      expect(screen.getAllByTestId('toast')).toHaveLength(1);
    },
    'visible.paused': () => {
      // Resting on the toast holds it: the auto-close does not fire.
      act(() => void vi.advanceTimersByTime(autoCloseMs * 2));
      expect(screen.getByTestId('toast')).toBeInTheDocument();
    },
    closed: () => {
      expect(screen.queryByTestId('toast')).toBeNull();
    },
  },
});
