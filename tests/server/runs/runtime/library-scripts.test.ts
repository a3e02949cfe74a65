import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryScripts } from '../../../../src/domain/workflow/node-catalogue/library-scripts';
import { RunSecrets } from '../../../../server/runs/engine/redaction';
import { memoryRunFolder } from '../../../../server/runs/runtime/run-folder';
import { runLibraryScript } from '../../../../server/runs/runtime/run-script';
import { chain, fakeSecrets, node, runEngine } from '../engine-harness';

const signingKey = 'whsec-9f8e7d6c5b4a';
const apiToken = 'tok_live_4242abcd';
let server: Server;
let base: string;
const received: Array<{ url: string; headers: IncomingMessage['headers']; body: string }> = [];

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
  });

beforeAll(async () => {
  // A webhook receiver that checks the signature, an incoming Slack webhook, and a JSON API behind a token.
  server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    received.push({ url: request.url ?? '', headers: request.headers, body });
    if (request.url === '/hook') {
      const expected = `sha256=${createHmac('sha256', signingKey).update(body).digest('hex')}`;
      return response.writeHead(request.headers['x-signature-256'] === expected ? 204 : 401).end();
    }
    if (request.url?.startsWith('/services/')) {
      const message = JSON.parse(body) as { blocks?: unknown };
      return response.writeHead(Array.isArray(message.blocks) ? 200 : 400).end(Array.isArray(message.blocks) ? 'ok' : 'invalid_blocks');
    }
    if (request.url === '/api/orders') {
      if (request.headers.authorization !== `Bearer ${apiToken}`) return response.writeHead(401).end('{"error":"unauthorised"}');
      return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: { orders: [{ id: 7, total: 41.5 }], count: 1 } }));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const script = (id: string, scriptId: string, properties: Record<string, unknown>) => node(id, 'script', { paletteItem: `script-${scriptId}`, scriptId, retryCount: 0, ...properties });
const credentials = () =>
  new RunSecrets(
    fakeSecrets({
      'hook-key': { name: 'hook-key', kind: 'secret', fields: { value: signingKey } },
      'slack-webhook': { name: 'slack-webhook', kind: 'secret', fields: { value: `${base}/services/T000/B000/XXXX` } },
      'orders-api': { name: 'orders-api', kind: 'token', fields: { value: apiToken, header: 'Authorization', prefix: 'Bearer' } },
    }),
  );

describe('the library scripts that need no browser, run for real (D67)', () => {
  it('Call a Webhook posts the previous output signed with HMAC-SHA256, which the receiver verifies', async () => {
    const { outcome, finished } = await runEngine(
      chain(node('start', 'start'), node('make', 'transform', { code: 'return { order: 7 };' }), script('notify', 'call-webhook', { url: `${base}/hook`, event: 'order.paid', secretName: 'hook-key' }), node('end', 'end')),
      { secrets: credentials() },
    );
    expect(outcome).toEqual({ status: 'completed', output: { status: 204 } });
    const hook = received.filter((each) => each.url === '/hook').at(-1)!;
    expect(JSON.parse(hook.body)).toMatchObject({ event: 'order.paid', data: { order: 7 } });
    expect(finished.find((step) => step.nodeId === 'notify')?.logs).toEqual([`fetch POST ${base}/hook: 204`, 'Webhook accepted the event (204)']);
  });

  it('Call a Webhook fails the node with the receiver’s answer when the signature is wrong', async () => {
    const wrongKey = new RunSecrets(fakeSecrets({ 'hook-key': { name: 'hook-key', kind: 'secret', fields: { value: 'another-key' } } }));
    const { outcome } = await runEngine(chain(node('start', 'start'), script('notify', 'call-webhook', { url: `${base}/hook`, secretName: 'hook-key' })), { secrets: wrongKey });
    expect(outcome).toEqual({ status: 'failed', error: 'notify: Error: Webhook answered 401: ' });
  });

  it('Post to Slack sends the message in Slack’s shape (text and blocks) to the webhook URL held in a secret', async () => {
    const { outcome } = await runEngine(
      // Figures typed in the panel as JSON text are read as the object they spell.
      chain(node('start', 'start'), script('slack', 'post-to-slack', { webhookSecret: 'slack-webhook', heading: 'Orders are in', fields: '{"Orders": 12, "Revenue": "$340"}' }), node('end', 'end')),
      { secrets: credentials() },
    );
    expect(outcome).toEqual({ status: 'completed', output: { posted: true } });
    const slack = received.filter((each) => each.url === '/services/T000/B000/XXXX').at(-1)!;
    expect(slack.headers['content-type']).toBe('application/json');
    const message = JSON.parse(slack.body) as { text: string; blocks: Array<{ type: string }> };
    expect(message.text).toBe('Orders are in');
    expect(message.blocks).toEqual([
      { type: 'header', text: { type: 'plain_text', text: 'Orders are in' } },
      {
        type: 'section',
        fields: [
          { type: 'mrkdwn', text: '*Orders*\n12' },
          { type: 'mrkdwn', text: '*Revenue*\n$340' },
        ],
      },
      { type: 'context', elements: [{ type: 'mrkdwn', text: expect.stringMatching(/^Sent by Botflow at \d{4}-\d\d-\d\d \d\d:\d\d UTC$/) as string }] },
    ]);
  });

  it('Fetch Data from a JSON API sends the token and passes on the value it picks', async () => {
    const { outcome, finished } = await runEngine(
      chain(node('start', 'start'), script('orders', 'fetch-json-api', { url: `${base}/api/orders`, apiKeySecret: 'orders-api', pick: 'data.orders' }), node('end', 'end')),
      { secrets: credentials() },
    );
    expect(outcome).toEqual({ status: 'completed', output: [{ id: 7, total: 41.5 }] });
    expect(finished.find((step) => step.nodeId === 'orders')?.output).toEqual([{ id: 7, total: 41.5 }]);
    const refused = await runEngine(chain(node('start', 'start'), script('orders', 'fetch-json-api', { url: `${base}/api/orders` })));
    expect(refused.outcome).toEqual({ status: 'failed', error: `orders: Error: GET ${base}/api/orders answered 401` });
  });

  it('Send an E-mail Report writes the message to the outbox with the file a Code node wrote first', async () => {
    const { outcome, outbox, finished } = await runEngine(
      chain(
        node('start', 'start'),
        node('table', 'script', { code: "await files.write('orders.csv', 'id,total\\n7,41.5\\n'); return { orders: 1 };" }),
        script('report', 'send-email-report', { to: 'ada@example.com, grace@example.com', subject: 'Orders', attach: '["orders.csv", "missing.csv"]' }),
        node('end', 'end'),
      ),
    );
    expect(outcome).toEqual({ status: 'completed', output: { recipients: 2, attachments: 1 } });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: 'ada@example.com, grace@example.com', subject: expect.stringMatching(/^Orders – \d{4}-\d\d-\d\d$/) as string, body: expect.stringContaining('- orders: 1') as string });
    expect(outbox[0]!.attachments!.map(({ fileName, content }) => [fileName, content.toString('utf8')])).toEqual([['orders.csv', 'id,total\n7,41.5\n']]);
    expect(finished.find((step) => step.nodeId === 'report')?.logs).toContain('Warning: Not attached (missing): missing.csv');
  });

  it('every script of the library is a module whose default export QuickJS can call (the module is not rewritten)', async () => {
    const outcomes = await Promise.all(
      libraryScripts.map(({ scriptId }) =>
        // With no inputs and no page, each gets as far as its first use of them: it compiled and started.
        runLibraryScript(scriptId, {
          input: null,
          inputs: { firstDelayMs: 1 },
          services: { secrets: new RunSecrets(fakeSecrets({})), files: memoryRunFolder(), sendEmail: async () => ({ delivery: 'outbox' }), allowPrivateNetwork: false, log: () => {} },
          limits: { timeMs: 500, memoryBytes: 16 * 1024 * 1024 },
          signal: new AbortController().signal,
        }).then(
          () => `${scriptId}: finished`,
          (error: Error) => `${scriptId}: ${error.message}`,
        ),
      ),
    );
    expect(outcomes).toHaveLength(16);
    for (const outcome of outcomes) expect(outcome).not.toMatch(/SyntaxError|no default export|is not defined/);
    // A library script's failure names its file with the line (D153).
    expect(outcomes).toContain("check-page-health: page is undefined, so its property 'goto' cannot be read, line 5 of check-page-health.js");
  });
});
