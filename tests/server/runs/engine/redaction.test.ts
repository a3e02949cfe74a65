import { describe, expect, it } from 'vitest';
import { redactedMark, RunSecrets } from '../../../../server/runs/engine/redaction';
import { fakeSecrets } from '../engine-harness';

const store = fakeSecrets({
  key: { name: 'key', kind: 'secret', fields: { value: 'p@ss "w0rd"\\x' } },
  api: { name: 'api', kind: 'token', fields: { value: 'tok_123456', header: 'Authorization', prefix: 'Bearer' } },
  site: { name: 'site', kind: 'login', fields: { username: 'ada.lovelace', password: 'pw!' } },
});

describe('redaction of a run’s credential values (D66)', () => {
  it('hides nothing until the run has used a credential, and then every value it was handed', async () => {
    const secrets = new RunSecrets(store);
    expect(secrets.redactText('tok_123456')).toBe('tok_123456');
    await secrets.get('api');
    expect(secrets.redactText('Authorization: Bearer tok_123456')).toBe(`Authorization: Bearer ${redactedMark}`);
    // The token's header and prefix are settings, not secrets.
    expect(secrets.redactText('Bearer')).toBe('Bearer');
  });

  it('finds a value as it is, inside a JSON string once or twice, and URL-encoded', async () => {
    const secrets = new RunSecrets(store);
    await secrets.get('key');
    const value = 'p@ss "w0rd"\\x';
    const once = JSON.stringify({ password: value });
    expect(secrets.redactText(`said ${value}`)).toBe(`said ${redactedMark}`);
    expect(secrets.redactText(once)).toBe(`{"password":"${redactedMark}"}`);
    expect(secrets.redactText(JSON.stringify({ body: once }))).toBe(JSON.stringify({ body: `{"password":"${redactedMark}"}` }));
    expect(secrets.redactText(`https://api.example.com/?key=${encodeURIComponent(value)}`)).toBe(`https://api.example.com/?key=${redactedMark}`);
    expect(secrets.redact({ [value]: [1, { text: `x${value}y` }], n: 3, none: null })).toEqual({ [redactedMark]: [1, { text: `x${redactedMark}y` }], n: 3, none: null });
  });

  it('hides a short value only where a whole string is that value, so it does not mangle other text', async () => {
    const secrets = new RunSecrets(store);
    await secrets.get('site');
    expect(secrets.redact({ password: 'pw!', note: 'pw! is short', user: 'ada.lovelace' })).toEqual({ password: redactedMark, note: 'pw! is short', user: redactedMark });
    // Basic authentication's encoding of the login is hidden too.
    const basic = Buffer.from('ada.lovelace:pw!').toString('base64');
    expect(secrets.redactText(`Authorization: Basic ${basic}`)).toBe(`Authorization: Basic ${redactedMark}`);
  });

  it('hides a value that holds another whole, and values the run derived itself once remembered', async () => {
    const secrets = new RunSecrets(store);
    await secrets.get('api');
    secrets.remember('tok_123456-signed');
    expect(secrets.redactText('sent tok_123456-signed and tok_123456')).toBe(`sent ${redactedMark} and ${redactedMark}`);
  });
});
