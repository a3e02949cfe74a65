import type { SnapshotFrom } from 'xstate';
import { askedInputs, type botUpdateMachine } from './bot-update.machine';

type BotUpdateSnapshot = SnapshotFrom<typeof botUpdateMachine>;

/** Where the update dialog stands: closed, loading what the update changes, not loaded, showing it, or applying it. */
export type BotUpdateStage = 'closed' | 'loading' | 'failed' | 'showing' | 'applying';

export const selectUpdateStage = (snapshot: BotUpdateSnapshot): BotUpdateStage => (['loading', 'failed', 'showing', 'applying'] as const).find((stage) => snapshot.matches(stage)) ?? 'closed';
export const selectUpdateBot = (snapshot: BotUpdateSnapshot) => snapshot.context.bot;
export const selectUpdate = (snapshot: BotUpdateSnapshot) => snapshot.context.update;
export const selectUpdateCredentials = (snapshot: BotUpdateSnapshot) => snapshot.context.credentials;
export const selectUpdateSetup = (snapshot: BotUpdateSnapshot) => snapshot.context.setup;
export const selectUpdateSetupErrors = (snapshot: BotUpdateSnapshot) => snapshot.context.setupErrors;
export const selectAskedInputs = (snapshot: BotUpdateSnapshot) => (snapshot.context.update ? askedInputs(snapshot.context.update) : []);
