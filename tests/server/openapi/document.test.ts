/**
 * GET /v1/openapi.json is for code generators and API clients (D125, the API reference says so): it
 * must validate as OpenAPI 3.0, pass Spectral's oas rules without an error, and name every operation
 * with a stable operationId, a summary and a declared tag.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { Document, Spectral } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { answerProblem, type OpenApiDocument } from './answer-check';
import { startTestApp } from '../test-app';

type DocumentOperation = OpenApiDocument['paths'][string][string];

interface Operation extends DocumentOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses: NonNullable<DocumentOperation['responses']>;
}

interface ServedDocument extends OpenApiDocument {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

/** Every operation's id: a client generated from the document names its functions by them, so they do not change. */
const operationIds = [
  'getHealth', 'register', 'logIn', 'logOut', 'changePassword', 'requestPasswordReset', 'resetPassword', 'getProfile', 'updateProfile',
  'listPlans', 'subscribe', 'getCurrentSubscription', 'cancelSubscription', 'getLimits', 'getInsights', 'getRunsCard',
  'listSequences', 'createSequence', 'getSequence', 'updateSequence', 'deleteSequence', 'setSequenceActive', 'listSequenceVersions', 'getSequenceVersion', 'restoreSequenceVersion',
  'listScripts', 'getScript',
  'recordTestRun', 'listWorkflowRuns', 'previewRerun', 'rerunRun', 'runSequenceNode', 'startSequenceRun', 'getRun', 'cancelRun', 'getRunFile', 'getStepScreenshot', 'followRun',
  'listBots', 'createBot', 'getBotSummary', 'uploadBot', 'getBotFile', 'getBot', 'updateBot', 'setUpBot', 'setBotActive', 'deleteBot', 'duplicateBot', 'getBotUpdate', 'applyBotUpdate',
  'listMarketBots', 'publishMarketBot', 'getMarketBot', 'getMarketImage', 'listFavorites', 'addFavorite', 'removeFavorite', 'listReviews', 'saveMyReview', 'deleteMyReview',
  'checkPublishable', 'publishMarketBotUpdate', 'unpublishMarketBot', 'listSales', 'getBotSales',
  'getCart', 'clearCart', 'addToCart', 'removeFromCart',
  'checkout', 'listPayments', 'exportPayments', 'getInvoice', 'getReceipt', 'refundPayment', 'getPayment',
  'listCredentials', 'createCredential', 'getCredential', 'updateCredential', 'deleteCredential',
  'listApiKeys', 'createApiKey', 'revokeApiKey',
  'getFailureSettings', 'putFailureSettings', 'listNotifications', 'countUnreadNotifications', 'markNotificationRead', 'markAllNotificationsRead',
  'listSequenceWebhooks', 'rotateWebhook', 'listWebhookDeliveries', 'getWebhookDelivery', 'replayWebhookDelivery',
  ...['', 'Test'].flatMap((address) => ['Get', 'Post', 'Put', 'Patch', 'Delete'].map((method) => `receive${address}Webhook${method}`)),
  'chatWithFlo', 'explainStep', 'buildWorkflow', 'getOpenApiDocument',
];

// The document does not depend on the database: the PGlite pass checks it, the PostgreSQL pass need not again.
const onPostgres = Boolean(process.env.DATABASE_URL);

const operationsOf = (served: ServedDocument) =>
  Object.entries(served.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })));

describe.skipIf(onPostgres)('GET /v1/openapi.json', () => {
  let app: App;
  let stop: () => Promise<void>;
  let document: ServedDocument;
  let text: string;

  beforeAll(async () => {
    ({ app, stop } = await startTestApp());
    const response = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    text = response.body;
    document = response.json<ServedDocument>();
  });
  afterAll(() => stop());

  describe('the API document', () => {
    it('validates as OpenAPI 3.0 (swagger-parser)', async () => {
      // validate() dereferences what it is given: a copy, so the other tests read the document as served.
      await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    });

    it('passes Spectral’s oas ruleset with no error', async () => {
      const spectral = new Spectral();
      spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
      const results = await spectral.run(new Document(text, spectralParsers.Json, '/v1/openapi.json'));
      const errors = results.filter((result) => result.severity === 0).map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`);
      expect(errors).toEqual([]);
      const warnings = new Map<string, number>();
      for (const result of results) warnings.set(String(result.code), (warnings.get(String(result.code)) ?? 0) + 1);
      console.log(`Spectral (spectral:oas): 0 errors, ${results.length} warnings and hints: ${[...warnings].map(([code, count]) => `${code} ${count}`).join(', ') || 'none'}`);
    });

    it('names every operation by its stable operationId, with a summary and a declared tag', () => {
      const operations = operationsOf(document);
      expect(operations.map(({ operation }) => operation.operationId).sort()).toEqual([...operationIds].sort());
      const declared = (document.tags ?? []).map((tag) => tag.name);
      for (const { name, operation } of operations) {
        expect(operation.operationId, name).toMatch(/^[a-z][a-zA-Z]*$/);
        expect(operation.summary, name).toBeTruthy();
        expect(operation.tags, name).toHaveLength(1);
        expect(declared, name).toContain(operation.tags![0]);
      }
      // Each declared tag says what it groups, and groups something.
      for (const tag of document.tags ?? []) {
        expect(tag.description, tag.name).toBeTruthy();
        expect(operations.some(({ operation }) => operation.tags?.includes(tag.name)), tag.name).toBe(true);
      }
    });

    it('lists a success and the server’s error for every operation, and each error is {detail}', () => {
      for (const { name, operation } of operationsOf(document)) {
        const statuses = Object.keys(operation.responses);
        expect(statuses.some((status) => /^2\d\d$/.test(status)), name).toBe(true);
        expect(statuses, name).toContain('500');
        for (const status of statuses.filter((each) => Number(each) >= 400)) {
          const schema = operation.responses[status]?.content?.['application/json']?.schema as { anyOf?: unknown[] } | undefined;
          // A webhook's address answers its refusals as {detail}, or a sync run's output with any status.
          const refusal = operation.operationId?.startsWith('receive') && schema?.anyOf ? schema.anyOf[0] : schema;
          expect(refusal, `${name} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
        }
      }
    });
  });

  describe('the check every test app makes of its answers', () => {
    const answer = { method: 'GET', route: '/v1/bots/:id', contentType: 'application/json; charset=utf-8' };

    it('passes an answer as documented', () => {
      expect(answerProblem(document, { ...answer, status: 404, body: '{"detail":"Bot not found"}' })).toBeNull();
    });

    it('refuses a status the operation does not list, a body off its schema, and an operation the document lacks', () => {
      expect(answerProblem(document, { ...answer, status: 409, body: '{"detail":"x"}' })).toMatch(/GET \/v1\/bots\/\{id\} answered 409, a status the OpenAPI document does not list/);
      expect(answerProblem(document, { ...answer, status: 404, body: '{"message":"Bot not found"}' })).toMatch(/schema refuses: body must have required property 'detail'/);
      expect(answerProblem(document, { ...answer, status: 200, body: '{"id":"one"}' })).toMatch(/schema refuses/);
      expect(answerProblem(document, { ...answer, route: '/v1/bots/:id/clone', status: 200, body: '{}' })).toMatch(/is not in the OpenAPI document/);
    });

    it('refuses a media type the status does not list, and a body where the document says there is none', () => {
      expect(answerProblem(document, { ...answer, route: '/v1/payments/:id/invoice', status: 200, contentType: 'text/html', body: '<p>' })).toMatch(/as text\/html, where the document lists application\/pdf/);
      expect(answerProblem(document, { ...answer, method: 'DELETE', status: 204, contentType: undefined, body: 'gone' })).toMatch(/with a body, where the document says it has none/);
    });
  });
});
