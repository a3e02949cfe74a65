import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { PlanPaymentMethod, planPaymentMachine } from '../../machines/payments/plan-payment.machine';
import { selectPlan, selectPlanCard, selectPlanCardErrors, selectPlanMethod, selectPlanPaying, selectPlanPhase } from '../../machines/payments/plan-payment.selectors';
import { LinkButton } from '../ui/LinkButton';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/Spinner';
import { OrderSummary } from './OrderSummary';
import { PaymentForm } from './PaymentForm';
import * as styles from './payments.css';

const planMethods: readonly PlanPaymentMethod[] = ['card', 'paypal'];

/** /payment (02 §2, D40): the chosen plan paid by card or PayPal. */
export function PlanPaymentView({ actor }: { actor: ActorRefFrom<typeof planPaymentMachine> }) {
  const phase = useSelector(actor, selectPlanPhase);
  const plan = useSelector(actor, selectPlan);
  const method = useSelector(actor, selectPlanMethod);
  const card = useSelector(actor, selectPlanCard);
  const cardErrors = useSelector(actor, selectPlanCardErrors);
  const paying = useSelector(actor, selectPlanPaying);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header>
        <h1 id="page-title" className={styles.title}>
          Payment
        </h1>
        <p className={styles.tagline}>Pay for your subscription plan.</p>
      </header>
      {phase === 'loading' ? (
        <p className={styles.muted} role="status">
          <Spinner /> Loading your plan...
        </p>
      ) : null}
      {phase === 'failed' ? (
        <LoadFailed subject="Your plan" className={styles.empty} textClassName={styles.muted} onRetry={() => actor.send({ type: 'plan.reload' })} />
      ) : null}
      {phase === 'noPlan' ? (
        <div className={styles.empty}>
          <h2 className={styles.panelTitle}>Nothing to pay</h2>
          <p className={styles.muted}>Your plan is paid for its period, or no plan is chosen: choose a plan to subscribe to it.</p>
          <LinkButton to="/subscriptions">Choose a Plan</LinkButton>
        </div>
      ) : null}
      {phase === 'ready' && plan ? (
        <div className={styles.checkoutLayout}>
          <div className={styles.summaryColumn}>
            <OrderSummary lines={[{ id: plan.id, name: `Subscription: ${plan.name} (${plan.billing_period})`, price: plan.price }]} />
          </div>
          <PaymentForm
            methods={planMethods}
            method={method}
            card={card}
            cardErrors={cardErrors}
            paying={paying}
            submitLabel="Pay Now"
            pendingLabel="Processing..."
            onMethod={(value) => actor.send({ type: 'method.chosen', method: value })}
            onField={(field, value) => actor.send({ type: 'field.changed', field, value })}
            onSubmit={() => actor.send({ type: 'payment.submit' })}
          />
        </div>
      ) : null}
    </section>
  );
}
