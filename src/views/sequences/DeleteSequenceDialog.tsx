import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { sequencesMachine } from '../../machines/sequences/sequences.machine';
import { selectIsDeleting, selectPendingDeletion } from '../../machines/sequences/sequences.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';

export function DeleteSequenceDialog({ actor }: { actor: ActorRefFrom<typeof sequencesMachine> }) {
  const sequence = useSelector(actor, selectPendingDeletion);
  const deleting = useSelector(actor, selectIsDeleting);
  return (
    <Dialog
      role="alertdialog"
      isOpen={sequence !== null}
      isDismissable={!deleting}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'delete.cancel' });
      }}
    >
      <DialogHeader title="Delete Sequence" />
      <p>
        Delete &ldquo;{sequence?.title}&rdquo; and its workflow? This cannot be undone.
      </p>
      <DialogActions>
        <Button variant="secondary" isDisabled={deleting} onPress={() => actor.send({ type: 'delete.cancel' })}>
          Cancel
        </Button>
        <Button variant="danger" isPending={deleting} pendingLabel="Deleting..." onPress={() => actor.send({ type: 'delete.confirm' })}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
