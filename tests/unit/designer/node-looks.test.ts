import { describe, expect, it } from 'vitest';
import { nodeKinds } from '../../../src/domain/workflow/node-catalogue/catalogue';
import { libraryScripts } from '../../../src/domain/workflow/node-catalogue/library-scripts';
import { handlesOf, workflowNodeTypes } from '../../../src/domain/workflow/node-catalogue/node-types';
import { botPaletteItem, builtInPaletteItems, scriptPaletteItem, type PaletteItem } from '../../../src/domain/workflow/node-catalogue/palette-items';
import { createNode } from '../../../src/machines/designer/workflow-editor/node-factory';
import { tintOf } from '../../../src/views/designer/nodes/node-colours';
import { handlesOfNode } from '../../../src/views/designer/nodes/drawn-node-kind';
import { lookOfNode, minimapColorOf } from '../../../src/views/designer/nodes/node-looks';

const dropped = (item: PaletteItem) => createNode(item, 'node-1', { x: 0, y: 0 });
const lookOfType = (type: string, properties: Record<string, unknown> = {}) => lookOfNode({ type, properties });

const everyPaletteItem: PaletteItem[] = [
  ...builtInPaletteItems,
  ...libraryScripts.map((script) => scriptPaletteItem({ id: script.scriptId })!),
  botPaletteItem({ id: 7, title: 'Invoice Collector', description: 'Files invoices' }),
];

describe('a node on the canvas looks as its kind says in the catalogue (D134)', () => {
  it.each(everyPaletteItem.map((item) => [item.id, item] as const))('%s: the colour of its palette item', (_, item) => {
    const node = dropped(item);
    expect(lookOfNode(node.data).accent).toBe(item.color);
    expect(minimapColorOf(node)).toBe(item.color);
  });

  it('takes each kind’s colour, caption and handles from the catalogue', () => {
    for (const kind of nodeKinds) {
      const look = lookOfType(kind.type, { ...kind.nodeProperties, paletteItem: kind.id });
      expect(look, kind.id).toMatchObject({ accent: kind.color, caption: kind.caption, handles: kind.handles });
    }
  });

  it('tells the kinds of one type apart, where palette and canvas used to disagree', () => {
    expect(lookOfType('timer', { paletteItem: 'schedule' }).accent).toBe('#0891b2');
    expect(lookOfType('timer', { paletteItem: 'timer' }).accent).toBe('#0e7490');
    expect(lookOfType('event', { paletteItem: 'click-trigger' }).accent).toBe('#7c3aed');
    expect(lookOfType('event').accent).toBe('#ca8a04');
    expect(lookOfType('api', { paletteItem: 'api' }).accent).toBe('#9333ea');
  });

  it('captions a node with its kind, and a script’s or a bot’s node, labelled after it, with what it is', () => {
    expect(lookOfType('timer', { paletteItem: 'schedule' }).caption).toBe('Schedule');
    expect(lookOfType('api').caption).toBe('API Call');
    expect(lookOfType('script').caption).toBe('Code');
    expect(lookOfNode(dropped(scriptPaletteItem({ id: 'log-in-to-site' })!).data).caption).toBe('Script');
    expect(lookOfNode(dropped(everyPaletteItem.at(-1)!).data).caption).toBe('Bot');
  });

  it('reads a node without a recorded palette item from its type, as kindOfNode does', () => {
    expect(lookOfType('timer', { cron: '0 8 * * *' })).toBe(lookOfType('timer', { paletteItem: 'schedule' }));
    expect(lookOfType('script', { scriptId: 'extract-text' })).toBe(lookOfType('script', { paletteItem: 'script-extract-text' }));
    expect(lookOfType('process')).toBe(lookOfType('process', { paletteItem: 'process' }));
    for (const type of workflowNodeTypes) expect(lookOfType(type).handles, type).toBe(handlesOf(type));
  });

  it('says Unknown kind for a node the catalogue does not know, in its type’s look, or a basic one', () => {
    const strayItem = lookOfType('decision', { paletteItem: 'click-action' });
    expect(strayItem).toMatchObject({ caption: 'Unknown kind', accent: '#d97706', handles: 'decision' });
    expect(lookOfType('script', { scriptId: 'not-in-this-release' })).toMatchObject({ caption: 'Unknown kind', accent: '#4f46e5' });
    const unknownType = lookOfType('teleport');
    expect(unknownType).toMatchObject({ caption: 'Unknown kind', accent: '#64748b', handles: 'in-out' });
    expect(lookOfNode({})).toBe(unknownType);
    expect(lookOfNode({ type: 'api', properties: null })).toMatchObject({ caption: 'Unknown kind', accent: '#9333ea' });
  });

  it('makes each look once: a render only looks it up (D119)', () => {
    const properties = { paletteItem: 'click-action' };
    expect(lookOfType('process', properties)).toBe(lookOfType('process', { ...properties }));
    expect(handlesOfNode({ data: { type: 'end', properties: {} } })).toBe('input-only');
    const looks = nodeKinds.map((kind) => lookOfType(kind.type, { ...kind.nodeProperties, paletteItem: kind.id }));
    // Kinds of one colour share their classes: the library's scripts are one accent, not one each.
    expect(new Set(looks.map((look) => look.nodeClass)).size).toBe(new Set(nodeKinds.map((kind) => kind.color)).size);
  });
});

describe('the icon tile’s tint', () => {
  it('is the colour’s hue, light', () => {
    expect(tintOf('#2563eb')).toBe('#dee8fc');
    expect(tintOf('#64748b')).toBe('#eaedf0');
    expect(tintOf('#000000')).toBe('#ededed');
    for (const kind of nodeKinds) expect(tintOf(kind.color), kind.id).toMatch(/^#(?:[d-f][0-9a-f]){3}$/);
  });
});
