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
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({ plans: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const subscribePayloadSchema = z.object({
  plan_id: z.string({ error: 'Plan is required' }).trim().min(1, 'Plan is required').max(100),
});
export type SubscribePayload = z.infer<typeof subscribePayloadSchema>;

export const subscriptionSchema = z.object({
  plan_id: z.string(),
  plan: planSchema,
  status: z.string(),
  /** ISO 8601. */
  started_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscribeResponseSchema = z.object({ subscription: subscriptionSchema });
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const currentSubscriptionResponseSchema = z.object({ subscription: subscriptionSchema.nullable() });
export type CurrentSubscriptionResponse = z.infer<typeof currentSubscriptionResponseSchema>;

export const planMessages = {
  notFound: 'Plan not found',
} as const;

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
