import type { SnapshotFrom } from 'xstate';
import type { checkoutModalMachine } from './checkout-modal.machine';

type CheckoutModalSnapshot = SnapshotFrom<typeof checkoutModalMachine>;

export const selectModalOpen = (snapshot: CheckoutModalSnapshot) => !snapshot.matches('closed');
export const selectModalBot = (snapshot: CheckoutModalSnapshot) => snapshot.context.bot;
export const selectModalValues = (snapshot: CheckoutModalSnapshot) => snapshot.context.values;
export const selectModalBusy = (snapshot: CheckoutModalSnapshot) => snapshot.hasTag('busy');
export const selectModalCardErrors = (snapshot: CheckoutModalSnapshot) => snapshot.context.cardErrors;
