import type { Sequence } from '../../../src/domain/sequences/sequences';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { testRunRequest } from '../../../src/app/designer/test-run';
import { workflowEditorMachine } from '../../../src/machines/designer/workflow-editor.machine';
import { titleFromSlug } from '../../../src/domain/sequences/sequence-slug';
import { savedWorkflow, sequenceWith } from './workflow-editor.fixtures';

describe('the test run request', () => {
  it('records the run under the sequence’s real title, not the one rebuilt from the slug', async () => {
    const sequence = sequenceWith([savedWorkflow], 'Q3 Orders: EU/UK');
    const editor = createActor(workflowEditorMachine.provide({ actors: { loadSequence: fromPromise(async (): Promise<Sequence | null> => sequence) } }), {
      input: { slug: 'q3-orders:-eu/uk', sequence: null },
    }).start();
    await waitFor(editor, (snapshot) => snapshot.matches('ready'));

    const request = testRunRequest(editor.getSnapshot(), titleFromSlug('q3-orders:-eu/uk'));
    expect(request).toEqual({
      type: 'simulation.start',
      workflowName: 'Q3 Orders: EU/UK',
      sequenceId: 'seq-1',
      nodes: [
        { id: 'node-1', type: 'start', position: { x: 0, y: 0 } },
        { id: 'node-7', type: 'end', position: { x: 300, y: 0 } },
      ],
      edges: [expect.objectContaining({ source: 'node-1', target: 'node-7' })],
    });
  });

  it('falls back to the slug title before a sequence is open', () => {
    const editor = createActor(workflowEditorMachine, { input: { slug: 'morning-report', sequence: null } }).start();
    expect(testRunRequest(editor.getSnapshot(), 'Morning Report')).toMatchObject({ workflowName: 'Morning Report', sequenceId: null, nodes: [] });
    editor.stop();
  });
});
