import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { botColor, botPaletteItem, builtInPaletteItems, matchesSearch, paletteCategories, scriptColor, scriptPaletteItem, type PaletteItem } from '../../../src/machines/designer/palette.items';
import { paletteMachine, type PaletteSources } from '../../../src/machines/designer/palette.machine';
import { groupItems } from '../../../src/machines/designer/palette.selectors';
import { createNode } from '../../../src/machines/designer/workflow-editor/node-factory';
import type { ScriptSummary } from '../../../src/domain/scripts/scripts';
import { PaletteView } from '../../../src/views/designer/PaletteView';

const scripts: ScriptSummary[] = [
  { id: 'login-to-site', title: 'Log In to a Website', description: 'Fills the sign-in form and submits it' },
  { id: 'scrape-table', title: 'Scrape a Table', description: 'Saves an HTML table as CSV' },
];

describe('the built-in palette items (spec 02 §3)', () => {
  it('have the spec’s ids and types', () => {
    expect(Object.fromEntries(builtInPaletteItems.map((item) => [item.id, item.type]))).toEqual({
      start: 'start',
      end: 'end',
      decision: 'decision',
      schedule: 'timer',
      timer: 'timer',
      'click-trigger': 'event',
      'click-action': 'process',
      'element-selector': 'validate',
      process: 'process',
      api: 'api',
    });
  });

  it('label the API item "API Call" and sit in the spec’s categories', () => {
    expect(builtInPaletteItems.find((item) => item.id === 'api')).toMatchObject({ label: 'API Call', category: 'Integration' });
    // The spec's six, then My Bots (D38), which only the user's bots fill.
    expect(paletteCategories).toEqual(['Flow Control', 'Timing', 'Click Workflow', 'Basic', 'Integration', 'Scripts', 'My Bots']);
    for (const item of builtInPaletteItems) {
      expect(paletteCategories).toContain(item.category);
      expect(item.category).not.toBe('Scripts');
      expect(item.category).not.toBe('My Bots');
    }
  });

  it('make a bot of My Bots a bot node that names its bot (D38)', () => {
    const node = createNode(botPaletteItem({ id: 7, title: 'Invoice Collector', description: '' }), 'node-2', { x: 0, y: 0 });
    expect(node.data).toEqual({ label: 'Invoice Collector', type: 'bot', properties: { botId: 7, botTitle: 'Invoice Collector' } });
    expect(botPaletteItem({ id: 7, title: 'Invoice Collector', description: 'Files invoices' })).toEqual({
      id: 'bot-7',
      type: 'bot',
      label: 'Invoice Collector',
      description: 'Files invoices',
      category: 'My Bots',
      color: botColor,
      properties: { botId: 7, botTitle: 'Invoice Collector' },
    });
  });
});

describe('script items', () => {
  it('are of type script, indigo, and carry scriptId, scriptTitle and scriptDescription', () => {
    const item = scriptPaletteItem(scripts[0]!);
    expect(scriptColor).toBe('#4f46e5'); // indigo
    expect(item).toEqual({
      id: 'script-login-to-site',
      type: 'script',
      label: 'Log In to a Website',
      description: 'Fills the sign-in form and submits it',
      category: 'Scripts',
      color: '#4f46e5',
      properties: { scriptId: 'login-to-site', scriptTitle: 'Log In to a Website', scriptDescription: 'Fills the sign-in form and submits it' },
    });
  });

  it('make a node labelled with the script title that keeps the script in its properties', () => {
    const node = createNode(scriptPaletteItem(scripts[0]!), 'node-4', { x: 10, y: 20 });
    expect(node).toEqual({
      id: 'node-4',
      type: 'script',
      position: { x: 10, y: 20 },
      data: {
        label: 'Log In to a Website',
        type: 'script',
        properties: { scriptId: 'login-to-site', scriptTitle: 'Log In to a Website', scriptDescription: 'Fills the sign-in form and submits it' },
      },
    });
  });
});

describe('palette search (spec 02 §5)', () => {
  const ids = (search: string) => [...builtInPaletteItems, ...scripts.map(scriptPaletteItem)].filter((item) => matchesSearch(item, search)).map((item) => item.id);

  it('matches the label, the description and the category, ignoring case', () => {
    expect(ids('api call')).toEqual(['api']);
    // Only in descriptions.
    expect(ids('CSS SELECTOR')).toEqual(['element-selector']);
    expect(ids('as csv')).toEqual(['script-scrape-table']);
    // Only in categories.
    expect(ids('tIMiNg')).toEqual(['schedule', 'timer']);
    expect(ids('click workflow')).toEqual(['click-trigger', 'click-action', 'element-selector']);
    expect(ids('scripts')).toEqual(['script-login-to-site', 'script-scrape-table']);
    expect(ids('no such bot')).toEqual([]);
  });

  it('counts the matches per category', () => {
    const counts = (search: string) => Object.fromEntries(groupItems(scripts, search, []).map((group) => [group.category, group.items.length]));
    expect(counts('')).toEqual({ 'Flow Control': 3, Timing: 2, 'Click Workflow': 3, Basic: 1, Integration: 1, Scripts: 2, 'My Bots': 0 });
    expect(counts('click')).toEqual({ 'Flow Control': 0, Timing: 0, 'Click Workflow': 3, Basic: 0, Integration: 0, Scripts: 0, 'My Bots': 0 });
  });
});

describe('the palette view', () => {
  function renderPalette() {
    const actor = createActor(paletteMachine.provide({ actors: { loadPaletteSources: fromPromise<PaletteSources>(async () => ({ scripts, bots: [] })) } })).start();
    const onAdd = vi.fn<(item: PaletteItem) => void>();
    render(<PaletteView actor={actor} onAdd={onAdd} />);
    return { actor, onAdd };
  }
  const header = (category: string) => within(screen.getByRole('region', { name: category })).getAllByRole('button')[0]!;

  it('shows each category with its item count, and "Found N items" for a search', async () => {
    renderPalette();
    await screen.findByRole('button', { name: 'Add Scrape a Table' });
    const expected = { 'Flow Control': '3', Timing: '2', 'Click Workflow': '3', Basic: '1', Integration: '1', Scripts: '2' };
    for (const [category, count] of Object.entries(expected)) {
      expect(header(category)).toHaveTextContent(new RegExp(`^${category}${count}$`));
      expect(header(category)).toHaveAttribute('aria-expanded', 'true');
    }

    fireEvent.change(screen.getByLabelText('Search Bots & Scripts'), { target: { value: 'TIMING' } });
    expect(screen.getByRole('status')).toHaveTextContent('Found 2 items');
    expect(header('Timing')).toHaveTextContent(/^Timing2$/);
    expect(screen.queryByRole('region', { name: 'Flow Control' })).toBeNull();
  });

  it('adds a script item with its script in the properties', async () => {
    const { onAdd } = renderPalette();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Log In to a Website' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ type: 'script', color: '#4f46e5', properties: expect.objectContaining({ scriptId: 'login-to-site' }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Schedule' }));
    expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'schedule', type: 'timer' }));
  });
});
