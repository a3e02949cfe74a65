import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { deleteBotMachine } from '../../machines/bots/delete-bot.machine';
import { selectConfirmingBot } from '../../machines/bots/delete-bot.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';

/** Spec 02 §2 delete confirmation, word for word; D8: Delete really deletes. */
export function DeleteBotDialog({ actor }: { actor: ActorRefFrom<typeof deleteBotMachine> }) {
  const bot = useSelector(actor, selectConfirmingBot);
  return (
    <Dialog
      role="alertdialog"
      isOpen={bot !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'delete.cancel' });
      }}
    >
      <DialogHeader title="Delete Bot" />
      <p>This action cannot be undone. This will permanently delete {bot?.title} and remove it from the system.</p>
      <DialogActions>
        <Button variant="secondary" onPress={() => actor.send({ type: 'delete.cancel' })}>
          Cancel
        </Button>
        <Button variant="danger" onPress={() => actor.send({ type: 'delete.confirm' })}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
