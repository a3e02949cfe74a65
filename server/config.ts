import { resolve } from 'node:path';
import { defaultGeminiModel, type GeminiSettings } from './assistant/gemini';
import type { DatabaseLocation } from './db/database';

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseLocation;
  seedDemo: boolean;
  staticDir: string;
  logLevel: string;
  /** Readable lines for a person at a terminal; JSON lines for a log collector. */
  logFormat: 'pretty' | 'json';
  trustedProxyHops: number;
  /** GEMINI_API_KEY (never sent to a browser), GEMINI_MODEL, GEMINI_BASE_URL; null without a key. */
  gemini: GeminiSettings | null;
}

function logFormatOf(value: string | undefined, stdoutIsTerminal: boolean): ServerConfig['logFormat'] {
  if (value === undefined || value === '') return stdoutIsTerminal ? 'pretty' : 'json';
  if (value === 'pretty' || value === 'json') return value;
  throw new Error(`LOG_FORMAT must be "pretty" or "json", got "${value}"`);
}

/** Reads the documented environment variables (README lists them). */
export function readConfig(env: NodeJS.ProcessEnv = process.env, stdoutIsTerminal = process.stdout.isTTY === true): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    database: env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR ?? 'data') },
    seedDemo: env.SEED_DEMO !== 'false',
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormatOf(env.LOG_FORMAT, stdoutIsTerminal),
    trustedProxyHops: Number(env.TRUST_PROXY_HOPS ?? 0) || 0,
    gemini: env.GEMINI_API_KEY ? { apiKey: env.GEMINI_API_KEY, model: env.GEMINI_MODEL || defaultGeminiModel, baseUrl: env.GEMINI_BASE_URL || undefined } : null,
  };
}
