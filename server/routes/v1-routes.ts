import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { authRoutes } from './v1/auth';
import { healthRoutes } from './v1/health';
import { scriptRoutes } from './v1/scripts';
import { sequenceRoutes } from './v1/sequences';
import { subscriptionRoutes } from './v1/subscriptions';
import { userRoutes } from './v1/users';
import { workflowRunRoutes } from './v1/workflow-runs';

export async function v1Routes(app: FastifyInstance, { database }: { database: Database }) {
  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { database });
  await app.register(userRoutes, { database });
  await app.register(subscriptionRoutes, { database });
  await app.register(sequenceRoutes, { database });
  await app.register(scriptRoutes, { database });
  await app.register(workflowRunRoutes, { database });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
