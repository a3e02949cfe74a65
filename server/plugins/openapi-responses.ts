import { STATUS_CODES } from 'node:http';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, HTTPMethods } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Every error the API answers (D125): `{detail}`, a text meant for the person who sees it. */
export const errorAnswerSchema = z
  .object({ detail: z.string().describe('What went wrong, in words a person can read; for a 422, each field that is wrong and why.') })
  .meta({ id: 'Error', description: 'Every error answer of the API.' });

/** The statuses a route refuses with for its own reasons. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/** A success that is not JSON: a download, a PDF, an image, an event stream. */
export interface NonJsonAnswer {
  status: 200;
  /** Its media types; a text type is documented as text, anything else as bytes. */
  mediaTypes: readonly string[];
  description: string;
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The `{detail}` answers the route gives for its own reasons, each status with when (D125); those
     * every route of its kind gives (401 signed out, 422 a wrong field, 400, 413, 415 for a body, 500)
     * are added for all. Documentation only: the error handler writes them.
     */
    errors?: Readonly<Partial<Record<ErrorStatus, string>>>;
    /** The success answer when it is not JSON (documentation only: the handler writes it). */
    nonJson?: NonJsonAnswer;
    /**
     * The fields of a multipart/form-data body the handler reads part by part (documentation only: a
     * `body` schema would make fastify validate a body the multipart parser leaves empty).
     */
    form?: z.ZodObject;
  }
}

type JsonSchema = Record<string, unknown>;
interface ResponseObject {
  description: string;
  type?: 'null';
  content?: Record<string, { schema: JsonSchema }>;
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const bodyMethods: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** What any route of a kind answers, whatever it does: the error handler's, the parsers' and the auth hook's. */
const commonErrors = {
  400: 'The body could not be read: it is not well-formed JSON, nests deeper than 64 levels, or is a form that breaks off.',
  401: 'The session token is missing, expired or revoked (`Not authenticated`): sign in again.',
  413: 'The body is larger than the server takes (5 MB of JSON).',
  415: 'The body is of a media type the operation does not read.',
  422: 'A path parameter, the query or the body does not hold: a field is missing or wrong, or holds text PostgreSQL cannot store (NUL, a lone surrogate). The detail names each field and why.',
  500: 'Something failed on the server: the detail is `Internal server error` and the cause is in the server log.',
} as const;

/** Which of the common errors a route gives: 401 when it needs a session, the body's three when it may take one. */
function commonErrorsOf(method: HTTPMethods | HTTPMethods[], secured: boolean): Partial<Record<keyof typeof commonErrors, string>> {
  const methods = [method].flat();
  const takesBody = methods.some((each) => bodyMethods.includes(each));
  return {
    ...(takesBody ? { 400: commonErrors[400] } : {}),
    ...(secured ? { 401: commonErrors[401] } : {}),
    ...(takesBody ? { 413: commonErrors[413], 415: commonErrors[415] } : {}),
    422: commonErrors[422],
    500: commonErrors[500],
  };
}

const isText = (mediaType: string) => mediaType.startsWith('text/');

/** A success as the document shows it: JSON with its schema, no body (204), or the media types of a non-JSON answer. */
function successResponse(status: string, schema: JsonSchema): ResponseObject {
  const description = typeof schema.description === 'string' ? schema.description : (STATUS_CODES[Number(status)] ?? status);
  if (schema.type === 'null') return { description, type: 'null' };
  return { description, content: { 'application/json': { schema } } };
}

function nonJsonResponse({ mediaTypes, description }: NonJsonAnswer): ResponseObject {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: isText(mediaType) ? { type: 'string' } : { type: 'string', format: 'binary' } }])),
  };
}

/** The route's own reason for a status first, then what any route of its kind may answer it for. */
function errorDescription(own: string | undefined, common: string | undefined): string {
  if (own && common) return `${own} Also: ${common}`;
  return own ?? common ?? '';
}

/**
 * fastify-type-provider-zod's transform (zod schemas into JSON Schema, registered ones as `$ref`s),
 * then the answers the route's schema leaves out: its `errors`, the common errors of its kind and its
 * non-JSON success, each with a description, so that every status it answers is in the document.
 */
export const documentedRoute: SwaggerTransform = (input) => {
  const { errors = {}, nonJson, form, ...schema } = (input.schema ?? {}) as FastifySchema;
  const transformed = jsonSchemaTransform({ ...input, schema });
  const documented = transformed.schema as FastifySchema & { hide?: boolean; response?: Record<string, JsonSchema> };
  if (documented.hide) return transformed;

  const responses: Record<string, ResponseObject> = {};
  for (const [status, json] of Object.entries(documented.response ?? {})) responses[status] = successResponse(status, json);
  if (nonJson) responses[String(nonJson.status)] = nonJsonResponse(nonJson);
  const common: Partial<Record<number, string>> = commonErrorsOf(input.route.method, Boolean(schema.security?.length));
  const own: Partial<Record<number, string>> = errors;
  const statuses = [...new Set([...Object.keys(own), ...Object.keys(common)].map(Number))].sort((a, b) => a - b);
  for (const status of statuses) {
    // A route that writes a status's body itself (a webhook's own answers) keeps its schema for it.
    const declared = responses[String(status)];
    if (declared && own[status] === undefined) responses[String(status)] = { ...declared, description: errorDescription(declared.description, common[status]) };
    else responses[String(status)] = { description: errorDescription(own[status], common[status]), content: errorContent };
  }

  const body = form ? { body: z.toJSONSchema(form, { target: 'openapi-3.0', io: 'input' }), consumes: ['multipart/form-data'] } : {};
  return { url: transformed.url, schema: { ...documented, ...body, response: responses } };
};
