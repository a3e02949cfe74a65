import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReactFlowProvider } from '@xyflow/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { workflowEditorMachine, type RestoredWorkflow } from '../../../src/machines/designer/workflow-editor.machine';
import { selectCanRedo, selectCanUndo, selectIsDirty } from '../../../src/machines/designer/workflow-editor.selectors';
import type { NodeSource } from '../../../src/machines/designer/workflow-editor/node-factory';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import { handlesOf } from '../../../src/domain/workflow/node-catalogue/node-types';
import { savedWorkflowSchema, type SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';
import { DesignerView } from '../../../src/views/designer/DesignerView';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { installReactFlowDom } from '../react-flow-dom';
import { paletteItem } from '../../unit/designer/palette-fixtures';

installReactFlowDom();

const savedWorkflow: SavedWorkflow = {
  nodes: [
    { id: 'node-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Start Node', type: 'start', properties: {} } },
    { id: 'node-7', type: 'end', position: { x: 300, y: 0 }, data: { label: 'End Node', type: 'end', properties: {} } },
  ],
  edges: [{ id: 'e-1-7', source: 'node-1', target: 'node-7' }],
  viewport: { x: 0, y: 0, zoom: 1 },
};
const sequence: Sequence = {
  id: 'seq-1',
  title: 'Order Intake',
  description: 'Takes orders in',
  items: [savedWorkflow],
  created_at: '2025-01-01T00:00:00.000Z',
  last_run_at: null,
};
const importedWorkflow: SavedWorkflow = {
  nodes: [{ id: 'node-3', type: 'timer', position: { x: 60, y: 90 }, data: { label: 'Timer Node', type: 'timer', properties: {} } }],
  edges: [],
  viewport: { x: 0, y: 0, zoom: 1 },
};
const processItem: NodeSource = paletteItem('process');
const tidiedGraph = {
  nodes: [
    { id: 'node-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Start Node', type: 'start', properties: {} } },
    { id: 'node-7', type: 'end', position: { x: 270, y: 0 }, data: { label: 'End Node', type: 'end', properties: {} } },
  ],
  edges: [{ id: 'e-1-7', source: 'node-1', target: 'node-7' }],
};

function mount() {
  const loadSequence = createDeferredActor<Sequence | null, { slug: string; sequence: Sequence | null }>();
  const saveWorkflow = createDeferredActor<Sequence, { sequence: Sequence; workflow: SavedWorkflow }>();
  const restoreWorkflow = createDeferredActor<RestoredWorkflow | null, { sequence: Sequence }>();
  const toasts: ToastInput[] = [];
  const downloads: Array<{ workflow: SavedWorkflow; fileName: string }> = [];
  const leaveDesigner = vi.fn();
  const tidyCalls = { count: 0 };
  const actor = createActor(
    workflowEditorMachine.provide({
      actors: { loadSequence: loadSequence.logic, saveWorkflow: saveWorkflow.logic, restoreWorkflow: restoreWorkflow.logic },
      actions: {
        notify: (_, toast) => void toasts.push(toast),
        leaveDesigner,
        downloadWorkflow: (_, params) => void downloads.push(params),
        // Tidy up's layout loads on demand and answers with graph.commit, sent below as its own event.
        layOut: () => void (tidyCalls.count += 1),
      },
    }),
    { input: { slug: 'order-intake', sequence: null } },
  ).start();
  const view = render(
    <MemoryRouter>
      <ReactFlowProvider>
        <DesignerView
          actor={actor}
          title="Order Intake"
          palette={(onAdd) => (
            <button type="button" onClick={() => onAdd(processItem)}>
              Add a process bot
            </button>
          )}
          properties={<p>properties of the selection</p>}
          testButton={<button type="button">Test Workflow</button>}
          onOpenHistory={() => {}}
          onOpenAssistant={() => {}}
        />
      </ReactFlowProvider>
    </MemoryRouter>,
  );
  return { actor, view, loadSequence, saveWorkflow, restoreWorkflow, toasts, downloads, leaveDesigner, tidyCalls, user: userEvent.setup() };
}
type Sut = ReturnType<typeof mount>;
type Snapshot = SnapshotFrom<typeof workflowEditorMachine>;

function nodeElement(sut: Sut, id: string): HTMLElement {
  const element = sut.view.container.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`);
  if (!element) throw new Error(`node ${id} is not on the canvas`);
  return element;
}

/** The fixture's item while the canvas holds it, else another it holds: one payload per transition where it can. */
const preferred = <T extends { id: string }>(items: readonly T[], id: string, fallback: (items: readonly T[]) => T | undefined) => items.find((item) => item.id === id) ?? fallback(items);

/** The node a double-click or an arrow key acts on: the start node while it is there, else the first one. */
const nodeToActOn = (snapshot: Snapshot) => preferred(snapshot.context.nodes, 'node-1', (all) => all[0]);

/**
 * React Flow's callbacks, on the nodes and edges the canvas shows now: the fixture's end node and
 * edge while they are there, else others (a chained path may have deleted them); an edge only from
 * a node with an unnamed output to another with an input, or React Flow could not draw it.
 */
function canvasEvents(snapshot: Snapshot) {
  const { nodes, edges } = snapshot.context;
  const dragged = preferred(nodes, 'node-7', (all) => all.at(-1));
  const removed = preferred(edges, 'e-1-7', (all) => all[0]);
  const hasOutput = (type: string | undefined) => ['output-only', 'in-out'].includes(handlesOf(type));
  const source = preferred(nodes.filter((node) => hasOutput(node.type)), 'node-1', (all) => all[0]);
  const target = source && preferred(nodes.filter((node) => node.id !== source.id && handlesOf(node.type) !== 'output-only'), 'node-7', (all) => all.at(-1));
  return [
    ...(dragged ? [{ type: 'flow.nodesChange', changes: [{ type: 'position', id: dragged.id, position: { x: 330, y: 15 }, dragging: false }] } as const] : []),
    ...(removed ? [{ type: 'flow.edgesChange', changes: [{ type: 'remove', id: removed.id }] } as const] : []),
    ...(source && target ? [{ type: 'flow.connect', connection: { source: source.id, target: target.id, sourceHandle: null, targetHandle: null } } as const] : []),
  ];
}

/** Events a user causes on a node shown on the canvas: none while the canvas is empty. */
function nodeEvents(snapshot: Snapshot) {
  const node = nodeToActOn(snapshot);
  if (!node) return [];
  return [
    { type: 'node.select', id: node.id },
    { type: 'node.updateProperties', id: node.id, properties: { label: 'Kick off', timeout: 60 } },
    { type: 'selection.nudge', dx: 5, dy: 0 },
  ] as const;
}

function press(key: string, modifiers: { ctrlKey?: boolean; shiftKey?: boolean } = {}) {
  fireEvent.keyDown(document.body, { key, code: key, ...modifiers });
  fireEvent.keyUp(document.body, { key, code: key, ...modifiers });
}

describeModel('workflow editor machine with the designer view', {
  machine: workflowEditorMachine,
  input: { slug: 'order-intake', sequence: null },
  events: (snapshot: Snapshot) => [
    { type: 'xstate.done.actor.loadSequence', output: sequence },
    { type: 'xstate.done.actor.loadSequence', output: null },
    { type: 'xstate.error.actor.loadSequence', error: new Error('No response from server') },
    { type: 'sequence.retry' },
    // React Flow reports only what its canvas holds: a node dragged, an edge removed, two handles joined.
    ...canvasEvents(snapshot),
    { type: 'viewport.changed', viewport: { x: 20, y: 10, zoom: 1.25 } },
    { type: 'node.add', item: processItem, position: { x: 0, y: 0 } },
    // A node the canvas shows now (a chained path may have deleted the fixture's first), chosen
    // the same way in every state so one transition keeps one payload.
    ...nodeEvents(snapshot),
    { type: 'selection.delete' },
    { type: 'selection.clear' },
    { type: 'clipboard.copy' },
    { type: 'clipboard.paste' },
    { type: 'history.undo' },
    { type: 'history.redo' },
    { type: 'workflow.save' },
    { type: 'xstate.done.actor.saveWorkflow', output: sequence },
    { type: 'xstate.error.actor.saveWorkflow', error: new Error('No response from server') },
    { type: 'workflow.load' },
    { type: 'xstate.done.actor.restoreWorkflow', output: null },
    { type: 'xstate.done.actor.restoreWorkflow', output: { workflow: importedWorkflow, source: 'local' } },
    { type: 'xstate.done.actor.restoreWorkflow', output: { workflow: savedWorkflow, source: 'server' } },
    { type: 'xstate.error.actor.restoreWorkflow', error: new Error('No response from server') },
    { type: 'workflow.import', text: '{"nodes": "none"}', fileName: 'broken.json' },
    { type: 'workflow.import', text: JSON.stringify(importedWorkflow), fileName: 'orders.json' },
    { type: 'import.confirm' },
    { type: 'import.cancel' },
    { type: 'workflow.download' },
    { type: 'workflow.toggleActive' },
    { type: 'workflow.restored', workflow: importedWorkflow },
    // Tidy up, and the graph its layout (or an accepted draft of Flo's) makes, as one step (D95).
    { type: 'layout.tidy' },
    { type: 'graph.commit', graph: tidiedGraph },
  ],
  // Which graph is on the canvas is checked against the view in every state; the state value and
  // whether there are unsaved changes (an import asks first then) keep the model finite.
  serializeState: (snapshot: Snapshot) => JSON.stringify([snapshot.value, selectIsDirty(snapshot)]),
  chainPaths: true,
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'xstate.done.actor.loadSequence': (sut, event) => sut.loadSequence.resolve(event.output as Sequence | null),
    'xstate.error.actor.loadSequence': (sut, event) => sut.loadSequence.reject(event.error),
    'sequence.retry': async (sut) => sut.user.click(screen.getByRole('button', { name: 'Try Again' })),
    // Drags, measured changes, connections and panning come from React Flow's pointer handling,
    // which needs a real layout: the e2e test drives those; here React Flow's callbacks' events go in.
    'flow.nodesChange': (sut, event) => sut.actor.send(event as never),
    'flow.edgesChange': (sut, event) => sut.actor.send(event as never),
    'flow.connect': (sut, event) => sut.actor.send(event as never),
    'viewport.changed': (sut, event) => sut.actor.send(event as never),
    // From the properties panel, which has its own model test.
    'node.updateProperties': (sut, event) => sut.actor.send(event as never),
    'node.add': async (sut) => {
      await sut.user.click(screen.getByRole('button', { name: 'Bots' }));
      const palette = screen.getByRole('complementary', { name: 'Bot Palette' });
      await sut.user.click(within(palette).getByRole('button', { name: 'Add a process bot' }));
    },
    'node.select': (sut, event) => {
      fireEvent.doubleClick(nodeElement(sut, event.id as string));
    },
    'selection.nudge': (sut) => {
      // An arrow key on a focused node moves the selection.
      const node = nodeToActOn(sut.actor.getSnapshot());
      if (!node) throw new Error('no node on the canvas to press an arrow key on');
      fireEvent.keyDown(nodeElement(sut, node.id), { key: 'ArrowRight' });
    },
    'selection.delete': () => press('Delete'),
    'clipboard.copy': () => press('c', { ctrlKey: true }),
    'clipboard.paste': () => press('v', { ctrlKey: true }),
    'history.undo': () => press('z', { ctrlKey: true }),
    'history.redo': () => press('z', { ctrlKey: true, shiftKey: true }),
    'workflow.save': async (sut) => sut.user.click(screen.getByRole('button', { name: 'Save' })),
    'xstate.done.actor.saveWorkflow': (sut, event) => sut.saveWorkflow.resolve(event.output as Sequence),
    'xstate.error.actor.saveWorkflow': (sut, event) => sut.saveWorkflow.reject(event.error),
    'workflow.load': async (sut) => sut.user.click(screen.getByRole('button', { name: 'Load' })),
    'xstate.done.actor.restoreWorkflow': (sut, event) => sut.restoreWorkflow.resolve(event.output as RestoredWorkflow | null),
    'xstate.error.actor.restoreWorkflow': (sut, event) => sut.restoreWorkflow.reject(event.error),
    'workflow.import': async (sut, event) => {
      const input = sut.view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
      await sut.user.upload(input, new File([event.text as string], event.fileName as string, { type: 'application/json' }));
    },
    'import.confirm': async (sut) => sut.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Import' })),
    'import.cancel': async (sut) => sut.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep My Changes' })),
    // The properties panel's close button, when the panel shows; with nothing selected nothing can send it.
    'selection.clear': async (sut, event) => {
      const close = screen.queryByRole('button', { name: 'Close Bot Properties' });
      if (close) await sut.user.click(close);
      else sut.actor.send(event as never);
    },
    'workflow.download': async (sut) => sut.user.click(screen.getByRole('button', { name: 'Download' })),
    'workflow.toggleActive': async (sut) => sut.user.click(screen.getByRole('switch', { name: 'Workflow Active' })),
    // D69: the Versions panel's Restore, once the server saved it (the panel has its own model test).
    'workflow.restored': (sut, event) => sut.actor.send(event as never),
    // Disabled on an empty canvas: the press then does nothing.
    'layout.tidy': async (sut) => {
      const tidy = screen.getByRole('button', { name: 'Tidy up', hidden: true });
      const before = sut.tidyCalls.count;
      await sut.user.click(tidy);
      const editable = sut.actor.getSnapshot().context.pendingImport === null && sut.actor.getSnapshot().context.nodes.length > 0;
      expect(sut.tidyCalls.count).toBe(before + (editable ? 1 : 0));
    },
    'graph.commit': (sut, event) => sut.actor.send(event as never),
  },
  assertions: {
    loading: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading workflow...');
      expect(screen.getByRole('heading', { level: 1, name: 'Order Intake' })).toBeInTheDocument();
      expect(screen.getByText('Workflow Designer')).toBeInTheDocument();
    },
    loadFailed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Could not open this sequence: No response from server');
    },
    notFound: (sut) => {
      expect(screen.getByText('Sequence not found')).toBeInTheDocument();
      expect(sut.toasts.at(-1)).toMatchObject({ title: 'Sequence not found' });
      expect(sut.leaveDesigner).toHaveBeenCalledOnce();
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    },
    // hidden: true finds the controls also while the import question (a modal) hides them from assistive technology.
    ready: (sut, snapshot) => {
      const { nodes, edges } = snapshot.context;
      // What the machine holds is what the canvas shows, node for node.
      const shownIds = [...sut.view.container.querySelectorAll('.react-flow__node')].map((element) => element.getAttribute('data-id'));
      expect(shownIds).toEqual(nodes.map((node) => node.id));
      for (const node of nodes) expect(within(nodeElement(sut, node.id)).getByText(node.data.label)).toBeInTheDocument();
      expect(sut.view.container.querySelectorAll('.react-flow__edge')).toHaveLength(edges.length);
      expect(screen.getByRole('button', { name: /^Undo/, hidden: true })).toHaveProperty('disabled', !selectCanUndo(snapshot));
      expect(screen.getByRole('button', { name: /^Redo/, hidden: true })).toHaveProperty('disabled', !selectCanRedo(snapshot));
      expect(screen.queryByText('Unsaved changes', { ignore: false }) !== null).toBe(selectIsDirty(snapshot));
      const hasSelection = nodes.some((node) => node.selected);
      expect(screen.queryByRole('complementary', { name: 'Bot Properties', hidden: true }) !== null).toBe(hasSelection);
      // Adding a bot closes the palette.
      expect(screen.queryByRole('complementary', { name: 'Bot Palette', hidden: true })).toBeNull();
      expect(screen.getByRole('button', { name: 'Download', hidden: true })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Tidy up', hidden: true })).toHaveProperty('disabled', nodes.length === 0);
    },
    'ready.persistence.idle': () => {
      expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Load' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
    },
    'ready.persistence.saving': (sut) => {
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Load' })).toBeDisabled();
      const saved = sut.saveWorkflow.calls.at(-1)!;
      expect(saved.sequence.id).toBe('seq-1');
      expect(savedWorkflowSchema.safeParse(saved.workflow).success).toBe(true);
    },
    'ready.persistence.confirmingImport': (sut, snapshot) => {
      const dialog = screen.getByRole('alertdialog', { name: 'Replace unsaved changes?' });
      expect(dialog).toHaveTextContent(`Importing ${snapshot.context.pendingImport!.fileName} replaces them`);
      expect(sut.toasts.at(-1)?.title).not.toBe('Workflow imported');
    },
    'ready.persistence.restoring': (sut) => {
      expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
      expect(sut.restoreWorkflow.calls.at(-1)).toEqual({ sequence: expect.objectContaining({ id: 'seq-1' }) });
    },
    'ready.activity.inactive': () => {
      expect(screen.getByRole('switch', { name: 'Workflow Active', hidden: true })).not.toBeChecked();
    },
    'ready.activity.active': () => {
      expect(screen.getByRole('switch', { name: 'Workflow Active', hidden: true })).toBeChecked();
    },
  },
});
