import { useSelector } from '@xstate/react';
import { Lock } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { cardNumberMaxLength, cvvMaxLength, expiryMaxLength } from '../../domain/payments/card-format';
import type { CheckoutFormField } from '../../domain/payments/checkout-form';
import type { checkoutModalMachine } from '../../machines/payments/checkout-modal.machine';
import { selectModalBot, selectModalBusy, selectModalCardErrors, selectModalOpen, selectModalValues } from '../../machines/payments/checkout-modal.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { TextField, type TextFieldProps } from '../ui/TextField';
import { OrderSummary } from './OrderSummary';
import { TestModeNotice } from './TestModeNotice';
import * as styles from './payments.css';

type CheckoutModalActor = ActorRefFrom<typeof checkoutModalMachine>;

type FieldSpec = { label: string } & Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'> & { wide?: boolean };

/** The nine fields (02 §3 Checkout form) with the browser's own rules (02 §5): all required, email as an email. */
const fields: Record<CheckoutFormField, FieldSpec> = {
  email: { label: 'Email', type: 'email', autoComplete: 'email', wide: true },
  fullName: { label: 'Full Name', autoComplete: 'name', wide: true },
  address: { label: 'Address', autoComplete: 'street-address', wide: true },
  city: { label: 'City', autoComplete: 'address-level2' },
  zipCode: { label: 'ZIP Code', autoComplete: 'postal-code' },
  cardNumber: { label: 'Card Number', inputMode: 'numeric', autoComplete: 'cc-number', maxLength: cardNumberMaxLength, placeholder: '1234 5678 9012 3456', wide: true },
  expiryDate: { label: 'Expiry Date', inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: expiryMaxLength, placeholder: 'MM/YY' },
  cvv: { label: 'CVV', inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: cvvMaxLength, placeholder: '123' },
  cardName: { label: 'Name on Card', autoComplete: 'cc-name', wide: true },
};

/** The checkout modal from Buy (02 §2, D41): one bot, paid through the server's checkout. */
export function CheckoutModal({ actor }: { actor: CheckoutModalActor }) {
  const open = useSelector(actor, selectModalOpen);
  const bot = useSelector(actor, selectModalBot);
  const values = useSelector(actor, selectModalValues);
  const busy = useSelector(actor, selectModalBusy);
  const cardErrors = useSelector(actor, selectModalCardErrors);
  const close = () => actor.send({ type: 'checkout.close' });
  return (
    <Dialog
      isOpen={open}
      isDismissable={!busy}
      onOpenChange={(isOpen) => {
        if (!isOpen && !busy) close();
      }}
    >
      <DialogHeader title="Checkout" description={bot ? `Buy ${bot.title}` : undefined} closeLabel={busy ? undefined : 'Close'} onClose={close} />
      <form
        className={styles.modalBody}
        aria-label="Checkout"
        onSubmit={(event) => {
          // The browser has checked the required fields and the email (02 §5) before this runs.
          event.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        {bot ? <OrderSummary lines={[{ id: bot.id, name: bot.title, price: bot.price }]} headingLevel={3} /> : null}
        <TestModeNotice cardOnly />
        <div className={styles.cardFields}>
          {(Object.keys(fields) as CheckoutFormField[]).map((field) => {
            const { wide, ...spec } = fields[field];
            return (
              <TextField
                key={field}
                {...spec}
                className={wide ? styles.wideField : undefined}
                isRequired
                value={values[field]}
                errorMessage={cardErrors[field]}
                isDisabled={busy}
                onChange={(value) => actor.send({ type: 'field.changed', field, value })}
              />
            );
          })}
        </div>
        <DialogActions>
          <Button variant="secondary" isDisabled={busy} onPress={close}>
            Cancel
          </Button>
          <Button type="submit" isPending={busy} pendingLabel="Processing Payment...">
            <Lock size={16} aria-hidden="true" /> Complete Purchase
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
