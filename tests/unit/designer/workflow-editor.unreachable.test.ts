import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';
import { workflowEditorMachine, type RestoredWorkflow } from '../../../src/machines/designer/workflow-editor.machine';
import { selectUnreachableLabels } from '../../../src/machines/designer/workflow-editor.selectors';
import { sequenceWith } from './workflow-editor.fixtures';

/** The run panel's "not reached" list (D89) leaves out a Webhook trigger and what it reaches: a request starts those runs (D135). */

const at = (x: number, y: number) => ({ x, y });
const workflow: SavedWorkflow = {
  nodes: [
    { id: 'start', type: 'start', position: at(0, 0), data: { label: 'Start', type: 'start', properties: {} } },
    { id: 'end', type: 'end', position: at(300, 0), data: { label: 'End', type: 'end', properties: {} } },
    { id: 'hook', type: 'event', position: at(0, 200), data: { label: 'Order arrives', type: 'event', properties: { paletteItem: 'webhook' } } },
    { id: 'store', type: 'process', position: at(300, 200), data: { label: 'Store order', type: 'process', properties: {} } },
    { id: 'loose', type: 'event', position: at(0, 400), data: { label: 'Plain event', type: 'event', properties: { paletteItem: 'event' } } },
  ],
  edges: [
    { id: 'start-end', source: 'start', target: 'end' },
    { id: 'hook-store', source: 'hook', target: 'store' },
  ],
  viewport: { x: 0, y: 0, zoom: 1 },
};

describe('selectUnreachableLabels', () => {
  it('counts a Webhook node and what it reaches as reached, and a plain event node nothing connects as not', async () => {
    const actor = createActor(
      workflowEditorMachine.provide({
        actors: {
          loadSequence: fromPromise(async (): Promise<Sequence | null> => sequenceWith([workflow])),
          saveWorkflow: fromPromise(async (): Promise<Sequence> => sequenceWith([workflow])),
          restoreWorkflow: fromPromise(async (): Promise<RestoredWorkflow | null> => null),
        },
      }),
      { input: { slug: 'order-intake', sequence: null } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(JSON.parse(selectUnreachableLabels(actor.getSnapshot()))).toEqual(['Plain event']);
    actor.stop();
  });
});
