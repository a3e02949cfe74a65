import { resolve } from 'node:path';
import type { DatabaseLocation } from './db/database';

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseLocation;
  seedDemo: boolean;
  staticDir: string;
  logLevel: string;
  trustedProxyHops: number;
}

/** Reads the documented environment variables (README lists them). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    database: env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR ?? 'data') },
    seedDemo: env.SEED_DEMO !== 'false',
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustedProxyHops: Number(env.TRUST_PROXY_HOPS ?? 0) || 0,
  };
}
