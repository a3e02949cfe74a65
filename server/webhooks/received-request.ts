import { webhookMessages, type WebhookAddress } from '../../src/domain/webhooks/webhooks';
import { unstorableTextIn } from '../plugins/storable-text';
import { HttpError } from '../plugins/errors';

/**
 * A request as a Webhook hands it to its run (D126): `method`, `path`, `query`, `headers` without
 * the authentication headers, and `body` parsed by its content type (JSON, form fields, else text);
 * and as the deliveries log keeps it, the authentication headers' values replaced.
 */

/** The raw body, kept out of sight of the checks that walk a parsed body's fields (a Buffer has one per byte). */
export class RawBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/** What the log shows in place of an authentication header's value. */
export const hiddenValue = '••••';

export interface WebhookRequestOutput {
  address: WebhookAddress;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body: unknown;
}

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** The query string's fields; a field given more than once is a list. */
export function queryOf(url: string): Record<string, string | string[]> {
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return fieldsOf(new URLSearchParams(search));
}

function fieldsOf(params: URLSearchParams): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of params) {
    const earlier = fields[name];
    fields[name] = earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  }
  return fields;
}

const flat = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/** The headers a run is handed: the authentication headers left out. */
export function headersForRun(headers: Headers, hidden: ReadonlySet<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (hidden.has(name) || value === undefined ? [] : [[name, flat(value)]])));
}

/** The headers the log keeps: an authentication header by name only. */
export function headersForLog(headers: Headers, hidden: ReadonlySet<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, hidden.has(name) ? hiddenValue : flat(value)]])));
}

/** The media type of a Content-Type header, lower case, without its parameters. */
const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * The body as a run reads it: JSON for a JSON type (refused 400 when it does not parse), the form's
 * fields for a urlencoded form, otherwise the text (UTF-8); null when there is none. What PostgreSQL
 * cannot keep (NUL, a lone surrogate) is refused 422, as everywhere in the API.
 */
export function parsedBody(bytes: Buffer, contentType: string | undefined): unknown {
  if (bytes.length === 0) return null;
  const type = mediaTypeOf(contentType);
  const text = bytes.toString('utf8');
  let body: unknown = text;
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      throw new HttpError(400, webhookMessages.invalidJson);
    }
  } else if (type === 'application/x-www-form-urlencoded') body = fieldsOf(new URLSearchParams(text));
  const problem = unstorableTextIn(body, ['body']);
  if (problem) throw new HttpError(422, problem);
  return body;
}

/** Whether the body is UTF-8 text the log can show as it is. */
export const isText = (bytes: Buffer) => Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes) && !bytes.includes(0);

/**
 * The delivery's idempotency key (D126): its Idempotency-Key header, else the provider's delivery id
 * (GitHub's X-GitHub-Delivery, a Stripe event's `id`), so a provider's retry of one event runs once.
 */
export function idempotencyKeyOf(headers: Headers, body: unknown): string | null {
  const given = flat(headers['idempotency-key']).trim() || flat(headers['x-github-delivery']).trim();
  if (given) return given.slice(0, 200);
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const { id, object } = body as { id?: unknown; object?: unknown };
    if (object === 'event' && typeof id === 'string' && id.startsWith('evt_')) return id.slice(0, 200);
  }
  return null;
}
