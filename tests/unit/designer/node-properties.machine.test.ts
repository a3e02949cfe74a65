import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { nodePropertiesMachine, type SelectedNode } from '../../../src/machines/designer/node-properties.machine';

function start() {
  const written: Array<{ nodeId: string; properties: Record<string, unknown> }> = [];
  const applyProperties = vi.fn((_: unknown, update: { nodeId: string; properties: Record<string, unknown> }) => void written.push(update));
  const actor = createActor(nodePropertiesMachine.provide({ actions: { applyProperties } })).start();
  const select = (...nodes: SelectedNode[]) => actor.send({ type: 'selection.changed', nodes });
  const draft = () => actor.getSnapshot().context.draft!;
  return { actor, select, draft, written };
}

const api: SelectedNode = { id: 'node-3', type: 'api', label: 'API Node', properties: { timeout: 60, retryCount: 2 } };

describe('the properties panel draft', () => {
  it('keeps edits in progress when the editor re-announces the node with the same stored data', () => {
    const { actor, select, draft } = start();
    select(api);
    actor.send({ type: 'draft.changed', changes: { label: 'Fetch Orders', timeout: 90 } });
    // A drag ends: a new node object, same stored data.
    select({ ...api, properties: { ...api.properties } });
    expect(draft()).toMatchObject({ label: 'Fetch Orders', timeout: 90 });
  });

  it('reloads from the node when its stored data changes (undo or redo), dropping the edits', () => {
    const { actor, select, draft } = start();
    select(api);
    actor.send({ type: 'draft.changed', changes: { label: 'Fetch Orders' } });
    select({ ...api, properties: { timeout: 45, retryCount: 7, priority: 'high' } });
    expect(draft()).toMatchObject({ label: 'API Node', timeout: 45, retryCount: 7, priority: 'high' });
    select({ ...api, label: 'Renamed' });
    expect(draft().label).toBe('Renamed');
  });

  it('after Update Properties shows what was stored: a timeout of 7 as 5', () => {
    const { actor, select, draft, written } = start();
    select(api);
    actor.send({ type: 'draft.changed', changes: { timeout: 7, retryCount: 4 } });
    actor.send({ type: 'properties.update' });
    expect(written).toEqual([{ nodeId: 'node-3', properties: expect.objectContaining({ timeout: 5, retryCount: 4 }) }]);
    expect(draft()).toMatchObject({ timeout: 5, retryCount: 4 });
    // The editor answers with the stored node: the draft is what it holds.
    select({ ...api, properties: written[0]!.properties });
    expect(draft()).toMatchObject({ timeout: 5, retryCount: 4 });
  });

  it('says which typed numbers were stored differently, until the next edit or another node', () => {
    const { actor, select, written } = start();
    const adjusted = () => actor.getSnapshot().context.adjusted;
    select(api);
    actor.send({ type: 'draft.changed', changes: { timeout: 17, retryCount: 99 } });
    actor.send({ type: 'properties.update' });
    expect(adjusted()).toEqual({ timeout: { asked: 17, stored: 15 }, retryCount: { asked: 99, stored: 10 } });
    // The editor answers with the stored node: what was said stays.
    select({ ...api, properties: written[0]!.properties });
    expect(adjusted()).toEqual({ timeout: { asked: 17, stored: 15 }, retryCount: { asked: 99, stored: 10 } });
    actor.send({ type: 'draft.changed', changes: { timeout: 20 } });
    expect(adjusted()).toEqual({});
    actor.send({ type: 'draft.changed', changes: { retryCount: 12 } });
    actor.send({ type: 'properties.update' });
    expect(adjusted()).toEqual({ retryCount: { asked: 12, stored: 10 } });
    select({ ...api, id: 'node-4' });
    expect(adjusted()).toEqual({});
    select({ ...api, id: 'node-4' }, api);
    expect(adjusted()).toEqual({});
  });

  it('after Update Properties with 0 retries shows the default 3 that a stored 0 loads as', () => {
    const { actor, select, draft, written } = start();
    select(api);
    actor.send({ type: 'draft.changed', changes: { retryCount: 0 } });
    actor.send({ type: 'properties.update' });
    expect(written[0]!.properties.retryCount).toBe(0);
    expect(draft().retryCount).toBe(3);
    select({ ...api, properties: written[0]!.properties });
    expect(draft().retryCount).toBe(3);
  });

  it('loads the other node when the selection moves, and the same node again after several', () => {
    const { actor, select, draft } = start();
    const start1: SelectedNode = { id: 'node-1', type: 'start', label: 'Start Node', properties: {} };
    select(api);
    actor.send({ type: 'draft.changed', changes: { label: 'Fetch Orders' } });
    select(start1);
    expect(draft().label).toBe('Start Node');
    select(start1, api);
    expect(actor.getSnapshot().value).toBe('several');
    select(api);
    expect(draft().label).toBe('API Node');
  });
});
