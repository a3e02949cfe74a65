import { cardErrors, cardRuleFields, type CardErrors, type CardRuleField } from './card-rules';
import { formatCardNumber, formatCvv, formatExpiry, looksLikeEmail } from './card-format';
import type { Card } from './payments';

/** The checkout modal's nine fields (02 §3 Checkout form), in the order the modal shows them. */
export const checkoutFormFields = ['email', 'fullName', 'address', 'city', 'zipCode', 'cardNumber', 'expiryDate', 'cvv', 'cardName'] as const;
export type CheckoutFormField = (typeof checkoutFormFields)[number];
export type CheckoutFormValues = Record<CheckoutFormField, string>;

export const emptyCheckoutForm: CheckoutFormValues = { email: '', fullName: '', address: '', city: '', zipCode: '', cardNumber: '', expiryDate: '', cvv: '', cardName: '' };

/** The four card fields of /checkout (credit card chosen) and /payment (02 §3 Card form). */
export const cardFormFields = ['cardNumber', 'expiryDate', 'cvv', 'cardholderName'] as const;
export type CardFormField = (typeof cardFormFields)[number];
export type CardFormValues = Record<CardFormField, string>;
export const emptyCardForm: CardFormValues = { cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' };

const formatters: Partial<Record<CheckoutFormField | CardFormField, (text: string) => string>> = {
  cardNumber: formatCardNumber,
  expiryDate: formatExpiry,
  cvv: formatCvv,
};

/** What a field holds once typed into: the card fields keep only what their rule allows. */
export const formattedValue = (field: CheckoutFormField | CardFormField, text: string) => formatters[field]?.(text) ?? text;

/** A form's values after typing into one field, kept to what that field's rule allows. */
export const typedInto = <F extends CheckoutFormField | CardFormField>(values: Record<F, string>, field: F, text: string): Record<F, string> => ({
  ...values,
  [field]: formattedValue(field, text),
});

/** All nine required, the email in email format (02 §5: the browser's own check). */
export const checkoutFormComplete = (values: CheckoutFormValues) =>
  checkoutFormFields.every((field) => values[field].trim() !== '') && looksLikeEmail(values.email);

/** 02 §5: all four card fields non-empty, no format check. */
export const cardFormComplete = (values: CardFormValues) => cardFormFields.every((field) => values[field].trim() !== '');

export const cardOfCheckoutForm = (values: CheckoutFormValues): Card => ({ number: values.cardNumber, expiry: values.expiryDate, cvv: values.cvv, name: values.cardName });
export const cardOfCardForm = (values: CardFormValues): Card => ({ number: values.cardNumber, expiry: values.expiryDate, cvv: values.cvv, name: values.cardholderName });

/** The card rules' messages (card-rules.ts, D84) by the form field each sits under. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

function byField<F extends string>(errors: CardErrors, fieldOf: Record<CardRuleField, F>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const rule of cardRuleFields) {
    const message = errors[rule];
    if (message) out[fieldOf[rule]] = message;
  }
  return out;
}

/** /checkout and /payment: each broken card rule under its field; empty when the card may be sent. */
export const cardFormErrors = (values: CardFormValues, now: Date): FieldErrors<CardFormField> =>
  byField(cardErrors(cardOfCardForm(values), now), { number: 'cardNumber', expiry: 'expiryDate', cvv: 'cvv', name: 'cardholderName' });

/** The checkout modal: the same rules on its card fields. */
export const checkoutFormErrors = (values: CheckoutFormValues, now: Date): FieldErrors<CheckoutFormField> =>
  byField(cardErrors(cardOfCheckoutForm(values), now), { number: 'cardNumber', expiry: 'expiryDate', cvv: 'cvv', name: 'cardName' });

/** A field typed into loses its message; the others keep theirs until the next submit. */
export const withoutError = <F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> => {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
};
