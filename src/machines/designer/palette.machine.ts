import { assign, fromPromise, setup } from 'xstate';
import { errorTextOr } from '../../domain/error-text';
import type { ScriptSummary } from '../../domain/scripts/scripts';
import type { PaletteCategory } from '../../domain/workflow/node-catalogue/node-kind';
import type { PaletteBot } from '../../domain/workflow/node-catalogue/palette-items';

/** What the palette loads from the server: the library's scripts and the user's active bots (D38). */
export interface PaletteSources {
  scripts: ScriptSummary[];
  bots: PaletteBot[];
}

export interface PaletteContext {
  scripts: ScriptSummary[];
  bots: PaletteBot[];
  search: string;
  collapsed: PaletteCategory[];
  errorMessage: string | null;
}

export type PaletteEvent =
  | { type: 'search.changed'; search: string }
  | { type: 'category.toggle'; category: PaletteCategory }
  | { type: 'scripts.retry' };

/** The Bot Palette (spec 02 §2 Palette panel, §4): scripts and My Bots load on mount and on retry; search; folding. */
export const paletteMachine = setup({
  types: {
    context: {} as PaletteContext,
    events: {} as PaletteEvent,
  },
  actors: {
    loadPaletteSources: fromPromise<PaletteSources>(async () => ({ scripts: [], bots: [] })),
  },
}).createMachine({
  id: 'palette',
  context: { scripts: [], bots: [], search: '', collapsed: [], errorMessage: null },
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
        id: 'loadPaletteSources',
        src: 'loadPaletteSources',
        onDone: { target: 'loaded', actions: assign({ scripts: ({ event }) => event.output.scripts, bots: ({ event }) => event.output.bots }) },
        onError: {
          target: 'failed',
          actions: assign({
            scripts: [],
            bots: [],
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
