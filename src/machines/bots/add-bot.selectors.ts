import type { SnapshotFrom } from 'xstate';
import { fileMayFillFields } from './add-bot-form';
import { isSubscription, type addBotMachine } from './add-bot.machine';

type AddBotSnapshot = SnapshotFrom<typeof addBotMachine>;

export const selectAddBotOpen = (snapshot: AddBotSnapshot) => !snapshot.matches('closed');
/** The tab on screen; while sending, the one it was sent from. */
export const selectAddBotTab = (snapshot: AddBotSnapshot): 'upload' | 'subscribe' =>
  snapshot.matches({ open: { editing: 'subscribe' } }) || (snapshot.hasTag('busy') && isSubscription(snapshot.context.request))
    ? 'subscribe'
    : 'upload';
export const selectAddBotValues = (snapshot: AddBotSnapshot) => snapshot.context.values;
export const selectAddBotFile = (snapshot: AddBotSnapshot) => snapshot.context.file;
export const selectAddBotErrors = (snapshot: AddBotSnapshot) => snapshot.context.fieldErrors;
export const selectIsAddingBot = (snapshot: AddBotSnapshot) => snapshot.hasTag('busy');
/** A JSON file is chosen, whose title and priority fill the fields left empty (D83). */
export const selectAddBotFileMayFill = (snapshot: AddBotSnapshot) => fileMayFillFields(snapshot.context.file);
