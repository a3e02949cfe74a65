import type { Story } from '@ladle/react';
import { DesignerStoryShell, sampleWorkflow, useStoryEditor } from './designer-story-fixtures';
import { ActiveToggle, DesignerToolbar } from './DesignerToolbar';
import { TopBar } from './TopBar';
import type { WorkflowEditorActorRef } from './editor-actor';

export default { title: 'Designer/TopBar and Toolbar' };

const noop = () => {};

function Bars({ afterOpen, workflow = sampleWorkflow }: { afterOpen?: (actor: WorkflowEditorActorRef) => void; workflow?: typeof sampleWorkflow | null }) {
  const actor = useStoryEditor(workflow, afterOpen);
  return (
    <DesignerStoryShell height={200}>
      <TopBar title="Order Intake" isPaletteOpen={false} onTogglePalette={noop} onOpenHistory={noop} onOpenAssistant={noop} />
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: 8 }}>
        <DesignerToolbar actor={actor} />
        <ActiveToggle actor={actor} />
      </div>
    </DesignerStoryShell>
  );
}

export const Saved: Story = () => <Bars />;

const moveFirstNode = (actor: WorkflowEditorActorRef) =>
  actor.send({ type: 'flow.nodesChange', changes: [{ type: 'position', id: 'node-1', position: { x: 90, y: 150 }, dragging: false }] });

export const Dirty: Story = () => <Bars afterOpen={moveFirstNode} />;

export const Saving: Story = () => (
  <Bars
    afterOpen={(actor) => {
      moveFirstNode(actor);
      actor.send({ type: 'workflow.save' });
    }}
  />
);

export const Loading: Story = () => <Bars afterOpen={(actor) => actor.send({ type: 'workflow.load' })} />;

export const UndoneWithRedo: Story = () => (
  <Bars
    afterOpen={(actor) => {
      moveFirstNode(actor);
      actor.send({ type: 'history.undo' });
    }}
  />
);

export const WorkflowActive: Story = () => <Bars afterOpen={(actor) => actor.send({ type: 'workflow.toggleActive' })} />;

export const PaletteOpen: Story = () => (
  <DesignerStoryShell height={80}>
    <TopBar title="Customer Onboarding Flow" isPaletteOpen onTogglePalette={noop} onOpenHistory={noop} onOpenAssistant={noop} />
    {/* The drawer the open Bots button controls. */}
    <aside id="bot-palette" aria-label="Bot Palette" />
  </DesignerStoryShell>
);

/** Tidy up disabled: nothing to tidy up on an empty canvas. */
export const EmptyCanvasNothingToTidy: Story = () => <Bars workflow={null} />;
