import type { FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';

/**
 * JSON lines for a collector; at a terminal pino-pretty turns them into one readable line per event
 * (in pino's worker thread, so formatting never blocks a request).
 */
export function loggerOptions({ logLevel, logFormat }: Pick<ServerConfig, 'logLevel' | 'logFormat'>): FastifyServerOptions['logger'] {
  if (logFormat === 'json') return { level: logLevel };
  return {
    level: logLevel,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true } },
  };
}
