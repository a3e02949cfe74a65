import { useSelector } from '@xstate/react';
import { Headphones, ShieldCheck, Zap } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { plansMachine } from '../../machines/plans/plans.machine';
import { selectCurrentPlanId, selectPlans, selectPlansPhase } from '../../machines/plans/plans.selectors';
import { CurrentPlanPanel } from './CurrentPlanPanel';
import { Spinner } from '../ui/Spinner';
import { PlanCard } from './PlanCard';
import { PlanSwitchDialog } from './PlanSwitchDialog';
import * as styles from './PlansView.css';

const reasons = [
  { name: 'Lightning Fast', text: 'Bots start in seconds and run your sequences without waiting on you.', Icon: Zap },
  { name: 'Enterprise Security', text: 'Your credentials and data stay encrypted and private to your account.', Icon: ShieldCheck },
  { name: '24/7 Support', text: 'People who know automation answer whenever a workflow needs help.', Icon: Headphones },
];

/** Rows without an orphan: two plans side by side, three in a row, four as two by two. */
function gridColumnsFor(count: number): keyof typeof styles.gridColumns {
  if (count <= 1) return 'one';
  if (count === 2 || count === 4) return 'two';
  return 'three';
}

export function PlansView({ actor }: { actor: ActorRefFrom<typeof plansMachine> }) {
  const phase = useSelector(actor, selectPlansPhase);
  const plans = useSelector(actor, selectPlans);
  const currentPlanId = useSelector(actor, selectCurrentPlanId);

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title" className={styles.title}>
          Choose Your Plan
        </h1>
        <p className={styles.subtitle}>Pick the plan that fits your automation needs; you can change it at any time.</p>
      </header>

      {phase === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner />
          Loading Subscription Plans...
        </p>
      ) : null}

      {phase === 'empty' ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>No Plans Available</h2>
          <p>Please try again later or contact support.</p>
        </div>
      ) : null}

      {phase === 'list' ? <CurrentPlanPanel actor={actor} /> : null}

      {phase === 'list' ? (
        <ul className={[styles.grid, styles.gridColumns[gridColumnsFor(plans.length)]].join(' ')} aria-label="Subscription plans">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              isCurrent={plan.id === currentPlanId}
              onSubscribe={(planId) => actor.send({ type: 'plan.subscribe', planId })}
            />
          ))}
        </ul>
      ) : null}
      <PlanSwitchDialog actor={actor} />

      <section className={styles.why} aria-labelledby="why-title">
        <h2 id="why-title" className={styles.whyTitle}>
          Why Choose Our Automation Platform?
        </h2>
        <ul className={styles.whyList}>
          {reasons.map(({ name, text, Icon }) => (
            <li key={name} className={styles.whyItem}>
              <Icon size={28} className={styles.whyIcon} aria-hidden="true" />
              <h3 className={styles.whyName}>{name}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
