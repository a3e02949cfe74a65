import { authorizationHeaderOf } from '../../../src/domain/credentials/secret-values';
import { notRetried, retriedStatus } from '../../../src/domain/workflow/retry-policy';
import { messageOf } from '../../../src/domain/error-text';
import type { EngineServices, Executor } from '../engine/executor-context';
import { callHttp, defaultHttpOptions } from '../engine/http-call';
import { NodeFailure } from '../engine/node-failure';
import type { ResolvedSecret } from '../engine/secrets';

/**
 * The api node's Authentication (D66): the header its credential authenticates with, by the
 * credentials' one rule. The values come from the run's SecretStore, which keeps them out of
 * everything the run stores. A credential its owner lacks, or of a kind that authenticates no
 * request, fails the node at once.
 */
async function authorizationHeader(name: string, services: EngineServices): Promise<Record<string, string>> {
  let secret: ResolvedSecret;
  try {
    secret = await services.secrets.get(name);
  } catch (error) {
    throw new NodeFailure(messageOf(error), { why: notRetried.missingCredential });
  }
  const header = authorizationHeaderOf(secret.kind, secret.fields);
  if (!header) throw new NodeFailure(`${name} is a ${secret.kind} credential; Authentication takes a token, basic or login one`, { why: notRetried.missingCredential });
  return { [header.name]: header.value };
}

/**
 * Sends its request; the output is the answer's status, headers and body. An answer of 400 or more
 * fails the node, retried only for the statuses a retry may change (D88). Each request carries an
 * `Idempotency-Key` of the run, node and attempt (D87); a key the node sets itself wins.
 */
export const executeHttpRequest: Executor<'httpRequest'> = async (context, { method, url, headers, body, authentication }) => {
  const keyed = context.idempotencyKey === undefined || Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key') ? headers : { 'Idempotency-Key': context.idempotencyKey, ...headers };
  const call = { method, url, headers: authentication ? { ...keyed, ...(await authorizationHeader(authentication, context.services)) } : keyed, body };
  context.log(`${call.method} ${call.url}`);
  const answer = await callHttp(call, { ...defaultHttpOptions, allowPrivateNetwork: context.services.allowPrivateNetwork, signal: context.signal });
  context.log(`Answered ${answer.status}${answer.truncated ? ` (body cut at ${defaultHttpOptions.maxBodyBytes} bytes)` : ''}`);
  if (answer.status >= 400) throw new NodeFailure(`The request failed with status ${answer.status}`, retriedStatus(answer.status) ? {} : { why: notRetried.status(answer.status) });
  return { output: answer };
};
