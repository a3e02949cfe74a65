import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { unpublishMachine } from '../../machines/sales/unpublish.machine';
import { selectUnpublishBot, selectUnpublishing } from '../../machines/sales/unpublish.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';

/** Asks before a listing goes (D130): no one can buy it from then on, and its buyers keep their copies. */
export function UnpublishDialog({ actor }: { actor: ActorRefFrom<typeof unpublishMachine> }) {
  const bot = useSelector(actor, selectUnpublishBot);
  const unpublishing = useSelector(actor, selectUnpublishing);
  return (
    <Dialog
      role="alertdialog"
      isOpen={bot !== null}
      isDismissable={!unpublishing}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'unpublish.cancel' });
      }}
    >
      <DialogHeader title="Unpublish Bot" />
      <p>
        Unpublish &ldquo;{bot?.title}&rdquo;? It leaves the marketplace and no one can buy it any more. Its buyers keep their copies and can still run them. This cannot be undone.
      </p>
      <DialogActions>
        <Button variant="secondary" isDisabled={unpublishing} onPress={() => actor.send({ type: 'unpublish.cancel' })}>
          Cancel
        </Button>
        <Button variant="danger" isPending={unpublishing} pendingLabel="Unpublishing..." onPress={() => actor.send({ type: 'unpublish.confirm' })}>
          Unpublish
        </Button>
      </DialogActions>
    </Dialog>
  );
}
