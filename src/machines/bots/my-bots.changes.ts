import type { Bot, BotSummary } from '../../domain/bots/bots';
import { summaryAfterToggle } from '../../domain/bots/bot-summary';
import { listedBot, listedWith, listedWithPlaced, type BotFilter, type BotQuery, type ListedBots } from './bot-list';

/**
 * What My Bots holds (my-bots.machine.ts), and how the changes the user makes there change it:
 * shown at once, sent one after another from the outbox, and undone when the server refuses one.
 */

/** A change the user made on the screen that is still to be sent, oldest first. */
export type PendingChange = { kind: 'toggle'; before: Bot } | { kind: 'duplicate'; original: Bot };

export interface MyBotsContext extends ListedBots {
  /** What the search box holds. */
  search: string;
  status: BotFilter;
  /** How many pages are loaded. */
  page: number;
  summary: BotSummary | null;
  outbox: PendingChange[];
}

export const withActive = (bot: Bot, isActive: boolean): Bot => ({ ...bot, isActive });

/** The query the search box and the chip ask for now. */
export const typedQuery = (context: MyBotsContext): BotQuery => ({ search: context.search.trim(), status: context.status });

export const nextToggle = (context: MyBotsContext) => context.outbox[0] as Extract<PendingChange, { kind: 'toggle' }>;
export const nextDuplicate = (context: MyBotsContext) => context.outbox[0] as Extract<PendingChange, { kind: 'duplicate' }>;

/** The bots whose switch is still to be sent, as they were before: a page read meanwhile shows them as the user left them. */
export const pendingToggles = (context: MyBotsContext) => context.outbox.flatMap((change) => (change.kind === 'toggle' ? [change.before] : []));

/** A listed bot switched: shown at once, counted at once, and queued to be sent. */
export function toggleQueued(context: MyBotsContext, id: number): Partial<MyBotsContext> {
  const bot = listedBot(context, id)!;
  return {
    ...listedWith(context, withActive(bot, !bot.isActive)),
    summary: summaryAfterToggle(context.summary, bot, !bot.isActive),
    outbox: [...context.outbox, { kind: 'toggle', before: bot }],
  };
}

/** The server's answer to the toggle sent, but the switch as the user left it: a later toggle may be queued. */
export function toggleSaved(context: MyBotsContext, saved: Bot): Partial<MyBotsContext> {
  const current = listedBot(context, saved.id);
  return { ...(current ? listedWith(context, withActive(saved, current.isActive)) : context), outbox: context.outbox.slice(1) };
}

/** The refused toggle undone: the switch as it was, the counts with it, and the next change to send. */
export function toggleRolledBack(context: MyBotsContext): Partial<MyBotsContext> {
  const { before } = nextToggle(context);
  const current = listedBot(context, before.id) ?? before;
  return {
    ...listedWith(context, withActive(current, before.isActive), { putBack: true }),
    summary: summaryAfterToggle(context.summary, withActive(before, !before.isActive), before.isActive),
    outbox: context.outbox.slice(1),
  };
}

/** The copy the server made, right after its original, where the user is looking (if the chip lets the copy through). */
export const duplicateSaved = (context: MyBotsContext, copy: Bot): Partial<MyBotsContext> => ({
  ...listedWithPlaced(context, copy, nextDuplicate(context).original.id),
  outbox: context.outbox.slice(1),
});
