import { useSelector } from '@xstate/react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import type { sequencesMachine } from '../../machines/sequences/sequences.machine';
import { selectIsDeleting, selectPendingDeletion } from '../../machines/sequences/sequences.selectors';
import { Button } from '../ui/Button';
import * as styles from './SequencesView.css';

export function DeleteSequenceDialog({ actor }: { actor: ActorRefFrom<typeof sequencesMachine> }) {
  const sequence = useSelector(actor, selectPendingDeletion);
  const deleting = useSelector(actor, selectIsDeleting);
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={sequence !== null}
      isDismissable={!deleting}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'delete.cancel' });
      }}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.dialogTitle}>
            Delete Sequence
          </Heading>
          <p>
            Delete &ldquo;{sequence?.title}&rdquo; and its workflow? This cannot be undone.
          </p>
          <div className={styles.dialogActions}>
            <Button variant="secondary" isDisabled={deleting} onPress={() => actor.send({ type: 'delete.cancel' })}>
              Cancel
            </Button>
            <Button variant="danger" isPending={deleting} pendingLabel="Deleting..." onPress={() => actor.send({ type: 'delete.confirm' })}>
              Delete
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
