import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { marketBots } from '../../../server/db/schema/market';
import { runEmails } from '../../../server/db/schema/runs';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import { seedPlans } from '../../../server/db/seed';
import type { BotUpdate } from '../../../src/domain/bots/bot-update';
import type { Bot } from '../../../src/domain/bots/bots';
import { botNodeMessages } from '../../../src/domain/bots/bot-node-inputs';
import type { MarketBotDetail } from '../../../src/domain/market/listing';
import type { MarketPage } from '../../../src/domain/market/market';
import { publishMessages } from '../../../src/domain/market/publishing';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { chain, loopbackRuns, node, selling } from './selling-fixtures';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let seller: UserWithToken;
let buyer: UserWithToken;
let api: ReturnType<typeof selling>;
/** The outside world the seller's bot calls: what it was asked, with which header. */
let site: Server;
let siteUrl: string;
const asked: Array<{ url: string; authorization: string | undefined }> = [];

beforeAll(async () => {
  site = createServer((request, response) => {
    asked.push({ url: request.url ?? '', authorization: request.headers.authorization });
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"state":"green"}');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  ({ app, database, stop } = await startTestApp({ runs: loopbackRuns }));
  await seedMarketBots(database.db);
  await seedPlans(database.db);
  seller = await createUserWithToken(database, { name: 'Sam', lastname: 'Seller' });
  buyer = await createUserWithToken(database, { name: 'Bea', lastname: 'Buyer' });
  api = selling(app);
  await api.credential(seller, 'seller-token', 'seller-s3cret');
});
afterAll(async () => {
  await stop();
  site.closeAllConnections();
  site.close();
});

const declared = (threshold: 'text' | 'number') => [
  { name: 'sendTo', label: 'Send to', kind: 'text', required: true },
  { name: 'threshold', label: 'Threshold', kind: threshold, required: threshold === 'number' },
];

/** The seller's workflow: it asks the site for its state with the seller's own token and mails who the buyer names. */
const version1 = () =>
  chain(
    [
      node('n1', 'start', 'Start'),
      node('n2', 'api', 'Fetch status', { paletteItem: 'api', method: 'GET', url: `${siteUrl}/status`, authentication: 'seller-token' }, 1),
      node('n3', 'email', 'Tell', { paletteItem: 'email', to: '{{inputs.sendTo}}', subject: 'State {{input.body.state}} (limit {{inputs.threshold}})' }, 2),
      node('n4', 'end', 'End', {}, 3),
    ],
    declared('text'),
  );

/** Version 2: a new check, the mail says more, the threshold is a number now and a copy goes to someone. */
const version2 = () => {
  const base = version1();
  return chain(
    [
      base.nodes[0]!,
      base.nodes[1]!,
      node('n5', 'decision', 'Over threshold?', { paletteItem: 'decision', condition: 'true' }, 2),
      node('n3', 'email', 'Tell', { paletteItem: 'email', to: '{{inputs.sendTo}}', subject: 'v2: state {{input.body.state}} over {{inputs.threshold}}' }, 3),
      node('n4', 'end', 'End', {}, 4),
    ],
    [...declared('number'), { name: 'cc', label: 'Copy to', kind: 'text', required: false }],
  );
};

const mailsOf = (runId: string) => database.db.select({ to: runEmails.to, subject: runEmails.subject }).from(runEmails).where(eq(runEmails.runId, runId));

describe('publishing a sequence (D130)', () => {
  it('refuses a version that would not pass the check before a run, or that runs a bot the seller may not resell, saying why', async () => {
    const unready = chain([node('n1', 'start', 'Start'), node('n2', 'api', 'Fetch status', { paletteItem: 'api', method: 'GET', url: '' }, 1), node('n3', 'end', 'End', {}, 2)]);
    const sequenceId = await api.sequenceWith(seller, unready);
    const check = await api.call(seller, 'GET', `/market/publish-check?sequence_id=${sequenceId}&version=1`);
    expect([check.statusCode, check.json()]).toEqual([200, { problems: ['Fetch status: URL is required'] }]);
    const refused = await api.publish(seller, { name: 'Broken', sequence_id: sequenceId, version: '1' });
    expect([refused.statusCode, refused.json().detail]).toEqual([422, publishMessages.refused(['Fetch status: URL is required'])]);

    // A bot bought in the market is not the seller's to sell again.
    const { bot: bought } = await api.buy(seller, 7);
    const reselling = await api.sequenceWith(seller, chain([node('n1', 'start', 'Start'), node('n2', 'bot', 'Watch', { paletteItem: 'bot', botId: bought.id, botTitle: bought.title }, 1), node('n3', 'end', 'End', {}, 2)]));
    const resold = await api.call(seller, 'GET', `/market/publish-check?sequence_id=${reselling}&version=1`);
    expect(resold.json()).toEqual({ problems: [publishMessages.boughtBot('Watch', 'Uptime Watchdog')] });

    // The sequence and its version must be the seller's and be there.
    expect((await api.call(buyer, 'GET', `/market/publish-check?sequence_id=${sequenceId}&version=1`)).statusCode).toBe(404);
    expect((await api.call(seller, 'GET', `/market/publish-check?sequence_id=${sequenceId}&version=9`)).statusCode).toBe(404);
    const noVersion = await api.publish(seller, { name: 'No version', sequence_id: sequenceId });
    expect([noVersion.statusCode, noVersion.json().detail]).toEqual([422, `version: ${publishMessages.versionRequired}`]);
  });

  it('lists what the workflow does and needs, and gives buyers the workflow with the seller’s credential lifted into an input of their own', async () => {
    const sequenceId = await api.sequenceWith(seller, version1());
    const listing = await api.published(seller, sequenceId, 1);
    expect(listing).toMatchObject({ title: 'Site Checker', author: 'Sam Seller', price: 9.5, version: 1, owned: true });
    expect(listing.steps).toEqual([
      { label: 'Fetch status', kind: 'API Call' },
      { label: 'Tell', kind: 'Email' },
    ]);
    expect(listing.needs.inputs.map((input) => [input.name, input.kind, input.required])).toEqual([
      ['sendTo', 'text', true],
      ['threshold', 'text', false],
      ['fetchStatusAuthentication', 'credential', true],
    ]);
    expect(listing.needs).toMatchObject({ credentialKinds: expect.arrayContaining(['token']), browser: false });
    expect(listing.versions).toEqual([{ version: 1, publishedAt: expect.any(String), changelog: 'First version' }]);
    const [stored] = await database.db.select({ workflow: marketBots.workflow }).from(marketBots).where(eq(marketBots.id, listing.id));
    expect(JSON.stringify(stored!.workflow)).not.toContain('seller-token');
    expect(JSON.stringify(stored!.workflow)).toContain('{{inputs.fetchStatusAuthentication}}');
    // Anyone signed in sees the same listing; the page is the listing's, not a fixed text.
    const seen = (await api.call(buyer, 'GET', `/market/bots/${listing.id}`)).json() as MarketBotDetail;
    expect(seen).toMatchObject({ steps: listing.steps, owned: false, version: 1 });
  });
});

describe('buying, running and updating a user-published bot (D130)', () => {
  it('runs for its buyer end to end with their setup; an update waits for them, shows its diff, keeps the setup that still fits, and the next run uses it', async () => {
    const sequenceId = await api.sequenceWith(seller, version1());
    const listing = await api.published(seller, sequenceId, 1, { name: 'Status Mailer' });
    const { bot } = await api.buy(buyer, listing.id);
    expect(bot).toMatchObject({ title: 'Status Mailer', marketBotId: listing.id, version: 1, updateTo: null, needsSetup: true, hasWorkflow: true });

    await api.credential(buyer, 'bea-token', 'bea-s3cret');
    await api.setUp(buyer, bot.id, { sendTo: 'bea@acme.test', threshold: 'five', fetchStatusAuthentication: 'bea-token' });
    const first = await api.runBot(buyer, bot.id, 'Status Mailer');
    expect(first.status, JSON.stringify(first.steps.map((step) => [step.label, step.error]))).toBe('completed');
    expect(asked.at(-1)).toEqual({ url: '/status', authorization: 'Bearer bea-s3cret' });
    expect(await mailsOf(first.id)).toEqual([{ to: 'bea@acme.test', subject: 'State green (limit five)' }]);

    // The seller publishes version 2: the buyer's copy stays on version 1 until they choose.
    await api.saveVersion(seller, sequenceId, version2());
    const update = await api.call(seller, 'POST', `/market/bots/${listing.id}/versions`, { version: 2, changelog: 'Checks the threshold first' });
    expect(update.statusCode, update.body).toBe(201);
    expect((update.json() as MarketBotDetail).versions.map((each) => [each.version, each.changelog])).toEqual([
      [2, 'Checks the threshold first'],
      [1, 'First version'],
    ]);
    const waiting = (await api.call(buyer, 'GET', `/bots/${bot.id}`)).json() as Bot;
    expect([waiting.version, waiting.updateTo]).toEqual([1, 2]);
    const stillOld = await api.runBot(buyer, bot.id, 'Status Mailer');
    expect(await mailsOf(stillOld.id)).toEqual([{ to: 'bea@acme.test', subject: 'State green (limit five)' }]);

    const diff = (await api.call(buyer, 'GET', `/bots/${bot.id}/update`)).json() as BotUpdate;
    expect(diff).toMatchObject({ from: 1, to: 2, changelogs: [{ version: 2, changelog: 'Checks the threshold first' }] });
    expect(diff.steps).toEqual({ added: [{ label: 'Over threshold?', kind: 'Decision' }], removed: [], changed: [{ label: 'Tell', kind: 'Email', changes: ['subject'] }] });
    expect(diff.inputs.added.map((input) => input.name)).toEqual(['cc']);
    expect(diff.inputs.changed.map((input) => [input.name, input.kind])).toEqual([['threshold', 'number']]);
    expect(diff.inputs.removed).toEqual([]);
    expect(diff.kept.sort()).toEqual(['fetchStatusAuthentication', 'sendTo']);

    // The buyer answers what it asks for; a value of the wrong kind is refused under its input.
    const wrong = await api.call(buyer, 'POST', `/bots/${bot.id}/update`, { version: 2, inputValues: { threshold: 'seven' } });
    expect([wrong.statusCode, wrong.json().detail]).toEqual([422, 'inputValues.threshold: Threshold must be a number']);
    const stale = await api.call(buyer, 'POST', `/bots/${bot.id}/update`, { version: 1, inputValues: { threshold: 7 } });
    expect(stale.statusCode).toBe(409);
    const updated = await api.call(buyer, 'POST', `/bots/${bot.id}/update`, { version: 2, inputValues: { threshold: 7 } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ version: 2, updateTo: null, needsSetup: false, inputValues: { sendTo: 'bea@acme.test', fetchStatusAuthentication: 'bea-token', threshold: 7 } });

    const second = await api.runBot(buyer, bot.id, 'Status Mailer');
    expect(second.status).toBe('completed');
    expect(second.steps.map((step) => step.label)).toContain('Over threshold?');
    expect(await mailsOf(second.id)).toEqual([{ to: 'bea@acme.test', subject: 'v2: state green over 7' }]);
    expect((await api.call(buyer, 'GET', `/bots/${bot.id}/update`)).statusCode).toBe(409);
  });

  it('refuses an update that changes nothing, and one by anyone but the publisher', async () => {
    const sequenceId = await api.sequenceWith(seller, version1());
    const listing = await api.published(seller, sequenceId, 1, { name: 'Same Again' });
    const same = await api.call(seller, 'POST', `/market/bots/${listing.id}/versions`, { version: 1, changelog: 'Nothing' });
    expect([same.statusCode, same.json().detail]).toEqual([409, publishMessages.sameVersion]);
    const other = await api.call(buyer, 'POST', `/market/bots/${listing.id}/versions`, { version: 1, changelog: 'Mine now' });
    expect([other.statusCode, other.json().detail]).toEqual([403, publishMessages.notPublisher]);
    expect((await api.call(seller, 'POST', `/market/bots/7/versions`, { version: 1, changelog: 'Seeded' })).statusCode).toBe(403);
  });

  it('a bought bot keeps its listing’s author, rating, downloads and price: its edit is its setup', async () => {
    const { bot } = await api.buy(buyer, 14);
    const { id: _id, ...fields } = bot;
    const edit = { ...fields, tags: ['lifestyle'], image: '' };
    const priced = await api.call(buyer, 'PUT', `/bots/${bot.id}`, { ...edit, price: 0 });
    expect([priced.statusCode, priced.json().detail]).toEqual([422, "price: The price of a bought bot is its listing's and cannot be changed"]);
    const authored = await api.call(buyer, 'PUT', `/bots/${bot.id}`, { ...edit, author: 'Bea Buyer' });
    expect([authored.statusCode, authored.json().detail]).toEqual([422, "author: The author of a bought bot is its listing's and cannot be changed"]);
    expect((await api.call(buyer, 'PUT', `/bots/${bot.id}`, { ...edit, rating: 5 })).statusCode).toBe(422);
    expect((await api.call(buyer, 'PUT', `/bots/${bot.id}`, { ...edit, downloads: 999 })).statusCode).toBe(422);
    // Its setup alone saves; the user's own bots keep the whole form.
    expect((await api.call(buyer, 'PUT', `/bots/${bot.id}/setup`, { inputValues: { sendTo: 'bea@acme.test' } })).json()).toMatchObject({ inputValues: { sendTo: 'bea@acme.test' } });
  });
});

describe('unpublishing and refunds (D130, D84)', () => {
  it('hides an unpublished listing from everyone but its publisher; its buyers keep their copy', async () => {
    const sequenceId = await api.sequenceWith(seller, version1());
    const listing = await api.published(seller, sequenceId, 1, { name: 'Going Away' });
    const { bot } = await api.buy(buyer, listing.id);
    expect((await api.call(buyer, 'DELETE', `/market/bots/${listing.id}`)).statusCode).toBe(403);
    expect((await api.call(seller, 'DELETE', `/market/bots/${listing.id}`)).statusCode).toBe(204);
    const page = (await api.call(buyer, 'GET', '/market/bots?page_size=100')).json() as MarketPage;
    expect(page.items.map((each) => each.id)).not.toContain(listing.id);
    expect((await api.call(buyer, 'GET', `/market/bots/${listing.id}`)).statusCode).toBe(404);
    expect((await api.call(seller, 'GET', `/market/bots/${listing.id}`)).statusCode).toBe(200);
    expect((await api.call(buyer, 'GET', `/bots/${bot.id}`)).statusCode).toBe(200);
    const late = await api.call(seller, 'POST', `/market/bots/${listing.id}/versions`, { version: 1, changelog: 'Too late' });
    expect([late.statusCode, late.json().detail]).toEqual([409, publishMessages.unpublished]);
  });

  it('a run of a workflow whose bot was refunded says the user no longer owns it', async () => {
    const { bot, paymentId } = await api.buy(buyer, 16);
    const refund = await api.call(buyer, 'POST', `/payments/${paymentId}/refund`, { idempotency_key: `refund-${paymentId}` });
    expect(refund.statusCode, refund.body).toBe(200);
    const run = await api.runBot(buyer, bot.id, 'Habit Coach');
    expect(run.status).toBe('failed');
    expect(run.steps.find((step) => step.label === 'Habit Coach')?.error).toMatch(new RegExp(`^${botNodeMessages.noLongerOwned('Habit Coach')}\\. Not retried`));
  });
});
