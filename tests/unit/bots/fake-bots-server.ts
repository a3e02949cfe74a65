import type { Bot, BotPage, BotSummary } from '../../../src/domain/bots/bots';
import { summaryOf } from '../../../src/views/bots/bot-story-fixtures';

export interface BotListRequest {
  search: string;
  status: 'all' | 'active' | 'inactive';
  page: number;
  pageSize: number;
}

/**
 * The user's bots as GET /v1/bots keeps them: listed in the order they were added (by id), searched
 * over title, description, author and tags in lower case, filtered by status, 24 to a page.
 */
export function createFakeBotsServer(initial: Bot[]) {
  let bots = [...initial];
  let nextId = Math.max(0, ...initial.map((bot) => bot.id)) + 1;
  const find = (id: number) => {
    const bot = bots.find((each) => each.id === id);
    if (!bot) throw Object.assign(new Error('Bot not found'), { status: 404 });
    return bot;
  };
  const store = (bot: Bot) => {
    bots = bots.some((each) => each.id === bot.id) ? bots.map((each) => (each.id === bot.id ? bot : each)) : [...bots, bot];
    return bot;
  };
  const searchText = (bot: Bot) => `${bot.title} ${bot.description} ${bot.author} ${JSON.stringify(bot.tags)}`.toLowerCase();

  return {
    get bots(): readonly Bot[] {
      return bots;
    },
    /** Every bot the query selects, in the list's order. */
    matching(search: string, status: BotListRequest['status']): Bot[] {
      const term = search.trim().toLowerCase();
      return bots
        .filter((bot) => (status === 'all' || bot.isActive === (status === 'active')) && (term === '' || searchText(bot).includes(term)))
        .sort((a, b) => a.id - b.id);
    },
    list({ search, status, page, pageSize }: BotListRequest): BotPage {
      const all = this.matching(search, status);
      return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, page_size: pageSize };
    },
    summary: (): BotSummary => summaryOf(bots),
    setActive: (id: number, isActive: boolean) => store({ ...find(id), isActive }),
    duplicate: (id: number) => store({ ...find(id), id: nextId++, title: `${find(id).title} (copy)`, isActive: false, lastRan: null }),
    add: (fields: Partial<Bot>) => store({ ...initial[0]!, id: nextId++, isActive: false, lastRan: null, tags: [], ...fields }),
    update: (id: number, fields: Partial<Bot>) => store({ ...find(id), ...fields }),
    remove: (id: number) => {
      find(id);
      bots = bots.filter((bot) => bot.id !== id);
    },
  };
}

export type FakeBotsServer = ReturnType<typeof createFakeBotsServer>;
