import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { deleteCredentialMachine } from '../../machines/credentials/delete-credential.machine';
import { selectDeletedCredential, selectIsCheckingUses, selectIsDeleting, selectUsedBy } from '../../machines/credentials/delete-credential.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import * as styles from './CredentialsView.css';

function Consequence({ actor }: { actor: ActorRefFrom<typeof deleteCredentialMachine> }) {
  const credential = useSelector(actor, selectDeletedCredential);
  const checking = useSelector(actor, selectIsCheckingUses);
  const usedBy = useSelector(actor, selectUsedBy);
  if (checking) {
    return (
      <p className={styles.status} role="status">
        <Spinner />
        Checking which sequences use it...
      </p>
    );
  }
  if (usedBy.length === 0) return <p>Delete &ldquo;{credential?.name}&rdquo;? No saved workflow uses it. This cannot be undone.</p>;
  return (
    <>
      <p>
        Delete &ldquo;{credential?.name}&rdquo;? The saved workflows of {usedBy.length === 1 ? 'this sequence use' : `these ${usedBy.length} sequences use`} it, and their runs will fail until
        they name another credential:
      </p>
      <ul className={styles.usedBy} aria-label="Sequences that use it">
        {usedBy.map((sequence) => (
          <li key={sequence.sequenceId}>{sequence.title}</li>
        ))}
      </ul>
      <p>This cannot be undone.</p>
    </>
  );
}

/** Asks before a credential goes, naming the sequences whose saved workflows use it (D66). */
export function DeleteCredentialDialog({ actor }: { actor: ActorRefFrom<typeof deleteCredentialMachine> }) {
  const credential = useSelector(actor, selectDeletedCredential);
  const checking = useSelector(actor, selectIsCheckingUses);
  const deleting = useSelector(actor, selectIsDeleting);
  return (
    <Dialog
      role="alertdialog"
      isOpen={credential !== null}
      isDismissable={!deleting}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'delete.cancel' });
      }}
    >
      <DialogHeader title="Delete Credential" />
      <Consequence actor={actor} />
      <DialogActions>
        <Button variant="secondary" isDisabled={deleting} onPress={() => actor.send({ type: 'delete.cancel' })}>
          Cancel
        </Button>
        <Button variant="danger" isDisabled={checking} isPending={deleting} pendingLabel="Deleting..." onPress={() => actor.send({ type: 'delete.confirm' })}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
