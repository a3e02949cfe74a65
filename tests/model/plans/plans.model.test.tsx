import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { plansMachine, type PlansLoad } from '../../../src/machines/plans/plans.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { fallbackPlans } from '../../../src/domain/plans/plans';
import { PlansView } from '../../../src/views/plans/PlansView';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

const offered = [...fallbackPlans];

function mount() {
  const loadPlans = createDeferredActor<PlansLoad>();
  const subscribe = createDeferredActor<void, { planId: string }>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const actor = createActor(
    plansMachine.provide({
      actors: { loadPlans: loadPlans.logic, subscribe: subscribe.logic },
      actions: { showToast: (_, toast) => showToast(toast) },
    }),
  ).start();
  const view = render(<PlansView actor={actor} />);
  return { actor, view, loadPlans, subscribe, showToast };
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
      snapshot.context.subscribingPlanId,
      snapshot.context.queuedPlanId,
      snapshot.context.confirmingPlanId,
    ]),
  events: [
    { type: 'xstate.done.actor.loadPlans', output: { plans: offered, currentPlanId: null } },
    { type: 'xstate.done.actor.loadPlans', output: { plans: offered, currentPlanId: 'pro-annual' } },
    { type: 'xstate.done.actor.loadPlans', output: { plans: [], currentPlanId: null } },
    { type: 'xstate.error.actor.loadPlans', error: new Error('HTTP 500: Internal Server Error') },
    { type: 'plan.subscribe', planId: 'basic-monthly' },
    { type: 'plan.subscribe', planId: 'pro-annual' },
    { type: 'plan.confirm' },
    { type: 'plan.cancel' },
    { type: 'xstate.done.actor.subscribe', output: undefined },
    { type: 'xstate.error.actor.subscribe', error: new Error('Plan not found') },
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
    'xstate.done.actor.subscribe': (sut) => sut.subscribe.resolve(undefined),
    'xstate.error.actor.subscribe': (sut, event) => sut.subscribe.reject(event.error),
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
      expect(sut.actor.getSnapshot().context.subscribingPlanId).toBeNull();
      expect(screen.queryByText('Processing...')).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
    'list.confirming': (sut: Sut) => {
      const { currentPlanId, confirmingPlanId } = sut.actor.getSnapshot().context;
      const current = offered.find((plan) => plan.id === currentPlanId)!;
      const chosen = offered.find((plan) => plan.id === confirmingPlanId)!;
      // Replacing the current plan is asked first: nothing has been sent for the chosen plan yet.
      const dialog = screen.getByRole('alertdialog', { name: 'Change your plan?' });
      expect(dialog).toHaveTextContent(`You are subscribed to ${current.name}. Subscribing to ${chosen.name} replaces your current plan.`);
      expect(within(dialog).getByRole('button', { name: `Switch to ${chosen.name}` })).toBeEnabled();
      expect(within(dialog).getByRole('button', { name: 'Keep current plan' })).toBeEnabled();
      expect(sut.subscribe.isPending).toBe(false);
      expect(sut.actor.getSnapshot().context.subscribingPlanId).toBeNull();
    },
    'list.subscribing': (sut: Sut) => {
      const { subscribingPlanId, queuedPlanId } = sut.actor.getSnapshot().context;
      const chosen = offered.find((plan) => plan.id === subscribingPlanId)!;
      // Only the chosen plan's button is busy and disabled.
      expect(within(card(chosen.name)).getByRole('button', { name: 'Processing...' })).toBeDisabled();
      for (const other of offered.filter((plan) => plan.id !== chosen.id && plan.id !== sut.actor.getSnapshot().context.currentPlanId)) {
        expect(within(card(other.name)).getByRole('button', { name: `Subscribe to ${other.name}` })).toBeEnabled();
      }
      expect(sut.subscribe.calls.at(-1)).toEqual({ planId: chosen.id });
      // A plan clicked meanwhile is queued, not dropped and not sent alongside: the last request is
      // still the chosen plan's, and the queued one goes out when it settles (the next subscribing state).
      if (queuedPlanId) {
        const queued = offered.find((plan) => plan.id === queuedPlanId)!;
        expect(within(card(queued.name)).getByRole('button', { name: `Subscribe to ${queued.name}` })).toBeEnabled();
      }
    },
  },
});
