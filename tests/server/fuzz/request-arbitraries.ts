import fc from 'fast-check';
import { multipartBoundary } from '../multipart-body';

/** One endpoint as the OpenAPI document describes it: enough to aim generated requests at it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path with `{name}` parameters, as in the OpenAPI document. */
  path: string;
  bodyFields: string[];
  queryFields: string[];
  multipart: boolean;
}

export interface GeneratedRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Whose token goes with it: a signed-in owner, another user, none, or a forged one. */
  auth: 'owner' | 'other' | 'none' | 'forged';
}

/** Text a form, a script or an attacker might send: NUL, lone surrogates, injections, huge, numbers as text. */
const awkwardText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udbff\udfff',
  '',
  ' ',
  '\t\n',
  '%00',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}',
  '9'.repeat(400),
  'NaN',
  '-1',
  '1e309',
  'null',
  'true',
  '__proto__',
  'constructor',
  '2026-02-30',
  '🤖'.repeat(300),
);
const bigText = fc.constantFrom('x'.repeat(70_000), 'é'.repeat(300_000));
export const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }) },
  { weight: 3, arbitrary: awkwardText },
  { weight: 1, arbitrary: bigText },
);

const anyScalar = fc.oneof(
  anyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308, -1, 0, 1, 2.5),
);

const anyJsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), awkwardText), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Nested arrays or objects deeper than any of our shapes (a parser's or jsonb's recursion). */
const deepValue = fc.tuple(fc.constantFrom(64, 65, 1_000), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = arrays ? [value] : { a: value };
  return value;
});

function fieldValues(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  if (fields.length === 0) return fc.dictionary(fc.string({ maxLength: 6 }), anyJsonValue, { maxKeys: 3 });
  const value = fc.oneof({ weight: 4, arbitrary: anyJsonValue }, { weight: 1, arbitrary: deepValue });
  return fc.record(Object.fromEntries(fields.map((field) => [field, value])), { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

const jsonContentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/*',
  ';;;',
];

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

const tooLargeBody = 'x'.repeat(6 * 1024 * 1024);

const jsonBody = (fields: string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 6, arbitrary: fieldValues(fields).map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })) },
    { weight: 2, arbitrary: anyJsonValue.map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.tuple(fc.string(), fc.constantFrom(...jsonContentTypes)).map(([payload, contentType]) => ({ payload, contentType })) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,]', '{"__proto__":{"x":1}}', '\u0000', '"\\ud800"', 'nul', '1e99999').map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(1_000, 200_000), fc.boolean()).map(([depth, arrays]) => ({
        payload: arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
        contentType: 'application/json',
      })),
    },
    { weight: 1, arbitrary: fieldValues(fields).map((value) => ({ payload: JSON.stringify(value), contentType: undefined })) },
    { weight: 1, arbitrary: fc.constant({ payload: tooLargeBody, contentType: 'application/json' }) },
    { weight: 1, arbitrary: fc.constant({}) },
  );

const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const fileContent = fc.oneof(
  fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
  anyJsonValue.map((value) => Buffer.from(JSON.stringify(value) ?? '')),
  fc.constantFrom(
    Buffer.from('{"nodes":[{"id":"\\u0000"}],"edges":[]}'),
    Buffer.from('{"nodes":[],"edges":[],"x":"\\ud800"}'),
    Buffer.concat([pngHead, Buffer.alloc(64, 1)]),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
    Buffer.from('plain text\u0000with a NUL'),
    Buffer.from([0xc3, 0x28]),
  ),
);

/** Multipart forms, some honest and some lying: the boundary, the part types, truncation, NUL in names. */
const multipartBody = (fields: string[]): fc.Arbitrary<Body> =>
  fc
    .record({
      values: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...fields, 'file', 'image'), fc.string({ maxLength: 6 })), anyText), { maxLength: 6 }),
      file: fc.option(
        fc.record({
          field: fc.constantFrom('file', 'image', 'other'),
          name: fc.oneof(fc.constantFrom('bot.json', 'a.txt', 'x.png', 'x\u0000.json', 'é.jpg', ''), fc.string({ maxLength: 12 })),
          type: fc.constantFrom('application/json', 'text/plain', 'image/png', 'image/jpeg', 'application/pdf', 'text/x-python', ''),
          content: fileContent,
        }),
      ),
      boundary: fc.constantFrom(multipartBoundary, multipartBoundary, 'another-boundary', ''),
      cutAt: fc.option(fc.nat()),
    })
    .map(({ values, file, boundary, cutAt }) => {
      const pieces: Buffer[] = values.map(([name, value]) => Buffer.from(`--${multipartBoundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      if (file) {
        pieces.push(Buffer.from(`--${multipartBoundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
        pieces.push(file.content, Buffer.from('\r\n'));
      }
      pieces.push(Buffer.from(`--${multipartBoundary}--\r\n`));
      const whole = Buffer.concat(pieces);
      const payload = cutAt === null ? whole : whole.subarray(0, cutAt % (whole.length + 1));
      return { payload, contentType: boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data' };
    });

/** A path parameter: real ids of both users, other ids, numbers, malformed escapes, NUL, huge. */
function pathValue(knownIds: string[]): fc.Arbitrary<string> {
  const encoded = (text: string) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '?'));
    }
  };
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.integer().map(String) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', '%00', 'x%00y', '%', '%zz', '%ED%A0%80', '%C3%28', '..', '%2F', 'null', 'a'.repeat(10_000)),
    },
    { weight: 2, arbitrary: anyText.map(encoded) },
  );
}

const queryValue = fc.oneof(anyText.map((text) => [text]), fc.array(anyText, { maxLength: 3 }));

function queryString(fields: string[]): fc.Arbitrary<string> {
  const names = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(fields.length > 0 ? fields : ['q'])) }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) });
  const encoded = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\u0000'));
  return fc.oneof(
    fc.array(fc.tuple(names, queryValue), { maxLength: 4 }).map((pairs) =>
      pairs.flatMap(([name, values]) => values.map((value) => `${encoded(name)}=${encoded(value)}`)).join('&'),
    ),
    fc.constantFrom('a=%', 'page=%00', 'limit=%ED%A0%80', '&&=&', `q=${'x'.repeat(9_000)}`),
  );
}

export function requestFor(operation: Operation, knownIds: string[]): fc.Arbitrary<GeneratedRequest> {
  const parameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const body = operation.multipart ? multipartBody(operation.bodyFields) : jsonBody(operation.bodyFields);
  return fc
    .record({
      parameters: fc.tuple(...parameters.map(() => pathValue(knownIds))),
      query: fc.option(queryString(operation.queryFields), { freq: 2 }),
      body,
      auth: fc.constantFrom<GeneratedRequest['auth']>('owner', 'owner', 'owner', 'owner', 'other', 'none', 'forged'),
    })
    .map(({ parameters: values, query, body: { payload, contentType }, auth }): GeneratedRequest => {
      let index = 0;
      const path = operation.path.replace(/\{\w+\}/g, () => values[index++]!);
      return {
        method: operation.method,
        url: query === null ? path : `${path}?${query}`,
        headers: contentType === undefined ? {} : ({ 'content-type': contentType } as Record<string, string>),
        ...(payload === undefined ? {} : { payload }),
        auth,
      };
    });
}
