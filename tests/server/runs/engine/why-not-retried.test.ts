import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notRetried } from '../../../../src/domain/workflow/retry-policy';
import { RunSecrets } from '../../../../server/runs/engine/redaction';
import type { EngineWorkflow } from '../../../../server/runs/engine/workflow';
import { chain, fakeSecrets, node, runEngine } from '../engine-harness';

/** D88: failures a retry cannot change fail at once, the step saying why; the others keep their retries. */

let server: Server;
let base: string;
const hits = new Map<string, number>();
beforeAll(async () => {
  // /status/<n> answers n; /flaky answers 503 once, then 200.
  server = createServer((request, response) => {
    const url = request.url ?? '';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    const status = /^\/status\/(\d+)$/.exec(url);
    if (status) return response.writeHead(Number(status[1])).end('answer');
    if (url === '/flaky') return response.writeHead(hits.get(url) === 1 ? 503 : 200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    response.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => hits.clear());

const api = (url: string, extra: Record<string, unknown> = {}) => chain(node('start', 'start'), node('call', 'api', { url, retryCount: 3, ...extra }), node('end', 'end'));
const stepsOf = (finished: Awaited<ReturnType<typeof runEngine>>['finished'], nodeId: string) => finished.filter((step) => step.nodeId === nodeId);

describe('the retry policy (D88)', () => {
  it.each([400, 401, 403, 404, 422])('fails a %i at once, the step saying why no retry was made', async (status) => {
    const { outcome, finished } = await runEngine(api(`${base}/status/${status}`));
    expect(outcome).toEqual({ status: 'failed', error: `call: The request failed with status ${status}` });
    const steps = stepsOf(finished, 'call');
    expect(steps).toHaveLength(1);
    expect(steps[0]!.error).toBe(`The request failed with status ${status}. Not retried: a ${status} will not change on a retry.`);
    expect(hits.get(`/status/${status}`)).toBe(1);
  });

  it.each([408, 429, 500, 503])('retries a %i with the node’s retry count', async (status) => {
    const { finished } = await runEngine(api(`${base}/status/${status}`, { retryCount: 2 }));
    expect(stepsOf(finished, 'call').map((step) => [step.attempt, step.error])).toEqual([1, 2, 3].map((attempt) => [attempt, `The request failed with status ${status}`]));
    expect(hits.get(`/status/${status}`)).toBe(3);
  });

  it('retries a 503 and completes when the next attempt succeeds', async () => {
    const { outcome, finished } = await runEngine(api(`${base}/flaky`));
    expect(outcome).toMatchObject({ status: 'completed', output: { status: 200 } });
    expect(stepsOf(finished, 'call').map((step) => step.status)).toEqual(['failed', 'completed']);
  });

  it('fails a name that does not resolve at once', async () => {
    const { finished } = await runEngine(api('http://no-such-host.invalid/'));
    const steps = stepsOf(finished, 'call');
    expect(steps).toHaveLength(1);
    expect(steps[0]!.error).toMatch(/ENOTFOUND no-such-host\.invalid\. Not retried: a name that does not resolve will not resolve on a retry\.$/);
  });

  it('fails a refused private address at once', async () => {
    const { finished } = await runEngine(api(`${base}/status/200`), { allowPrivateNetwork: false });
    const steps = stepsOf(finished, 'call');
    expect(steps).toHaveLength(1);
    expect(steps[0]!.error).toBe(`127.0.0.1 is a private address that workflows may not reach. Not retried: ${notRetried.refusedAddress}.`);
  });

  it('fails a missing credential at once', async () => {
    const { finished } = await runEngine(api(`${base}/status/200`, { authentication: 'gone' }), { secrets: new RunSecrets(fakeSecrets({})) });
    expect(stepsOf(finished, 'call').map((step) => step.error)).toEqual([`There is no credential named gone. Not retried: ${notRetried.missingCredential}.`]);
  });

  it('fails a missing input of a bot at once', async () => {
    const bot = chain(node('start', 'start'), node('end', 'end'));
    const { finished } = await runEngine(chain(node('start', 'start'), node('bot', 'bot', { botId: 4, retryCount: 3 })), {
      loadBotWorkflow: async () => ({ workflow: bot, inputs: [{ name: 'city', label: 'City', kind: 'text', required: true }], values: {} }),
    });
    const steps = stepsOf(finished, 'bot');
    expect(steps).toHaveLength(1);
    expect(steps[0]!.error).toMatch(new RegExp(`City.*Not retried: ${notRetried.missingInput}\\.$`));
  });

  it('fails code with a syntax error at once, and retries code that throws', async () => {
    const syntax = await runEngine(chain(node('start', 'start'), node('code', 'script', { code: 'return {;', retryCount: 3 })));
    const steps = stepsOf(syntax.finished, 'code');
    expect(steps).toHaveLength(1);
    expect(steps[0]!.error).toMatch(new RegExp(`^SyntaxError: .*Not retried: ${notRetried.syntax}\\.$`));
    const runtime = await runEngine(chain(node('start', 'start'), node('code', 'script', { code: 'const { files } = {}; throw new Error("later");', retryCount: 1 })));
    expect(stepsOf(runtime.finished, 'code').map((step) => step.error)).toEqual(['Error: later', 'Error: later']);
    const scriptSyntax = await runEngine(chain(node('start', 'start'), node('code', 'script', { code: 'await sleep(1); return {;', retryCount: 3 })));
    expect(stepsOf(scriptSyntax.finished, 'code')).toHaveLength(1);
  });

  it('fails code that meets a TypeError or ReferenceError once, and retries an Error the code throws (D153)', async () => {
    const typeError = await runEngine(chain(node('start', 'start'), node('code', 'script', { code: "log.info('a');\nlog('x');", retryCount: 3 })));
    const steps = stepsOf(typeError.finished, 'code');
    expect(steps).toHaveLength(1);
    expect(steps[0]!.error).toBe(`log is not a function (use log.info, log.warn or log.error), line 2. Not retried: ${notRetried.codeMistake}.`);
    expect(typeError.outcome).toEqual({ status: 'failed', error: 'code: log is not a function (use log.info, log.warn or log.error), line 2' });
    const referenceError = await runEngine(chain(node('start', 'start'), node('check', 'transform', { code: 'const a = input;\n\nreturn foo;', retryCount: 3 })));
    expect(stepsOf(referenceError.finished, 'check').map((step) => step.error)).toEqual([`foo is not defined, line 3. Not retried: ${notRetried.codeMistake}.`]);
    const thrown = await runEngine(chain(node('start', 'start'), node('code', 'script', { code: "await sleep(1);\nthrow new Error('boom');", retryCount: 2 })));
    expect(stepsOf(thrown.finished, 'code').map((step) => step.error)).toEqual(['Error: boom', 'Error: boom', 'Error: boom']);
  });

  it('fails a bot node whose sub-run failed for good once, without running the sub-run again', async () => {
    const bot: EngineWorkflow = chain(node('start', 'start'), node('inner', 'api', { url: `${base}/status/404`, retryCount: 3 }), node('end', 'end'));
    const { outcome, finished } = await runEngine(chain(node('start', 'start'), node('bot', 'bot', { botId: 4, retryCount: 3 }), node('end', 'end')), {
      loadBotWorkflow: async () => ({ workflow: bot, inputs: [], values: {} }),
    });
    expect(outcome).toEqual({ status: 'failed', error: "bot: The bot's workflow failed: inner: The request failed with status 404" });
    expect(hits.get('/status/404')).toBe(1);
    const botSteps = stepsOf(finished, 'bot');
    expect(botSteps).toHaveLength(1);
    expect(botSteps[0]!.error).toBe(`The bot's workflow failed: inner: The request failed with status 404. Not retried: ${notRetried.subRun}.`);
    // The sub-run's steps name the bot node's step as their parent; the run's own steps have none.
    expect(finished.filter((step) => step.parentStepId === botSteps[0]!.id).map((step) => step.nodeId)).toEqual(['start', 'inner']);
    expect(finished.filter((step) => step.parentStepId === null).map((step) => step.nodeId)).toEqual(['start', 'bot']);
  });

  it('retries a bot node whose sub-run failed on a 503', async () => {
    const bot: EngineWorkflow = chain(node('start', 'start'), node('inner', 'api', { url: `${base}/status/503`, retryCount: 1 }), node('end', 'end'));
    const { finished } = await runEngine(chain(node('start', 'start'), node('bot', 'bot', { botId: 4, retryCount: 1 })), {
      loadBotWorkflow: async () => ({ workflow: bot, inputs: [], values: {} }),
    });
    expect(stepsOf(finished, 'bot')).toHaveLength(2);
    expect(hits.get('/status/503')).toBe(4);
  });
});
