import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromCallback } from 'xstate';
import type { WorkflowDraft } from '../../domain/assistant/build';
import { builtInPaletteItems } from '../../domain/workflow/node-catalogue/palette-items';
import { workflowDraftMachine, type WorkflowDraftEvent } from '../../machines/designer/workflow-draft.machine';
import { selectDraft, selectDraftNodeRunState } from '../../machines/designer/workflow-draft.selectors';
import { draftOverlayGraph } from '../../machines/designer/workflow-editor/draft-overlay';
import { DRAFT_ID_PREFIX } from '../../machines/designer/workflow-editor/draft';
import { DesignerView } from './DesignerView';
import { DraftBar, type WorkflowDraftActorRef } from './DraftBar';
import { draftElement } from './DraftBar.css';
import { RunStateContext, type NodeRunStates } from './run-state-context';
import { DesignerStoryShell, sampleWorkflow, useStoryEditor } from './designer-story-fixtures';
import { useSelector } from '@xstate/react';

export default { title: 'Designer/Flo’s draft' };

const processItem = builtInPaletteItems.find((item) => item.id === 'process')!;
const noop = () => {};

const draft: WorkflowDraft = {
  type: 'draft',
  workflow: {
    nodes: [
      { id: 'd1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Every morning', type: 'start', properties: {} } },
      { id: 'd2', type: 'service', position: { x: 270, y: 0 }, data: { label: 'Log in to the supplier portal', type: 'service', properties: {} } },
      { id: 'd3', type: 'api', position: { x: 540, y: 0 }, data: { label: 'Download the price list', type: 'api', properties: {} } },
      { id: 'd4', type: 'email', position: { x: 810, y: 0 }, data: { label: 'Mail it to me', type: 'email', properties: {} } },
    ],
    edges: [
      { id: 'de1', source: 'd1', target: 'd2' },
      { id: 'de2', source: 'd2', target: 'd3' },
      { id: 'de3', source: 'd3', target: 'd4' },
    ],
    viewport: { x: 0, y: 0, zoom: 1 },
  },
  needs: [
    { nodeId: 'd2', nodeLabel: 'Log in to the supplier portal', kind: 'credential', field: 'credential', text: 'Log in to the supplier portal: choose a Login credential for Portal account' },
    { nodeId: 'd4', nodeLabel: 'Mail it to me', kind: 'input', field: 'to', text: 'Mail it to me: fill in To' },
  ],
  offline: false,
  summary: 'Every morning, logs in to the supplier portal, downloads the price list and mails it to you.',
};
const offlineDraft: WorkflowDraft = { ...draft, needs: [], offline: true, template: { id: 'price-list', title: 'Mail a price list every morning' } };

/** A draft machine that builds the given draft at once, then takes the story's events. */
function useDraftActor(shown: WorkflowDraft, events: WorkflowDraftEvent[] = []): WorkflowDraftActorRef {
  const actor = useActorRef(
    workflowDraftMachine.provide({
      // A test run that stays where the story puts it.
      delays: { draftNodeStep: 60 * 60 * 1000 },
      actors: { buildWorkflow: fromCallback(({ sendBack }) => sendBack({ type: 'build.drafted', draft: shown })) },
    }),
  );
  useEffect(() => {
    actor.send({ type: 'build.request', prompt: 'Every morning, mail me the price list' });
    for (const event of events) actor.send(event);
    // Once, like the machine it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  return actor;
}

function Bar({ shown = draft, events }: { shown?: WorkflowDraft; events?: WorkflowDraftEvent[] }) {
  const actor = useDraftActor(shown, events);
  return (
    <DesignerStoryShell height={360}>
      <DraftBar actor={actor} />
    </DesignerStoryShell>
  );
}

export const Reviewing: Story = () => <Bar />;
/** No Gemini key: the closest template, which needs nothing more. */
export const OfflineTemplate: Story = () => <Bar shown={offlineDraft} />;
export const TestRunning: Story = () => <Bar events={[{ type: 'draft.test' }]} />;
export const Tested: Story = () => {
  const actor = useActorRef(
    workflowDraftMachine.provide({
      delays: { draftNodeStep: 0 },
      actors: { buildWorkflow: fromCallback(({ sendBack }) => sendBack({ type: 'build.drafted', draft })) },
    }),
  );
  useEffect(() => {
    actor.send({ type: 'build.request', prompt: 'Every morning, mail me the price list' });
    actor.send({ type: 'draft.test' });
  }, [actor]);
  return (
    <DesignerStoryShell height={360}>
      <DraftBar actor={actor} />
    </DesignerStoryShell>
  );
};

/** The draft drawn dashed beside the workflow on the canvas, its second node running in its test run. */
export const OnTheCanvas: Story = () => {
  const editor = useStoryEditor(sampleWorkflow);
  const actor = useDraftActor(draft, [{ type: 'draft.test' }]);
  const shown = useSelector(actor, selectDraft);
  const overlay = useMemo(() => (shown ? draftOverlayGraph(shown.workflow, draftElement) : null), [shown]);
  const runStates = useMemo<NodeRunStates>(
    () => ({
      subscribe: (onChange) => {
        const subscription = actor.subscribe(onChange);
        return () => subscription.unsubscribe();
      },
      stateOf: (id) => selectDraftNodeRunState(actor.getSnapshot(), id.slice(DRAFT_ID_PREFIX.length)),
    }),
    [actor],
  );
  return (
    <DesignerStoryShell height={720}>
      <RunStateContext.Provider value={runStates}>
        <DesignerView
          actor={editor}
          title="Order Intake"
          palette={(onAdd) => (
            <button type="button" onClick={() => onAdd(processItem)}>
              Add a process bot
            </button>
          )}
          properties={<p>The properties of the selected node show here.</p>}
          testButton={<button type="button">Test Workflow</button>}
          onOpenHistory={noop}
          onOpenAssistant={noop}
          draft={{ overlay, draft: actor }}
        />
      </RunStateContext.Provider>
    </DesignerStoryShell>
  );
};
