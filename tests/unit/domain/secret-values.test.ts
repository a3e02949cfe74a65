import { describe, expect, it } from 'vitest';
import { basicAuthToken, secretValuesOfCredential } from '../../../src/domain/credentials/secret-values';

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
