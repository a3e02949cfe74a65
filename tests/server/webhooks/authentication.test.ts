import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { webhookDeliveryDetailSchema } from '../../../src/domain/webhooks/webhooks';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { echoFlow, webhooksApi } from './webhook-harness';

/**
 * Each authentication a Webhook takes (D126), with a good and a bad request: the signatures computed
 * here from each provider's published algorithm (GitHub's X-Hub-Signature-256, Stripe's
 * Stripe-Signature over "t.body", Slack's v0 over "v0:t:body"). A request that fails is answered
 * 401, logged with the verdict and never run; no authentication header's value is kept.
 */

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let api: ReturnType<typeof webhooksApi>;
const signingSecret = 'whsec_test_8f3b2a';

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp({ webhooks: { pruneEveryMs: false } }));
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  api = webhooksApi(app);
  await api.credential(ada, 'Signing secret', 'secret', { value: signingSecret });
  await api.credential(ada, 'Partner login', 'basic', { username: 'partner', password: 'pa55:word' });
});
afterAll(() => stop());

const hex = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');
const unix = () => Math.floor(Date.now() / 1000);

/** A test URL of a new sequence whose Webhook node has these settings. */
async function testUrlWith(settings: Record<string, unknown>): Promise<{ sequenceId: string; url: string }> {
  const sequenceId = await api.sequenceWith(ada, echoFlow(settings));
  return { sequenceId, url: (await api.webhookOf(ada, sequenceId)).testUrl };
}

/** Sends the body with the headers; answers the status and, from the log, the delivery's verdict and kept headers. */
async function deliver(target: { sequenceId: string; url: string }, body: string, headers: Record<string, string>) {
  const answer = await api.send(target.url, { headers: { 'content-type': 'application/json', ...headers }, body });
  const [latest] = await api.deliveries(ada, target.sequenceId);
  const detail = webhookDeliveryDetailSchema.parse((await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${target.sequenceId}/webhook-deliveries/${latest!.id}`, headers: { authorization: ada.token } })).json());
  return { status: answer.statusCode, json: answer.json<Record<string, unknown>>(), verdict: detail.verdict, verdictDetail: detail.verdictDetail, runId: detail.runId, headers: detail.headers };
}

describe('webhook authentication (D126)', () => {
  it('takes none: every request runs, with the verdict none', async () => {
    const target = await testUrlWith({ authentication: 'none' });
    expect(await deliver(target, '{"a":1}', {})).toMatchObject({ status: 202, verdict: 'none', verdictDetail: null });
  });

  it('checks a header carrying the secret, and keeps that header only as ••••', async () => {
    const target = await testUrlWith({ authentication: 'header', headerName: 'X-Partner-Token', secret: 'Signing secret' });
    const good = await deliver(target, '{"a":1}', { 'x-partner-token': signingSecret });
    expect(good).toMatchObject({ status: 202, verdict: 'passed' });
    expect(good.headers['x-partner-token']).toBe('••••');
    const bad = await deliver(target, '{"a":1}', { 'x-partner-token': `${signingSecret}x` });
    expect(bad).toMatchObject({ status: 401, json: { detail: 'The X-Partner-Token header does not match' }, verdict: 'failed', runId: null });
    expect(await deliver(target, '{"a":1}', {})).toMatchObject({ status: 401, json: { detail: 'The request has no X-Partner-Token header' } });
  });

  it('checks HTTP Basic against a basic credential, a password with a colon too', async () => {
    const target = await testUrlWith({ authentication: 'basic', login: 'Partner login' });
    const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    const good = await deliver(target, '{}', { authorization: basic('partner', 'pa55:word') });
    expect(good).toMatchObject({ status: 202, verdict: 'passed' });
    expect(good.headers.authorization).toBe('••••');
    expect(await deliver(target, '{}', { authorization: basic('partner', 'pa55:wore') })).toMatchObject({ status: 401, json: { detail: 'The user name or password does not match' }, verdict: 'failed' });
    expect(await deliver(target, '{}', {})).toMatchObject({ status: 401, json: { detail: 'The request has no Authorization: Basic header' } });
  });

  it('checks GitHub’s X-Hub-Signature-256 over the raw body', async () => {
    const target = await testUrlWith({ authentication: 'signature', signature: 'github', secret: 'Signing secret' });
    // Spaces and key order kept: the signature is over the bytes sent, not over a re-encoding.
    const body = '{ "action": "opened",  "number": 1 }';
    const good = await deliver(target, body, { 'x-hub-signature-256': `sha256=${hex(signingSecret, body)}`, 'x-github-event': 'pull_request' });
    expect(good).toMatchObject({ status: 202, verdict: 'passed' });
    expect(good.headers['x-hub-signature-256']).toBe('••••');
    expect(good.headers['x-github-event']).toBe('pull_request');
    const tampered = await deliver(target, body.replace('1', '2'), { 'x-hub-signature-256': `sha256=${hex(signingSecret, body)}` });
    expect(tampered).toMatchObject({ status: 401, json: { detail: 'The signature does not match the body' }, verdict: 'failed', runId: null });
    expect(await deliver(target, body, { 'x-hub-signature-256': `sha256=${hex('another secret', body)}` })).toMatchObject({ status: 401 });
    expect(await deliver(target, body, { 'x-hub-signature-256': 'sha256=abc' })).toMatchObject({ status: 401, json: { detail: 'The signature does not match the body' } });
    expect(await deliver(target, body, {})).toMatchObject({ status: 401, json: { detail: 'The request has no X-Hub-Signature-256 header' } });
  });

  it('checks Stripe’s Stripe-Signature over "t.body", its timestamp within 5 minutes', async () => {
    const target = await testUrlWith({ authentication: 'signature', signature: 'stripe', secret: 'Signing secret' });
    const body = JSON.stringify({ id: 'evt_1Nx', object: 'event', type: 'invoice.paid' });
    const signed = (t: number, secret = signingSecret) => `t=${t},v1=${hex(secret, `${t}.${body}`)},v0=${'0'.repeat(64)}`;
    const good = await deliver(target, body, { 'stripe-signature': signed(unix()) });
    expect(good).toMatchObject({ status: 202, verdict: 'passed' });
    expect(good.headers['stripe-signature']).toBe('••••');
    expect(await deliver(target, body, { 'stripe-signature': signed(unix(), 'whsec_other') })).toMatchObject({ status: 401, json: { detail: 'The signature does not match the body' } });
    expect(await deliver(target, body, { 'stripe-signature': signed(unix() - 301) })).toMatchObject({ status: 401, json: { detail: 'The signature’s timestamp is more than 5 minutes from now' } });
    expect(await deliver(target, body, { 'stripe-signature': 'v1=abc' })).toMatchObject({ status: 401, json: { detail: 'The Stripe-Signature header is not a signature this webhook reads' } });
  });

  it('checks Slack’s v0 X-Slack-Signature with X-Slack-Request-Timestamp, within 5 minutes', async () => {
    const target = await testUrlWith({ authentication: 'signature', signature: 'slack', secret: 'Signing secret' });
    const body = 'token=xyz&team_id=T1&command=%2Fdeploy&text=now';
    const signed = (t: number, payload = body) => ({ 'x-slack-request-timestamp': String(t), 'x-slack-signature': `v0=${hex(signingSecret, `v0:${t}:${payload}`)}`, 'content-type': 'application/x-www-form-urlencoded' });
    const t = unix();
    const good = await deliver(target, body, signed(t));
    expect(good).toMatchObject({ status: 202, verdict: 'passed' });
    expect(good.headers['x-slack-signature']).toBe('••••');
    expect(good.headers['x-slack-request-timestamp']).toBe(String(t));
    expect(await deliver(target, `${body}x`, signed(t))).toMatchObject({ status: 401, json: { detail: 'The signature does not match the body' } });
    expect(await deliver(target, body, signed(t - 600))).toMatchObject({ status: 401, json: { detail: 'The signature’s timestamp is more than 5 minutes from now' } });
    expect(await deliver(target, body, { 'x-slack-signature': 'v0=00' })).toMatchObject({ status: 401, json: { detail: 'The request has no X-Slack-Request-Timestamp header' } });
  });

  it('checks a generic header holding the hex HMAC-SHA256 of the raw body', async () => {
    const target = await testUrlWith({ authentication: 'signature', signature: 'generic', headerName: 'X-Acme-Signature', secret: 'Signing secret' });
    const body = '{"ping":true}';
    expect(await deliver(target, body, { 'x-acme-signature': hex(signingSecret, body) })).toMatchObject({ status: 202, verdict: 'passed' });
    expect(await deliver(target, body, { 'x-acme-signature': `sha256=${hex(signingSecret, body)}` })).toMatchObject({ status: 202 });
    expect(await deliver(target, body, { 'x-acme-signature': hex(signingSecret, `${body} `) })).toMatchObject({ status: 401, verdict: 'failed' });
  });

  it('fails closed when the credential it names is missing or of another kind, and the check before a run names it', async () => {
    const missing = await testUrlWith({ authentication: 'header', secret: 'No such secret' });
    expect(await deliver(missing, '{}', { 'x-webhook-secret': 'anything' })).toMatchObject({ status: 401, json: { detail: 'The webhook’s credential cannot be read: There is no credential named "No such secret"' } });
    const wrongKind = await testUrlWith({ authentication: 'basic', login: 'Signing secret' });
    expect(await deliver(wrongKind, '{}', { authorization: 'Basic eDp5' })).toMatchObject({ status: 401, json: { detail: 'The webhook’s Basic login is a secret credential' } });
    const unset = await testUrlWith({ authentication: 'signature' });
    expect(await deliver(unset, '{}', {})).toMatchObject({ status: 401, json: { detail: 'The webhook’s Secret is not set' } });
    // Run (from Start) checks the Webhook node too, as it checks every enabled node.
    const flow = echoFlow({ authentication: 'basic', login: 'Signing secret' });
    const withStart = { ...flow, nodes: [...flow.nodes, { id: 'start', type: 'start', position: { x: 0, y: 300 }, data: { label: 'Start', type: 'start', properties: {} } }] };
    const sequenceId = await api.sequenceWith(ada, withStart);
    const run = await app.inject({ method: 'POST', url: `/v1/sequences/sequences/${sequenceId}/runs`, headers: { authorization: ada.token } });
    expect(run.statusCode).toBe(422);
    expect(run.json<{ detail: string }>().detail).toBe('The workflow is not set up yet: hook: Basic login: Signing secret is a Secret credential; this takes HTTP basic');
  });
});
