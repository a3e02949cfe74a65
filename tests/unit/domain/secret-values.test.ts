import { describe, expect, it } from 'vitest';
import { credentialKinds } from '../../../src/domain/credentials/credential-kinds';
import { authorizationHeaderOf, basicAuthToken, secretValuesOfCredential } from '../../../src/domain/credentials/secret-values';
import { apiAuthenticationKinds } from '../../../src/domain/workflow/node-catalogue/behaviours';

describe('which values of a credential are secret', () => {
  it('makes the Basic token a server would send, UTF-8 included', () => {
    expect(basicAuthToken({ username: 'ana', password: 'pässwörd€' })).toBe(btoa(String.fromCharCode(...new TextEncoder().encode('ana:pässwörd€'))));
    expect(basicAuthToken({ username: 'ana', password: 'secret' })).toBe('YW5hOnNlY3JldA==');
    expect(basicAuthToken({ password: 'secret' })).toBe('OnNlY3JldA==');
  });

  it("keeps a login's username, password and the Basic token made of both", () => {
    expect(secretValuesOfCredential('login', { username: 'ana', password: 'secret' })).toEqual(['ana', 'secret', 'YW5hOnNlY3JldA==']);
  });

  it("keeps a token's value and not its header or prefix", () => {
    expect(secretValuesOfCredential('token', { header: 'Authorization', prefix: 'Bearer', value: 'tok-123' })).toEqual(['tok-123']);
  });

  it('leaves out an empty secret field', () => {
    expect(secretValuesOfCredential('token', { header: 'X-Key', prefix: 'none', value: '' })).toEqual([]);
  });
});

describe('the header a credential authenticates a request with', () => {
  it('is a token in its header after its prefix; a prefix of none sends the token alone', () => {
    expect(authorizationHeaderOf('token', { value: 'tok-123', header: 'Authorization', prefix: 'Bearer' })).toEqual({ name: 'Authorization', value: 'Bearer tok-123' });
    expect(authorizationHeaderOf('token', { value: 'k-42', header: 'X-Api-Key', prefix: 'None' })).toEqual({ name: 'X-Api-Key', value: 'k-42' });
  });

  it('gives an empty header or prefix its default, as the credential form says', () => {
    expect(authorizationHeaderOf('token', { value: 'tok-123', header: '', prefix: ' ' })).toEqual({ name: 'Authorization', value: 'Bearer tok-123' });
  });

  it('is HTTP Basic for a login or basic credential, carrying the token the redaction hides', () => {
    for (const kind of ['login', 'basic'] as const) {
      const fields = { username: 'ana', password: 'secret' };
      const header = authorizationHeaderOf(kind, fields);
      expect(header).toEqual({ name: 'Authorization', value: 'Basic YW5hOnNlY3JldA==' });
      expect(secretValuesOfCredential(kind, fields)).toContain(header!.value.replace('Basic ', ''));
    }
  });

  it('is none for a secret, and exists for exactly the kinds the api node’s Authentication takes', () => {
    expect(authorizationHeaderOf('secret', { value: 'https://hooks.test/x' })).toBeNull();
    for (const kind of credentialKinds) expect(authorizationHeaderOf(kind, { value: 'v', username: 'u', password: 'p' }) !== null, kind).toBe(apiAuthenticationKinds.includes(kind));
  });
});
