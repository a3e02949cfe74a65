import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { v1Routes } from './routes/v1-routes';

export interface AppOptions {
  database: Database;
  /** Directory of the built SPA; omitted in API-only tests. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
}

const maxBodyBytes = 5 * 1024 * 1024;

export async function buildApp({ database, staticDir, logger = false }: AppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: maxBodyBytes,
    routerOptions: { ignoreTrailingSlash: true },
    // One behind a load balancer: the client's own address drives per-client throttling.
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Order matters: error shape and headers first so every later plugin's replies carry them.
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(swagger, {
    openapi: { info: { title: 'Botflow API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(authPlugin, { database });
  await app.register(v1Routes, { prefix: '/v1', database });
  await app.register(spaPlugin, { staticDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
