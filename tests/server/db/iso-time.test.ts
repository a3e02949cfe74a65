import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoTime } from '../../../server/db/iso-time';

describe('isoTime', () => {
  it('writes what toISOString writes, for any date', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        expect(isoTime(date)).toBe(date.toISOString());
      }),
    );
  });

  it('pads every field', () => {
    const date = new Date(Date.UTC(1001, 0, 2, 3, 4, 5, 6));
    expect(isoTime(date)).toBe('1001-01-02T03:04:05.006Z');
  });

  it('throws on an invalid date as toISOString does', () => {
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
