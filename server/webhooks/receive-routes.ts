import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookAcceptedSchema, webhookLimits, webhookMessages, type WebhookAddress } from '../../src/domain/webhooks/webhooks';
import { errorAnswerSchema } from '../plugins/openapi-responses';
import { logRefusal, reachAddress, type ArrivingRequest, type ReachedAddress } from './address-reach';
import { deliver, type Answer } from './delivery';
import type { WebhookPorts } from './ports';
import { queryOf, RawBody } from './received-request';

/**
 * The webhooks' addresses (D126): `/v1/webhooks/{key}` (production) and `/v1/webhooks/test/{key}`,
 * for anyone who has the address; the key is the credential, and the node's authentication may ask
 * for more. The body is taken raw (a signature is over its bytes), at most 1 MB: a larger one is
 * refused 413 from its Content-Length, or as soon as more arrives, before it is read whole. The
 * webhook is found, and its rate limit counted, before the body is read at all.
 */

const tags = ['webhooks'];
const methods = ['POST', 'GET', 'PUT', 'PATCH', 'DELETE'] as const;
const failedRunSchema = z.object({ detail: z.string(), runId: z.string().optional(), statusUrl: z.string().optional() });
/**
 * A sync webhook answers its run's output with the status the node or the output sets (200–599), so
 * any status may carry a body of any JSON beside the address's own refusals: the document says both.
 */
const ownAnswer = z.unknown().describe('A sync webhook’s answer: its run’s output, with the status the node or the output sets');
const orOwnAnswer = (refusal: z.ZodType) => z.union([refusal, ownAnswer]);
const keyParams = z.object({ key: z.string().describe('The address’s key, as its URL carries it') });

const capitalised = (method: string) => method.charAt(0) + method.slice(1).toLowerCase();

/** Each request's webhook, found before its body is read. */
const reachedOf = new WeakMap<FastifyRequest, ReachedAddress>();

const arriving = (request: FastifyRequest): ArrivingRequest => ({ method: request.method, headers: request.headers, query: queryOf(request.url) });

/**
 * What an address answers is JSON, whatever it holds: a sync webhook's answer is its run's output,
 * which may be any JSON value (a string too, which Fastify would otherwise send as plain text), and a
 * repeat of a key is answered the first answer as it was kept. Written once here, for every status.
 */
function send(reply: FastifyReply, answer: Answer) {
  return reply
    .status(answer.status)
    .headers(answer.headers ?? {})
    .type('application/json; charset=utf-8')
    .send(Buffer.from(JSON.stringify(answer.body ?? null)));
}

export async function webhookReceiveRoutes(app: FastifyInstance, ports: WebhookPorts) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Only here: every content type is read as its bytes, at most 1 MB.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: webhookLimits.bodyBytes }, (_request, body, done) => done(null, new RawBody(body as Buffer)));

  for (const address of ['production', 'test'] as const satisfies readonly WebhookAddress[]) {
    const url = address === 'test' ? '/webhooks/test/:key' : '/webhooks/:key';
    const reach = async (request: FastifyRequest<{ Params: { key: string } }>, reply: FastifyReply) => {
      const found = await reachAddress(ports, address, request.params.key, arriving(request));
      if ('status' in found) return reply.status(found.status).headers(found.headers ?? {}).send({ detail: found.detail });
      reachedOf.set(request, found);
    };
    for (const method of methods) {
      const hasBody = method !== 'GET';
      api.route({
        method,
        url,
        bodyLimit: webhookLimits.bodyBytes,
        exposeHeadRoute: false,
        onRequest: reach,
        schema: {
          tags,
          operationId: `receive${address === 'test' ? 'Test' : ''}Webhook${capitalised(method)}`,
          summary: `A ${method} request to a webhook’s ${address === 'test' ? 'test' : 'production'} URL`,
          description:
            address === 'test'
              ? 'Runs the latest saved version of the sequence, whether Workflow Active is on or not. Answers as the production URL does.'
              : 'Runs the last saved version while Workflow Active is on (404 naming why otherwise). Async: 202 with the run at once. Sync: the run’s output as JSON once it ends (within 30 s; then 202), with the status the node or the output sets. A repeat of an Idempotency-Key (or X-GitHub-Delivery, a Stripe event id) within 24 h is answered what the first was and starts no run.',
          params: keyParams,
          ...(hasBody ? { consumes: ['application/json', 'application/x-www-form-urlencoded', 'text/plain', 'application/octet-stream'], body: z.unknown().optional().describe('Any body up to 1 MB (or none): JSON, form fields or text') } : {}),
          response: {
            202: orOwnAnswer(webhookAcceptedSchema),
            '2xx': ownAnswer,
            400: orOwnAnswer(errorAnswerSchema),
            401: orOwnAnswer(errorAnswerSchema),
            402: orOwnAnswer(errorAnswerSchema),
            404: orOwnAnswer(errorAnswerSchema),
            405: orOwnAnswer(errorAnswerSchema),
            413: orOwnAnswer(errorAnswerSchema),
            422: orOwnAnswer(errorAnswerSchema),
            429: orOwnAnswer(errorAnswerSchema),
            '4xx': ownAnswer,
            500: z.union([errorAnswerSchema, failedRunSchema, ownAnswer]),
            '5xx': ownAnswer,
          },
        },
        errorHandler: async (error: FastifyError, request, reply) => {
          const reached = reachedOf.get(request);
          if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE' || !reached) throw error;
          const refusal = { status: 413, detail: webhookMessages.tooLarge };
          await logRefusal(ports, reached, arriving(request), refusal);
          return reply.status(413).send({ detail: refusal.detail });
        },
        handler: async (request, reply) => {
          const reached = reachedOf.get(request)!;
          const body = request.body instanceof RawBody ? request.body.bytes : Buffer.alloc(0);
          // A sync webhook stops waiting when its caller goes (an async one waits for nothing).
          const gone = reached.settings.response === 'sync' ? new AbortController() : null;
          if (gone) reply.raw.once('close', () => gone.abort());
          return send(reply, await deliver(ports, reached, { ...arriving(request), body }, gone?.signal));
        },
      });
    }
  }
}
