import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notRetried } from '../../../../src/domain/workflow/retry-policy';
import { RunSecrets } from '../../../../server/runs/engine/redaction';
import { executeHttpRequest } from '../../../../server/runs/executors/http-request';
import { fakeSecrets } from '../engine-harness';
import { executorContext, failureOf, settingsOf } from './executor-harness';

let server: Server;
let base: string;
/** What the service last received. */
let received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } = { headers: {}, body: '' };

beforeAll(async () => {
  // /status/<n> answers n; everything else answers 200 with JSON.
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received = { method: request.method, url: request.url, headers: request.headers, body };
      const status = /^\/status\/(\d+)$/.exec(request.url ?? '');
      if (status) return response.writeHead(Number(status[1])).end('answer');
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"stored":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const secrets = () =>
  new RunSecrets(
    fakeSecrets({
      crm: { name: 'crm', kind: 'token', fields: { value: 's3cr3t-token', header: 'Authorization', prefix: 'Bearer' } },
      'raw-key': { name: 'raw-key', kind: 'token', fields: { value: 'k-42-long', header: 'X-Api-Key', prefix: 'none' } },
      portal: { name: 'portal', kind: 'basic', fields: { username: 'ada', password: 'pw-secret' } },
      hook: { name: 'hook', kind: 'secret', fields: { value: 'https://hooks.test/x' } },
    }),
  );

describe('the api executor (API Call)', () => {
  it('sends its method, URL, headers and body with the attempt’s Idempotency-Key, and answers the status, headers and body', async () => {
    const { context, logs } = executorContext({ type: 'api', idempotencyKey: 'key-1' });
    const answer = await executeHttpRequest(context, settingsOf('httpRequest', { method: 'post', url: `${base}/orders`, headers: '{ "X-Shop": "north" }', body: '{"id":7}' }));
    expect(answer).toEqual({ output: { status: 200, headers: expect.objectContaining({ 'content-type': 'application/json' }), body: { stored: true }, truncated: false } });
    expect(received).toMatchObject({ method: 'POST', url: '/orders', body: '{"id":7}', headers: { 'x-shop': 'north', 'idempotency-key': 'key-1' } });
    expect(logs).toEqual([`POST ${base}/orders`, 'Answered 200']);
  });

  it('sends the key the node sets itself instead, and none when the run has no key', async () => {
    const keyed = executorContext({ type: 'api', idempotencyKey: 'key-1' }).context;
    await executeHttpRequest(keyed, settingsOf('httpRequest', { url: `${base}/own`, headers: '{ "idempotency-key": "mine" }' }));
    expect(received.headers['idempotency-key']).toBe('mine');
    await executeHttpRequest(executorContext({ type: 'api' }).context, settingsOf('httpRequest', { url: `${base}/none` }));
    expect(received.headers).not.toHaveProperty('idempotency-key');
  });

  it('authenticates with a token in its header after its prefix (none: alone), and a basic credential as HTTP Basic, each value remembered for redaction', async () => {
    const run = secrets();
    const call = (authentication: string) => executeHttpRequest(executorContext({ type: 'api', services: { secrets: run } }).context, settingsOf('httpRequest', { url: `${base}/whoami`, authentication }));
    await call('crm');
    expect(received.headers.authorization).toBe('Bearer s3cr3t-token');
    await call('raw-key');
    expect(received.headers).toMatchObject({ 'x-api-key': 'k-42-long' });
    expect(received.headers).not.toHaveProperty('authorization');
    await call('portal');
    const encoded = Buffer.from('ada:pw-secret').toString('base64');
    expect(received.headers.authorization).toBe(`Basic ${encoded}`);
    expect(run.redactText(`Bearer s3cr3t-token, k-42-long, Basic ${encoded}`)).toBe('Bearer ••••, ••••, Basic ••••');
  });

  it('fails, not to be retried, a credential its owner does not have or of a kind that authenticates no request, sending nothing', async () => {
    const call = (authentication: string) => executeHttpRequest(executorContext({ type: 'api', services: { secrets: secrets() } }).context, settingsOf('httpRequest', { url: `${base}/never`, authentication }));
    received = { headers: {}, body: '' };
    expect(await failureOf(call('gone'))).toEqual({ message: 'There is no credential named gone', notRetried: notRetried.missingCredential });
    expect(await failureOf(call('hook'))).toEqual({ message: 'hook is a secret credential; Authentication takes a token, basic or login one', notRetried: notRetried.missingCredential });
    expect(received.url).toBeUndefined();
  });

  it('fails on an answer of 400 or more: a 4xx not to be retried, a 503, a 408 and a 429 to be', async () => {
    const call = (status: number) => executeHttpRequest(executorContext({ type: 'api' }).context, settingsOf('httpRequest', { url: `${base}/status/${status}` }));
    expect(await failureOf(call(404))).toEqual({ message: 'The request failed with status 404', notRetried: notRetried.status(404) });
    for (const status of [503, 408, 429]) expect(await failureOf(call(status))).toEqual({ message: `The request failed with status ${status}`, notRetried: null });
  });

  it('fails, not to be retried, a private address the run may not reach', async () => {
    const { context } = executorContext({ type: 'api', services: { allowPrivateNetwork: false } });
    expect(await failureOf(executeHttpRequest(context, settingsOf('httpRequest', { url: `${base}/inside` })))).toMatchObject({ notRetried: notRetried.refusedAddress });
  });
});
