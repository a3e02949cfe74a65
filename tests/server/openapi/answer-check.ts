import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { onTestFinished } from 'vitest';
import type { ObservedAnswer } from '../../../server/plugins/answer-observer';

/** As much of an OpenAPI 3.0 document as the check reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }> }>>;
  components?: unknown;
}

/** A validator, or null for a media type whose body is not JSON (a file, a stream): only its type is checked. */
type BodyCheck = ValidateFunction | null;

/** Everything compiled from one document: the test apps of a worker share it (they all publish the same one). */
interface CompiledDocument {
  document: OpenApiDocument;
  ajv: Ajv;
  bodyChecks: Map<string, BodyCheck>;
}

/** By the document's text, and by the routes of the apps that publish it. */
const compiled = new Map<string, CompiledDocument>();
const byRoutes = new Map<string, CompiledDocument>();

/**
 * The document's schemas as JSON Schema (draft-07) says them: OpenAPI 3.0's `nullable: true` becomes
 * `null` among the types (or a branch of its own beside a `$ref` or an `anyOf`), and its boolean
 * `exclusiveMinimum`/`exclusiveMaximum` the bound itself.
 */
function asJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonSchema);
  if (value === null || typeof value !== 'object') return value;
  const node: Record<string, unknown> = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asJsonSchema(item)]));
  for (const [exclusive, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof node[exclusive] !== 'boolean') continue;
    if (node[exclusive]) node[exclusive] = node[bound];
    else delete node[exclusive];
    delete node[bound];
  }
  if (node.nullable !== true) return node;
  delete node.nullable;
  if (typeof node.type === 'string') {
    if (Array.isArray(node.enum)) node.enum = [...node.enum, null];
    return { ...node, type: [node.type, 'null'] };
  }
  return { anyOf: [node, { type: 'null' }] };
}

function compile(document: OpenApiDocument): CompiledDocument {
  const fingerprint = JSON.stringify(document);
  let found = compiled.get(fingerprint);
  if (!found) {
    // A response schema is compiled by its pointer into the document, so its `#/components/schemas/…`
    // references resolve as they do for a client; `format: binary` (a file) is any string.
    const ajv = new Ajv({ strict: false, validateSchema: false, allErrors: true });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    ajv.addSchema(asJsonSchema(document) as object, 'openapi');
    found = { document, ajv, bodyChecks: new Map() };
    compiled.set(fingerprint, found);
  }
  return found;
}

const pointerSegment = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** `/v1/bots/:id` as the document writes it: `/v1/bots/{id}`. */
const documentPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');

const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase();

/** The documented media type an answer's type falls under: itself, `type/*` or `*\/*`. */
function documentedMediaType(content: Record<string, unknown>, mediaType: string): string | undefined {
  const [type] = mediaType.split('/');
  return [mediaType, `${type}/*`, '*/*'].find((candidate) => candidate in content);
}

const isJsonMedia = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** What is wrong with the answer by the document, or null when it is as documented. */
function problemWith(compiledDocument: CompiledDocument, answer: ObservedAnswer): string | null {
  if (answer.route === undefined || !answer.route.startsWith('/v1/')) return null;
  const path = documentPath(answer.route);
  const method = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase();
  const operation = compiledDocument.document.paths[path]?.[method];
  const name = `${answer.method} ${path} answered ${answer.status}`;
  if (!operation) return `${answer.method} ${path} is not in the OpenAPI document`;
  // As OpenAPI reads a status: its own entry, else its range (`4XX`), else `default`.
  const responses = operation.responses ?? {};
  const listed = [String(answer.status), `${String(answer.status).charAt(0)}XX`, 'default'].find((key) => key in responses);
  const response = listed === undefined ? undefined : responses[listed];
  if (!response) return `${name}, a status the OpenAPI document does not list for it (it lists ${Object.keys(operation.responses ?? {}).join(', ')})`;
  const body = answer.method === 'HEAD' ? null : answer.body;
  if (!response.content) return body !== null && body.length > 0 ? `${name} with a body, where the document says it has none` : null;
  const mediaType = mediaTypeOf(answer.contentType);
  // A stream taken over by its handler may not say its type to the observer; its status was checked.
  if (mediaType === undefined) return body === null ? null : `${name} with no Content-Type`;
  const documented = documentedMediaType(response.content, mediaType);
  if (documented === undefined) return `${name} as ${mediaType}, where the document lists ${Object.keys(response.content).join(', ')}`;
  // A file the document shows as a string (a JSON file is still a download) is not read as JSON.
  if (body === null || !isJsonMedia(documented) || response.content[documented]?.schema?.type === 'string') return null;
  const check = bodyCheckOf(compiledDocument, path, method, listed!, documented);
  if (!check) return null;
  let value: unknown;
  try {
    value = JSON.parse(body.toString());
  } catch {
    return `${name} with a body that is not JSON: ${body.toString().slice(0, 200)}`;
  }
  if (check(value)) return null;
  return `${name} with a body the document's schema refuses: ${compiledDocument.ajv.errorsText(check.errors, { dataVar: 'body' })}; the body: ${body.toString().slice(0, 300)}`;
}

function bodyCheckOf(compiledDocument: CompiledDocument, path: string, method: string, status: string, mediaType: string): BodyCheck {
  const key = `${method} ${path} ${status} ${mediaType}`;
  const known = compiledDocument.bodyChecks.get(key);
  if (known !== undefined) return known;
  const pointer = ['paths', path, method, 'responses', status, 'content', mediaType, 'schema'].map(pointerSegment).join('/');
  const check = compiledDocument.ajv.getSchema(`openapi#/${pointer}`) ?? null;
  compiledDocument.bodyChecks.set(key, check);
  return check;
}

/** What is wrong with one answer by the document (compiled once per document), or null. */
export const answerProblem = (document: OpenApiDocument, answer: ObservedAnswer): string | null => problemWith(compile(document), answer);

/** A failure for the test that made the answer; one made outside a test (a beforeAll) is kept for `stop`. */
function report(problem: string, outsideTests: string[]): void {
  try {
    onTestFinished(() => {
      throw new Error(`An answer does not match the OpenAPI document: ${problem}`);
    });
  } catch {
    outsideTests.push(problem);
  }
}

/**
 * Checks every answer of a test app against the document it publishes (D125): its operation and
 * status are listed, its media type is one listed for that status, and a JSON body holds to the
 * schema. A mismatch fails the test that made the answer. The validators are compiled once per
 * document and kept for the worker's later apps.
 */
export function answerCheck() {
  let compiledDocument: CompiledDocument | null = null;
  const outsideTests: string[] = [];
  return {
    observe(answer: ObservedAnswer): void {
      if (!compiledDocument) return;
      let problem: string | null;
      try {
        problem = problemWith(compiledDocument, answer);
      } catch (error) {
        // Never into the server (an observer that throws turns the answer into a 500): into the test.
        problem = `${answer.method} ${answer.route ?? ''} ${answer.status} could not be checked: ${error instanceof Error ? error.message : String(error)}`;
      }
      if (problem) report(problem, outsideTests);
    },
    /**
     * From the app's ready on: its own document. Writing it costs a test app 200 to 450 ms, so an app
     * whose routes (`printRoutes`) are those of an app before it in the worker takes that one's: the
     * routes and their schemas come from the same modules, so the document is the same.
     */
    use(routes: string, document: () => OpenApiDocument): void {
      let found = byRoutes.get(routes);
      if (!found) {
        found = compile(document());
        byRoutes.set(routes, found);
      }
      compiledDocument = found;
    },
    /** What answers outside any test got wrong (to fail the file's afterAll with). */
    outsideTests: (): readonly string[] => outsideTests,
  };
}
