import type { SnapshotFrom } from 'xstate';
import type { botDialogMachine } from './bot-dialog.machine';

type BotDialogSnapshot = SnapshotFrom<typeof botDialogMachine>;

export type BotDialogMode = 'closed' | 'view' | 'edit';

export function selectBotDialogMode(snapshot: BotDialogSnapshot): BotDialogMode {
  if (snapshot.matches('closed')) return 'closed';
  return snapshot.matches({ open: 'view' }) ? 'view' : 'edit';
}

export const selectDialogBot = (snapshot: BotDialogSnapshot) => snapshot.context.bot;
export const selectFormValues = (snapshot: BotDialogSnapshot) => snapshot.context.values;
export const selectBotFieldErrors = (snapshot: BotDialogSnapshot) => snapshot.context.fieldErrors;
export const selectIsSavingBot = (snapshot: BotDialogSnapshot) => snapshot.hasTag('busy');
