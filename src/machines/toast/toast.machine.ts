import { assign, setup } from 'xstate';
import type { ToastInput, ToastVariant } from './toast.types';

/** A toast as the region shows it (spec 01 §3: id, title, description, variant, open). */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastContext {
  /** The one toast the region holds: open while visible, closed while it waits for removal. */
  current: Toast | null;
  shownCount: number;
}

export type ToastEvent =
  | { type: 'toast.show'; toast: ToastInput }
  | { type: 'toast.dismiss' }
  /** Horizontal travel of a finished pointer swipe, in px; positive is to the right. */
  | { type: 'toast.swipe'; dx: number }
  /** Pointer or focus rests on the toast: it must not vanish under the user. */
  | { type: 'toast.pause' }
  | { type: 'toast.resume' };

/** Spec 01 §9: swipe threshold 50 px. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Toasts (spec 01 §3, §4, §9): at most one visible; a new one replaces it and restarts the
 * 5000 ms auto-close; dismissing or a swipe of 50 px to the right closes it. A closed toast is
 * removed after 1,000,000 ms, as specified; nothing shows it meanwhile.
 */
export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  delays: {
    autoClose: 5000,
    removeDelay: 1_000_000,
  },
  actions: {
    showToast: assign(({ context }, params: { toast: ToastInput }) => {
      const shownCount = context.shownCount + 1;
      const { title, description, variant = 'default' } = params.toast;
      return { shownCount, current: { id: `toast-${shownCount}`, title, description, variant, open: true } };
    }),
    closeToast: assign(({ context }) => ({ current: context.current && { ...context.current, open: false } })),
    removeToast: assign({ current: null }),
  },
  guards: {
    swipedFarEnough: ({ event }) => event.type === 'toast.swipe' && event.dx >= SWIPE_THRESHOLD_PX,
  },
}).createMachine({
  id: 'toast',
  context: { current: null, shownCount: 0 },
  initial: 'hidden',
  on: {
    // From any state: the newest toast wins, and re-entering restarts its timer.
    'toast.show': {
      target: '.visible',
      reenter: true,
      actions: { type: 'showToast', params: ({ event }) => ({ toast: event.toast }) },
    },
  },
  states: {
    hidden: {},
    visible: {
      initial: 'running',
      exit: 'closeToast',
      on: {
        'toast.dismiss': 'closed',
        'toast.swipe': { guard: 'swipedFarEnough', target: 'closed' },
      },
      states: {
        running: {
          after: { autoClose: '#toast.closed' },
          on: { 'toast.pause': 'paused' },
        },
        paused: {
          on: { 'toast.resume': 'running' },
        },
      },
    },
    closed: {
      after: { removeDelay: { target: 'hidden', actions: 'removeToast' } },
    },
  },
});
