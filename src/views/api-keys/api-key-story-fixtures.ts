import type { ApiAccess, ApiKey, ApiKeyList, CreatedApiKey } from '../../domain/api-keys/api-key-contract';

export const deployKey: ApiKey = {
  id: '5b0e1c2a-0000-4000-8000-000000000001',
  name: 'Deploy pipeline',
  scopes: ['runs:start', 'runs:read'],
  prefix: 'bf_Q2x9TzLm',
  createdAt: '2026-11-02T09:00:00Z',
  lastUsedAt: '2026-11-21T06:30:00Z',
  expiresAt: null,
  expired: false,
};

export const reportKey: ApiKey = {
  id: '5b0e1c2a-0000-4000-8000-000000000002',
  name: 'Weekly report',
  scopes: ['sequences:read', 'bots:read'],
  prefix: 'bf_k7RwP0aN',
  createdAt: '2026-10-10T14:30:00Z',
  lastUsedAt: null,
  expiresAt: '2027-01-08T14:30:00Z',
  expired: false,
};

export const oldKey: ApiKey = {
  id: '5b0e1c2a-0000-4000-8000-000000000003',
  name: 'Old import script',
  scopes: ['sequences:read', 'sequences:write'],
  prefix: 'bf_Zp3c81Hd',
  createdAt: '2026-01-15T11:45:00Z',
  lastUsedAt: '2026-02-01T08:05:00Z',
  expiresAt: '2026-03-15T11:45:00Z',
  expired: true,
};

export const proAccess: ApiAccess = { plan: 'Pro Annual', requestsPerMinute: 600, refusal: null };
export const freeAccess: ApiAccess = {
  plan: 'Free',
  requestsPerMinute: 0,
  refusal: 'API access not included. Your Free allowance has no API access (Pro Annual has API access, 600 requests a minute per key: see the plans on /subscriptions).',
};

export const storyKeyList: ApiKeyList = { keys: [deployKey, reportKey, oldKey], access: proAccess };

/** A key as the create dialog shows it, once: 32 bytes of base64url after bf_. */
export const newKey: CreatedApiKey = {
  id: '5b0e1c2a-0000-4000-8000-000000000004',
  name: 'Nightly export',
  scopes: ['runs:start', 'runs:read'],
  prefix: 'bf_Vb4nXq9s',
  createdAt: '2026-11-22T10:00:00Z',
  lastUsedAt: null,
  expiresAt: null,
  expired: false,
  key: 'bf_Vb4nXq9sY1mJ0cT8rLk2WfH6uEa3ZoPd5NgQiS7xRvB',
};

export const never = () => new Promise<never>(() => {});
