import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { revokeApiKeyMachine } from '../../machines/api-keys/revoke-api-key.machine';
import { selectIsRevoking, selectRevokedKey } from '../../machines/api-keys/revoke-api-key.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';

/** Asks before a key goes: every program using it is refused from then on (D137). */
export function RevokeApiKeyDialog({ actor }: { actor: ActorRefFrom<typeof revokeApiKeyMachine> }) {
  const apiKey = useSelector(actor, selectRevokedKey);
  const revoking = useSelector(actor, selectIsRevoking);
  return (
    <Dialog
      role="alertdialog"
      isOpen={apiKey !== null}
      isDismissable={!revoking}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'revoke.cancel' });
      }}
    >
      <DialogHeader title="Revoke API Key" />
      <p>
        Revoke &ldquo;{apiKey?.name}&rdquo; ({apiKey?.prefix}…)? Every program using it is refused from now on. This cannot be undone.
      </p>
      <DialogActions>
        <Button variant="secondary" isDisabled={revoking} onPress={() => actor.send({ type: 'revoke.cancel' })}>
          Cancel
        </Button>
        <Button variant="danger" isPending={revoking} pendingLabel="Revoking..." onPress={() => actor.send({ type: 'revoke.confirm' })}>
          Revoke
        </Button>
      </DialogActions>
    </Dialog>
  );
}
