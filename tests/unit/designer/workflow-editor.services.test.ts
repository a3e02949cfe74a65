import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { workflowEditorLogic } from '../../../src/app/designer/workflow-editor-logic';
import { ApiError, type ApiClient } from '../../../src/services/api-client';
import { slugOf } from '../../../src/domain/sequences/sequence-slug';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { savedWorkflow, sequenceWith } from './workflow-editor.fixtures';
import { paletteItem } from './palette-fixtures';

/** An API client over an in-memory list of the user's sequences, recording every call. */
function fakeApi(stored: Sequence[]) {
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  const byId = (path: string) => stored.find((sequence) => path.replace(/\/$/, '').endsWith(`/${sequence.id}`));
  const api: ApiClient = {
    get: async <T>(path: string, options?: { query?: { slug?: string } }) => {
      calls.push({ method: 'GET', path });
      // The list answers ?slug= as the server does (tests/server/sequences.test.ts).
      const slug = options?.query?.slug;
      if (/^\/sequences\/sequences\/?$/.test(path)) return (slug === undefined ? stored : stored.filter((sequence) => slugOf(sequence.title) === slug)) as T;
      const found = byId(path);
      if (!found) throw new ApiError('Sequence not found', 404);
      return found as T;
    },
    put: async <T>(path: string, body?: unknown) => {
      calls.push({ method: 'PUT', path, body });
      const found = byId(path)!;
      Object.assign(found, body);
      return found as T;
    },
    post: async () => {
      throw new Error('not used');
    },
    patch: async () => {
      throw new Error('not used');
    },
    delete: async () => {
      throw new Error('not used');
    },
    download: async () => {
      throw new Error('not used');
    },
    stream: async () => {
      throw new Error('not used');
    },
    streamGet: async () => {
      throw new Error('not used');
    },
    hasToken: () => true,
  };
  return { api, calls };
}

function start(stored: Sequence[], input: { slug: string; sequence: Sequence | null }) {
  const { api, calls } = fakeApi(stored);
  const toasts: ToastInput[] = [];
  const leave = vi.fn();
  const actor = createActor(workflowEditorLogic({ api, notify: (toast) => toasts.push(toast), leave }), { input }).start();
  return { actor, calls, toasts, leave };
}

afterEach(() => localStorage.clear());

describe('the designer screen services', () => {
  it('opens the handed-over sequence fresh from the server by id', async () => {
    const stored = [sequenceWith([savedWorkflow])];
    const stale = sequenceWith([]);
    const { actor, calls } = start(stored, { slug: 'order-intake', sequence: stale });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls[0]).toMatchObject({ method: 'GET', path: expect.stringContaining('seq-1') });
    expect(actor.getSnapshot().context.nodes.map((node) => node.id)).toEqual(['node-1', 'node-7']);
  });

  it('finds the sequence by its slug when nothing was handed over, and leaves with a toast for an unknown one', async () => {
    const stored = [sequenceWith([savedWorkflow], 'Order Intake')];
    const found = start(stored, { slug: 'order-intake', sequence: null });
    await waitFor(found.actor, (snapshot) => snapshot.matches('ready'));
    expect(found.actor.getSnapshot().context.sequence?.id).toBe('seq-1');

    const unknown = start(stored, { slug: 'no-such-flow', sequence: null });
    await waitFor(unknown.actor, (snapshot) => snapshot.status === 'done');
    expect(unknown.leave).toHaveBeenCalledOnce();
    expect(unknown.toasts.at(-1)).toMatchObject({ title: 'Sequence not found', variant: 'destructive' });
  });

  it('saves into the sequence items and local storage "workflow"', async () => {
    const stored = [sequenceWith([])];
    const { actor, calls, toasts } = start(stored, { slug: 'order-intake', sequence: null });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'node.add', item: paletteItem('start'), position: { x: 30, y: 45 } });
    actor.send({ type: 'workflow.save' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { persistence: 'idle' } }));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toContain('seq-1');
    const items = (put.body as { title: string; items: unknown[] }).items;
    expect((put.body as { title: string }).title).toBe('Order Intake');
    expect(items).toEqual([
      {
        nodes: [{ id: 'node-1', type: 'start', position: { x: 30, y: 45 }, data: { label: 'Start Node', type: 'start', properties: { paletteItem: 'start' } } }],
        edges: [],
        viewport: { x: 0, y: 0, zoom: 1 },
      },
    ]);
    // The local copy is the same canvas, naming the sequence it belongs to.
    expect(JSON.parse(localStorage.getItem('workflow')!)).toEqual({ ...(items[0] as object), sequenceId: 'seq-1' });
    expect(toasts.at(-1)).toEqual({ title: 'Workflow saved', description: 'Your workflow has been saved successfully.', variant: 'success' });
  });

  it('loads the server copy first, else this sequence\'s local copy, else leaves the canvas alone and says so', async () => {
    const stored = [sequenceWith([])];
    const { actor, toasts } = start(stored, { slug: 'order-intake', sequence: null });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    const loadAndSettle = async () => {
      actor.send({ type: 'workflow.load' });
      await waitFor(actor, (snapshot) => snapshot.matches({ ready: { persistence: 'idle' } }));
    };

    const nothingToLoad = { title: 'Nothing to load', description: 'This sequence has no saved workflow yet. Save one first.', variant: 'info' };
    await loadAndSettle();
    expect(actor.getSnapshot().context.nodes).toEqual([]);
    expect(toasts).toEqual([nothingToLoad]);

    // Another sequence's local copy, or one that names none, is not this sequence's work.
    for (const owner of [{ sequenceId: 'seq-2' }, {}]) {
      localStorage.setItem('workflow', JSON.stringify({ ...savedWorkflow, ...owner }));
      await loadAndSettle();
      expect(actor.getSnapshot().context.nodes).toEqual([]);
    }
    expect(toasts).toEqual([nothingToLoad, nothingToLoad, nothingToLoad]);

    localStorage.setItem('workflow', JSON.stringify({ ...savedWorkflow, nodes: [savedWorkflow.nodes[0]], edges: [], sequenceId: 'seq-1' }));
    await loadAndSettle();
    expect(actor.getSnapshot().context.nodes.map((node) => node.id)).toEqual(['node-1']);
    expect(toasts.at(-1)).toMatchObject({ title: 'Workflow loaded' });

    stored[0]!.items = [savedWorkflow];
    await loadAndSettle();
    expect(actor.getSnapshot().context.nodes.map((node) => node.id)).toEqual(['node-1', 'node-7']);
  });
});
