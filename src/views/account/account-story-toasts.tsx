import { useActorRef } from '@xstate/react';
import { useCallback } from 'react';
import { toastMachine } from '../../machines/toast/toast.machine';
import type { ToastInput } from '../../machines/toast/toast.types';
import { ToastRegion } from '../toast/ToastRegion';

// The account flows tell their outcome through a toast (the green and red notices of spec 01 §2, §8);
// it stays until dismissed so the story can be looked at (the app uses the spec's 5000 ms).
const lingeringToasts = toastMachine.provide({ delays: { autoClose: 3_600_000 } });

/**
 * A story's own toast region: `notify` is what the story provides as the form machine's showToast,
 * and `region` renders next to the view, as the app's layout does.
 */
export function useStoryToasts() {
  const toasts = useActorRef(lingeringToasts);
  const notify = useCallback((toast: ToastInput) => toasts.send({ type: 'toast.show', toast }), [toasts]);
  return { notify, region: <ToastRegion actor={toasts} /> };
}
