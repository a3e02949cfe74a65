import { resolve } from 'node:path';
import { defaultGeminiModel, type GeminiSettings } from './assistant/gemini';
import { configuredSecretKey } from './credentials/secret-key';
import type { DatabaseLocation } from './db/database';
import { findChromium } from './runs/browser/chromium-path';
import { defaultRunConcurrency } from './runs/server-runs/run-concurrency';
import { defaultSmtpFrom, type SmtpSettings } from './mail/smtp-mailer';

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseLocation;
  /** BOTFLOW_SECRET_KEY (D66), required with DATABASE_URL; null on PGlite without it: the data directory's key is used. */
  secretKey: Buffer | null;
  seedDemo: boolean;
  staticDir: string;
  logLevel: string;
  /** Readable lines for a person at a terminal; JSON lines for a log collector. */
  logFormat: 'pretty' | 'json';
  trustedProxyHops: number;
  /** PUBLIC_URL: the address users open Botflow at, for the links in e-mails (http://localhost:PORT by default). */
  publicUrl: string;
  /** GEMINI_API_KEY (never sent to a browser), GEMINI_MODEL, GEMINI_BASE_URL; null without a key. */
  gemini: GeminiSettings | null;
  /** The run engine (D44, D45). */
  runs: RunSettings;
}

export interface RunSettings {
  /** ENGINE_ALLOW_PRIVATE_NETWORK=true lets api nodes reach private and loopback addresses (tests only). */
  allowPrivateNetwork: boolean;
  /** RUN_WORKERS=false: this process queues runs but leaves executing them to other processes. */
  work: boolean;
  /** RUN_CONCURRENCY (32): runs executing at once on each run queue this process works (D120), each user still held to their plan's runs at once. */
  concurrency: number;
  /** SMTP_URL and SMTP_FROM: email nodes' messages are sent through this server; null keeps them in the outbox. */
  smtp: SmtpSettings | null;
  /**
   * The browser worker (D68): CHROMIUM_PATH or the `chromium` on the PATH, and BROWSER_CONTEXTS (2)
   * tabs at once. Null with RUN_BROWSER=false or no Chromium: runs that need one go to a process that has one.
   */
  browser: BrowserSettings | null;
}

export interface BrowserSettings {
  executablePath: string;
  contexts: number;
}

function browserSettingsOf(env: NodeJS.ProcessEnv): BrowserSettings | null {
  const contexts = positiveInteger('BROWSER_CONTEXTS', env.BROWSER_CONTEXTS, 2);
  if (env.RUN_BROWSER === 'false') return null;
  const executablePath = findChromium(env);
  return executablePath ? { executablePath, contexts } : null;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of 1 or more, got "${value}"`);
  return number;
}

function logFormatOf(value: string | undefined, stdoutIsTerminal: boolean): ServerConfig['logFormat'] {
  if (value === undefined || value === '') return stdoutIsTerminal ? 'pretty' : 'json';
  if (value === 'pretty' || value === 'json') return value;
  throw new Error(`LOG_FORMAT must be "pretty" or "json", got "${value}"`);
}

function publicUrlOf(value: string | undefined, port: number): string {
  if (value === undefined || value === '') return `http://localhost:${port}`;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`PUBLIC_URL must be an http or https address, got "${value}"`);
  return value;
}

/** Reads the documented environment variables (README lists them). */
export function readConfig(env: NodeJS.ProcessEnv = process.env, stdoutIsTerminal = process.stdout.isTTY === true): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    database: env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR ?? 'data') },
    secretKey: configuredSecretKey(env),
    seedDemo: env.SEED_DEMO !== 'false',
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormatOf(env.LOG_FORMAT, stdoutIsTerminal),
    trustedProxyHops: Number(env.TRUST_PROXY_HOPS ?? 0) || 0,
    publicUrl: publicUrlOf(env.PUBLIC_URL, port),
    runs: {
      allowPrivateNetwork: env.ENGINE_ALLOW_PRIVATE_NETWORK === 'true',
      work: env.RUN_WORKERS !== 'false',
      concurrency: positiveInteger('RUN_CONCURRENCY', env.RUN_CONCURRENCY, defaultRunConcurrency),
      smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM || defaultSmtpFrom } : null,
      browser: browserSettingsOf(env),
    },
    gemini: env.GEMINI_API_KEY ? { apiKey: env.GEMINI_API_KEY, model: env.GEMINI_MODEL || defaultGeminiModel, baseUrl: env.GEMINI_BASE_URL || undefined } : null,
  };
}
