import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isPrivateAddress, NetworkRefusal } from './network-guard';

export interface HttpCall {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** An answer as it came: the body's text, for a script's fetch to read as text or JSON. */
export interface HttpTextAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The body was longer than the cap and was cut. */
  truncated: boolean;
  /** Where the answer came from, after any redirects. */
  url: string;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** The body was longer than the cap and was cut. */
  truncated: boolean;
}

export interface HttpCallOptions {
  allowPrivateNetwork: boolean;
  maxBodyBytes: number;
  maxRedirects: number;
  signal: AbortSignal;
}

export const defaultHttpOptions = { maxBodyBytes: 1024 * 1024, maxRedirects: 5 } as const;

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
}

const credentialHeaders = new Set(['authorization', 'cookie', 'proxy-authorization']);
const withoutCredentials = (headers: Record<string, string> | undefined) =>
  headers && Object.fromEntries(Object.entries(headers).filter(([name]) => !credentialHeaders.has(name.toLowerCase())));

async function once(call: HttpCall, options: HttpCallOptions): Promise<{ status: number; headers: IncomingHttpHeaders; text: string; truncated: boolean }> {
  const url = new URL(call.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new NetworkRefusal(`Only http and https URLs can be called, not ${url.protocol}`);
  // An address written in the URL is never looked up, so it is judged here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivateNetwork && isIP(literal) !== 0 && isPrivateAddress(literal)) {
    throw new NetworkRefusal(`${literal} is a private address that workflows may not reach`);
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: call.method, headers: call.headers, lookup: guardedLookup(options.allowPrivateNetwork), signal: options.signal }, (response) => {
      const parts: Buffer[] = [];
      let size = 0;
      let truncated = false;
      response.on('data', (part: Buffer) => {
        if (truncated) return;
        const room = options.maxBodyBytes - size;
        if (part.length > room) {
          parts.push(part.subarray(0, room));
          truncated = true;
          response.destroy();
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(parts).toString('utf8'), truncated });
          return;
        }
        parts.push(part);
        size += part.length;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(parts).toString('utf8'), truncated }));
      response.on('error', reject);
    });
    request.on('error', reject);
    if (call.body !== undefined && call.method !== 'GET' && call.method !== 'HEAD') request.write(call.body);
    request.end();
  });
}

/**
 * A request through the network guard (D45): private addresses are refused on every hop unless
 * allowed, redirects are followed by hand up to a limit, and the body is capped. The api node and a
 * script's `fetch` (D67) both go through it.
 */
export async function callHttpText(call: HttpCall, options: HttpCallOptions): Promise<HttpTextAnswer> {
  let current = call;
  for (let hop = 0; ; hop += 1) {
    const answer = await once(current, options);
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400 && location) {
      if (hop >= options.maxRedirects) throw new NetworkRefusal(`More than ${options.maxRedirects} redirects`);
      // 303, and 301/302 after a POST, become a GET without a body, as browsers do.
      const keepsMethod = answer.status === 307 || answer.status === 308;
      const next = new URL(location, current.url);
      // As browsers do: credentials go to the origin they were meant for, never on to another.
      const headers = next.origin === new URL(current.url).origin ? current.headers : withoutCredentials(current.headers);
      current = { ...current, url: next.toString(), headers, ...(keepsMethod ? {} : { method: 'GET', body: undefined }) };
      continue;
    }
    return { status: answer.status, headers: flatHeaders(answer.headers), text: answer.text, truncated: answer.truncated, url: current.url };
  }
}

/** An api node's request: method, URL, headers and body; the answer's status, headers and body (JSON when it parses). */
export async function callHttp(call: HttpCall, options: HttpCallOptions): Promise<HttpAnswer> {
  const answer = await callHttpText(call, options);
  let body: unknown = answer.text;
  try {
    body = answer.text === '' ? null : (JSON.parse(answer.text) as unknown);
  } catch {
    // Not JSON: the text as it came.
  }
  return { status: answer.status, headers: answer.headers, body, truncated: answer.truncated };
}
