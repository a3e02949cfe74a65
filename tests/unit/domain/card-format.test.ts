import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvv, formatExpiry, looksLikeEmail } from '../../../src/domain/payments/card-format';
import { pageButtons } from '../../../src/domain/paging';

describe('card field formatting (02 §5)', () => {
  it('keeps the card number digits, grouped in fours, at most 19 characters', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a4 2')).toBe('4242 4242');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('writes the expiry as MM/YY from its digits, at most 5 characters', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('123099')).toBe('12/30');
  });

  it('keeps at most four CVV digits', () => {
    expect(formatCvv('12a34x5')).toBe('1234');
  });

  it('checks an email by the HTML standard, as the browser does for type="email"', () => {
    expect(looksLikeEmail('ada@example.com')).toBe(true);
    expect(looksLikeEmail('ada@example')).toBe(true);
    expect(looksLikeEmail('ada.example.com')).toBe(false);
    expect(looksLikeEmail('ada@exa mple.com')).toBe(false);
    expect(looksLikeEmail(' ada@example.com')).toBe(false);
  });
});

describe('page buttons (02 §9)', () => {
  it('shows the first and last pages, the current ±2 and an ellipsis for each gap', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageButtons(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});
