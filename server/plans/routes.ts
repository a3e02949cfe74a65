import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentSubscriptionResponseSchema,
  planMessages,
  plansResponseSchema,
  subscribePayloadSchema,
  subscribeResponseSchema,
} from '../../src/domain/plans/plans';
import type { Database } from '../db/database';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { toApiPlan, toApiSubscription } from './answers';
import * as repository from './repository';

const tags = ['subscriptions'];
const base = '/subscriptions/subscriptions';

// Every plan call needs a signed-in user, like the /subscriptions page and the client (01 §6).
export async function subscriptionRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };

  api.get(`${base}/plans`, { ...signedIn, schema: { tags, response: { 200: plansResponseSchema } } }, async () => {
    return { plans: (await repository.listActivePlans(db)).map(toApiPlan) };
  });

  api.post(
    `${base}/subscribe`,
    { ...signedIn, schema: { tags, body: subscribePayloadSchema, response: { 201: subscribeResponseSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const plan = await repository.findActivePlan(db, request.body.plan_id);
      if (!plan) throw new HttpError(404, planMessages.notFound);
      const subscription = await repository.upsertSubscription(db, user.id, plan.id);
      return reply.status(201).send({ subscription: toApiSubscription(subscription, plan) });
    },
  );

  api.get(`${base}/current`, { ...signedIn, schema: { tags, response: { 200: currentSubscriptionResponseSchema } } }, async (request) => {
    const row = await repository.findCurrentSubscription(db, currentUser(request).id);
    return { subscription: row ? toApiSubscription(row.subscription, row.plan) : null };
  });
}
