import { cardNumberMaxLength, cvvMaxLength, expiryMaxLength } from '../../domain/payments/card-format';
import type { CardFormField, CardFormValues, FieldErrors } from '../../domain/payments/checkout-form';
import { TextField } from '../ui/TextField';
import * as styles from './payments.css';

export interface CardFieldsProps {
  values: CardFormValues;
  /** The card rules' messages (D84), each under its field. */
  errors?: FieldErrors<CardFormField>;
  isDisabled: boolean;
  onChange: (field: CardFormField, value: string) => void;
}

/** The card form of /checkout and /payment (02 §3): Card Number, Expiry Date (MM/YY), CVV, Cardholder Name. */
export function CardFields({ values, errors = {}, isDisabled, onChange }: CardFieldsProps) {
  return (
    <div className={styles.cardFields}>
      <TextField
        className={styles.wideField}
        label="Card Number"
        value={values.cardNumber}
        placeholder="1234 5678 9012 3456"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={cardNumberMaxLength}
        isDisabled={isDisabled}
        errorMessage={errors.cardNumber}
        onChange={(value) => onChange('cardNumber', value)}
      />
      <TextField
        label="Expiry Date (MM/YY)"
        value={values.expiryDate}
        placeholder="MM/YY"
        inputMode="numeric"
        autoComplete="cc-exp"
        maxLength={expiryMaxLength}
        isDisabled={isDisabled}
        errorMessage={errors.expiryDate}
        onChange={(value) => onChange('expiryDate', value)}
      />
      <TextField
        label="CVV"
        value={values.cvv}
        placeholder="123"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={cvvMaxLength}
        isDisabled={isDisabled}
        errorMessage={errors.cvv}
        onChange={(value) => onChange('cvv', value)}
      />
      <TextField
        className={styles.wideField}
        label="Cardholder Name"
        value={values.cardholderName}
        autoComplete="cc-name"
        isDisabled={isDisabled}
        errorMessage={errors.cardholderName}
        onChange={(value) => onChange('cardholderName', value)}
      />
    </div>
  );
}
