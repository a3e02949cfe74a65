import { describe, expect, it } from 'vitest';
import { insertMarketBot } from '../../../server/market/repository';
import { seededBots } from '../../../server/market/seed-bots/seeded-bots';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import { marketTags } from '../../../src/domain/market/market';
import { savedWorkflowSchema } from '../../../src/domain/workflow/saved-workflow';
import { seededMarket } from './market-fixtures';

const market = seededMarket();
const { list } = market;

describe('the seeded bots (spec 02 §3, §9)', () => {
  it('holds sixteen bots, ids 1 to 16, priced 9.99 to 59.99, tagged from the spec list, each with a valid workflow', async () => {
    const page = await list('?page_size=100');
    expect(page.total).toBe(16);
    expect(page.items.map((bot) => bot.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    const prices = page.items.map((bot) => bot.price);
    expect(Math.min(...prices)).toBe(9.99);
    expect(Math.max(...prices)).toBe(59.99);
    for (const bot of page.items) {
      expect(bot.tags.every((tag) => (marketTags as readonly string[]).includes(tag))).toBe(true);
      expect(bot.image).toMatch(/^\/v1\/market\/images\/[0-9a-f]{64}$/);
    }
    for (const bot of seededBots) expect(savedWorkflowSchema.safeParse(bot.workflow).success).toBe(true);
  });

  it('seeding again changes nothing, and the next published bot gets id 17', async () => {
    await seedMarketBots(market.database.db);
    expect((await list()).total).toBe(16);
    const id = await insertMarketBot(market.database.db, { title: 'Later', author: 'Someone', priceCents: 100, tags: ['data'] });
    expect(id).toBe(17);
    await market.database.db.execute(`delete from market_bots where id = 17`);
  });
});
