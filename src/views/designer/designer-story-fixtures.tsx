import { useActorRef } from '@xstate/react';
import { ReactFlowProvider } from '@xyflow/react';
import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { workflowEditorMachine, type RestoredWorkflow } from '../../machines/designer/workflow-editor.machine';
import type { Sequence } from '../../domain/sequences/sequences';
import type { SavedWorkflow } from '../../domain/workflow/saved-workflow';
import type { WorkflowEditorActorRef } from './editor-actor';
import { workflowNodeTypes } from '../../domain/workflow/node-catalogue/node-types';

/** Every node type once, in two rows, connected in order: the looks side by side. */
export const sampleWorkflow: SavedWorkflow = {
  nodes: workflowNodeTypes.map((type, index) => ({
    id: `node-${index + 1}`,
    type,
    position: { x: 40 + (index % 8) * 220, y: 120 + Math.floor(index / 8) * 140 },
    data: { label: `${type.charAt(0).toUpperCase()}${type.slice(1)} Node`, type, properties: {} },
  })),
  edges: workflowNodeTypes.slice(1).map((_, index) => ({
    id: `edge-${index + 1}`,
    source: `node-${index + 1}`,
    target: `node-${index + 2}`,
    animated: true,
    style: { stroke: '#3b82f6' },
  })),
  viewport: { x: 0, y: 0, zoom: 0.8 },
};

export function storySequence(workflow: SavedWorkflow | null): Sequence {
  return {
    id: 'story-sequence',
    title: 'Order Intake',
    description: 'Takes orders in',
    items: workflow ? [workflow] : [],
    created_at: '2025-01-01T00:00:00.000Z',
    last_run_at: null,
  };
}

const never = () => new Promise<never>(() => {});

export type StoryOpening = 'opens' | 'pending' | 'fails';

/**
 * An editor actor on fakes: opens `workflow` at once (or never, or fails to); saving and loading
 * never finish (to look at them).
 */
export function useStoryEditor(
  workflow: SavedWorkflow | null,
  afterOpen?: (actor: WorkflowEditorActorRef) => void,
  opening: StoryOpening = 'opens',
): WorkflowEditorActorRef {
  const actor = useActorRef(
    workflowEditorMachine.provide({
      actors: {
        loadSequence: fromPromise<Sequence | null, { slug: string; sequence: Sequence | null }>(async () => {
          if (opening === 'pending') return never();
          if (opening === 'fails') throw new Error('No response from server');
          return storySequence(workflow);
        }),
        saveWorkflow: fromPromise<Sequence, { sequence: Sequence; workflow: SavedWorkflow }>(never),
        restoreWorkflow: fromPromise<RestoredWorkflow | null, { sequence: Sequence }>(never),
      },
    }),
    { input: { slug: 'order-intake', sequence: null } },
  );
  const [after] = useState(() => afterOpen);
  useEffect(() => {
    if (!after) return;
    let done = false;
    const run = () => {
      if (done || !actor.getSnapshot().matches('ready')) return;
      done = true;
      after(actor);
    };
    const subscription = actor.subscribe(run);
    run();
    return () => subscription.unsubscribe();
  }, [actor, after]);
  return actor;
}

/** React Flow needs a sized container and its provider; views with links need a router. */
export function DesignerStoryShell({ children, height = 640 }: { children: ReactNode; height?: number }) {
  return (
    <MemoryRouter initialEntries={['/sequences/order-intake']}>
      <ReactFlowProvider>
        <div style={{ position: 'relative', width: '100%', height }}>{children}</div>
      </ReactFlowProvider>
    </MemoryRouter>
  );
}
