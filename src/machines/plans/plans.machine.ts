import { and, assign, fromPromise, setup } from 'xstate';
import { errorTextOf } from '../../domain/error-text';
import { fallbackPlans, type Plan } from '../../domain/plans/plans';
import type { ToastInput } from '../toast/toast.types';

export interface PlansLoad {
  plans: Plan[];
  /** The plan the user is subscribed to, or null (also when that call failed: it only marks a card). */
  currentPlanId: string | null;
}

export interface PlansContext {
  plans: Plan[];
  currentPlanId: string | null;
  /** The plan whose subscription is being sent; only its button is disabled (spec 01 §4). */
  subscribingPlanId: string | null;
  /** The latest other plan chosen while a subscription was on its way; it is sent once that one settles. */
  queuedPlanId: string | null;
  /** The plan that would replace the current one, while the user is asked to confirm (issue 11 point 12). */
  confirmingPlanId: string | null;
}

export type PlansEvent = { type: 'plan.subscribe'; planId: string } | { type: 'plan.confirm' } | { type: 'plan.cancel' };

export const loadFailedToast: ToastInput = {
  title: 'Error Loading Plans',
  description: 'Failed to load subscription plans. Please try again.',
  variant: 'destructive',
};
export const subscribedToast: ToastInput = {
  title: 'Subscription Successful!',
  description: 'You have successfully subscribed to the plan.',
  variant: 'success',
};
const subscribeFailedFallback = 'Failed to subscribe. Please try again.';

function isOffered(context: PlansContext, planId: string): boolean {
  return planId !== context.currentPlanId && context.plans.some((plan) => plan.id === planId);
}

/** The subscription plans page (spec 01 §2 Subscriptions, §4 Plans page, D2). */
export const plansMachine = setup({
  types: {
    context: {} as PlansContext,
    events: {} as PlansEvent,
  },
  actors: {
    loadPlans: fromPromise<PlansLoad>(async () => ({ plans: [], currentPlanId: null })),
    subscribe: fromPromise<void, { planId: string }>(async () => {}),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
  },
  guards: {
    isOfferedPlan: ({ context, event }) => event.type === 'plan.subscribe' && isOffered(context, event.planId),
    isOtherOfferedPlan: ({ context, event }) =>
      event.type === 'plan.subscribe' && event.planId !== context.subscribingPlanId && isOffered(context, event.planId),
    hasQueuedPlan: ({ context }) => context.queuedPlanId !== null,
    hasCurrentPlan: ({ context }) => context.currentPlanId !== null,
  },
}).createMachine({
  id: 'plans',
  context: { plans: [], currentPlanId: null, subscribingPlanId: null, queuedPlanId: null, confirmingPlanId: null },
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
            actions: assign(({ event }) => ({ plans: event.output.plans, currentPlanId: event.output.currentPlanId })),
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
          // A plan chosen while another was being subscribed goes out as soon as that one has settled,
          // after asking when it would replace a current plan.
          always: [
            {
              guard: and(['hasQueuedPlan', 'hasCurrentPlan']),
              target: 'confirming',
              actions: assign(({ context }) => ({ confirmingPlanId: context.queuedPlanId, queuedPlanId: null })),
            },
            {
              guard: 'hasQueuedPlan',
              target: 'subscribing',
              actions: assign(({ context }) => ({ subscribingPlanId: context.queuedPlanId, queuedPlanId: null })),
            },
          ],
          on: {
            'plan.subscribe': [
              // Replacing the plan the user pays for is asked first; a first plan is one click.
              {
                guard: and(['isOfferedPlan', 'hasCurrentPlan']),
                target: 'confirming',
                actions: assign(({ event }) => ({ confirmingPlanId: event.planId })),
              },
              {
                guard: 'isOfferedPlan',
                target: 'subscribing',
                actions: assign(({ event }) => ({ subscribingPlanId: event.planId })),
              },
            ],
          },
        },
        confirming: {
          on: {
            'plan.confirm': {
              target: 'subscribing',
              actions: assign(({ context }) => ({ subscribingPlanId: context.confirmingPlanId, confirmingPlanId: null })),
            },
            'plan.cancel': {
              target: 'idle',
              actions: assign({ confirmingPlanId: null }),
            },
          },
        },
        subscribing: {
          /*
           * Only the chosen plan's button is disabled (spec 01 §4), so the others can still be clicked.
           * Such a click is not dropped: the latest one is queued and sent after the current request
           * settles. Sending it at once would race two subscribe calls, and the server keeps one
           * subscription per user, so which plan ended up current would depend on which answer came last.
           */
          on: {
            'plan.subscribe': {
              guard: 'isOtherOfferedPlan',
              actions: assign(({ event }) => ({ queuedPlanId: event.planId })),
            },
          },
          invoke: {
            id: 'subscribe',
            src: 'subscribe',
            input: ({ context }) => ({ planId: context.subscribingPlanId ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({ currentPlanId: context.subscribingPlanId, subscribingPlanId: null })),
                { type: 'showToast', params: subscribedToast },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ subscribingPlanId: null }),
                {
                  type: 'showToast',
                  params: ({ event }) => ({
                    title: 'Subscription Failed',
                    description: errorTextOf(event.error) ?? subscribeFailedFallback,
                    variant: 'destructive' as const,
                  }),
                },
              ],
            },
          },
        },
      },
    },
  },
});
