import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { designerPagePolicy, earlyRequestScript, withEarlySequenceRequest } from '../../../server/plugins/early-sequence-page';

describe("the designer's page asks for its sequence itself (D105)", () => {
  it('puts its script first in the head, and its policy allows that script alone', () => {
    const page = withEarlySequenceRequest('<html><head><title>Botflow</title></head><body></body></html>');
    expect(page).toBe(`<html><head><script>${earlyRequestScript}</script><title>Botflow</title></head><body></body></html>`);
    const hash = createHash('sha256').update(earlyRequestScript).digest('base64');
    expect(designerPagePolicy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(designerPagePolicy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('leaves a page without a head as it is', () => {
    expect(withEarlySequenceRequest('<html><body></body></html>')).toBe('<html><body></body></html>');
  });
});
