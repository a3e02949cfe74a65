import { describe, expect, it } from 'vitest';
import { cardErrors, expiryError, isAmericanExpress, passesLuhn, testCards } from '../../../src/domain/payments/card-rules';
import { cardFormErrors, checkoutFormErrors, emptyCheckoutForm, withoutError } from '../../../src/domain/payments/checkout-form';

const now = new Date(2026, 10, 26);
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'Ada Lovelace' };

describe('the card rules shared by the forms and the server (D84)', () => {
  it('passes every test card through Luhn and refuses a wrong check digit, too few digits or letters', () => {
    for (const card of [...testCards.pay, ...testCards.decline]) expect(passesLuhn(card.number)).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('4242')).toBe(false);
    expect(passesLuhn('4242 4242 4242 424a')).toBe(false);
  });

  it('takes an expiry of this month or later, as MM/YY', () => {
    expect(expiryError('11/26', now)).toBeNull();
    expect(expiryError('01/27', now)).toBeNull();
    expect(expiryError('10/26', now)).toBe('This card has expired');
    expect(expiryError('01/20', now)).toBe('This card has expired');
    expect(expiryError('13/30', now)).toBe('Enter the expiry date as MM/YY');
    expect(expiryError('1230', now)).toBe('Enter the expiry date as MM/YY');
  });

  it('wants 3 CVV digits, 4 for American Express, and a name of 2 letters', () => {
    expect(isAmericanExpress('3782 822463 10005')).toBe(true);
    expect(cardErrors(good, now)).toEqual({});
    expect(cardErrors({ ...good, cvv: '1' }, now)).toEqual({ cvv: 'The CVV has 3 digits' });
    expect(cardErrors({ ...good, number: '3782 822463 10005' }, now)).toEqual({ cvv: 'The CVV of an American Express card has 4 digits' });
    expect(cardErrors({ ...good, number: '3782 822463 10005', cvv: '1234' }, now)).toEqual({});
    expect(cardErrors({ ...good, name: 'A 1' }, now)).toEqual({ name: "Enter the cardholder's name (at least 2 letters)" });
    expect(cardErrors({ ...good, name: 'Zoë' }, now)).toEqual({});
  });

  it("puts each message under the form's own field, and typing into a field clears its message", () => {
    const errors = cardFormErrors({ cardNumber: '1234', expiryDate: '01/20', cvv: '1', cardholderName: 'A' }, now);
    expect(Object.keys(errors)).toEqual(['cardNumber', 'expiryDate', 'cvv', 'cardholderName']);
    expect(Object.keys(checkoutFormErrors({ ...emptyCheckoutForm, cardNumber: '4242424242424242', expiryDate: '12/30', cvv: '123', cardName: 'X' }, now))).toEqual(['cardName']);
    expect(withoutError(errors, 'cvv')).not.toHaveProperty('cvv');
    expect(withoutError({}, 'cvv')).toEqual({});
  });
});
