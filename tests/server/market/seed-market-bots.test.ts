import { describe, expect, it } from 'vitest';
import { insertMarketBot } from '../../../server/market/repository';
import { seededBots } from '../../../server/market/seed-bots/seeded-bots';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import { marketTags } from '../../../src/domain/market/market';
import { savedWorkflowSchema } from '../../../src/domain/workflow/saved-workflow';
import { copyMarketBotsIntoMyBots } from '../../../server/bots/repository';
import { marketBotsByIds } from '../../../server/market/repository';
import { recordSeededVersions } from '../../../server/market/versions-repository';
import type { BotUpdate } from '../../../src/domain/bots/bot-update';
import type { Bot } from '../../../src/domain/bots/bots';
import type { MarketBotDetail } from '../../../src/domain/market/listing';
import { expectStatus, seededMarket } from './market-fixtures';

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

  it('each is version 1 as released; a seed that changes its workflow is a new version its buyers may update to (D130)', async () => {
    const before = expectStatus<MarketBotDetail>(await market.call(market.user, 'GET', '/market/bots/14'), 200);
    expect(before.versions).toEqual([{ version: 1, publishedAt: '2024-04-02T12:00:00.000Z', changelog: 'First version' }]);
    const [copyId] = await copyMarketBotsIntoMyBots(market.database.db, market.user.id, await marketBotsByIds(market.database.db, [14]));
    const planner = seededBots.find((bot) => bot.id === 14)!;
    const changed = { ...planner.workflow, nodes: planner.workflow.nodes.map((node) => (node.data.label === 'Pick Seven Recipes' ? { ...node, data: { ...node.data, label: 'Pick the Week' } } : node)) };
    await recordSeededVersions(market.database.db, [{ id: 14, workflow: changed, releasedAt: new Date(), changelog: 'Renames a step' }]);
    // The same workflow again makes no version.
    await recordSeededVersions(market.database.db, [{ id: 14, workflow: changed, releasedAt: new Date(), changelog: 'Renames a step' }]);
    const copy = expectStatus<Bot>(await market.call(market.user, 'GET', `/bots/${copyId}`), 200);
    expect([copy.version, copy.updateTo]).toEqual([1, 2]);
    const update = expectStatus<BotUpdate>(await market.call(market.user, 'GET', `/bots/${copyId}/update`), 200);
    expect(update).toMatchObject({ from: 1, to: 2, changelogs: [{ version: 2, changelog: 'Renames a step' }], steps: { added: [], removed: [], changed: [{ label: 'Pick the Week', kind: 'Transform', changes: ['Label'] }] } });
    await recordSeededVersions(market.database.db, [{ id: 14, workflow: planner.workflow, releasedAt: new Date(), changelog: 'Back as it was' }]);
    expect(expectStatus<MarketBotDetail>(await market.call(market.user, 'GET', '/market/bots/14'), 200).version).toBe(3);
    await market.database.db.execute(`delete from bots where id = ${copyId}`);
  });

  it('seeding again changes nothing, and the next published bot gets id 17', async () => {
    await seedMarketBots(market.database.db);
    expect((await list()).total).toBe(16);
    const id = await insertMarketBot(market.database.db, { title: 'Later', author: 'Someone', priceCents: 100, tags: ['data'] });
    expect(id).toBe(17);
    await market.database.db.execute(`delete from market_bots where id = 17`);
  });
});
