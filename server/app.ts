import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PasswordWorkLimits } from './accounts/password-work';
import { defaultPublicUrl, type AccountSettings } from './accounts/reset-mail';
import type { GeminiSettings } from './assistant/gemini';
import type { RunSettings } from './config';
import { credentialCipher } from './credentials/cipher';
import { credentialSecrets, ownedCredentials } from './credentials/credentials-for-runs';
import type { SequencesForCredentials } from './credentials/credential-sequences-port';
import type { Database } from './db/database';
import { defaultSameKeyWaitMs } from './payments/checkout';
import { testModeProvider, type PaymentProvider } from './payments/provider';
import { confirmSweptPayment } from './payments/confirmation';
import { defaultPaymentSweepSettings, startPaymentSweeper, type PaymentSweepSettings } from './payments/sweeper';
import { defaultEngineSettings } from './runs/server-runs/execute-run';
import { accountOutbox } from './mail/account-outbox';
import { startErrorWorkflow } from './alerts/error-workflow';
import { RunEndReactor } from './alerts/run-end-reactor';
import { smtpMailer } from './mail/smtp-mailer';
import { BrowserPool, type BrowserPoolSettings } from './runs/browser/browser-pool';
import { RunQueue } from './runs/server-runs/run-queue';
import { defaultRunQueueSettings, type RunQueueOptions } from './runs/server-runs/run-queue-settings';
import { startScheduledRun } from './runs/server-runs/start-run';
import type { OwnedCredentials } from './runs/credentials-port';
import type { SequencesForRuns } from './runs/runnable-sequences-port';
import { findSequenceWithOwner, listSequences, recordSequenceRun, sequenceRunRecord } from './sequences/repository';
import { answerObserverPlugin, type AnswerObserver } from './plugins/answer-observer';
import { authPlugin } from './plugins/auth';
import { drainOnClosePlugin } from './plugins/drain-on-close';
import { errorsPlugin, frameworkErrorReply } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { openApiOptions } from './plugins/openapi-document';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { storableTextPlugin } from './plugins/storable-text';
import { v1Routes } from './v1';
import { defaultPruneEveryMs, startWebhookPruner } from './webhooks/pruner';
import { webhookLimits } from '../src/domain/webhooks/webhooks';

declare module 'fastify' {
  interface FastifyInstance {
    /** The run queue (D44, D63), for the process's own maintenance and its tests. */
    runQueue: RunQueue;
    /** What follows runs' ends (D144), for its tests to wait on. */
    runEndReactor: RunEndReactor;
  }
}

export interface AppOptions {
  database: Database;
  /**
   * The 32-byte key credentials are sealed with (D66): BOTFLOW_SECRET_KEY, or the one generated into
   * an embedded database's data directory (main.ts). Every process on one database needs the same.
   */
  secretKey: Buffer;
  /** Directory of the built SPA; omitted in API-only tests. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Proxy hops in front of us whose X-Forwarded-For we believe (per-client throttling reads it). */
  trustedProxyHops?: number;
  /** The AI service for Flo; without it Flo answers offline from the docs (D36). */
  gemini?: GeminiSettings | null;
  /** The run engine; by default this process queues runs but does not execute them (tests opt in). */
  runs?: Partial<RunSettings> & { queue?: Partial<Omit<RunQueueOptions, 'log'>>; browserGuard?: Pick<BrowserPoolSettings, 'isPrivate'> };
  /** Password hashes at once and waiting; by default libuv's thread pool size and 8 rounds of it. */
  passwordWork?: PasswordWorkLimits;
  /** Encode every answer with zod too and refuse it unless both agree (the test suite). */
  crossCheckAnswers?: boolean;
  /** Sees every answer as it leaves (the test suite checks each against the API document, D125). */
  observeAnswers?: AnswerObserver;
  payments?: PaymentSettings;
  /** PUBLIC_URL for the links in account e-mails (reset links) and the webhooks' addresses; tests may also give the clock they expire by. */
  accounts?: Omit<AccountSettings, 'smtp' | 'publicUrl'> & { publicUrl?: string };
  webhooks?: WebhookSettings;
}

/** The webhooks (D126): how long a sync one waits for its run (30 s) and how often the deliveries log is pruned (false: never, for the tests that call it). */
export interface WebhookSettings {
  syncWaitMs?: number;
  pruneEveryMs?: number | false;
}

export interface PaymentSettings {
  /** Who moves the money: the test-mode provider (D39) unless a real one is given. */
  provider?: PaymentProvider;
  /** How long a request repeating the key of a payment still in flight waits for its outcome. */
  sameKeyWaitMs?: number;
  /** The sweeper that settles payments a checkout left pending; false leaves them to the tests that call it. */
  sweep?: Partial<PaymentSweepSettings> | false;
}

const maxBodyBytes = 5 * 1024 * 1024;

export async function buildApp({ database, secretKey, staticDir, logger = false, trustedProxyHops = 0, gemini = null, runs = {}, passwordWork, crossCheckAnswers = false, observeAnswers, payments = {}, accounts = {}, webhooks = {} }: AppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: maxBodyBytes,
    routerOptions: { ignoreTrailingSlash: true },
    // Only as many forwarded addresses as there are real proxies: otherwise a client could forge
    // X-Forwarded-For and dodge the per-client sign-in throttle.
    trustProxy: (_address: string, hop: number) => hop < trustedProxyHops,
    // Errors the router raises before any hook (a malformed escape, a parameter too long).
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ crossCheck: crossCheckAnswers }));

  // Order matters: error shape and headers first so every later plugin's replies carry them.
  await app.register(errorsPlugin);
  if (observeAnswers) await app.register(answerObserverPlugin, { observe: observeAnswers });
  await app.register(securityHeadersPlugin);
  await app.register(drainOnClosePlugin);
  await app.register(jsonBodyPlugin);
  await app.register(storableTextPlugin);
  await app.register(swagger, openApiOptions);
  await app.register(authPlugin, { database });
  // Runs and sequences import nothing of each other: runs reach sequences through this port alone.
  const sequences: SequencesForRuns = { find: findSequenceWithOwner, recordRun: recordSequenceRun, runRecord: sequenceRunRecord };
  // Credentials read sequences' saved workflows through their own port; runs see only their names
  // and kinds before a run (OwnedCredentials) and their values inside one (secretsFor).
  const sequencesForCredentials: SequencesForCredentials = { listOwned: (db, userId) => listSequences(db, userId) };
  const cipher = credentialCipher(secretKey);
  const credentialsForRuns: OwnedCredentials = ownedCredentials;
  // D68: a worker with a browser drives it for the runs that need one; tests opt in, as for work.
  const browsers = runs.work && runs.browser ? new BrowserPool({ ...runs.browser, allowPrivateNetwork: runs.allowPrivateNetwork ?? false, ...runs.browserGuard }) : null;
  // One SMTP client for runs' outboxes and the accounts' (SMTP_URL); without it, messages stay in the outboxes.
  const mailer = runs.smtp ? smtpMailer(runs.smtp) : undefined;
  const outbox = accountOutbox(database.db, mailer, app.log);
  // D144: a run's end starts its error workflow and alerts (once, whichever process claims it); the queue below tells of ends.
  const reactor = new RunEndReactor({
    db: database.db,
    outbox,
    secretsFor: (userId: string) => credentialSecrets(database.db, cipher, userId),
    allowPrivateNetwork: runs.allowPrivateNetwork ?? false,
    log: app.log,
    publicUrl: accounts.publicUrl ?? defaultPublicUrl,
    startErrorWorkflow: (userId, errorWorkflowId, summary) => startErrorWorkflow({ db: database.db, queue, sequences, credentials: credentialsForRuns }, userId, errorWorkflowId, summary),
  });
  const queue: RunQueue = new RunQueue(database, {
    ...defaultRunQueueSettings,
    browsers,
    work: runs.work ?? false,
    localConcurrency: runs.concurrency ?? defaultRunQueueSettings.localConcurrency,
    engine: { ...defaultEngineSettings, allowPrivateNetwork: runs.allowPrivateNetwork ?? false },
    mailer,
    // A run's credentials are its owner's (D66), decrypted only when a node asks for one; tests may give others.
    secretsFor: (userId: string) => credentialSecrets(database.db, cipher, userId),
    ...runs.queue,
    log: app.log,
    sequences,
    onRunsEnded: (runIds) => reactor.react(runIds),
    // D63: a schedule that came due runs the sequence as its owner would, if it is still active.
    onSchedule: (sequenceId: string, nodeId?: string): Promise<void> => startScheduledRun(database.db, queue, { sequences, credentials: credentialsForRuns }, sequenceId, app.log, nodeId),
  });
  app.decorate('runQueue', queue);
  app.decorate('runEndReactor', reactor);
  // Runs under way end as interrupted when the server stops, never left running (D44); then what their ends began settles.
  app.addHook('onClose', async () => {
    await queue.stop();
    await reactor.stop();
  });
  app.addHook('onReady', async () => reactor.startSweeping());
  const paymentProvider = payments.provider ?? testModeProvider(database.db);
  await app.register(v1Routes, {
    prefix: '/v1',
    database,
    gemini,
    queue,
    sequences,
    credentialsForRuns,
    credentials: { cipher, sequences: sequencesForCredentials },
    passwordWork,
    outbox,
    accounts: { ...accounts, publicUrl: accounts.publicUrl ?? defaultPublicUrl, smtp: mailer !== undefined },
    payments: { provider: paymentProvider, sameKeyWaitMs: payments.sameKeyWaitMs ?? defaultSameKeyWaitMs },
    // A webhook's secret is its owner's credential, opened for the check only (D126).
    webhooks: { secretsFor: (userId: string) => credentialSecrets(database.db, cipher, userId), syncWaitMs: webhooks.syncWaitMs ?? webhookLimits.syncWaitMs },
  });
  // Every process prunes the deliveries log (D126): deleting what is past is the same wherever it is done.
  if (webhooks.pruneEveryMs !== false) {
    const everyMs = webhooks.pruneEveryMs ?? defaultPruneEveryMs;
    let pruner: ReturnType<typeof startWebhookPruner> | null = null;
    app.addHook('onReady', async () => {
      pruner = startWebhookPruner(database.db, everyMs, app.log);
    });
    app.addHook('onClose', async () => {
      await pruner?.stop();
    });
  }
  // Every process sweeps: a payment left pending by a crash is settled after a restart, or by another process.
  if (payments.sweep !== false) {
    const sweepSettings = { ...defaultPaymentSweepSettings, ...payments.sweep };
    let sweeper: ReturnType<typeof startPaymentSweeper> | null = null;
    app.addHook('onReady', async () => {
      // A payment the sweeper completes gets its confirmation e-mail like one its checkout completed (D84).
      sweeper = startPaymentSweeper(database.db, paymentProvider, sweepSettings, app.log, confirmSweptPayment(database.db, outbox, app.log));
    });
    app.addHook('onClose', async () => {
      await sweeper?.stop();
    });
  }
  await app.register(spaPlugin, { staticDir });
  // A worker process takes runs from the start (and ends those its predecessor left running).
  if (runs.work) await queue.start();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
