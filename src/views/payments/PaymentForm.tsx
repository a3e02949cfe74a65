import { Bitcoin, CreditCard, Landmark, Lock, QrCode, Smartphone, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CardFormField, CardFormValues, FieldErrors } from '../../domain/payments/checkout-form';
import { paymentMethodLabels, type PaymentMethod } from '../../domain/payments/payments';
import { Button } from '../ui/Button';
import { Radio, RadioGroup } from '../ui/RadioGroup';
import { CardFields } from './CardFields';
import { MethodNote } from './method-texts';
import { TestModeNotice } from './TestModeNotice';
import * as styles from './payments.css';

const methodIcons: Record<PaymentMethod, LucideIcon> = {
  card: CreditCard,
  paypal: Wallet,
  apple_pay: Smartphone,
  google_pay: Smartphone,
  stripe: CreditCard,
  bank_transfer: Landmark,
  crypto: Bitcoin,
  alipay: QrCode,
  wechat_pay: QrCode,
};

export interface PaymentFormProps<M extends PaymentMethod> {
  methods: readonly M[];
  method: M;
  card: CardFormValues;
  /** The card rules' messages (D84), each under its field. */
  cardErrors?: FieldErrors<CardFormField>;
  /** The bank transfer's reference, where it is offered. */
  reference?: string;
  paying: boolean;
  submitLabel: string;
  pendingLabel: string;
  isSubmitDisabled?: boolean;
  onMethod: (method: M) => void;
  onField: (field: CardFormField, value: string) => void;
  onSubmit: () => void;
  /** Under the methods: /checkout's 'Show More Payment Methods (5 more)'. */
  afterMethods?: ReactNode;
  /** Under the button: /checkout's promises. */
  footer?: ReactNode;
}

/** The payment method and its details, and the button that pays (/checkout and /payment). */
export function PaymentForm<M extends PaymentMethod>(props: PaymentFormProps<M>) {
  const { methods, method, card, reference = '', paying, onMethod, onField, onSubmit } = props;
  return (
    <form
      className={styles.panel}
      aria-labelledby="payment-method"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <RadioGroup value={method} isDisabled={paying} onChange={(value) => onMethod(value as M)} aria-labelledby="payment-method" className={styles.modalBody}>
        <h2 id="payment-method" className={styles.panelTitle}>
          Payment Method
        </h2>
        <div className={styles.methods}>
          {methods.map((each) => {
            const Icon: LucideIcon = methodIcons[each];
            return (
              <Radio key={each} value={each} className={styles.method}>
                <Icon size={20} aria-hidden="true" />
                {paymentMethodLabels[each]}
              </Radio>
            );
          })}
        </div>
      </RadioGroup>
      {props.afterMethods}
      <TestModeNotice />
      {method === 'card' ? <CardFields values={card} errors={props.cardErrors} isDisabled={paying} onChange={onField} /> : <MethodNote method={method} reference={reference} />}
      <Button type="submit" fullWidth isDisabled={props.isSubmitDisabled} isPending={paying} pendingLabel={props.pendingLabel}>
        <Lock size={16} aria-hidden="true" /> {props.submitLabel}
      </Button>
      {props.footer}
    </form>
  );
}
