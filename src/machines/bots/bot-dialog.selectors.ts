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

/** Where the edit form's list of credentials is: a select once loaded, a typed name when it could not be (D66). */
export type CredentialsStatus = 'notAsked' | 'loading' | 'loaded' | 'unavailable';

export function selectCredentialsStatus(snapshot: BotDialogSnapshot): CredentialsStatus {
  for (const status of ['loading', 'loaded', 'unavailable'] as const) if (snapshot.matches({ open: { edit: { credentials: status } } })) return status;
  return 'notAsked';
}

export const selectSetupTexts = (snapshot: BotDialogSnapshot) => snapshot.context.setup;
export const selectSetupErrors = (snapshot: BotDialogSnapshot) => snapshot.context.setupErrors;
export const selectCredentialChoices = (snapshot: BotDialogSnapshot) => snapshot.context.credentials;
