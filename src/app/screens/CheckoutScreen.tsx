import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router';
import { checkoutMachine } from '../../machines/payments/checkout.machine';
import { CheckoutView } from '../../views/payments/CheckoutView';
import { useAppSystem } from '../app-system-context';
import type { UserActors } from '../../machines/session/user-actors.machine';
import { useUserActors } from '../market/use-user-actors';
import { payingThrough } from '../payments/paying';

/** The bank transfer's reference (02 §2: random): eight letters and digits a person can read out. */
const bankReference = () => `BF-${crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;

function Checkout({ cart }: Pick<UserActors, 'cart'>) {
  const { api, notify } = useAppSystem();
  const navigate = useNavigate();
  const actor = useActorRef(
    checkoutMachine.provide({
      actors: { paying: payingThrough(api) },
      actions: {
        showToast: (_, toast) => notify(toast),
        paid: () => {
          cart.send({ type: 'cart.reload' });
          void navigate('/dashboard');
        },
      },
    }),
    { input: { reference: bankReference() } },
  );
  return <CheckoutView checkout={actor} cart={cart} />;
}

export default function CheckoutScreen() {
  const actors = useUserActors();
  return actors ? <Checkout cart={actors.cart} /> : null;
}
