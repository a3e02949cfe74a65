import type { SnapshotFrom } from 'xstate';
import type { Toast, toastMachine } from './toast.machine';

type ToastSnapshot = SnapshotFrom<typeof toastMachine>;

/** The toast to show, or null when none is open. */
export function selectVisibleToast(snapshot: ToastSnapshot): Toast | null {
  const toast = snapshot.context.current;
  return toast?.open ? toast : null;
}
