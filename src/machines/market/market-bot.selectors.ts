import type { SnapshotFrom } from 'xstate';
import type { marketBotMachine } from './market-bot.machine';

type MarketBotSnapshot = SnapshotFrom<typeof marketBotMachine>;

export const selectBot = (snapshot: MarketBotSnapshot) => (snapshot.matches('ready') ? snapshot.context.bot : null);
/** 'Loading...' until the bot is known, and while leaving for /marketplace. */
export const selectResolving = (snapshot: MarketBotSnapshot) => snapshot.matches('loading') || snapshot.matches('notFound');
export const selectFailed = (snapshot: MarketBotSnapshot) => snapshot.matches('failed');
