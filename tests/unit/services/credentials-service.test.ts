import { describe, expect, it } from 'vitest';
import { listCredentialsOfKinds, updateCredential } from '../../../src/services/credentials';
import { answeringClient, jsonResponse } from './answering-client';

const answered = (name: string, kind: string) => ({
  id: `id-${name}`,
  name,
  kind,
  setFields: ['value'],
  settings: {},
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  lastUsedAt: null,
});

describe('the credentials service', () => {
  it('offers a setting only the credentials of the kinds it accepts', async () => {
    const { api, requests } = answeringClient(() => jsonResponse([answered('Admin', 'login'), answered('Orders API', 'token'), answered('Slack', 'secret')]));
    expect((await listCredentialsOfKinds(api, ['token', 'secret'])).map((credential) => credential.name)).toEqual(['Orders API', 'Slack']);
    expect(requests[0]!.url).toBe('/v1/credentials');
  });

  it('refuses an answer that is not the contract’s, instead of showing it', async () => {
    const { api } = answeringClient(() => jsonResponse([{ ...answered('Odd', 'oauth') }]));
    await expect(listCredentialsOfKinds(api, ['token'])).rejects.toThrow();
  });

  it('sends an edit to the credential’s own address, its fields as typed', async () => {
    const { api, requests } = answeringClient(() => jsonResponse(answered('Orders API', 'token')));
    await updateCredential(api, 'a b', { name: 'Orders API', kind: 'token', fields: { value: '' } });
    expect(requests[0]!.url).toBe('/v1/credentials/a%20b');
    expect(requests[0]!.init.method).toBe('PUT');
    expect(JSON.parse(String(requests[0]!.init.body))).toEqual({ name: 'Orders API', kind: 'token', fields: { value: '' } });
  });
});
