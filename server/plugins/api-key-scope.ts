import type { ApiKeyScope } from '../../src/domain/api-keys/api-key-scopes';

export type { ApiKeyScope };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope an API key needs to call this route (D137), declared where the route is declared
     * (`config: { apiKeyScope: 'runs:read' }`) and read by the auth hook. A route without one takes
     * no key at all, so a route added later is closed to keys until it says otherwise.
     */
    apiKeyScope?: ApiKeyScope;
  }
}
