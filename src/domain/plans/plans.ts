import { z } from 'zod';

/** A subscription plan as the API returns it (spec 01 §3). */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Dollars, e.g. 9.99. */
  price: z.number(),
  currency: z.string(),
  billing_period: z.enum(['monthly', 'yearly']),
  features: z.array(z.string()),
  is_popular: z.boolean(),
  is_active: z.boolean(),
}).meta({ id: 'Plan', description: 'A plan on offer.' });
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({ plans: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const subscribePayloadSchema = z.object({
  plan_id: z.string({ error: 'Plan is required' }).trim().min(1, 'Plan is required').max(100),
});
export type SubscribePayload = z.infer<typeof subscribePayloadSchema>;

/**
 * A subscription is paid per period (D85): `active` while paid (pay again on /payment once the
 * period is over), `cancelled` while paid but ending at the period's end, `due` when its period is
 * over and the next one is not paid (the Free allowance applies meanwhile).
 */
export const subscriptionStatuses = ['active', 'cancelled', 'due'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const subscriptionSchema = z.object({
  plan_id: z.string(),
  plan: planSchema,
  status: z.enum(subscriptionStatuses),
  /** ISO 8601. */
  started_at: z.string(),
  /** ISO 8601: the end of the period paid for; null when never paid. */
  current_period_end: z.string().nullable(),
}).meta({ id: 'Subscription', description: 'A subscription to a plan.' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscribeResponseSchema = z.object({ subscription: subscriptionSchema });
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const currentSubscriptionResponseSchema = z.object({ subscription: subscriptionSchema.nullable() });
export type CurrentSubscriptionResponse = z.infer<typeof currentSubscriptionResponseSchema>;

export const currentPlanOf = (subscription: Subscription | null): Subscription | null =>
  subscription && subscription.status !== 'due' ? subscription : null;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const planMessages = {
  notFound: 'Plan not found',
  /** A subscribe call for a paid plan without its payment (402). */
  paymentRequired: (plan: Pick<Plan, 'id' | 'name'>, amountCents: number) =>
    `${plan.name} is a paid plan: make its payment of ${dollars(amountCents)} first (POST /v1/checkout with purpose "plan" and plan_id "${plan.id}", as the /payment page does). It becomes your plan when the payment succeeds.`,
  /** A plan payment for the plan already paid for the period (409). */
  alreadyPaid: (planName: string, until: string) => `${planName} is paid until ${until}: there is nothing to pay yet.`,
  nothingToCancel: 'You have no paid plan to cancel',
} as const;

/** "May 4, 2025": the period's end as the pages say it (UTC, the server's days). */
export const periodEndText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The two plans of spec 01 §3. The client shows them when the plans call fails or has the wrong
 * shape; the server seeds the same two, so both sides cannot drift apart.
 */
export const fallbackPlans: readonly Plan[] = [
  {
    id: 'basic-monthly',
    name: 'Basic Monthly',
    description: 'Everything you need to start automating your daily tasks.',
    price: 9.99,
    currency: 'USD',
    billing_period: 'monthly',
    features: ['Up to 5 bots', 'Basic automation sequences', 'Email support', '1GB storage', 'Basic analytics'],
    is_popular: false,
    is_active: true,
  },
  {
    id: 'pro-annual',
    name: 'Pro Annual',
    description: 'Unlimited automation power for professionals and growing teams, billed yearly.',
    price: 99.99,
    currency: 'USD',
    billing_period: 'yearly',
    features: [
      'Unlimited bots',
      'Advanced automation sequences',
      'Priority support',
      '100GB storage',
      'Advanced analytics and reporting',
      'Custom integrations',
      'API access',
      'Team collaboration',
    ],
    is_popular: true,
    is_active: true,
  },
];
