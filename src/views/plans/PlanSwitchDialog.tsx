import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { plansMachine } from '../../machines/plans/plans.machine';
import { selectPlanSwitch } from '../../machines/plans/plans.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';

/** Asks before a plan replaces the one the user is subscribed to, so one click cannot switch plans unasked. */
export function PlanSwitchDialog({ actor }: { actor: ActorRefFrom<typeof plansMachine> }) {
  const planSwitch = useSelector(actor, selectPlanSwitch);
  const cancel = () => actor.send({ type: 'plan.cancel' });
  return (
    <Dialog
      role="alertdialog"
      isOpen={planSwitch !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) cancel();
      }}
    >
      <DialogHeader title="Change your plan?" />
      <p>
        {planSwitch?.from ? <>You are subscribed to {planSwitch.from.name}. </> : null}
        Subscribing to {planSwitch?.to.name} replaces your current plan. It starts when its payment succeeds; the rest of the period already paid is not refunded.
      </p>
      <DialogActions>
        <Button variant="secondary" onPress={cancel}>
          Keep current plan
        </Button>
        <Button variant="primary" onPress={() => actor.send({ type: 'plan.confirm' })}>
          Switch to {planSwitch?.to.name}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
