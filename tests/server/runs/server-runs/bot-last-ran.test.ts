import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../server/app';
import { insertBotWithFile } from '../../../../server/bots/repository';
import type { Database } from '../../../../server/db/database';
import type { Bot, BotPage } from '../../../../src/domain/bots/bots';
import { createUserWithToken, type UserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';
import { chain, node, runsApi } from './runs-api';

/** D83: a bot's "Last ran" is its last real run, recorded when a bot node runs it; "Never" (null) before. */

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let eve: UserWithToken;
let api: ReturnType<typeof runsApi>;

beforeAll(async () => {
  const engine = { allowPrivateNetwork: true, sandbox: { timeMs: 1000, memoryBytes: 32 * 1024 * 1024 }, retryBackoffMs: 10, maxBotDepth: 3 };
  ({ app, database, stop } = await startTestApp({ runs: { work: true, allowPrivateNetwork: true, queue: { heartbeatMs: 100, staleAfterMs: 5000, sweepEveryMs: 1000, engine } } }));
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  eve = await createUserWithToken(database, { name: 'Eve', lastname: 'Other' });
  api = runsApi(app);
});
afterAll(() => stop());

/** A bot of My Bots whose workflow passes its input on. */
async function botOf(user: UserWithToken, title: string): Promise<number> {
  const workflow = chain(node('start', 'start'), node('end', 'end'));
  const content = Buffer.from(JSON.stringify(workflow));
  const row = await insertBotWithFile(
    database.db,
    user.id,
    { title, author: `${user.name} ${user.lastname}`, configFileName: 'bot.json', configFileType: 'application/json', configFileSize: content.length, hasWorkflow: true },
    { content, workflow },
  );
  return row.id;
}

const botOfUser = async (user: UserWithToken, id: number) => (await app.inject({ method: 'GET', url: `/v1/bots/${id}`, headers: { authorization: user.token } })).json() as Bot;
const botNode = (id: number, title: string) => node(`Run ${title}`, 'bot', { paletteItem: 'bot', botId: id, botTitle: title });

describe('Last ran', () => {
  it('is null (Never) for a bot that never ran, and the time of its run once a bot node ran it', async () => {
    const ran = await botOf(ada, 'Reporter');
    const idle = await botOf(ada, 'Idle');
    expect((await botOfUser(ada, ran)).lastRan).toBeNull();
    const before = Date.now();
    const run = await api.runToEnd(ada, chain(node('start', 'start'), botNode(ran, 'Reporter'), node('end', 'end')));
    expect(run.status, JSON.stringify(run)).toBe('completed');
    const lastRan = (await botOfUser(ada, ran)).lastRan;
    expect(lastRan).not.toBeNull();
    expect(Date.parse(lastRan!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(lastRan!)).toBeLessThanOrEqual(Date.now());
    expect((await botOfUser(ada, idle)).lastRan).toBeNull();
    // The dashboard's Recent Activity reads the same record: the bot that ran leads it.
    const recent = (await app.inject({ method: 'GET', url: '/v1/bots?sort=recent', headers: { authorization: ada.token } })).json() as BotPage;
    expect(recent.items.find((bot) => bot.id === ran)?.lastRan).toBe(lastRan);
  });

  it("moves on each run, and a run naming another user's bot records nothing on it", async () => {
    const ran = await botOf(ada, 'Twice');
    await api.runToEnd(ada, chain(node('start', 'start'), botNode(ran, 'Twice'), node('end', 'end')));
    const first = (await botOfUser(ada, ran)).lastRan!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await api.runToEnd(ada, chain(node('start', 'start'), botNode(ran, 'Twice'), node('end', 'end')));
    expect(Date.parse((await botOfUser(ada, ran)).lastRan!)).toBeGreaterThan(Date.parse(first));

    const evesBot = await botOf(eve, 'Not yours');
    const started = await api.startRun(ada, await api.sequenceWith(ada, chain(node('start', 'start'), botNode(evesBot, 'Not yours'), node('end', 'end'))));
    if (started.statusCode === 202) await api.until(ada, (started.json() as { id: string }).id, (each) => ['completed', 'failed', 'cancelled'].includes(each.status));
    expect((await botOfUser(eve, evesBot)).lastRan).toBeNull();
  });
});
