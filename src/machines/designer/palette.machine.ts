import { assign, fromPromise, setup } from 'xstate';
import { errorTextOr } from '../../domain/error-text';
import type { ScriptSummary } from '../../domain/scripts/scripts';
import type { PaletteCategory } from './palette.items';

export interface PaletteContext {
  scripts: ScriptSummary[];
  search: string;
  collapsed: PaletteCategory[];
  errorMessage: string | null;
}

export type PaletteEvent =
  | { type: 'search.changed'; search: string }
  | { type: 'category.toggle'; category: PaletteCategory }
  | { type: 'scripts.retry' };

/** The Bot Palette (spec 02 §2 Palette panel, §4): scripts load on mount and on retry; search; folding. */
export const paletteMachine = setup({
  types: {
    context: {} as PaletteContext,
    events: {} as PaletteEvent,
  },
  actors: {
    loadScripts: fromPromise<ScriptSummary[]>(async () => []),
  },
}).createMachine({
  id: 'palette',
  context: { scripts: [], search: '', collapsed: [], errorMessage: null },
  initial: 'loading',
  on: {
    'search.changed': { actions: assign({ search: ({ event }) => event.search }) },
    'category.toggle': {
      actions: assign({
        collapsed: ({ context, event }) =>
          context.collapsed.includes(event.category) ? context.collapsed.filter((category) => category !== event.category) : [...context.collapsed, event.category],
      }),
    },
  },
  states: {
    loading: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'loadScripts',
        src: 'loadScripts',
        onDone: { target: 'loaded', actions: assign({ scripts: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            scripts: [],
            errorMessage: ({ event }) => errorTextOr(event.error, 'Failed to fetch scripts'),
          }),
        },
      },
    },
    loaded: {},
    failed: {
      on: { 'scripts.retry': 'loading' },
    },
  },
});
