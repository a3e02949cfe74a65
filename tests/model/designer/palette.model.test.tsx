import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PaletteBot, PaletteItem } from '../../../src/domain/workflow/node-catalogue/palette-items';
import { paletteMachine, type PaletteSources } from '../../../src/machines/designer/palette.machine';
import type { ScriptSummary } from '../../../src/domain/scripts/scripts';
import { PaletteView } from '../../../src/views/designer/PaletteView';
import { fill } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

const scripts: ScriptSummary[] = [{ id: 'log-in-to-site', title: 'Log In to a Website', description: 'Fills the sign-in form and submits it' }];
const bots: PaletteBot[] = [{ id: 7, title: 'Invoice Collector', description: 'Downloads new supplier invoices' }];

function mount() {
  const loadScripts = createDeferredActor<PaletteSources>();
  const onAdd = vi.fn<(item: PaletteItem) => void>();
  const actor = createActor(paletteMachine.provide({ actors: { loadPaletteSources: loadScripts.logic } })).start();
  const view = render(<PaletteView actor={actor} onAdd={onAdd} />);
  return { actor, view, loadScripts, onAdd };
}
type Sut = ReturnType<typeof mount>;

const group = (name: string) => screen.getByRole('region', { name });

describeModel('palette machine with the palette view', {
  machine: paletteMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.search, snapshot.context.collapsed, snapshot.context.scripts.length]),
  events: [
    { type: 'xstate.done.actor.loadPaletteSources', output: { scripts, bots } },
    { type: 'xstate.error.actor.loadPaletteSources', error: new Error('No response from server') },
    { type: 'scripts.retry' },
    { type: 'search.changed', search: 'API' },
    { type: 'search.changed', search: 'zzz' },
    { type: 'category.toggle', category: 'Timing' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'xstate.done.actor.loadPaletteSources': (sut, event) => sut.loadScripts.resolve(event.output as PaletteSources),
    'xstate.error.actor.loadPaletteSources': (sut, event) => sut.loadScripts.reject(event.error),
    'scripts.retry': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry Scripts' }));
    },
    'search.changed': (_sut, event) => fill('Search Bots & Scripts', event.search as string),
    'category.toggle': (sut, event) => {
      const region = screen.queryByRole('region', { name: event.category as string });
      // A search that leaves a category empty hides it; its folding is still remembered.
      if (region) fireEvent.click(within(region).getAllByRole('button')[0]!);
      else sut.actor.send(event as never);
    },
  },
  assertions: {
    loading: (sut: Sut) => {
      if (sut.actor.getSnapshot().context.search === '') expect(within(group('Scripts')).getByTestId('spinner')).toBeInTheDocument();
    },
    loaded: (sut: Sut) => {
      const { search } = sut.actor.getSnapshot().context;
      if (search === '') {
        expect(within(group('Scripts')).getByRole('button', { name: 'Add Log In to a Website' })).toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: 'Add API Call' }));
        expect(sut.onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'api', label: 'API Call', category: 'Integration' }));
        // D38: the user's active bots, each adding a node of type bot that names its bot.
        fireEvent.click(within(group('My Bots')).getByRole('button', { name: 'Add Invoice Collector' }));
        expect(sut.onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'bot', label: 'Invoice Collector', properties: { botId: 7, botTitle: 'Invoice Collector', paletteItem: 'bot' } }));
      }
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load scripts: No response from server');
    },
    '#palette': (sut: Sut) => {
      const { search, collapsed } = sut.actor.getSnapshot().context;
      if (search === 'API') expect(screen.getByText('Found 1 items')).toBeInTheDocument();
      if (search === 'zzz') expect(screen.getByText('No items found')).toBeInTheDocument();
      if (search === '') {
        // Every category starts open; a collapsed one hides its items.
        expect(within(group('Flow Control')).getByRole('button', { name: 'Add Start' })).toBeInTheDocument();
        expect(within(group('Timing')).queryByRole('button', { name: 'Add Timer' }) === null).toBe(collapsed.includes('Timing'));
      }
    },
  },
});
