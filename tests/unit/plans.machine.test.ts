import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loadFailedToast, plansMachine, subscribedToast, type PlansLoad } from '../../src/machines/plans.machine';
import type { ToastInput } from '../../src/machines/toast.types';
import { fallbackPlans } from '../../src/services/contract/plans';

function start(load: () => Promise<PlansLoad>, subscribe: () => Promise<void> = async () => {}) {
  const toasts: ToastInput[] = [];
  const actor = createActor(
    plansMachine.provide({
      actors: { loadPlans: fromPromise(load), subscribe: fromPromise(subscribe) },
      actions: { showToast: (_, toast) => void toasts.push(toast) },
    }),
  ).start();
  return { actor, toasts };
}

describe('plans machine', () => {
  it('shows the fallback plans with the load-failure toast when the call fails', async () => {
    const { actor, toasts } = start(() => Promise.reject(new Error('No response from server')));
    await waitFor(actor, (snapshot) => snapshot.matches('list'));
    expect(actor.getSnapshot().context.plans.map((plan) => plan.id)).toEqual(['basic-monthly', 'pro-annual']);
    expect(toasts).toEqual([loadFailedToast]);
  });

  it('marks the subscribed plan current and announces it', async () => {
    const subscribe = vi.fn(async () => {});
    const { actor, toasts } = start(async () => ({ plans: [...fallbackPlans], currentPlanId: 'basic-monthly' }), subscribe);
    await waitFor(actor, (snapshot) => snapshot.matches('list'));
    actor.send({ type: 'plan.subscribe', planId: 'pro-annual' });
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'idle' }) && snapshot.context.currentPlanId === 'pro-annual');
    expect(toasts).toEqual([subscribedToast]);
  });

  it('ignores subscribing again to the current plan or to a plan it does not offer', async () => {
    const subscribe = vi.fn(async () => {});
    const { actor } = start(async () => ({ plans: [...fallbackPlans], currentPlanId: 'basic-monthly' }), subscribe);
    await waitFor(actor, (snapshot) => snapshot.matches('list'));
    actor.send({ type: 'plan.subscribe', planId: 'basic-monthly' });
    actor.send({ type: 'plan.subscribe', planId: 'enterprise-forever' });
    expect(actor.getSnapshot().matches({ list: 'idle' })).toBe(true);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('shows the server message when subscribing fails, else the fallback text', async () => {
    let failure: Error = new Error('Plan not found');
    const { actor, toasts } = start(async () => ({ plans: [...fallbackPlans], currentPlanId: null }), () => Promise.reject(failure));
    await waitFor(actor, (snapshot) => snapshot.matches('list'));
    actor.send({ type: 'plan.subscribe', planId: 'pro-annual' });
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'idle' }) && toasts.length === 1);
    failure = new Error('');
    actor.send({ type: 'plan.subscribe', planId: 'pro-annual' });
    await waitFor(actor, () => toasts.length === 2);
    expect(toasts.map((toast) => toast.description)).toEqual(['Plan not found', 'Failed to subscribe. Please try again.']);
    expect(actor.getSnapshot().context.currentPlanId).toBeNull();
  });
});
