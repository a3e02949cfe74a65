import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { rerunMessages } from '../../../src/domain/workflow/rerun';
import type { ServerRun } from '../../../src/domain/workflow/server-runs';
import { nodeRunMachine, type NodeRunRequest } from '../../../src/machines/designer/node-run.machine';
import { NodeRunControls } from '../../../src/views/designer/NodeRunControls';
import { sampleRuns } from '../../../src/views/designer/run-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

/** Run this node (D87) in the properties panel: the last run's input or typed JSON, then the node alone on the server. */

const lastInput = { value: { city: 'Oslo' } };
const started: ServerRun = { ...sampleRuns.queued, id: 'run-node', kind: 'node' };

function mount() {
  const runNode = createDeferredActor<ServerRun, NodeRunRequest>();
  const showRun = vi.fn<(run: ServerRun) => void>();
  const actor = createActor(nodeRunMachine.provide({ actors: { runNode: runNode.logic }, actions: { showRun: (_, run) => showRun(run) } })).start();
  // The properties panel shows one node at a time; selecting another shows its own Run this node.
  const shown = { nodeId: 'fetch' };
  const view = render(<NodeRunControls actor={actor} sequenceId="seq-1" nodeId={shown.nodeId} lastInput={lastInput} />);
  const select = (nodeId: string) => {
    shown.nodeId = nodeId;
    view.rerender(<NodeRunControls actor={actor} sequenceId="seq-1" nodeId={nodeId} lastInput={lastInput} />);
  };
  return { actor, view, runNode, showRun, shown, select };
}
type Sut = ReturnType<typeof mount>;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const form = () => screen.getByRole('group', { name: 'Run this node' });
const jsonField = () => screen.getByRole('textbox', { name: 'Input (JSON)' });

describeModel('node-run machine with Run this node', {
  machine: nodeRunMachine,
  // Which input is chosen, and whether the typed text is JSON, make the form's distinct states.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.source, isJson(snapshot.context.text), snapshot.context.fieldError !== null, snapshot.context.errorMessage !== null]),
  events: (snapshot) => [
    { type: 'nodeRun.open', sequenceId: 'seq-1', nodeId: 'fetch', lastInput },
    { type: 'nodeRun.open', sequenceId: 'seq-1', nodeId: 'other', lastInput },
    { type: 'nodeRun.source', source: snapshot.context.source === 'last' ? 'typed' : 'last' },
    // Typed only while the editor is shown: broken JSON, or JSON again once it is broken.
    ...(snapshot.context.source === 'typed' ? [{ type: 'nodeRun.text', text: isJson(snapshot.context.text) ? '{"city": ' : '{"city": "Bergen"}' }] : []),
    { type: 'nodeRun.submit' },
    { type: 'xstate.done.actor.runNode', output: started },
    { type: 'xstate.error.actor.runNode', error: new Error('The workflow is not set up yet: Fetch prices needs a URL') },
    { type: 'nodeRun.close' },
  ],
  chainPaths: true,
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'nodeRun.open': (sut, event) => {
      if (sut.shown.nodeId !== event.nodeId) sut.select(event.nodeId as string);
      fireEvent.click(screen.getByRole('button', { name: 'Run this node' }));
    },
    'nodeRun.source': (_sut, event) => {
      fireEvent.change(screen.getByLabelText('Input'), { target: { value: event.source } });
    },
    'nodeRun.text': (_sut, event) => {
      fireEvent.change(jsonField(), { target: { value: event.text } });
    },
    'nodeRun.submit': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    },
    'xstate.done.actor.runNode': (sut, event) => sut.runNode.resolve(event.output as ServerRun),
    'xstate.error.actor.runNode': (sut, event) => sut.runNode.reject(event.error),
    'nodeRun.close': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    },
  },
  assertions: {
    closed: (sut: Sut) => {
      expect(screen.getByRole('button', { name: 'Run this node' })).toBeEnabled();
      expect(screen.queryByRole('group', { name: 'Run this node' })).toBeNull();
      if (sut.showRun.mock.calls.length > 0) expect(sut.showRun).toHaveBeenLastCalledWith(started);
    },
    editing: (sut: Sut, snapshot) => {
      expect(form()).toBeInTheDocument();
      expect((screen.getByLabelText('Input') as HTMLSelectElement).value).toBe(snapshot.context.source);
      if (snapshot.context.source === 'last') {
        expect(screen.getByLabelText('The input it had')).toHaveTextContent('"city": "Oslo"');
        expect(screen.queryByRole('textbox', { name: 'Input (JSON)' })).toBeNull();
      } else {
        expect(jsonField()).toHaveValue(snapshot.context.text);
      }
      // Not JSON: said under the field, and nothing was sent.
      if (snapshot.context.fieldError) {
        expect(form()).toHaveTextContent(rerunMessages.invalidJson);
        expect(jsonField()).toHaveAttribute('aria-invalid', 'true');
      } else {
        expect(form()).not.toHaveTextContent(rerunMessages.invalidJson);
      }
      if (snapshot.context.errorMessage) expect(screen.getByRole('alert')).toHaveTextContent('Fetch prices needs a URL');
      else expect(screen.queryByRole('alert')).toBeNull();
      expect(sut.runNode.isPending).toBe(false);
    },
    starting: (sut: Sut, snapshot) => {
      const expected = snapshot.context.source === 'last' ? lastInput.value : JSON.parse(snapshot.context.text);
      expect(sut.runNode.calls.at(-1)).toEqual({ sequenceId: 'seq-1', nodeId: sut.shown.nodeId, input: expected });
      expect(screen.getByRole('button', { name: /Starting/ })).toBeInTheDocument();
    },
  },
});
