import type { SnapshotFrom } from 'xstate';
import type { deleteBotMachine } from './delete-bot.machine';

type DeleteBotSnapshot = SnapshotFrom<typeof deleteBotMachine>;

/** The bot the dialog asks about; null once confirmed (the dialog closes while the call runs). */
export const selectConfirmingBot = (snapshot: DeleteBotSnapshot) => (snapshot.matches('confirming') ? snapshot.context.bot : null);
