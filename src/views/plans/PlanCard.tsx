import { retentionText, runRetentionDaysOf } from '../../domain/plans/analytics';
import type { Plan } from '../../domain/plans/plans';
import { Button } from '../ui/Button';
import { featureIcon } from './feature-icon';
import * as styles from './PlansView.css';

export interface PlanCardProps {
  plan: Plan;
  isCurrent: boolean;
  onSubscribe: (planId: string) => void;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function PlanCard({ plan, isCurrent, onSubscribe }: PlanCardProps) {
  const yearly = plan.billing_period === 'yearly';
  const headingId = `plan-${plan.id}`;
  const classes = [styles.card, plan.is_popular && styles.popularCard, isCurrent && styles.currentCard].filter(Boolean).join(' ');
  return (
    <li className={classes} aria-labelledby={headingId} data-testid="plan-card">
      {plan.is_popular || isCurrent ? (
        <div className={styles.badges}>
          {plan.is_popular ? <span className={styles.popularBadge}>Most Popular</span> : null}
          {isCurrent ? <span className={styles.currentBadge}>Your current plan</span> : null}
        </div>
      ) : null}
      <h2 id={headingId} className={styles.planName}>
        {plan.name}
      </h2>
      <p className={styles.description}>{plan.description}</p>
      <p className={styles.price}>
        <span className={styles.amount}>{dollars.format(plan.price)}</span>
        <span className={styles.period}>{yearly ? '/year' : '/month'}</span>
      </p>
      {yearly ? <p className={styles.saving}>Save 20% vs monthly billing</p> : null}
      <ul className={styles.features} aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => {
          const Icon = featureIcon(feature);
          return (
            <li key={feature} className={styles.feature}>
              <Icon size={18} className={styles.featureIcon} aria-hidden="true" />
              {feature}
            </li>
          );
        })}
      </ul>
      {/* D149: how long the plan keeps runs, which its features do not say. */}
      <p className={styles.retention} data-testid="plan-retention">
        Runs kept for {retentionText(runRetentionDaysOf(plan.id))}
      </p>
      {isCurrent ? (
        <Button variant="secondary" fullWidth isDisabled>
          Current Plan
        </Button>
      ) : (
        <Button variant={plan.is_popular ? 'primary' : 'secondary'} fullWidth onPress={() => onSubscribe(plan.id)}>
          Subscribe to {plan.name}
        </Button>
      )}
    </li>
  );
}
