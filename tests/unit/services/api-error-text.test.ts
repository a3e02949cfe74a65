import { describe, expect, it } from 'vitest';
import { errorTextFromResponse } from '../../../src/services/api-client';

describe('errorTextFromResponse (spec 01 §8)', () => {
  it('prefers detail, then message, then error', () => {
    expect(errorTextFromResponse(400, 'Bad Request', { detail: 'd', message: 'm', error: 'e' })).toBe('d');
    expect(errorTextFromResponse(400, 'Bad Request', { message: 'm', error: 'e' })).toBe('m');
    expect(errorTextFromResponse(400, 'Bad Request', { error: 'e' })).toBe('e');
  });

  it('falls back to the status line when the body says nothing', () => {
    expect(errorTextFromResponse(502, 'Bad Gateway', 'not json')).toBe('HTTP 502: Bad Gateway');
    expect(errorTextFromResponse(500, 'Internal Server Error', { detail: '' })).toBe('HTTP 500: Internal Server Error');
  });
});
