import { fireEvent, render, screen, within } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { expect, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { SequenceVersion, SequenceVersionDetail, VersionRestoreAnswer } from '../../../src/domain/sequences/versions';
import type { SavedWorkflow, WorkflowNode } from '../../../src/domain/workflow/saved-workflow';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { versionsMachine } from '../../../src/machines/designer/versions.machine';
import { Drawer } from '../../../src/views/designer/Drawer';
import { useVersionsStage } from '../../../src/views/designer/use-versions-stage';
import type { VersionsActorRef } from '../../../src/views/designer/VersionsPanel';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { installReactFlowDom } from '../react-flow-dom';

installReactFlowDom();

const node = (id: string, label: string, type: string, properties: Record<string, unknown> = {}, x = 0): WorkflowNode => ({ id, type, position: { x, y: 0 }, data: { label, type, properties } });
const flow = (...nodes: WorkflowNode[]): SavedWorkflow => ({
  nodes,
  edges: nodes.slice(1).map((each, index) => ({ id: `e${index}`, source: nodes[index]!.id, target: each.id })),
  viewport: { x: 0, y: 0, zoom: 1 },
});

// Version 1 had a Wait and the old URL; the canvas now has the new URL and a Send report instead of the Wait.
const versionOne = flow(node('start', 'Start', 'start'), node('fetch', 'Fetch prices', 'api', { url: 'https://example.com/a' }, 200), node('wait', 'Wait', 'timer', {}, 400));
const current = flow(node('start', 'Start', 'start'), node('fetch', 'Fetch prices', 'api', { url: 'https://example.com/b' }, 200), node('send', 'Send report', 'email', {}, 400));
const versions: SequenceVersion[] = [
  { number: 2, saved_at: '2026-11-25T09:00:00.000Z', saved_by: 'Ada Lovelace', node_count: 3, edge_count: 2, summary: 'Added Send report; changed Fetch prices; removed Wait' },
  { number: 1, saved_at: '2026-11-25T08:00:00.000Z', saved_by: 'Ada Lovelace', node_count: 3, edge_count: 2, summary: 'First version' },
];
const detail: SequenceVersionDetail = { ...versions[1]!, workflow: versionOne };
const restored: VersionRestoreAnswer = {
  version: { number: 3, saved_at: '2026-11-25T10:00:00.000Z', saved_by: 'Ada Lovelace', node_count: 3, edge_count: 2, summary: 'Restored version 1: added Wait; changed Fetch prices; removed Send report' },
  workflow: versionOne,
};

/** The designer's part of the panel: the editor's canvas stands here until a version is opened. */
function Stage({ actor }: { actor: VersionsActorRef }) {
  const { panel, canvas } = useVersionsStage(actor, current);
  return (
    <ReactFlowProvider>
      {canvas ?? <p>editable canvas</p>}
      {panel ? (
        <Drawer id="versions" title="Versions" side="right" onClose={() => actor.send({ type: 'versions.close' })}>
          {panel}
        </Drawer>
      ) : null}
    </ReactFlowProvider>
  );
}

function mount() {
  const loadVersions = createDeferredActor<SequenceVersion[], { sequenceId: string }>();
  const loadVersion = createDeferredActor<SequenceVersionDetail, { sequenceId: string; number: number }>();
  const restoreVersion = createDeferredActor<VersionRestoreAnswer, { sequenceId: string; number: number }>();
  const applyRestored = vi.fn<(answer: VersionRestoreAnswer) => void>();
  const toasts: ToastInput[] = [];
  const actor = createActor(
    versionsMachine.provide({
      actors: { loadVersions: loadVersions.logic, loadVersion: loadVersion.logic, restoreVersion: restoreVersion.logic },
      actions: { applyRestored: (_, answer) => applyRestored(answer), notify: (_, toast) => void toasts.push(toast) },
    }),
  ).start();
  const view = render(<Stage actor={actor} />);
  return { actor, view, loadVersions, loadVersion, restoreVersion, applyRestored, toasts, restoresAnswered: 0 };
}
type Sut = ReturnType<typeof mount>;
type Snapshot = SnapshotFrom<typeof versionsMachine>;

/** Each restore the server answered reached the editor exactly once and the user was told; none before (a chained path may restore more than once). */
function expectRestoreOutcome(sut: Sut) {
  expect(sut.applyRestored).toHaveBeenCalledTimes(sut.restoresAnswered);
  if (sut.restoresAnswered === 0) return;
  expect(sut.applyRestored).toHaveBeenLastCalledWith(restored);
  expect(sut.toasts.at(-1)).toEqual({ title: 'Version restored', description: 'Version 1 is now the current workflow, saved as version 3.', variant: 'success' });
}

const panel = () => screen.getByRole('complementary', { name: 'Versions' });

describeModel('versions machine with the Versions panel', {
  machine: versionsMachine,
  events: (snapshot) => [
    { type: 'versions.open', sequenceId: 'seq-1' },
    // History: a run opens the version it ran.
    { type: 'versions.open', sequenceId: 'seq-1', number: 1 },
    { type: 'versions.close' },
    { type: 'versions.retry' },
    { type: 'xstate.done.actor.loadVersions', output: versions },
    { type: 'xstate.error.actor.loadVersions', error: new Error('No response from server') },
    { type: 'version.open', number: 1 },
    { type: 'xstate.done.actor.loadVersion', output: detail },
    { type: 'xstate.error.actor.loadVersion', error: new Error('Version not found') },
    // Pressing a difference selects it; pressing the selected one again lets it go (below).
    ...(['fetch', 'send'] as const).filter((id) => snapshot.context.selectedNodeId !== id).map((id) => ({ type: 'node.select', id })),
    ...(snapshot.context.selectedNodeId !== null ? [{ type: 'node.select', id: null }] : []),
    { type: 'version.back' },
    { type: 'version.restore' },
    { type: 'xstate.done.actor.restoreVersion', output: restored },
    { type: 'xstate.error.actor.restoreVersion', error: new Error('No response from server') },
  ],
  serializeState: (snapshot: Snapshot) => {
    const { selectedNodeId, errorMessage, wanted, closeAfterRestore } = snapshot.context;
    return JSON.stringify([snapshot.value, selectedNodeId, errorMessage !== null, wanted, closeAfterRestore]);
  },
  chainPaths: true,
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // The designer's Versions button, or History's "Version n" of a run (their own tests press them).
    'versions.open': (sut, event) => sut.actor.send(event as never),
    'versions.close': () => {
      fireEvent.click(within(panel()).getByRole('button', { name: 'Close Versions' }));
    },
    'versions.retry': () => {
      fireEvent.click(within(panel()).getByRole('button', { name: 'Try Again' }));
    },
    'xstate.done.actor.loadVersions': (sut, event) => sut.loadVersions.resolve(event.output as SequenceVersion[]),
    'xstate.error.actor.loadVersions': (sut, event) => sut.loadVersions.reject(event.error),
    'version.open': () => {
      fireEvent.click(within(panel()).getByRole('button', { name: 'Open version 1' }));
    },
    'xstate.done.actor.loadVersion': (sut, event) => sut.loadVersion.resolve(event.output as SequenceVersionDetail),
    'xstate.error.actor.loadVersion': (sut, event) => sut.loadVersion.reject(event.error),
    'node.select': (sut, event) => {
      if (event.id === null) {
        // Pressing the selected difference again lets it go.
        fireEvent.click(within(panel()).getByRole('button', { pressed: true }));
        return;
      }
      const label = event.id === 'fetch' ? 'Fetch prices (changed)' : 'Send report (removed)';
      fireEvent.click(within(panel()).getByRole('button', { name: label }));
    },
    'version.back': () => {
      fireEvent.click(within(panel()).getByRole('button', { name: 'All versions' }));
    },
    'version.restore': () => {
      fireEvent.click(within(panel()).getByRole('button', { name: 'Restore version 1' }));
    },
    'xstate.done.actor.restoreVersion': (sut, event) => {
      sut.restoresAnswered += 1;
      sut.restoreVersion.resolve(event.output as VersionRestoreAnswer);
    },
    'xstate.error.actor.restoreVersion': (sut, event) => sut.restoreVersion.reject(event.error),
  },
  assertions: {
    closed: (sut) => {
      expectRestoreOutcome(sut);
      expect(screen.queryByRole('complementary', { name: 'Versions' })).toBeNull();
      expect(screen.getByText('editable canvas')).toBeInTheDocument();
    },
    open: () => {
      expect(panel()).toBeInTheDocument();
    },
    'open.loading': (sut) => {
      expect(within(panel()).getByRole('status')).toHaveTextContent('Loading versions...');
      expect(sut.loadVersions.calls.at(-1)).toEqual({ sequenceId: 'seq-1' });
      expectRestoreOutcome(sut);
      expect(screen.getByText('editable canvas')).toBeInTheDocument();
    },
    'open.failed': () => {
      expect(within(panel()).getByRole('alert')).toHaveTextContent('Could not load the versions: No response from server');
    },
    'open.list': (_sut, snapshot) => {
      // The list is the server's, newest first; the canvas is the editable current workflow.
      const items = within(panel()).getAllByTestId('version-item');
      expect(items.map((item) => within(item).getByText(/^Version \d/).textContent)).toEqual(['Version 2 (latest)', 'Version 1']);
      expect(items[0]).toHaveTextContent('Added Send report; changed Fetch prices; removed Wait');
      expect(items[1]).toHaveTextContent('by Ada Lovelace · 3 nodes, 2 connections');
      expect(screen.getByText('editable canvas')).toBeInTheDocument();
      const alert = within(panel()).queryByRole('alert');
      if (snapshot.context.errorMessage) expect(alert).toHaveTextContent('Could not open the version: Version not found');
      else expect(alert).toBeNull();
    },
    'open.opening': (sut) => {
      expect(within(panel()).getByRole('button', { name: 'Open version 1' })).toBeDisabled();
      expect(sut.loadVersion.calls.at(-1)).toEqual({ sequenceId: 'seq-1', number: 1 });
    },
    'open.viewing': (sut, snapshot) => {
      // Read-only on the canvas: the version's nodes marked against the current workflow, the current one's extra node as a ghost.
      expect(screen.queryByText('editable canvas')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('Version 1, read-only');
      const marks = Object.fromEntries(
        Array.from(sut.view.container.querySelectorAll('[data-testid="version-node"]'), (element) => [element.textContent, element.getAttribute('data-mark')]),
      );
      expect(marks).toEqual({ StartStart: null, 'Fetch pricesAPI CallChanged': 'changed', 'WaitTimerAdded': 'added', 'Send reportEmailRemoved': 'removed' });
      expect(within(panel()).getByText('Against the current workflow: 1 added, 1 changed, 1 removed.')).toBeInTheDocument();
      const { selectedNodeId } = snapshot.context;
      const table = within(panel()).queryByRole('table', { name: 'Changes of Fetch prices' });
      if (selectedNodeId === 'fetch') {
        // Side by side: the current value, then the version's.
        const cells = within(table!).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
        expect(cells).toEqual([
          ['Property', 'Current', 'Version 1'],
          ['url', 'https://example.com/b', 'https://example.com/a'],
        ]);
      } else expect(table).toBeNull();
      if (selectedNodeId === 'send') expect(within(panel()).getByText('Send report is in the current workflow only.')).toBeInTheDocument();
      const alert = within(panel()).queryByRole('alert');
      if (snapshot.context.errorMessage) expect(alert).toHaveTextContent('Could not restore version 1: No response from server');
      else expect(alert).toBeNull();
      if (snapshot.matches({ open: 'viewing' })) expect(within(panel()).getByRole('button', { name: 'Restore version 1' })).toBeEnabled();
    },
    'open.restoring': (sut) => {
      expect(within(panel()).getByRole('button', { name: 'Restoring...' })).toBeDisabled();
      expect(sut.restoreVersion.calls.at(-1)).toEqual({ sequenceId: 'seq-1', number: 1 });
      // The restore under way has not reached the editor (earlier ones of the path have, once each).
      expect(sut.applyRestored).toHaveBeenCalledTimes(sut.restoresAnswered);
    },
  },
});
