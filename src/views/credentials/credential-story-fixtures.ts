import type { Credential, UsingSequence } from '../../domain/credentials/credentials';

export const adminLogin: Credential = {
  id: '7a1c2b7e-0000-4000-8000-000000000001',
  name: 'CRM admin',
  kind: 'login',
  setFields: ['username', 'password'],
  settings: {},
  createdAt: '2026-11-02T09:00:00Z',
  updatedAt: '2026-11-02T09:00:00Z',
  lastUsedAt: null,
};

export const ordersToken: Credential = {
  id: '7a1c2b7e-0000-4000-8000-000000000002',
  name: 'Orders API',
  kind: 'token',
  setFields: ['value', 'header'],
  settings: { header: 'X-Api-Key' },
  createdAt: '2026-11-10T14:30:00Z',
  updatedAt: '2026-11-12T08:00:00Z',
  lastUsedAt: '2026-11-21T06:30:00Z',
};

export const teamSlack: Credential = {
  id: '7a1c2b7e-0000-4000-8000-000000000003',
  name: 'Team Slack',
  kind: 'secret',
  setFields: ['value'],
  settings: {},
  createdAt: '2026-11-15T11:45:00Z',
  updatedAt: '2026-11-15T11:45:00Z',
  lastUsedAt: '2026-11-20T17:05:00Z',
};

export const storyCredentials: Credential[] = [adminLogin, ordersToken, teamSlack];

/** A token as the add form saves it: its value set, the header and prefix left to their defaults. */
export const billingToken: Credential = { ...ordersToken, id: '7a1c2b7e-0000-4000-8000-000000000004', name: 'Billing API', setFields: ['value'], settings: {}, lastUsedAt: null };

export const storyUsers: UsingSequence[] = [
  { sequenceId: 'seq-1', title: 'Nightly order sync' },
  { sequenceId: 'seq-2', title: 'Weekly report' },
];

export const never = () => new Promise<never>(() => {});
