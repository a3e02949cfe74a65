import { and, assign, fromPromise, setup } from 'xstate';
import { errorTextOf } from '../../domain/error-text';
import { currentPlanOf, fallbackPlans, periodEndText, type Plan, type Subscription } from '../../domain/plans/plans';
import type { ToastInput } from '../toast/toast.types';

export interface PlansLoad {
  plans: Plan[];
  /** The user's subscription, paid or due, or null (also when that call failed: it only marks a card). */
  subscription: Subscription | null;
}

export interface PlansContext {
  plans: Plan[];
  subscription: Subscription | null;
  /** The plan paid for the period (active or cancelled); a due one is not current. */
  currentPlanId: string | null;
  /** The plan that would replace the current one, while the user is asked to confirm: one click does not replace a plan unasked. */
  confirmingPlanId: string | null;
}

export type PlansEvent =
  | { type: 'plan.subscribe'; planId: string }
  | { type: 'plan.confirm' }
  | { type: 'plan.cancel' }
  | { type: 'subscription.cancel' }
  | { type: 'subscription.keep' }
  | { type: 'subscription.confirmCancel' };

export const loadFailedToast: ToastInput = {
  title: 'Error Loading Plans',
  description: 'Failed to load subscription plans. Please try again.',
  variant: 'destructive',
};
export const cancelledToast = (subscription: Subscription): ToastInput => ({
  title: 'Plan Cancelled',
  description: `${subscription.plan.name} stays your plan until ${periodEndText(subscription.current_period_end ?? subscription.started_at)}, then ends.`,
  variant: 'success',
});
const cancelFailedFallback = 'Failed to cancel your plan. Please try again.';

function isOffered(context: PlansContext, planId: string): boolean {
  return planId !== context.currentPlanId && context.plans.some((plan) => plan.id === planId);
}

const withSubscription = (subscription: Subscription | null) => ({ subscription, currentPlanId: currentPlanOf(subscription)?.plan_id ?? null });

/**
 * The subscription plans page (spec 01 §2 Subscriptions, §4 Plans page, D2). A plan is
 * subscribed to through its payment (D85), so "Subscribe to {plan}" opens /payment for that plan (after
 * asking when it would replace the current one); the current plan shows its period's end and can be
 * cancelled, ending with its period.
 */
export const plansMachine = setup({
  types: {
    context: {} as PlansContext,
    events: {} as PlansEvent,
  },
  actors: {
    loadPlans: fromPromise<PlansLoad>(async () => ({ plans: [], subscription: null })),
    cancelSubscription: fromPromise<Subscription>(async () => {
      throw new Error('cancelSubscription is provided by the screen');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    /** Opens /payment for the plan. */
    openPayment: (_, _params: { planId: string }) => {},
  },
  guards: {
    isOfferedPlan: ({ context, event }) => event.type === 'plan.subscribe' && isOffered(context, event.planId),
    hasCurrentPlan: ({ context }) => context.currentPlanId !== null,
    isCancellable: ({ context }) => context.subscription?.status === 'active',
  },
}).createMachine({
  id: 'plans',
  context: { plans: [], subscription: null, currentPlanId: null, confirmingPlanId: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        onDone: [
          { guard: ({ event }) => event.output.plans.length === 0, target: 'empty' },
          {
            target: 'list',
            actions: assign(({ event }) => ({ plans: event.output.plans, ...withSubscription(event.output.subscription) })),
          },
        ],
        // The fallback plans hide the failure from the page; the toast still tells the user.
        onError: {
          target: 'list',
          actions: [assign({ plans: () => [...fallbackPlans] }), { type: 'showToast', params: loadFailedToast }],
        },
      },
    },
    empty: {},
    list: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'plan.subscribe': [
              // Replacing the plan the user pays for is asked first; a first plan goes straight to its payment.
              {
                guard: and(['isOfferedPlan', 'hasCurrentPlan']),
                target: 'confirming',
                actions: assign(({ event }) => ({ confirmingPlanId: event.planId })),
              },
              { guard: 'isOfferedPlan', actions: { type: 'openPayment', params: ({ event }) => ({ planId: event.planId }) } },
            ],
            'subscription.cancel': { guard: 'isCancellable', target: 'confirmingCancel' },
          },
        },
        confirming: {
          on: {
            'plan.confirm': {
              target: 'idle',
              actions: [{ type: 'openPayment', params: ({ context }) => ({ planId: context.confirmingPlanId ?? '' }) }, assign({ confirmingPlanId: null })],
            },
            'plan.cancel': {
              target: 'idle',
              actions: assign({ confirmingPlanId: null }),
            },
          },
        },
        confirmingCancel: {
          on: {
            'subscription.confirmCancel': 'cancelling',
            'subscription.keep': 'idle',
          },
        },
        cancelling: {
          invoke: {
            id: 'cancelSubscription',
            src: 'cancelSubscription',
            onDone: {
              target: 'idle',
              actions: [assign(({ event }) => withSubscription(event.output)), { type: 'showToast', params: ({ event }) => cancelledToast(event.output) }],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'showToast',
                params: ({ event }) => ({ title: 'Cancellation Failed', description: errorTextOf(event.error) ?? cancelFailedFallback, variant: 'destructive' as const }),
              },
            },
          },
        },
      },
    },
  },
});
