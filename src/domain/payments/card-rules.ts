/**
 * The card checks (D84), the same on the client (each message under its field, before
 * anything is sent) and on the server (422 naming the field): the number passes the Luhn check,
 * the expiry is this month or later, the CVV has 3 digits (4 for American Express), the
 * cardholder's name has at least 2 letters.
 */

export const cardRuleFields = ['number', 'expiry', 'cvv', 'name'] as const;
export type CardRuleField = (typeof cardRuleFields)[number];
export type CardErrors = Partial<Record<CardRuleField, string>>;

export const cardRuleMessages = {
  number: 'Enter a valid card number',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvv: 'The CVV has 3 digits',
  cvvAmex: 'The CVV of an American Express card has 4 digits',
  name: "Enter the cardholder's name (at least 2 letters)",
} as const;

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** American Express numbers start with 34 or 37; their CVV (CID) has 4 digits. */
export const isAmericanExpress = (number: string) => /^3[47]/.test(digitsOf(number));

/** The Luhn checksum over 12 to 19 digits (spaces and dashes between groups allowed). */
export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The expiry's message, or null when it is MM/YY of this month or later (the card is valid through its last day). */
export function expiryError(expiry: string, now: Date): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return cardRuleMessages.expiryFormat;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return cardRuleMessages.expiryFormat;
  const year = 2000 + Number(match[2]);
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  return year > thisYear || (year === thisYear && month >= thisMonth) ? null : cardRuleMessages.expired;
}

const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

export interface CardToCheck {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

/** Every broken rule of a card, by field; empty when the card may be sent. `now` decides the month. */
export function cardErrors(card: CardToCheck, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (!passesLuhn(card.number)) errors.number = cardRuleMessages.number;
  const expiry = expiryError(card.expiry, now);
  if (expiry) errors.expiry = expiry;
  const amex = isAmericanExpress(card.number);
  if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(card.cvv.trim())) errors.cvv = amex ? cardRuleMessages.cvvAmex : cardRuleMessages.cvv;
  if (letters(card.name) < 2) errors.name = cardRuleMessages.name;
  return errors;
}

export const hasCardErrors = (errors: CardErrors) => Object.keys(errors).length > 0;

/** The test-mode provider's cards (D39, D84), grouped, as the notice on every payment form lists them. */
export const testCards = {
  pay: [
    { number: '4242 4242 4242 4242', brand: 'Visa' },
    { number: '5555 5555 5555 4444', brand: 'Mastercard' },
    { number: '3782 822463 10005', brand: 'American Express' },
    { number: '6011 1111 1111 1117', brand: 'Discover' },
  ],
  decline: [
    { number: '4000 0000 0000 0002', reason: 'card_declined' },
    { number: '4000 0000 0000 9995', reason: 'insufficient_funds' },
  ],
} as const;

export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'not_a_test_card';

/** What the provider said, as the user reads it after the spec's failure text. */
export const declineReasonTexts: Record<DeclineReason, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  not_a_test_card: 'This is a test checkout: use a test card such as 4242 4242 4242 4242',
};

/** The test-mode notice (D84): on every payment form. */
export const testModeTexts = {
  title: 'Test mode: no money moves',
  otherMethods: 'Other payment methods are simulated and always succeed; nothing is charged.',
} as const;
