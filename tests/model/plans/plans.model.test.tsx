import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { plansMachine, type PlansLoad } from '../../../src/machines/plans/plans.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { fallbackPlans, type Subscription } from '../../../src/domain/plans/plans';
import { PlansView } from '../../../src/views/plans/PlansView';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

const offered = [...fallbackPlans];
const basic: Subscription = { plan_id: 'basic-monthly', plan: fallbackPlans[0]!, status: 'active', started_at: '2026-01-04T10:00:00.000Z', current_period_end: '2026-02-04T10:00:00.000Z' };

function mount() {
  const loadPlans = createDeferredActor<PlansLoad>();
  const cancelSubscription = createDeferredActor<Subscription>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const openPayment = vi.fn<(planId: string) => void>();
  const actor = createActor(
    plansMachine.provide({
      actors: { loadPlans: loadPlans.logic, cancelSubscription: cancelSubscription.logic },
      actions: { showToast: (_, toast) => showToast(toast), openPayment: (_, { planId }) => openPayment(planId) },
    }),
  ).start();
  const view = render(<PlansView actor={actor} />);
  return { actor, view, loadPlans, cancelSubscription, showToast, openPayment };
}
type Sut = ReturnType<typeof mount>;

/** The reasons section shows in every phase of the page. */
function expectReasons() {
  const why = screen.getByRole('region', { name: 'Why Choose Our Automation Platform?', hidden: true });
  for (const name of ['Lightning Fast', 'Enterprise Security', '24/7 Support']) {
    expect(within(why).getByRole('heading', { name, level: 3, hidden: true })).toBeInTheDocument();
  }
}

// `hidden`: while the plan-switch dialog is open, the page behind it is hidden from assistive technology.
function card(name: string) {
  return screen.getAllByTestId('plan-card').find((element) => within(element).queryByRole('heading', { name, hidden: true }))!;
}

describeModel('plans machine with the plans view', {
  machine: plansMachine,
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.currentPlanId,
      snapshot.context.subscription?.status ?? null,
      snapshot.context.confirmingPlanId,
    ]),
  events: [
    { type: 'xstate.done.actor.loadPlans', output: { plans: offered, subscription: null } },
    { type: 'xstate.done.actor.loadPlans', output: { plans: offered, subscription: basic } },
    { type: 'xstate.done.actor.loadPlans', output: { plans: [], subscription: null } },
    { type: 'xstate.error.actor.loadPlans', error: new Error('HTTP 500: Internal Server Error') },
    { type: 'plan.subscribe', planId: 'basic-monthly' },
    { type: 'plan.subscribe', planId: 'pro-annual' },
    { type: 'plan.confirm' },
    { type: 'plan.cancel' },
    { type: 'subscription.cancel' },
    { type: 'subscription.keep' },
    { type: 'subscription.confirmCancel' },
    { type: 'xstate.done.actor.cancelSubscription', output: { ...basic, status: 'cancelled' } },
    { type: 'xstate.error.actor.cancelSubscription', error: new Error('You have no paid plan to cancel') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'xstate.done.actor.loadPlans': (sut, event) => sut.loadPlans.resolve(event.output as PlansLoad),
    'xstate.error.actor.loadPlans': (sut, event) => sut.loadPlans.reject(event.error),
    'plan.subscribe': (_sut, event) => {
      const plan = offered.find((candidate) => candidate.id === event.planId)!;
      fireEvent.click(screen.getByRole('button', { name: `Subscribe to ${plan.name}` }));
    },
    'plan.confirm': () => {
      const dialog = screen.getByRole('alertdialog', { name: 'Change your plan?' });
      fireEvent.click(within(dialog).getByRole('button', { name: /^Switch to / }));
    },
    'plan.cancel': () => {
      const dialog = screen.getByRole('alertdialog', { name: 'Change your plan?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep current plan' }));
    },
    'subscription.cancel': () => void fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' })),
    'subscription.keep': () => void fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Cancel your plan?' })).getByRole('button', { name: 'Keep my plan' })),
    'subscription.confirmCancel': () =>
      void fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Cancel your plan?' })).getByRole('button', { name: 'Cancel at period end' })),
    'xstate.done.actor.cancelSubscription': (sut, event) => sut.cancelSubscription.resolve(event.output as Subscription),
    'xstate.error.actor.cancelSubscription': (sut, event) => sut.cancelSubscription.reject(event.error),
  },
  assertions: {
    loading: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading Subscription Plans...');
      expect(screen.queryByTestId('plan-card')).toBeNull();
      expectReasons();
    },
    empty: () => {
      expect(screen.getByRole('heading', { name: 'No Plans Available' })).toBeInTheDocument();
      expect(screen.getByText('Please try again later or contact support.')).toBeInTheDocument();
      expectReasons();
    },
    list: (sut: Sut) => {
      const { plans, currentPlanId } = sut.actor.getSnapshot().context;
      expect(screen.getAllByTestId('plan-card')).toHaveLength(plans.length);
      expect(within(card('Pro Annual')).getByText('Most Popular')).toBeInTheDocument();
      expect(within(card('Pro Annual')).getByText('Save 20% vs monthly billing')).toBeInTheDocument();
      expect(within(card('Basic Monthly')).getByText('/month')).toBeInTheDocument();
      expectReasons();
      for (const plan of plans) {
        const own = within(card(plan.name));
        if (plan.id === currentPlanId) {
          expect(own.getByText('Your current plan')).toBeInTheDocument();
          expect(own.getByRole('button', { name: 'Current Plan', hidden: true })).toBeDisabled();
        } else {
          expect(own.queryByText('Your current plan')).toBeNull();
        }
      }
    },
    'list.idle': (sut: Sut) => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
      const { subscription } = sut.actor.getSnapshot().context;
      const panel = screen.getByTestId('current-plan');
      // D149: the page says how long runs are kept, the user's plan's and each card's.
      expect(panel).toHaveTextContent(subscription ? 'Runs are kept for 90 days on Basic Monthly' : 'Runs are kept for 30 days on the Free allowance');
      expect(screen.getAllByTestId('plan-retention').map((line) => line.textContent)).toEqual(
        sut.actor.getSnapshot().context.plans.map((plan) => `Runs kept for ${({ 'basic-monthly': '90 days', 'team-monthly': '180 days', 'pro-annual': '1 year' } as Record<string, string>)[plan.id] ?? '30 days'}`),
      );
      if (!subscription) expect(panel).toHaveTextContent('You have no plan: the Free allowance applies');
      else if (subscription.status === 'active') {
        expect(panel).toHaveTextContent('Your plan: Basic Monthly');
        expect(panel).toHaveTextContent('Paid until February 4, 2026.');
        expect(within(panel).getByRole('button', { name: 'Cancel plan' })).toBeEnabled();
      } else {
        expect(panel).toHaveTextContent('Cancelled: it ends on February 4, 2026');
        expect(within(panel).queryByRole('button', { name: 'Cancel plan' })).toBeNull();
      }
      // Subscribing opened the chosen plan's payment, never a subscription without it.
      for (const planId of sut.openPayment.mock.calls.map(([id]) => id)) expect(offered.map((plan) => plan.id)).toContain(planId);
    },
    'list.confirming': (sut: Sut) => {
      const { currentPlanId, confirmingPlanId } = sut.actor.getSnapshot().context;
      const current = offered.find((plan) => plan.id === currentPlanId)!;
      const chosen = offered.find((plan) => plan.id === confirmingPlanId)!;
      // Replacing the current plan is asked first: its payment is not opened yet.
      const dialog = screen.getByRole('alertdialog', { name: 'Change your plan?' });
      expect(dialog).toHaveTextContent(`You are subscribed to ${current.name}. Subscribing to ${chosen.name} replaces your current plan. It starts when its payment succeeds`);
      expect(within(dialog).getByRole('button', { name: `Switch to ${chosen.name}` })).toBeEnabled();
      expect(sut.openPayment).not.toHaveBeenCalledWith(chosen.id);
    },
    'list.confirmingCancel': () => {
      const dialog = screen.getByRole('alertdialog', { name: 'Cancel your plan?' });
      expect(dialog).toHaveTextContent('Basic Monthly stays your plan until February 4, 2026, then ends');
    },
    'list.cancelling': (sut: Sut) => {
      expect(sut.cancelSubscription.isPending).toBe(true);
      expect(screen.getByRole('button', { name: 'Cancelling...', hidden: true })).toBeDisabled();
    },
  },
});
