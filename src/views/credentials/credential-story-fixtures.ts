import type { Credential, UsingSequence } from '../../domain/credentials/credentials';

export const storyCredentials: Credential[] = [
  {
    id: 'story-admin',
    name: 'CRM admin',
    kind: 'login',
    setFields: ['username', 'password'],
    settings: {},
    createdAt: '2026-11-02T09:00:00Z',
    updatedAt: '2026-11-02T09:00:00Z',
    lastUsedAt: null,
  },
  {
    id: 'story-token',
    name: 'Orders API',
    kind: 'token',
    setFields: ['value', 'header'],
    settings: { header: 'X-Api-Key' },
    createdAt: '2026-11-10T14:30:00Z',
    updatedAt: '2026-11-12T08:00:00Z',
    lastUsedAt: '2026-11-21T06:30:00Z',
  },
  {
    id: 'story-slack',
    name: 'Team Slack',
    kind: 'secret',
    setFields: ['value'],
    settings: {},
    createdAt: '2026-11-15T11:45:00Z',
    updatedAt: '2026-11-15T11:45:00Z',
    lastUsedAt: '2026-11-20T17:05:00Z',
  },
];

export const storyUsers: UsingSequence[] = [
  { sequenceId: 'seq-1', title: 'Nightly order sync' },
  { sequenceId: 'seq-2', title: 'Weekly report' },
];

export const never = () => new Promise<never>(() => {});
