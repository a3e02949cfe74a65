import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export const selectMethod = (snapshot: CheckoutSnapshot) => snapshot.context.method;
export const selectShowMore = (snapshot: CheckoutSnapshot) => snapshot.context.showMore;
export const selectCard = (snapshot: CheckoutSnapshot) => snapshot.context.card;
export const selectReference = (snapshot: CheckoutSnapshot) => snapshot.context.reference;
export const selectPaying = (snapshot: CheckoutSnapshot) => snapshot.hasTag('busy') || snapshot.matches('paid');
export const selectCardErrors = (snapshot: CheckoutSnapshot) => snapshot.context.cardErrors;
