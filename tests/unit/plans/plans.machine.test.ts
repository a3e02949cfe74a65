import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loadFailedToast, plansMachine, subscribedToast, type PlansLoad } from '../../../src/machines/plans/plans.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { fallbackPlans } from '../../../src/domain/plans/plans';

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
    // Replacing the current plan is asked first: nothing is sent until the user confirms.
    expect(actor.getSnapshot().matches({ list: 'confirming' })).toBe(true);
    expect(subscribe).not.toHaveBeenCalled();
    actor.send({ type: 'plan.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'idle' }) && snapshot.context.currentPlanId === 'pro-annual');
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([subscribedToast]);
  });

  it('asks before replacing the current plan, and a cancel sends nothing (issue 11 point 12)', async () => {
    const subscribe = vi.fn(async () => {});
    const { actor, toasts } = start(async () => ({ plans: [...fallbackPlans], currentPlanId: 'basic-monthly' }), subscribe);
    await waitFor(actor, (snapshot) => snapshot.matches('list'));
    actor.send({ type: 'plan.subscribe', planId: 'pro-annual' });
    expect(actor.getSnapshot().context.confirmingPlanId).toBe('pro-annual');
    actor.send({ type: 'plan.cancel' });
    expect(actor.getSnapshot().matches({ list: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ currentPlanId: 'basic-monthly', confirmingPlanId: null, subscribingPlanId: null });
    expect(subscribe).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
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

  describe('a plan chosen while another is being subscribed (spec 01 §4: only the chosen button is disabled)', () => {
    const team = { ...fallbackPlans[0]!, id: 'team-monthly', name: 'Team Monthly' };

    /** Subscribe calls that each wait for the test to settle them, in the order they were made. */
    function settleable() {
      const calls: Array<{ planId: string; settle: (error?: Error) => void }> = [];
      const subscribe = ({ input }: { input: { planId: string } }) =>
        new Promise<void>((resolve, reject) => {
          calls.push({ planId: input.planId, settle: (error) => (error ? reject(error) : resolve()) });
        });
      return { calls, subscribe };
    }

    function startWith(subscribe: (args: { input: { planId: string } }) => Promise<void>) {
      const toasts: ToastInput[] = [];
      const actor = createActor(
        plansMachine.provide({
          actors: { loadPlans: fromPromise<PlansLoad>(async () => ({ plans: [...fallbackPlans, team], currentPlanId: null })), subscribe: fromPromise(subscribe) },
          actions: { showToast: (_, toast) => void toasts.push(toast) },
        }),
      ).start();
      return { actor, toasts };
    }

    it('sends the other plan once the first request has succeeded, and that plan ends up current', async () => {
      const { calls, subscribe } = settleable();
      const { actor, toasts } = startWith(subscribe);
      await waitFor(actor, (snapshot) => snapshot.matches({ list: 'idle' }));
      actor.send({ type: 'plan.subscribe', planId: 'basic-monthly' });
      actor.send({ type: 'plan.subscribe', planId: 'pro-annual' });
      // Never two requests at once.
      expect(calls.map((call) => call.planId)).toEqual(['basic-monthly']);
      expect(actor.getSnapshot().context).toMatchObject({ subscribingPlanId: 'basic-monthly', queuedPlanId: 'pro-annual' });

      calls[0]!.settle();
      // The queued plan would now replace a current one: it is asked about before it is sent.
      await waitFor(actor, (snapshot) => snapshot.matches({ list: 'confirming' }));
      expect(actor.getSnapshot().context).toMatchObject({ currentPlanId: 'basic-monthly', queuedPlanId: null, confirmingPlanId: 'pro-annual' });
      expect(calls.map((call) => call.planId)).toEqual(['basic-monthly']);
      actor.send({ type: 'plan.confirm' });
      await waitFor(actor, (snapshot) => snapshot.context.subscribingPlanId === 'pro-annual');
      expect(calls.map((call) => call.planId)).toEqual(['basic-monthly', 'pro-annual']);

      calls[1]!.settle();
      await waitFor(actor, (snapshot) => snapshot.matches({ list: 'idle' }));
      expect(actor.getSnapshot().context).toMatchObject({ currentPlanId: 'pro-annual', subscribingPlanId: null, queuedPlanId: null });
      expect(toasts).toEqual([subscribedToast, subscribedToast]);
    });

    it('still sends the queued plan after the first request failed', async () => {
      const { calls, subscribe } = settleable();
      const { actor, toasts } = startWith(subscribe);
      await waitFor(actor, (snapshot) => snapshot.matches({ list: 'idle' }));
      actor.send({ type: 'plan.subscribe', planId: 'basic-monthly' });
      actor.send({ type: 'plan.subscribe', planId: 'pro-annual' });
      calls[0]!.settle(new Error('Plan not found'));
      await waitFor(actor, (snapshot) => snapshot.context.subscribingPlanId === 'pro-annual');
      expect(actor.getSnapshot().context.currentPlanId).toBeNull();
      expect(toasts.map((toast) => toast.title)).toEqual(['Subscription Failed']);
      expect(calls.map((call) => call.planId)).toEqual(['basic-monthly', 'pro-annual']);
    });

    it('keeps only the latest choice, and ignores the plan already on its way', async () => {
      const { calls, subscribe } = settleable();
      const { actor } = startWith(subscribe);
      await waitFor(actor, (snapshot) => snapshot.matches({ list: 'idle' }));
      actor.send({ type: 'plan.subscribe', planId: 'basic-monthly' });
      actor.send({ type: 'plan.subscribe', planId: 'pro-annual' });
      actor.send({ type: 'plan.subscribe', planId: 'team-monthly' });
      actor.send({ type: 'plan.subscribe', planId: 'basic-monthly' });
      expect(actor.getSnapshot().context.queuedPlanId).toBe('team-monthly');

      calls[0]!.settle();
      await waitFor(actor, (snapshot) => snapshot.context.confirmingPlanId === 'team-monthly');
      actor.send({ type: 'plan.confirm' });
      await waitFor(actor, (snapshot) => snapshot.context.subscribingPlanId === 'team-monthly');
      calls[1]!.settle();
      await waitFor(actor, (snapshot) => snapshot.matches({ list: 'idle' }));
      expect(calls.map((call) => call.planId)).toEqual(['basic-monthly', 'team-monthly']);
      expect(actor.getSnapshot().context.currentPlanId).toBe('team-monthly');
    });

    it('does not queue the current plan or a plan it does not offer', async () => {
      const { calls, subscribe } = settleable();
      const { actor } = startWith(subscribe);
      await waitFor(actor, (snapshot) => snapshot.matches({ list: 'idle' }));
      actor.send({ type: 'plan.subscribe', planId: 'basic-monthly' });
      calls[0]!.settle();
      await waitFor(actor, (snapshot) => snapshot.matches({ list: 'idle' }) && snapshot.context.currentPlanId === 'basic-monthly');
      actor.send({ type: 'plan.subscribe', planId: 'pro-annual' });
      actor.send({ type: 'plan.confirm' });
      actor.send({ type: 'plan.subscribe', planId: 'basic-monthly' });
      actor.send({ type: 'plan.subscribe', planId: 'enterprise-forever' });
      expect(actor.getSnapshot().context.queuedPlanId).toBeNull();
      calls[1]!.settle();
      await waitFor(actor, (snapshot) => snapshot.matches({ list: 'idle' }));
      expect(calls.map((call) => call.planId)).toEqual(['basic-monthly', 'pro-annual']);
    });
  });
});
