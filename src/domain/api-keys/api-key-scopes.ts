/**
 * What an API key may do (D127, D137): each scope opens a set of routes, which declare it where they
 * are declared (`config.apiKeyScope`); a route that declares none takes no key at all. There is no
 * scope for credentials, payments, API keys or account changes: those take a signed-in session only,
 * so a leaked key can neither read a secret, spend money, make itself more keys nor lock the owner out.
 */
export const apiKeyScopes = ['runs:start', 'runs:read', 'sequences:read', 'sequences:write', 'bots:read'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeyScopeLabels: Readonly<Record<ApiKeyScope, string>> = {
  'runs:start': 'Start runs',
  'runs:read': 'Read runs',
  'sequences:read': 'Read sequences',
  'sequences:write': 'Write sequences',
  'bots:read': 'Read bots',
};

/** What each scope lets a program do, as the create dialog and the API reference say it. */
export const apiKeyScopeUses: Readonly<Record<ApiKeyScope, string>> = {
  'runs:start': 'Start a sequence’s run, re-run one, run one node, cancel a run',
  'runs:read': 'Read runs, follow their events, download their files and screenshots',
  'sequences:read': 'List sequences and read them with their versions',
  'sequences:write': 'Create, change, delete, switch on or off and restore sequences',
  'bots:read': 'List My Bots and read them with their files',
};

/** The scopes in their canonical order, each once: how a key stores and answers them. */
export const canonicalScopes = (scopes: readonly ApiKeyScope[]): ApiKeyScope[] => apiKeyScopes.filter((scope) => scopes.includes(scope));
