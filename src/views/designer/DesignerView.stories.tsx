import type { Story } from '@ladle/react';
import { builtInPaletteItems } from '../../domain/workflow/node-catalogue/palette-items';
import { DesignerView } from './DesignerView';
import type { WorkflowEditorActorRef } from './editor-actor';
import { DesignerStoryShell, sampleWorkflow, useStoryEditor, type StoryOpening } from './designer-story-fixtures';

const processItem = builtInPaletteItems.find((item) => item.id === 'process')!;

export default { title: 'Designer/DesignerView' };

const noop = () => {};

function Designer({
  workflow = sampleWorkflow,
  afterOpen,
  opening,
  defaultPaletteOpen,
}: {
  workflow?: typeof sampleWorkflow | null;
  afterOpen?: (actor: WorkflowEditorActorRef) => void;
  opening?: StoryOpening;
  defaultPaletteOpen?: boolean;
}) {
  const actor = useStoryEditor(workflow, afterOpen, opening);
  return (
    <DesignerStoryShell height={720}>
      <DesignerView
        actor={actor}
        title="Order Intake"
        defaultPaletteOpen={defaultPaletteOpen}
        palette={(onAdd) => (
          <button type="button" onClick={() => onAdd(processItem)}>
            Add a process bot
          </button>
        )}
        properties={<p>The properties of the selected node show here.</p>}
        testButton={<button type="button">Test Workflow</button>}
        onOpenHistory={noop}
        onOpenAssistant={noop}
      />
    </DesignerStoryShell>
  );
}

export const Opening: Story = () => <Designer opening="pending" />;

export const OpenFailed: Story = () => <Designer opening="fails" />;

export const EmptyCanvas: Story = () => <Designer workflow={null} />;

export const EveryNodeType: Story = () => <Designer />;

export const PaletteOpen: Story = () => <Designer workflow={null} defaultPaletteOpen />;

export const NodeSelected: Story = () => <Designer afterOpen={(actor) => actor.send({ type: 'node.select', id: 'node-3' })} />;

/** A file chosen for Import while the canvas has unsaved changes: the designer asks first. */
export const ImportOverUnsavedChanges: Story = () => (
  <Designer
    afterOpen={(actor) => {
      actor.send({ type: 'node.add', item: processItem, position: { x: 40, y: 40 } });
      actor.send({ type: 'workflow.import', text: JSON.stringify(sampleWorkflow), fileName: 'team-flow.json' });
    }}
  />
);
