import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { botKind } from '../../../src/domain/workflow/node-catalogue/built-in-kinds';
import { paletteCategories } from '../../../src/domain/workflow/node-catalogue/node-kind';
import { scriptColor } from '../../../src/domain/workflow/node-catalogue/library-scripts';
import { botPaletteItem, builtInPaletteItems, scriptPaletteItem, type PaletteItem } from '../../../src/domain/workflow/node-catalogue/palette-items';
import { matchesSearch } from '../../../src/machines/designer/palette.items';
import { paletteMachine, type PaletteSources } from '../../../src/machines/designer/palette.machine';
import { groupItems } from '../../../src/machines/designer/palette.selectors';
import { createNode } from '../../../src/machines/designer/workflow-editor/node-factory';
import type { ScriptSummary } from '../../../src/domain/scripts/scripts';
import { PaletteView } from '../../../src/views/designer/PaletteView';

// Two scripts of the library as the server lists them, and one the catalogue does not know.
const scripts: ScriptSummary[] = [
  { id: 'log-in-to-site', title: 'Log In to a Website', description: 'Opens a login page' },
  { id: 'scrape-table-to-csv', title: 'Scrape a Table to CSV', description: 'Saves an HTML table as CSV' },
  { id: 'not-in-this-release', title: 'Something New', description: 'A script this client does not know' },
];

describe('the built-in palette items (spec 02 §3, D65)', () => {
  it('have the spec’s ids and types, then the items that offer one behaviour each', () => {
    expect(Object.fromEntries(builtInPaletteItems.map((item) => [item.id, item.type]))).toEqual({
      start: 'start',
      end: 'end',
      decision: 'decision',
      validate: 'validate',
      schedule: 'timer',
      timer: 'timer',
      'click-trigger': 'event',
      'click-action': 'process',
      'element-selector': 'validate',
      process: 'process',
      code: 'script',
      transform: 'transform',
      api: 'api',
      email: 'email',
      webhook: 'event',
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

  it('make nodes labelled "{Type} Node" that record the item they came from', () => {
    const schedule = createNode(builtInPaletteItems.find((item) => item.id === 'schedule')!, 'node-1', { x: 0, y: 0 });
    expect(schedule.data).toEqual({ label: 'Timer Node', type: 'timer', properties: { paletteItem: 'schedule' } });
    const code = createNode(builtInPaletteItems.find((item) => item.id === 'code')!, 'node-2', { x: 0, y: 0 });
    expect(code.data).toEqual({ label: 'Script Node', type: 'script', properties: { paletteItem: 'code' } });
  });

  it('make a bot of My Bots a bot node that names its bot (D38)', () => {
    const node = createNode(botPaletteItem({ id: 7, title: 'Invoice Collector', description: '' }), 'node-2', { x: 0, y: 0 });
    expect(node.data).toEqual({ label: 'Invoice Collector', type: 'bot', properties: { botId: 7, botTitle: 'Invoice Collector', paletteItem: 'bot' } });
    expect(botPaletteItem({ id: 7, title: 'Invoice Collector', description: 'Files invoices' })).toEqual({
      id: 'bot-7',
      type: 'bot',
      label: 'Invoice Collector',
      description: 'Files invoices',
      category: 'My Bots',
      color: botKind.color,
      nodeLabel: 'Invoice Collector',
      properties: { botId: 7, botTitle: 'Invoice Collector', paletteItem: 'bot' },
    });
  });
});

describe('script items', () => {
  it('are of type script, indigo, and carry scriptId, scriptTitle and scriptDescription as the catalogue describes the script', () => {
    expect(scriptColor).toBe('#4f46e5'); // indigo
    expect(scriptPaletteItem(scripts[0]!)).toEqual({
      id: 'script-log-in-to-site',
      type: 'script',
      label: 'Log In to a Website',
      description: 'Opens a login page, fills in the stored credentials and waits until the signed-in area appears.',
      category: 'Scripts',
      color: '#4f46e5',
      nodeLabel: 'Log In to a Website',
      properties: {
        scriptId: 'log-in-to-site',
        scriptTitle: 'Log In to a Website',
        scriptDescription: 'Opens a login page, fills in the stored credentials and waits until the signed-in area appears.',
        paletteItem: 'script-log-in-to-site',
      },
    });
    expect(scriptPaletteItem(scripts[2]!)).toBeUndefined();
  });

  it('make a node labelled with the script title that keeps the script in its properties', () => {
    const node = createNode(scriptPaletteItem(scripts[0]!)!, 'node-4', { x: 10, y: 20 });
    expect(node).toMatchObject({
      id: 'node-4',
      type: 'script',
      position: { x: 10, y: 20 },
      data: { label: 'Log In to a Website', type: 'script', properties: { scriptId: 'log-in-to-site', scriptTitle: 'Log In to a Website', paletteItem: 'script-log-in-to-site' } },
    });
  });
});

describe('palette search (spec 02 §5)', () => {
  const ids = (search: string) =>
    [...builtInPaletteItems, ...scripts.flatMap((script) => scriptPaletteItem(script) ?? [])].filter((item) => matchesSearch(item, search)).map((item) => item.id);

  it('matches the label, the description and the category, ignoring case', () => {
    expect(ids('api call')).toEqual(['api']);
    // Only in descriptions.
    expect(ids('CSS SELECTOR')).toEqual(['element-selector']);
    expect(ids('as a csv')).toEqual(['script-scrape-table-to-csv']);
    // Only in categories.
    expect(ids('tIMiNg')).toEqual(['schedule', 'timer']);
    expect(ids('click workflow')).toEqual(['click-trigger', 'click-action', 'element-selector']);
    expect(ids('scripts')).toEqual(['script-log-in-to-site', 'script-scrape-table-to-csv']);
    expect(ids('no such bot')).toEqual([]);
  });

  it('counts the matches per category, leaving out a script the catalogue does not know', () => {
    const counts = (search: string) => Object.fromEntries(groupItems(scripts, search, []).map((group) => [group.category, group.items.length]));
    expect(counts('')).toEqual({ 'Flow Control': 4, Timing: 2, 'Click Workflow': 3, Basic: 3, Integration: 3, Scripts: 2, 'My Bots': 0 });
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
    await screen.findByRole('button', { name: 'Add Scrape a Table to CSV' });
    const expected = { 'Flow Control': '4', Timing: '2', 'Click Workflow': '3', Basic: '3', Integration: '3', Scripts: '2' };
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
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ type: 'script', color: '#4f46e5', properties: expect.objectContaining({ scriptId: 'log-in-to-site' }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Schedule' }));
    expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'schedule', type: 'timer' }));
  });
});
