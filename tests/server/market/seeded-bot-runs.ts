import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { App } from '../../../server/app';
import { copyMarketBotsIntoMyBots } from '../../../server/bots/repository';
import type { Database } from '../../../server/db/database';
import { runEmails } from '../../../server/db/schema/runs';
import { seedPlans } from '../../../server/db/seed';
import { marketBotsByIds } from '../../../server/market/repository';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import type { ServerRun } from '../../../src/domain/workflow/server-runs';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { loopbackRuns, selling } from './selling-fixtures';

/**
 * The seeded bots run as their buyers run them (D130): bought (copied into My Bots), set up through
 * the API, put in a sequence as a bot node and Run on the server, through pg-boss and the engine,
 * against a loopback site that stands in for the outside world. One app and one site per file.
 */

/** What the site was asked. */
export interface SiteRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the site answers a path: a status, and a body (JSON unless it is text). */
export interface SiteAnswer {
  status?: number;
  body?: unknown;
  type?: string;
}

export interface SeededRun {
  run: ServerRun;
  /** What the run's email steps sent, in order. */
  emails: Array<{ to: string; subject: string; body: string }>;
  /** The bot node's step: its output is the bot's. */
  botStep: ServerRun['steps'][number];
  /** What the site was asked during the run. */
  asked: SiteRequest[];
}

export interface SeededBotRuns {
  /** The site's base URL, such as http://127.0.0.1:41234. */
  site: string;
  /** The site answers `path` (without its query) so from now on; every test starts with no answers. */
  answer: (path: string, answer: SiteAnswer | ((request: SiteRequest) => SiteAnswer)) => void;
  /** The buyer's credentials, by name: `api-token` (token, Bearer tok-s3cret), `hibp` (hibp-api-key: hibp-s3cret), `slack-hook` (the site's /slack). */
  credentialNames: { token: string; hibp: string; slack: string };
  /** Buys the seeded bot, sets it up, runs it with the input given to its node, and answers what happened. */
  runSeeded: (botId: number, setup: Record<string, unknown>, input?: Record<string, unknown>) => Promise<SeededRun>;
}

export function seededBotRuns(): SeededBotRuns {
  let app: App;
  let database: Database;
  let stop = async () => {};
  let server: Server;
  let buyer: UserWithToken;
  const answers = new Map<string, SiteAnswer | ((request: SiteRequest) => SiteAnswer)>();
  const asked: SiteRequest[] = [];
  const runs = {
    answer: (path, answer) => void answers.set(path, answer),
    credentialNames: { token: 'api-token', hibp: 'hibp', slack: 'slack-hook' },
  } as SeededBotRuns;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const seen: SiteRequest = { method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body };
        asked.push(seen);
        const found = answers.get(new URL(seen.url, 'http://site').pathname);
        const answer = typeof found === 'function' ? found(seen) : (found ?? { status: 404, body: { error: 'not found' } });
        const text = answer.type ? String(answer.body ?? '') : answer.body === undefined ? '' : JSON.stringify(answer.body);
        response.writeHead(answer.status ?? 200, { 'Content-Type': answer.type ?? 'application/json' }).end(text);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    runs.site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ({ app, database, stop } = await startTestApp({ runs: loopbackRuns }));
    await seedMarketBots(database.db);
    await seedPlans(database.db);
    buyer = await createUserWithToken(database, { name: 'Bea', lastname: 'Buyer' });
    const api = selling(app);
    const credentials = [
      { name: 'api-token', kind: 'token', fields: { value: 'tok-s3cret' } },
      { name: 'hibp', kind: 'token', fields: { value: 'hibp-s3cret', header: 'hibp-api-key', prefix: 'none' } },
      { name: 'slack-hook', kind: 'secret', fields: { value: `${runs.site}/slack` } },
    ];
    for (const credential of credentials) {
      const response = await api.call(buyer, 'POST', '/credentials', credential);
      expect(response.statusCode, response.body).toBe(201);
    }
    runs.runSeeded = async (botId, setup, input = {}) => {
      const [copyId] = await copyMarketBotsIntoMyBots(database.db, buyer.id, await marketBotsByIds(database.db, [botId]));
      const bot = await api.setUp(buyer, copyId!, setup);
      const before = asked.length;
      const run = await api.runBot(buyer, bot.id, bot.title, input);
      const emails = await database.db.select({ to: runEmails.to, subject: runEmails.subject, body: runEmails.body }).from(runEmails).where(eq(runEmails.runId, run.id)).orderBy(runEmails.createdAt);
      const botStep = run.steps.filter((step) => step.nodeId === 'bot' && step.parentStepId === null).at(-1);
      if (!botStep) throw new Error(`the run of ${bot.title} has no step of its bot node`);
      return { run, emails, botStep, asked: asked.slice(before) };
    };
  });
  beforeEach(() => answers.clear());
  afterAll(async () => {
    await stop();
    server.closeAllConnections();
    server.close();
  });
  return runs;
}

/** The run's failed steps, for an assertion that says what failed when it should not have. */
export const failures = (run: ServerRun) => JSON.stringify(run.steps.filter((step) => step.error !== null).map((step) => [step.label, step.error]));
