import { createActor } from 'xstate';
import { toastMachine } from '../machines/toast/toast.machine';
import type { ToastInput } from '../machines/toast/toast.types';

/** The app's one toast region is driven by this actor; it lives as long as the page. */
export const toastActor = createActor(toastMachine);
toastActor.start();

/** Shows a toast, replacing whichever one is visible (spec 01 §3). */
export function notify(toast: ToastInput): void {
  toastActor.send({ type: 'toast.show', toast });
}
