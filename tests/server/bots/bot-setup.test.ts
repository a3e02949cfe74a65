import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { copyMarketBotsIntoMyBots, insertSampleBots } from '../../../server/bots/repository';
import type { Database } from '../../../server/db/database';
import { botFiles, bots } from '../../../server/db/schema/bots';
import { seededBots } from '../../../server/market/seed-bots/seeded-bots';
import { marketBotsByIds } from '../../../server/market/repository';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import { setupMessages } from '../../../src/domain/bots/bot-setup';
import type { Bot, BotPage } from '../../../src/domain/bots/bots';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { multipartBody, multipartBoundary } from '../multipart-body';
import { startTestApp } from '../test-app';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let owner: UserWithToken;
let stranger: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  await seedMarketBots(database.db);
  owner = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  stranger = await createUserWithToken(database, { name: 'Eve', lastname: 'Other' });
});
afterAll(() => stop());
beforeEach(async () => {
  await database.db.delete(bots);
});

type Method = 'GET' | 'PUT' | 'POST';
function call(user: UserWithToken, method: Method, url: string, payload?: object) {
  return app.inject({ method, url: `/v1${url}`, headers: { authorization: user.token }, ...(payload ? { payload } : {}) });
}

/** A purchase's copy (D57): what checkout's settle does with a bought market bot. */
async function buy(user: UserWithToken, marketBotId: number): Promise<Bot> {
  const [id] = await copyMarketBotsIntoMyBots(database.db, user.id, await marketBotsByIds(database.db, [marketBotId]));
  const response = await call(user, 'GET', `/bots/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The bot edit form as the dialog sends it, with the bot's setup; a bought bot's image is the marketplace's own path. */
const editOf = (bot: Bot, inputValues?: Record<string, unknown>) => ({
  title: bot.title,
  description: bot.description,
  image: bot.image,
  author: bot.author,
  rating: bot.rating,
  downloads: bot.downloads,
  price: bot.price,
  priority: bot.priority,
  tags: bot.tags,
  configure: bot.configure,
  notes: bot.notes,
  ...(inputValues ? { inputValues } : {}),
});

describe('a bought bot asks for its setup (D66)', () => {
  it('answers the inputs its workflow declares, no values, and Needs setup, in the list too', async () => {
    const bot = await buy(owner, 1);
    expect(bot.inputs.map((input) => [input.name, input.kind, input.required])).toEqual([
      ['crmUrl', 'url', true],
      ['crmToken', 'credential', true],
      ['leadSource', 'text', false],
    ]);
    expect(bot.inputs[1]!.accepts).toEqual(['token']);
    expect(bot).toMatchObject({ inputValues: {}, needsSetup: true, hasWorkflow: true });
    const page: BotPage = (await call(owner, 'GET', '/bots')).json();
    expect(page.items.map((each) => [each.id, each.needsSetup])).toEqual([[bot.id, true]]);
  });

  it('keeps the values the edit sends, trimmed, and no longer needs setup once every required input is set', async () => {
    const bot = await buy(owner, 1);
    expect(bot.image).toMatch(/^\/v1\/market\/images\/[0-9a-f]{64}$/);
    const partly = await call(owner, 'PUT', `/bots/${bot.id}`, editOf(bot, { crmUrl: ' https://crm.acme.test/api/contacts ' }));
    expect(partly.statusCode, partly.body).toBe(200);
    expect(partly.json()).toMatchObject({ inputValues: { crmUrl: 'https://crm.acme.test/api/contacts' }, needsSetup: true });

    const done = await call(owner, 'PUT', `/bots/${bot.id}`, editOf(bot, { crmUrl: 'https://crm.acme.test/api/contacts', crmToken: 'acme-crm', leadSource: '' }));
    expect(done.json()).toMatchObject({ inputValues: { crmUrl: 'https://crm.acme.test/api/contacts', crmToken: 'acme-crm' }, needsSetup: false });
    expect(((await call(owner, 'GET', '/bots')).json() as BotPage).items[0]!.needsSetup).toBe(false);

    // An edit without inputValues leaves the setup as it is; an emptied required input needs setup again.
    expect((await call(owner, 'PUT', `/bots/${bot.id}`, { ...editOf(bot), title: 'Leads' })).json()).toMatchObject({ title: 'Leads', needsSetup: false });
    expect((await call(owner, 'PUT', `/bots/${bot.id}`, editOf(bot, { crmUrl: 'https://crm.acme.test/api/contacts', crmToken: null }))).json()).toMatchObject({
      inputValues: { crmUrl: 'https://crm.acme.test/api/contacts' },
      needsSetup: true,
    });
  });

  it('refuses values that are not of their input’s kind, and names nobody else’s inputs, with a 422 naming each field', async () => {
    const bot = await buy(owner, 15); // Backup Guardian: urls, a token, a number
    const refused = await call(owner, 'PUT', `/bots/${bot.id}`, { ...editOf(bot, { backupUrl: 'ftp://backups.acme.test', keepDays: '30', backupToken: 7, nope: 'x' }), title: 'Renamed' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      detail: [
        `inputValues.backupUrl: ${setupMessages.url('Backup endpoint')}`,
        `inputValues.keepDays: ${setupMessages.number('Days to keep')}`,
        `inputValues.backupToken: ${setupMessages.credential('Database host API token')}`,
        `inputValues.nope: nope ${setupMessages.unknown}`,
      ].join('; '),
    });
    // Nothing of a refused edit is kept, the title included.
    expect((await call(owner, 'GET', `/bots/${bot.id}`)).json()).toMatchObject({ title: bot.title, inputValues: {} });

    const kept = await call(owner, 'PUT', `/bots/${bot.id}`, editOf(bot, { keepDays: 14 }));
    expect(kept.json()).toMatchObject({ inputValues: { keepDays: 14 } });

    const social = await buy(owner, 4);
    const badJson = await call(owner, 'PUT', `/bots/${social.id}`, editOf(social, { networks: '["x", ' }));
    expect(badJson.json()).toEqual({ detail: `inputValues.networks: ${setupMessages.json('Networks')}` });
    expect((await call(owner, 'PUT', `/bots/${social.id}`, editOf(social, { networks: '["mastodon"]' }))).json()).toMatchObject({ inputValues: { networks: ['mastodon'] } });
  });

  it('a bot without a workflow declares nothing, needs no setup and takes no values', async () => {
    await insertSampleBots(database.db, owner.id);
    const page: BotPage = (await call(owner, 'GET', '/bots')).json();
    expect(page.items.every((bot) => bot.inputs.length === 0 && !bot.needsSetup)).toBe(true);
    const sample = page.items[0]!;
    const refused = await call(owner, 'PUT', `/bots/${sample.id}`, editOf(sample, { anything: 'x' }));
    expect(refused.json()).toEqual({ detail: `inputValues.anything: anything ${setupMessages.unknown}` });
  });

  it("another user's bot stays a 404, its setup untouched", async () => {
    const bot = await buy(owner, 1);
    expect((await call(stranger, 'GET', `/bots/${bot.id}`)).statusCode).toBe(404);
    const response = await call(stranger, 'PUT', `/bots/${bot.id}`, editOf(bot, { crmUrl: 'https://evil.test' }));
    expect([response.statusCode, response.json()]).toEqual([404, { detail: 'Bot not found' }]);
    expect(((await call(owner, 'GET', `/bots/${bot.id}`)).json() as Bot).inputValues).toEqual({});
  });

  it('a duplicate keeps the declarations and the setup; an uploaded workflow that declares inputs asks for them too', async () => {
    const bot = await buy(owner, 7);
    await call(owner, 'PUT', `/bots/${bot.id}`, editOf(bot, { siteUrl: 'https://www.acme.test' }));
    const copy: Bot = (await call(owner, 'POST', `/bots/${bot.id}/duplicate`)).json();
    expect(copy).toMatchObject({ inputs: bot.inputs, inputValues: { siteUrl: 'https://www.acme.test' }, needsSetup: false });

    const workflow = { ...seededBots[6]!.workflow };
    const uploaded = await app.inject({
      method: 'POST',
      url: '/v1/bots/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${multipartBoundary}`, authorization: owner.token },
      payload: multipartBody({ name: 'My watchdog', description: '', priority: 'normal', notes: '' }, { name: 'watchdog.json', type: 'application/json', content: JSON.stringify(workflow) }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ inputs: bot.inputs, inputValues: {}, needsSetup: true });
  });
});

describe('copies bought before the seeded bots declared inputs', () => {
  it('take the workflow that does when the bots are seeded; a copy that declares inputs is left as bought', async () => {
    const [old, current] = await copyMarketBotsIntoMyBots(database.db, owner.id, await marketBotsByIds(database.db, [2, 2]));
    const { inputs: _inputs, ...withoutInputs } = seededBots[1]!.workflow;
    const oldWorkflow = { ...withoutInputs, nodes: withoutInputs.nodes.slice(0, 2) };
    await database.db.update(botFiles).set({ workflow: oldWorkflow, content: Buffer.from(JSON.stringify(oldWorkflow)) }).where(eq(botFiles.botId, old!));
    await database.db.update(bots).set({ inputs: [] }).where(eq(bots.id, old!));
    const kept = { ...seededBots[1]!.workflow, nodes: seededBots[1]!.workflow.nodes.slice(0, 3) };
    await database.db.update(botFiles).set({ workflow: kept }).where(eq(botFiles.botId, current!));
    expect(((await call(owner, 'GET', `/bots/${old}`)).json() as Bot).needsSetup).toBe(false);

    await seedMarketBots(database.db);

    const refreshed: Bot = (await call(owner, 'GET', `/bots/${old}`)).json();
    expect(refreshed).toMatchObject({ needsSetup: true, inputs: seededBots[1]!.workflow.inputs });
    const file = await call(owner, 'GET', `/bots/${old}/file`);
    expect(JSON.parse(file.body)).toEqual(seededBots[1]!.workflow);
    expect(refreshed.configFile?.size).toBe(Buffer.byteLength(file.body));
    const [untouched] = await database.db.select({ workflow: botFiles.workflow }).from(botFiles).where(eq(botFiles.botId, current!));
    expect(untouched!.workflow).toEqual(kept);
  });
});
