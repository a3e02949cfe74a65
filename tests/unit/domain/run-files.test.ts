import { describe, expect, it } from 'vitest';
import { isPlainFileName } from '../../../src/domain/workflow/server-runs';

describe('a file name in a run’s folder (D67)', () => {
  it('is a plain name: letters, spaces, dots and the like, any script', () => {
    for (const name of ['report.csv', 'Résumé 2026.pdf', '.env', 'a-b_c (1).txt', 'データ.json', 'x'.repeat(255)]) expect(isPlainFileName(name), name).toBe(true);
  });

  it('is never a path, a parent, blank, too long or holding control characters', () => {
    for (const name of ['', '   ', '.', '..', '../etc/passwd', 'a/b', 'a\\b', 'report..csv', 'tab\there', 'nul\u0000', 'del\u007f', 'x'.repeat(256)]) expect(isPlainFileName(name), JSON.stringify(name)).toBe(false);
  });
});
