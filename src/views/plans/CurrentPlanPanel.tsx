import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { retentionSentence } from '../../domain/plans/analytics';
import { currentPlanOf, periodEndText } from '../../domain/plans/plans';
import type { plansMachine } from '../../machines/plans/plans.machine';
import { selectCancelAsked, selectCancelling, selectSubscription } from '../../machines/plans/plans.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { LinkButton } from '../ui/LinkButton';
import * as styles from './PlansView.css';

/** The user's plan (D85): paid until when, cancelled, or due; Cancel ends it with its period. */
export function CurrentPlanPanel({ actor }: { actor: ActorRefFrom<typeof plansMachine> }) {
  const subscription = useSelector(actor, selectSubscription);
  const cancelAsked = useSelector(actor, selectCancelAsked);
  const cancelling = useSelector(actor, selectCancelling);
  if (!subscription) {
    return (
      <p className={styles.currentPanel} data-testid="current-plan">
        You have no plan: the Free allowance applies (3 active bots, 1 run at once, 100 runs a day, 100 MB of run files). {retentionSentence(null, null)}
      </p>
    );
  }
  const end = subscription.current_period_end ? periodEndText(subscription.current_period_end) : null;
  const name = subscription.plan.name;
  return (
    <section className={styles.currentPanel} aria-labelledby="current-plan-title" data-testid="current-plan">
      <h2 id="current-plan-title" className={styles.currentTitle}>
        Your plan: {name}
      </h2>
      {subscription.status === 'active' ? <p>Paid until {end}. Pay the next period on the payment page once it ends.</p> : null}
      {/* D149: a due plan's runs are kept as the Free allowance keeps them. */}
      <p data-testid="current-retention">{currentPlanOf(subscription) ? retentionSentence(subscription.plan_id, name) : retentionSentence(null, null)}</p>
      {subscription.status === 'cancelled' ? <p>Cancelled: it ends on {end}, and the Free allowance applies after that.</p> : null}
      {subscription.status === 'due' ? (
        <>
          <p>Its period ended{end ? ` on ${end}` : ''}: the Free allowance applies until the next period is paid.</p>
          <LinkButton to={`/payment?plan=${encodeURIComponent(subscription.plan_id)}`}>Pay for {name}</LinkButton>
        </>
      ) : null}
      {subscription.status === 'active' ? (
        <Button variant="secondary" isPending={cancelling} pendingLabel="Cancelling..." onPress={() => actor.send({ type: 'subscription.cancel' })}>
          Cancel plan
        </Button>
      ) : null}
      <Dialog
        role="alertdialog"
        isOpen={cancelAsked}
        onOpenChange={(isOpen) => {
          if (!isOpen) actor.send({ type: 'subscription.keep' });
        }}
      >
        <DialogHeader title="Cancel your plan?" />
        <p>
          {name} stays your plan until {end}, then ends: nothing is refunded and nothing stored is lost.
        </p>
        <DialogActions>
          <Button variant="secondary" onPress={() => actor.send({ type: 'subscription.keep' })}>
            Keep my plan
          </Button>
          <Button variant="primary" onPress={() => actor.send({ type: 'subscription.confirmCancel' })}>
            Cancel at period end
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
