import { fallbackPlans, type Plan } from '../../src/domain/plans/plans';

const teamMonthly: Plan = {
  id: 'team-monthly',
  name: 'Team Monthly',
  description: 'Shared bots and sequences for small teams, billed monthly.',
  price: 29.99,
  currency: 'USD',
  billing_period: 'monthly',
  features: ['Up to 25 bots', 'Advanced automation sequences', 'Priority support', '25GB storage', 'Advanced analytics and reporting', 'Team collaboration'],
  is_popular: false,
  is_active: true,
};

/** The plans we offer, in display order: the spec's two first, so the page opens as the spec shows it. */
export const offeredPlans: readonly Plan[] = [...fallbackPlans, teamMonthly];
