import { assign, setup } from 'xstate';

/** Spec 01 §2 hint table; the assistant's own name (D1) opens the dashboard hint. */
const hintByRoute: Readonly<Record<string, string>> = {
  '/dashboard': "I'm Flo, your AI Assistant. If you have questions, click on me.",
  '/marketplace': 'Explore the Marketplace',
  '/sequences': 'Edit a Sequence or Add a new one. Sequences are bots chained together for more power.',
  '/my-bots': 'This is where you can view all bots and performance.',
  '/subscriptions': 'Choose the perfect plan for your automation needs.',
};

/** The hint for a path, or null for the routes the table leaves without one. */
export function hintForPath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return hintByRoute[path] ?? null;
}

export interface AssistantHintContext {
  text: string | null;
}

export type AssistantHintEvent = { type: 'route.changed'; pathname: string } | { type: 'hint.dismiss' };

/** The assistant's hint bubble: shown for 3000 ms after each route change that has a hint. */
export const assistantHintMachine = setup({
  types: {
    context: {} as AssistantHintContext,
    events: {} as AssistantHintEvent,
  },
  delays: {
    hintDuration: 3000,
  },
  guards: {
    routeHasHint: ({ event }) => event.type === 'route.changed' && hintForPath(event.pathname) !== null,
  },
}).createMachine({
  id: 'assistantHint',
  context: { text: null },
  initial: 'idle',
  on: {
    'route.changed': [
      {
        guard: 'routeHasHint',
        // Re-entering restarts the 3 s even when the previous route's hint is still up.
        target: '.showing',
        reenter: true,
        actions: assign(({ event }) => ({ text: hintForPath(event.pathname) })),
      },
      { target: '.idle' },
    ],
  },
  states: {
    idle: {
      entry: assign({ text: null }),
    },
    showing: {
      after: { hintDuration: 'idle' },
      on: { 'hint.dismiss': 'idle' },
    },
  },
});
