import { describe, expect, it } from 'vitest';
import { actsOnOutside } from '../../../src/domain/workflow/node-catalogue/outside-effects';
import { nodeKinds } from '../../../src/domain/workflow/node-catalogue/catalogue';
import { nodesActingAgain, removedSinceRun, reusedBranches, stepsToReuse } from '../../../src/domain/workflow/rerun';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';

/** The rules a re-run follows (D87), shared by the server and the run panel. */

const node = (id: string, type: string, properties: Record<string, unknown> = {}) => ({ id, type, position: { x: 0, y: 0 }, data: { label: `${id} label`, type, properties } });
const workflow = (nodes: ReturnType<typeof node>[], edges: Array<[string, string, string?]>): SavedWorkflow => ({
  nodes,
  edges: edges.map(([source, target, sourceHandle], index) => ({ id: `e${index}`, source, target, sourceHandle: sourceHandle ?? null })),
  viewport: { x: 0, y: 0, zoom: 1 },
});

describe('which nodes act on the outside world (from the catalogue’s behaviours)', () => {
  it('api, email, bots, library scripts and clicks act; flow nodes do not; code acts only when it calls out', () => {
    const acting = nodeKinds.filter((kind) => actsOnOutside({ type: kind.type, properties: { paletteItem: kind.id } })).map((kind) => kind.id);
    expect(acting).toEqual(expect.arrayContaining(['api', 'email', 'bot', 'click-trigger', 'click-action', 'script-call-webhook']));
    for (const id of ['start', 'end', 'decision', 'validate', 'timer', 'process', 'code', 'transform', 'element-selector']) expect(acting).not.toContain(id);
    expect(actsOnOutside({ type: 'script', properties: { paletteItem: 'code', code: 'return await fetch("https://x.test");' } })).toBe(true);
    expect(actsOnOutside({ type: 'transform', properties: { paletteItem: 'transform', code: 'await mail.send({ to: "a@b.c" }); return input;' } })).toBe(true);
    expect(actsOnOutside({ type: 'script', properties: { paletteItem: 'code', code: 'return { fetched: input.n * 2 };' } })).toBe(false);
    expect(actsOnOutside({ type: 'nonsense', properties: {} })).toBe(true);
  });
});

const shop = workflow(
  [node('start', 'start'), node('fetch', 'api'), node('choose', 'decision'), node('charge', 'api'), node('skip', 'email'), node('end', 'end'), node('loose', 'api')],
  [['start', 'fetch'], ['fetch', 'choose'], ['choose', 'charge', 'right'], ['choose', 'skip', 'bottom'], ['charge', 'end']],
);
const steps = [
  { nodeId: 'start', status: 'completed' },
  { nodeId: 'fetch', status: 'failed' },
  { nodeId: 'fetch', status: 'completed' },
  { nodeId: 'choose', status: 'completed' },
  { nodeId: 'charge', status: 'failed' },
];

describe('a re-run from a node', () => {
  it('reuses the last good step of each node before the node’s first step', () => {
    expect(stepsToReuse(shop, steps, 'charge')).toEqual([steps[0], steps[2], steps[3]]);
    expect(stepsToReuse(shop, steps, 'fetch')).toEqual([steps[0]]);
    expect(stepsToReuse(shop, steps, 'start')).toEqual([]);
  });

  it('names the nodes the latest workflow lost that it needs: those from the node on, and the reused ones', () => {
    const latest = workflow([node('start', 'start'), node('charge', 'api'), node('loose', 'api')], []);
    expect(removedSinceRun(shop, latest, 'charge', ['start', 'fetch', 'choose'])).toEqual(['fetch label (fetch)', 'choose label (choose)', 'end label (end)']);
    expect(removedSinceRun(shop, shop, 'charge', ['start', 'fetch', 'choose'])).toEqual([]);
  });

  it('follows the branch a reused decision took, toward a reused node or the node it starts at', () => {
    const isDecision = (each: { data: { type: string } }) => each.data.type === 'decision';
    expect(reusedBranches(shop, ['start', 'fetch', 'choose'], 'charge', isDecision)).toEqual({ branches: { choose: 'right' }, dropped: [] });
    expect(reusedBranches(shop, ['start', 'fetch', 'choose'], 'end', isDecision)).toEqual({ branches: {}, dropped: ['choose'] });
  });

  it('lists the nodes reachable from Start that will act again, leaving out the reused ones', () => {
    expect(nodesActingAgain(shop, []).map((each) => each.id)).toEqual(['fetch', 'charge', 'skip']);
    expect(nodesActingAgain(shop, ['start', 'fetch', 'choose']).map((each) => each.id)).toEqual(['charge', 'skip']);
  });
});
