import { describe, expect, it } from 'vitest';
import type { SavedWorkflow, WorkflowNode } from '../../../src/domain/workflow/saved-workflow';
import { diffWorkflows, summaryMaxChars, versionSummary } from '../../../src/domain/workflow/workflow-diff';

const node = (id: string, label: string, properties: Record<string, unknown> = {}, x = 0): WorkflowNode => ({
  id,
  type: 'api',
  position: { x, y: 0 },
  data: { label, type: 'api', properties },
});
const flow = (nodes: WorkflowNode[], edges: Array<[string, string]> = []): SavedWorkflow => ({
  nodes,
  edges: edges.map(([source, target], index) => ({ id: `e${index}`, source, target })),
  viewport: { x: 0, y: 0, zoom: 1 },
});

describe('diffWorkflows (D69)', () => {
  it('matches nodes by id: added, removed, changed with each changed property, moved apart', () => {
    const before = flow([node('a', 'Fetch prices', { url: 'https://a', retryCount: 2 }), node('b', 'Wait'), node('c', 'Log', {}, 0)], [['a', 'b']]);
    const after = flow([node('a', 'Fetch prices', { url: 'https://b', timeout: 5 }), node('c', 'Log', {}, 40), node('d', 'Send report')], [['a', 'd']]);
    const diff = diffWorkflows(before, after);
    expect(diff.added.map((each) => each.id)).toEqual(['d']);
    expect(diff.removed.map((each) => each.id)).toEqual(['b']);
    expect(diff.changed.map((each) => [each.after.id, each.changes])).toEqual([
      [
        'a',
        [
          { name: 'retryCount', before: 2, after: undefined },
          { name: 'timeout', before: undefined, after: 5 },
          { name: 'url', before: 'https://a', after: 'https://b' },
        ],
      ],
    ]);
    expect(diff.moved).toEqual(['c']);
    expect(diff.addedEdges.map((edge) => edge.target)).toEqual(['d']);
    expect(diff.removedEdges.map((edge) => edge.target)).toEqual(['b']);
  });

  it('compares property values deeply whatever their key order, and names a renamed node\'s label once', () => {
    const before = flow([node('a', 'Old', { body: { x: 1, y: [1, 2] }, label: 'Old' })]);
    const after = flow([node('a', 'New', { body: { y: [1, 2], x: 1 }, label: 'New' })]);
    expect(diffWorkflows(before, after).changed[0]?.changes).toEqual([{ name: 'Label', before: 'Old', after: 'New' }]);
  });

  it('treats everything as added when there was nothing before', () => {
    expect(diffWorkflows(null, flow([node('a', 'A')])).added).toHaveLength(1);
  });
});

describe('versionSummary (D69)', () => {
  const before = flow([node('s', 'Start'), node('f', 'Fetch prices', { url: 'https://a' }), node('w', 'Wait')], [['s', 'f'], ['f', 'w']]);

  it('says "First version" for the first save', () => {
    expect(versionSummary(null, before)).toBe('First version');
  });

  it('names the added, changed and removed nodes by label, in that order', () => {
    const after = flow([node('s', 'Start'), node('f', 'Fetch prices', { url: 'https://b' }), node('r', 'Send report')], [['s', 'f'], ['f', 'r']]);
    expect(versionSummary(before, after)).toBe('Added Send report; changed Fetch prices; removed Wait');
  });

  it('names connections when no node changed, moves when only places changed, and says when nothing did', () => {
    expect(versionSummary(before, flow(before.nodes, [['s', 'f']]))).toBe('Removed 1 connection');
    expect(versionSummary(before, flow(before.nodes, [['s', 'f'], ['f', 'w'], ['s', 'w'], ['w', 's']]))).toBe('Added 2 connections');
    expect(versionSummary(before, flow(before.nodes.map((each) => ({ ...each, position: { x: 99, y: 0 } })), [['s', 'f'], ['f', 'w']]))).toBe('Moved nodes');
    expect(versionSummary(before, before)).toBe('No changes');
  });

  it('cuts a very long line', () => {
    const many = flow(Array.from({ length: 80 }, (_, index) => node(`n${index}`, `A rather long node label ${index}`)));
    const line = versionSummary(flow([]), many);
    expect(line.length).toBe(summaryMaxChars);
    expect(line.endsWith('…')).toBe(true);
  });
});
