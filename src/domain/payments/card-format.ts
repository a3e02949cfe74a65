/**
 * The card fields' typing rules (02 §5): card number digits grouped in fours, at most 19
 * characters; expiry digits as MM/YY, at most 5; CVV digits, at most 4. No checksum or date check.
 */
export const cardNumberMaxLength = 19;
export const expiryMaxLength = 5;
export const cvvMaxLength = 4;

const digitsOf = (text: string) => text.replace(/\D/g, '');

export function formatCardNumber(text: string): string {
  return (digitsOf(text).match(/\d{1,4}/g) ?? []).join(' ').slice(0, cardNumberMaxLength);
}

export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvv(text: string): string {
  return digitsOf(text).slice(0, cvvMaxLength);
}

/** The HTML standard's rule for type="email" (a valid e-mail address), so the modal's check and the browser's agree. */
const htmlEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const looksLikeEmail = (text: string) => htmlEmail.test(text);
