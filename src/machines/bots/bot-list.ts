import type { Bot, BotPage } from '../../domain/bots/bots';

/** The chips of spec 02 §2: All, Active, Inactive. */
export type BotFilter = 'all' | 'active' | 'inactive';

/** What the grid was asked for: the page it shows reflects this, not what the box holds meanwhile. */
export interface BotQuery {
  search: string;
  status: BotFilter;
}

/** A bot added or copied on this screen, shown where it was put: first, or right after its original. */
export interface PlacedBot {
  bot: Bot;
  /** The bot it follows; null when it leads the list. */
  after: number | null;
}

/**
 * What the grid lists. `bots` is always the start of the server's list for `shown`, as changed on
 * this screen since it was read; `total` is how many bots that query matches on the server.
 */
export interface ListedBots {
  bots: Bot[];
  placed: PlacedBot[];
  total: number;
  shown: BotQuery;
}

export const fitsChip = (bot: Bot, status: BotFilter) => status === 'all' || bot.isActive === (status === 'active');

const inPages = (list: ListedBots, id: number) => list.bots.some((bot) => bot.id === id);

/** A placed bot the loaded pages have not reached, shown while the chip lets it through. */
const placedBeyondPages = (list: ListedBots, placed: PlacedBot) => !inPages(list, placed.bot.id) && fitsChip(placed.bot, list.shown.status);

/**
 * Whether more of the server's matches are left to load. A placed bot beyond the loaded pages is
 * not counted here (the server counts it only if the search matches it): at worst "Load more"
 * fetches a bot that already shows, never hides one that does not.
 */
export const hasMoreToLoad = (list: ListedBots) => list.bots.length < list.total;

/** The bot as the grid has it now, if it shows it. */
export function listedBot(list: ListedBots, id: number): Bot | undefined {
  return list.bots.find((bot) => bot.id === id) ?? list.placed.find((placed) => placed.bot.id === id && placedBeyondPages(list, placed))?.bot;
}

/** Back in id order, which is the order the server lists them in. */
function restored(bots: Bot[], bot: Bot): Bot[] {
  const at = bots.findIndex((each) => each.id > bot.id);
  return at === -1 ? [...bots, bot] : [...bots.slice(0, at), bot, ...bots.slice(at)];
}

/**
 * The list once `bot` is as given: changed where it shows, off the loaded pages as soon as it no
 * longer fits the chip, and with `putBack` returned to its place when it fits again (a change
 * rolled back). The count moves with it, so "Showing N of M" and the empty state follow at once.
 */
export function listedWith<T extends ListedBots>(list: T, bot: Bot, { putBack = false } = {}): T {
  const fits = fitsChip(bot, list.shown.status);
  const placed = list.placed.map((each) => (each.bot.id === bot.id ? { ...each, bot } : each));
  if (inPages(list, bot.id)) {
    if (fits) return { ...list, placed, bots: list.bots.map((each) => (each.id === bot.id ? bot : each)) };
    return { ...list, placed, bots: list.bots.filter((each) => each.id !== bot.id), total: Math.max(0, list.total - 1) };
  }
  if (putBack && fits && !list.placed.some((each) => each.bot.id === bot.id)) return { ...list, bots: restored(list.bots, bot), total: list.total + 1 };
  return { ...list, placed };
}

/** The list without the bot (a deletion under way). */
export function listedWithout<T extends ListedBots>(list: T, id: number): T {
  return {
    ...list,
    bots: list.bots.filter((bot) => bot.id !== id),
    placed: list.placed.filter((placed) => placed.bot.id !== id),
    total: Math.max(0, list.total - Number(inPages(list, id))),
  };
}

/** The list with a bot just added or copied here, where the user is looking; the next answer counts it. */
export function listedWithPlaced<T extends ListedBots>(list: T, bot: Bot, after: number | null): T {
  return { ...list, placed: [...list.placed, { bot, after }] };
}

/**
 * The list as the server answered for `shown`. A placed bot stays where it was put while the
 * server lists it or while pages are left that may hold it; once every match is loaded without it,
 * the query does not match it. Toggles still on their way are applied over the answer, which may
 * have been read before they were saved (applying one twice changes nothing).
 */
export function listedFromAnswer<T extends ListedBots>(list: T, answer: BotPage, shown: BotQuery, pendingToggles: readonly Bot[]): T {
  const complete = answer.items.length >= answer.total;
  const placed = list.placed.flatMap(({ bot, after }) => {
    const served = answer.items.find((each) => each.id === bot.id);
    if (served) return [{ bot: served, after }];
    return !complete && fitsChip(bot, shown.status) ? [{ bot, after }] : [];
  });
  let next: T = { ...list, bots: answer.items, total: answer.total, shown, placed };
  for (const before of pendingToggles) {
    const current = listedBot(next, before.id);
    if (current) next = listedWith(next, { ...current, isActive: !before.isActive });
  }
  return next;
}

/** The cards in the order they show: the loaded pages, each placed bot at its place. */
export function shownBots(list: ListedBots): Bot[] {
  const placedIds = new Set(list.placed.map((placed) => placed.bot.id));
  let shown = list.bots.filter((bot) => !placedIds.has(bot.id));
  for (const placed of list.placed) {
    const bot = listedBot(list, placed.bot.id);
    if (!bot) continue;
    const at = placed.after === null ? -1 : shown.findIndex((each) => each.id === placed.after);
    shown = at === -1 ? [bot, ...shown] : [...shown.slice(0, at + 1), bot, ...shown.slice(at + 1)];
  }
  return shown;
}
