import { BarChart3, Bot, Check, HardDrive, LifeBuoy } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { fallbackPlans } from '../../../src/domain/plans/plans';
import { featureIcon } from '../../../src/views/plans/feature-icon';

describe('feature icons by keyword (spec 01 §2 Subscriptions)', () => {
  it.each([
    ['Up to 5 bots', Bot],
    ['Unlimited Bots', Bot],
    ['Basic analytics', BarChart3],
    ['Advanced reporting', BarChart3],
    ['Email support', LifeBuoy],
    ['Priority Support', LifeBuoy],
    ['1GB storage', HardDrive],
    ['100GB Storage', HardDrive],
    ['Custom integrations', Check],
    ['API access', Check],
  ])('%s gets its keyword icon', (feature, icon) => {
    expect(featureIcon(feature)).toBe(icon);
  });

  it('takes the first keyword when a line has several', () => {
    // The keywords are tried in the spec's order: bot, analytic or reporting, support, storage.
    expect(featureIcon('Advanced analytics and reporting')).toBe(BarChart3);
    expect(featureIcon('Bot support')).toBe(Bot);
  });

  it('uses all four keyword icons across the fallback plans', () => {
    const icons = fallbackPlans.flatMap((plan) => plan.features).map(featureIcon);
    for (const icon of [Bot, BarChart3, LifeBuoy, HardDrive]) expect(icons).toContain(icon);
  });
});
