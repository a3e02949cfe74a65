import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  webhookAcceptedSchema,
  webhookDeliveryDetailSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookListSchema,
  webhookMessages,
  webhookParamsSchema,
  webhookRotatePayloadSchema,
  webhookSchema,
} from '../../src/domain/webhooks/webhooks';
import { webhookSettings } from '../../src/domain/workflow/node-catalogue/webhook-settings';
import { workflowFromItems, type SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { isUuid } from '../db/uuid';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { allowanceOf } from '../plans/allowance';
import { requireRunnableSequence } from '../runs/runnable-sequences-port';
import { pathOf } from './address-reach';
import { isReplayable, toDelivery, toDeliveryDetail, toWebhook, type LogContext } from './answers';
import { authenticationHeaders } from './authentication';
import { findDelivery, listDeliveries } from './deliveries-repository';
import { queueDelivery } from './delivery';
import type { WebhookPorts } from './ports';
import { headersForRun, hiddenValue, parsedBody } from './received-request';
import { findWebhookOfNode, keepWebhooksOf, listWebhooksOf, rotateWebhook } from './repository';
import { webhookNodesOf } from './sequence-webhooks';

/**
 * What the designer asks of a sequence's webhooks (D126, D136), the owner's only (another user's
 * sequence is a 404): its Webhook nodes with their two addresses, a rotation of an address, the
 * deliveries log (filtered by address or node, or only what came after a delivery: how the
 * designer follows its test URL), one delivery with its request, and "Run again with this request".
 */

const tags = ['webhooks'];
const idParams = z.object({ id: z.string() });

/** The labels of the saved workflow's nodes, and which are Webhook nodes. */
const logContextOf = (saved: SavedWorkflow | null): LogContext => ({
  labels: new Map(saved?.nodes.map((node) => [node.id, node.data.label]) ?? []),
  webhookNodes: new Set(webhookNodesOf(saved).map((node) => node.id)),
});

export async function webhookRoutes(app: FastifyInstance, ports: WebhookPorts) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ports.database;
  const signedIn = { onRequest: app.requireUser };
  const owned = (userId: string, sequenceId: string) => requireRunnableSequence(ports.sequences, db, userId, sequenceId);

  const listOf = async (sequence: Awaited<ReturnType<typeof owned>>) => {
    const saved = workflowFromItems(sequence.items);
    const nodes = webhookNodesOf(saved);
    let rows = await listWebhooksOf(db, sequence.id);
    // A Webhook node without its row (a sequence written to the database by another way than a save) gets its addresses now.
    if (nodes.some((node) => !rows.some((row) => row.nodeId === node.id))) {
      await keepWebhooksOf(db, sequence, nodes.map((node) => node.id));
      rows = await listWebhooksOf(db, sequence.id);
    }
    return nodes.flatMap((node) => {
      const row = rows.find((each) => each.nodeId === node.id);
      const settings = webhookSettings.safeParse(node.data.properties);
      const enabled = node.data.properties.isEnabled !== false;
      return row ? [toWebhook(row, { label: node.data.label, enabled, settings: settings.success ? settings.data : webhookSettings.parse({}) }, sequence.active, ports.publicUrl)] : [];
    });
  };

  api.get(
    '/sequences/sequences/:id/webhooks',
    { ...signedIn, schema: { tags, operationId: 'listSequenceWebhooks', summary: 'A sequence’s Webhook nodes with their production and test URLs', params: idParams, response: { 200: webhookListSchema }, errors: { 404: 'No sequence of yours has this id.' } } },
    async (request) => {
      const sequence = await owned(currentUser(request).id, request.params.id);
      return { active: sequence.active, items: await listOf(sequence) };
    },
  );

  api.post(
    '/sequences/sequences/:id/webhooks/:nodeId/rotate',
    {
      ...signedIn,
      schema: {
        tags,
        operationId: 'rotateWebhook',
        summary: 'New keys for a webhook’s production URL, its test URL, or both; the old address answers 404 from then on',
        params: webhookParamsSchema,
        body: webhookRotatePayloadSchema,
        response: { 200: webhookSchema },
        errors: { 404: 'No sequence of yours has this id, or its workflow has no Webhook node of this id.' },
      },
    },
    async (request) => {
      const sequence = await owned(currentUser(request).id, request.params.id);
      const webhook = await findWebhookOfNode(db, sequence.id, request.params.nodeId);
      if (!webhook || !(await listOf(sequence)).some((each) => each.nodeId === webhook.nodeId)) throw new HttpError(404, webhookMessages.nodeNotFound);
      await rotateWebhook(db, webhook.id, request.body?.address);
      return (await listOf(sequence)).find((each) => each.nodeId === webhook.nodeId)!;
    },
  );

  api.get(
    '/sequences/sequences/:id/webhook-deliveries',
    {
      ...signedIn,
      schema: {
        tags,
        operationId: 'listWebhookDeliveries',
        summary: 'The sequence’s deliveries log, newest first (kept 30 days); with `after`, only those received since that delivery, oldest first',
        params: idParams,
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: webhookDeliveryListSchema },
        errors: { 404: 'No sequence of yours has this id, or `after` names no delivery of it.' },
      },
    },
    async (request) => {
      const sequence = await owned(currentUser(request).id, request.params.id);
      const { page, page_size, address, node_id, after } = request.query;
      const since = after !== undefined && isUuid(after) ? await findDelivery(db, sequence.id, after) : undefined;
      if (after !== undefined && !since) throw new HttpError(404, webhookMessages.deliveryNotFound);
      const { rows, total } = await listDeliveries(db, sequence.id, { address, nodeId: node_id, after: since, page, pageSize: page_size });
      const context = logContextOf(workflowFromItems(sequence.items));
      return { items: rows.map((row) => toDelivery(row, context)), total, page, page_size };
    },
  );

  const requireDelivery = async (sequenceId: string, deliveryId: string) => {
    const row = isUuid(deliveryId) ? await findDelivery(db, sequenceId, deliveryId) : undefined;
    if (!row) throw new HttpError(404, webhookMessages.deliveryNotFound);
    return row;
  };

  api.get(
    '/sequences/sequences/:id/webhook-deliveries/:deliveryId',
    {
      ...signedIn,
      schema: { tags, operationId: 'getWebhookDelivery', summary: 'One delivery with its request as kept (authentication headers as ••••) and what it was answered', params: webhookDeliveryParamsSchema, response: { 200: webhookDeliveryDetailSchema }, errors: { 404: 'No sequence of yours has this id, or no delivery of it has this id.' } },
    },
    async (request) => {
      const sequence = await owned(currentUser(request).id, request.params.id);
      return toDeliveryDetail(await requireDelivery(sequence.id, request.params.deliveryId), logContextOf(workflowFromItems(sequence.items)));
    },
  );

  api.post(
    '/sequences/sequences/:id/webhook-deliveries/:deliveryId/replay',
    {
      ...signedIn,
      schema: {
        tags,
        operationId: 'replayWebhookDelivery',
        summary: 'Run again with this request: a new run of the latest saved version, begun at the delivery’s Webhook node with the request as it was kept',
        params: webhookDeliveryParamsSchema,
        response: { 202: webhookAcceptedSchema },
        errors: {
          402: 'The run files your plan keeps are used up: the detail names the plan that keeps more.',
          404: 'No sequence of yours has this id, or no delivery of it has this id.',
          409: 'The delivery cannot be run again: its request was not kept, or its Webhook node was removed since.',
          422: 'The workflow cannot run: the detail names what is missing.',
          429: 'Your plan’s runs for today are used up: try again after Retry-After, or change the plan.',
        },
      },
    },
    async (request, reply) => {
      const sequence = await owned(currentUser(request).id, request.params.id);
      const original = await requireDelivery(sequence.id, request.params.deliveryId);
      const workflow = workflowFromItems(sequence.items);
      const node = webhookNodesOf(workflow).find((each) => each.id === original.nodeId);
      if (!workflow || !node || !original.body || !isReplayable(original, logContextOf(workflow))) throw new HttpError(409, webhookMessages.notReplayable);
      const settings = webhookSettings.safeParse(node.data.properties);
      const hidden = settings.success ? authenticationHeaders(settings.data) : new Set<string>();
      // Kept as •••• in the log: an authentication header is not handed to the run.
      const headers = Object.fromEntries(Object.entries(headersForRun(original.headers, hidden)).filter(([, value]) => value !== hiddenValue));
      const body = parsedBody(original.body, original.contentType ?? undefined);
      const webhook = await findWebhookOfNode(db, sequence.id, node.id);
      const deliveryId = randomUUID();
      const address = original.address === 'replay' ? 'test' : original.address;
      const accepted = await queueDelivery(
        ports,
        { sequence, workflow, node, allowance: await allowanceOf(db, sequence.userId), deliveryId },
        { address, method: original.method, path: pathOf(address), query: original.query, headers, body },
        {
          ...original,
          id: deliveryId,
          webhookId: webhook?.id ?? null,
          address: 'replay',
          receivedAt: new Date(),
          headers: original.headers,
          verdictDetail: null,
          idempotencyKey: null,
          duplicateOf: null,
          replayOf: original.id,
        },
      );
      return reply.status(202).send(accepted);
    },
  );
}
