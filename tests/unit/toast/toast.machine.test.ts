import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { toastMachine } from '../../../src/machines/toast/toast.machine';
import { selectVisibleToast } from '../../../src/machines/toast/toast.selectors';

function startToasts() {
  const clock = new SimulatedClock();
  const actor = createActor(toastMachine, { clock }).start();
  const visible = () => selectVisibleToast(actor.getSnapshot());
  return { clock, actor, visible };
}

describe('toast machine', () => {
  it('starts with nothing to show', () => {
    const { visible, actor } = startToasts();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(visible()).toBeNull();
  });

  it('shows a toast with an id, the default variant and open', () => {
    const { actor, visible } = startToasts();
    actor.send({ type: 'toast.show', toast: { title: 'Login Successful!', description: 'Welcome back Ada Lovelace' } });
    expect(visible()).toEqual({
      id: 'toast-1',
      title: 'Login Successful!',
      description: 'Welcome back Ada Lovelace',
      variant: 'default',
      open: true,
    });
  });

  it('replaces the visible toast with a new one: at most one at a time', () => {
    const { actor, visible } = startToasts();
    actor.send({ type: 'toast.show', toast: { title: 'First' } });
    actor.send({ type: 'toast.show', toast: { title: 'Second', variant: 'destructive' } });
    expect(visible()).toMatchObject({ id: 'toast-2', title: 'Second', variant: 'destructive', open: true });
    expect(actor.getSnapshot().context.current?.title).toBe('Second');
  });

  it('closes by itself after 5000 ms, not before', () => {
    const { actor, clock, visible } = startToasts();
    actor.send({ type: 'toast.show', toast: { title: 'Saved' } });
    clock.increment(4999);
    expect(visible()?.title).toBe('Saved');
    clock.increment(1);
    expect(visible()).toBeNull();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('restarts the 5000 ms for a replacing toast', () => {
    const { actor, clock, visible } = startToasts();
    actor.send({ type: 'toast.show', toast: { title: 'First' } });
    clock.increment(3000);
    actor.send({ type: 'toast.show', toast: { title: 'Second' } });
    clock.increment(3000);
    expect(visible()?.title).toBe('Second');
    clock.increment(2000);
    expect(visible()).toBeNull();
  });

  it('closes on dismiss', () => {
    const { actor, visible } = startToasts();
    actor.send({ type: 'toast.show', toast: { title: 'Saved' } });
    actor.send({ type: 'toast.dismiss' });
    expect(visible()).toBeNull();
    expect(actor.getSnapshot().context.current).toMatchObject({ title: 'Saved', open: false });
  });

  it('ignores a swipe of 49 px and dismisses on one of 50 px', () => {
    const { actor, visible } = startToasts();
    actor.send({ type: 'toast.show', toast: { title: 'Swipe me' } });
    actor.send({ type: 'toast.swipe', dx: 49 });
    expect(visible()?.title).toBe('Swipe me');
    actor.send({ type: 'toast.swipe', dx: -80 });
    expect(visible()?.title).toBe('Swipe me');
    actor.send({ type: 'toast.swipe', dx: 50 });
    expect(visible()).toBeNull();
  });

  it('does not close while paused, and closes 5000 ms after resuming', () => {
    const { actor, clock, visible } = startToasts();
    actor.send({ type: 'toast.show', toast: { title: 'Hover me' } });
    clock.increment(4000);
    actor.send({ type: 'toast.pause' });
    clock.increment(60_000);
    expect(visible()?.title).toBe('Hover me');
    actor.send({ type: 'toast.resume' });
    clock.increment(4999);
    expect(visible()?.title).toBe('Hover me');
    clock.increment(1);
    expect(visible()).toBeNull();
  });

  it('removes a closed toast after the 1,000,000 ms removal delay', () => {
    const { actor, clock } = startToasts();
    actor.send({ type: 'toast.show', toast: { title: 'Saved' } });
    actor.send({ type: 'toast.dismiss' });
    clock.increment(999_999);
    expect(actor.getSnapshot().context.current?.title).toBe('Saved');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.current).toBeNull();
  });

  it('shows a new toast while the previous one waits for removal', () => {
    const { actor, clock, visible } = startToasts();
    actor.send({ type: 'toast.show', toast: { title: 'Old' } });
    actor.send({ type: 'toast.dismiss' });
    actor.send({ type: 'toast.show', toast: { title: 'New', variant: 'success' } });
    expect(visible()).toMatchObject({ title: 'New', variant: 'success' });
    // The old removal timer must not take the new toast away.
    clock.increment(4999);
    expect(visible()?.title).toBe('New');
  });
});
