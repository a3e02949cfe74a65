import type { FastifyDynamicSwaggerOptions, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiKeyScheme, apiKeySecurityScheme, sessionTokenScheme, sessionTokenSecurityScheme } from './auth';
import { documentedRoute } from './openapi-responses';

/** One tag per part of the API, in the order the API reference lists them. */
export const apiTags = [
  { name: 'auth', description: 'Registration, sign-in and sign-out, changing and resetting a password.' },
  { name: 'users', description: 'Your profile.' },
  { name: 'subscriptions', description: 'The plans, your subscription and the limits of your plan.' },
  { name: 'sequences', description: 'Your sequences, each with its saved workflow, and the versions of that workflow.' },
  { name: 'scripts', description: 'The script library a Script node runs from.' },
  { name: 'workflow runs', description: 'Runs: the designer’s test runs it records, and server runs with their steps, files and events.' },
  { name: 'bots', description: 'My Bots: your own bots, their files and setup.' },
  { name: 'market', description: 'The marketplace: its bots, your favourites, reviews and your cart.' },
  { name: 'payments', description: 'Checkout and your payments: invoices, receipts, refunds and the export.' },
  { name: 'credentials', description: 'Your credentials, kept sealed: no answer carries a value.' },
  { name: 'api keys', description: 'Your API keys for other programs: made, listed and revoked with a signed-in session only; the key is shown once.' },
  { name: 'insights', description: 'Figures counted from your runs on the server: runs per day, success rate, p50/p95 duration, failing nodes, and the dashboard’s Runs card.' },
  { name: 'webhooks', description: 'Webhook addresses that start runs from other programs, and the log of what arrived at them.' },
  { name: 'alerts', description: 'What a sequence does when a run fails (its error workflow and alerts), and your notifications.' },
  { name: 'assistant', description: 'Flo: chat, building a workflow from a sentence, explaining a failed step. Each answers as a text/event-stream.' },
  { name: 'service', description: 'Health for a load balancer, and this document.' },
];

/** The `$ref`s a value holds, at any depth. */
function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.add(item);
      else refsIn(item, found);
    }
  }
}

/**
 * The transform registers an input and an output component for every schema with an id (`BotInput`
 * and `Bot`); only those some operation reaches are kept, so the document lists no unused component.
 */
export const withUsedComponents: SwaggerTransformObject = (documentObject) => {
  const document = jsonSchemaTransformObject(documentObject) as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas ?? {};
  const prefix = '#/components/schemas/';
  const used = new Set<string>();
  const pending = new Set<string>();
  refsIn(document.paths, pending);
  while (pending.size > 0) {
    const [ref] = pending;
    pending.delete(ref!);
    const name = ref!.startsWith(prefix) ? ref!.slice(prefix.length) : undefined;
    if (name === undefined || used.has(name)) continue;
    used.add(name);
    const found = new Set<string>();
    refsIn(schemas[name], found);
    for (const each of found) pending.add(each);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } } as ReturnType<SwaggerTransformObject>;
};

/**
 * GET /v1/openapi.json (D125): for code generators and API clients, so it must validate (swagger-parser,
 * Spectral's oas rules), name every operation and list every status it answers; npm test checks that.
 */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Botflow API',
      version: '1',
      description:
        'The JSON API the Botflow app runs on. Sign in with POST /v1/auth/login and send the access_token as the Authorization header. Every error answers `{"detail": "…"}`.',
    },
    servers: [{ url: '/', description: 'The host that serves this document (and the app).' }],
    tags: apiTags,
    components: { securitySchemes: { [sessionTokenScheme]: sessionTokenSecurityScheme, [apiKeyScheme]: apiKeySecurityScheme } },
  },
  transform: documentedRoute,
  transformObject: withUsedComponents,
};
