import { useSelector } from '@xstate/react';
import { ReactFlowProvider } from '@xyflow/react';
import { useMemo, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { assistantChatMachine } from '../../machines/assistant/assistant-chat.machine';
import type { credentialChoicesMachine } from '../../machines/designer/credential-choices.machine';
import type { designerPanelsMachine } from '../../machines/designer/designer-panels.machine';
import { selectHistoryShown, selectVersionsShown } from '../../machines/designer/designer-panels.selectors';
import type { executionHistoryMachine } from '../../machines/designer/execution-history.machine';
import type { nodePropertiesMachine } from '../../machines/designer/node-properties.machine';
import { lastInputOf } from '../../machines/designer/node-run.selectors';
import type { paletteMachine } from '../../machines/designer/palette.machine';
import { selectRun, selectRunPhase } from '../../machines/designer/server-run.selectors';
import { selectDeliveriesPhase } from '../../machines/designer/webhook-deliveries.selectors';
import { selectIsActive, selectIsDirty, selectSequence, selectUnreachableLabels } from '../../machines/designer/workflow-editor.selectors';
import { toSavedWorkflow } from '../../machines/designer/workflow-editor/graph-to-saved-workflow';
import type { Graph } from '../../machines/designer/workflow-editor/types';
import { DesignerAssistantModal } from './DesignerAssistantModal';
import { DesignerView } from './DesignerView';
import type { WorkflowDraftActorRef } from './DraftBar';
import type { WorkflowEditorActorRef } from './editor-actor';
import type { ExplainStepActorRef } from './ExplainStep';
import type { NodeRunActorRef } from './NodeRunControls';
import { PartLoading, WithStarted, type StartedOnFirstUse } from './on-demand';
import { ExecutionHistoryPart, NodeRunControlsPart, RunPanelPart, VersionsPanelPart, WebhookAddressesPart, WebhookDeliveriesPart } from './on-demand-parts';
import { PaletteView } from './PaletteView';
import { PropertiesPanel } from './PropertiesPanel';
import type { RerunActorRef } from './RerunControls';
import { RunButton } from './RunButton';
import type { ServerRunFilesActorRef } from './RunFiles';
import { RunStateContext, type NodeRunStates, type ServerRunActorRef, type SimulationActorRef } from './run-state-context';
import type { StepScreenshotsActorRef } from './StepScreenshot';
import { TestWorkflowButton } from './TestWorkflowButton';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useVersionsStage } from './use-versions-stage';
import type { VersionsActorRef } from './VersionsPanel';
import type { WebhookAddressesActorRef } from './WebhookAddresses';
import type { WebhookDeliveriesActorRef } from './WebhookDeliveriesDialog';

/** The on-demand parts' actors (D105), started with the first part that needs them. */
export interface DesignerPartActors {
  history: ActorRefFrom<typeof executionHistoryMachine>;
  versions: VersionsActorRef;
  nodeRun: NodeRunActorRef;
  runFiles: ServerRunFilesActorRef;
  stepScreenshots: StepScreenshotsActorRef;
  rerun: RerunActorRef;
  explain: ExplainStepActorRef;
  webhookAddresses: WebhookAddressesActorRef;
  webhookDeliveries: WebhookDeliveriesActorRef;
}

export interface DesignerActors {
  editor: WorkflowEditorActorRef;
  palette: ActorRefFrom<typeof paletteMachine>;
  properties: ActorRefFrom<typeof nodePropertiesMachine>;
  credentialChoices: ActorRefFrom<typeof credentialChoicesMachine>;
  simulation: SimulationActorRef;
  serverRun: ServerRunActorRef;
  assistant: ActorRefFrom<typeof assistantChatMachine>;
  /** How the panels follow each other (designer-panels.machine.ts). */
  panels: ActorRefFrom<typeof designerPanelsMachine>;
}

export interface DesignerWithPanelsProps {
  title: string;
  actors: DesignerActors;
  parts: StartedOnFirstUse<DesignerPartActors>;
  /** Flo's draft, as data: its overlay and the draft machine whose bar shows over the canvas (D95). */
  draft: { overlay: Graph | null; draft: WorkflowDraftActorRef | null };
  /** The node states the canvas paints: the test run's, a real run's, a draft's test run's. */
  runStates: NodeRunStates;
  onBuild: (prompt: string) => void;
}

/** Run this node (D87) with the input the node had in the run the run panel shows. */
function RunThisNode({ parts, serverRun, sequenceId, nodeId }: { parts: DesignerWithPanelsProps['parts']; serverRun: ServerRunActorRef; sequenceId: string | null; nodeId: string }) {
  const run = useSelector(serverRun, selectRun);
  return (
    <WithStarted source={parts} loadingText={NodeRunControlsPart.loadingText}>
      {({ nodeRun }) => <NodeRunControlsPart actor={nodeRun} sequenceId={sequenceId} nodeId={nodeId} lastInput={lastInputOf(run, sequenceId, nodeId)} />}
    </WithStarted>
  );
}

/** A Webhook node's addresses (D126), loaded again after each save and each Workflow Active flip. */
function AddressesOfNode({ parts, editor, sequenceId, nodeId }: { parts: DesignerWithPanelsProps['parts']; editor: WorkflowEditorActorRef; sequenceId: string | null; nodeId: string }) {
  const savedRevision = useSelector(editor, (snapshot) => snapshot.context.savedRevision);
  const isActive = useSelector(editor, selectIsActive);
  return (
    <WithStarted source={parts} loadingText={WebhookAddressesPart.loadingText}>
      {({ webhookAddresses, webhookDeliveries }) => (
        <WebhookAddressesPart
          actor={webhookAddresses}
          sequenceId={sequenceId}
          nodeId={nodeId}
          reloadKey={`${savedRevision}:${isActive}`}
          onOpenDeliveries={sequenceId ? () => webhookDeliveries.send({ type: 'deliveries.open', sequenceId }) : undefined}
        />
      )}
    </WithStarted>
  );
}

/**
 * The workflow designer with its panels (spec 02 §2), each on its actor: the canvas, the palette,
 * Bot Properties, Test Workflow and Run, the run panel, History, Versions and Flo. Which panel opens
 * after which is the panels machine's; this only draws them and sends it what the user does.
 */
export function DesignerWithPanels({ title, actors, parts, draft, runStates, onBuild }: DesignerWithPanelsProps) {
  const { editor, palette, properties, credentialChoices, simulation, serverRun, assistant, panels } = actors;
  const partActors = useSyncExternalStore(parts.subscribe, parts.get);
  const sequenceId = useSelector(editor, (snapshot) => selectSequence(snapshot)?.id ?? null);
  const isDirty = useSelector(editor, selectIsDirty);
  const unreachableText = useSelector(editor, selectUnreachableLabels);
  const unreachable = useMemo(() => JSON.parse(unreachableText) as string[], [unreachableText]);
  const nodes = useSelector(editor, (snapshot) => snapshot.context.nodes);
  const edges = useSelector(editor, (snapshot) => snapshot.context.edges);
  // An opened version is compared with the workflow on the canvas now, saved or not.
  const current = useMemo(() => toSavedWorkflow({ nodes, edges }, { x: 0, y: 0, zoom: 1 }), [nodes, edges]);
  const versionsStage = useVersionsStage(partActors?.versions, current);
  const isVersionsShown = useSelector(panels, selectVersionsShown);
  const isHistoryShown = useSelector(panels, selectHistoryShown);
  const isRunShown = useSelector(serverRun, (snapshot) => selectRunPhase(snapshot) !== 'idle');
  const areDeliveriesShown = useSelector(partActors?.webhookDeliveries, (snapshot) => (snapshot ? selectDeliveriesPhase(snapshot) !== 'closed' : false));

  return (
    <ReactFlowProvider>
      <RunStateContext.Provider value={runStates}>
        <DesignerView
          actor={editor}
          title={title}
          palette={(onAdd) => <PaletteView actor={palette} onAdd={onAdd} />}
          properties={
            <PropertiesPanel
              actor={properties}
              credentials={credentialChoices}
              runNode={(nodeId) => <RunThisNode parts={parts} serverRun={serverRun} sequenceId={sequenceId} nodeId={nodeId} />}
              addresses={(nodeId) => <AddressesOfNode parts={parts} editor={editor} sequenceId={sequenceId} nodeId={nodeId} />}
            />
          }
          testButton={
            <>
              <TestWorkflowButton actor={simulation} onStart={() => panels.send({ type: 'test.start' })} />
              <RunButton actor={serverRun} sequenceId={sequenceId} />
            </>
          }
          runPanel={
            isRunShown ? (
              <WithStarted source={parts} loadingText={RunPanelPart.loadingText}>
                {({ runFiles, stepScreenshots, rerun, explain }) => (
                  <RunPanelPart actor={serverRun} files={runFiles} screenshots={stepScreenshots} unreachable={unreachable} rerun={rerun} explain={explain} />
                )}
              </WithStarted>
            ) : null
          }
          onOpenHistory={() => panels.send({ type: 'history.open' })}
          onOpenAssistant={() => assistant.send({ type: 'chat.open' })}
          draft={draft}
          versions={{
            onOpen: () => panels.send({ type: 'versions.open' }),
            onClose: () => panels.send({ type: 'versions.close' }),
            canvas: versionsStage.canvas,
            panel: isVersionsShown ? (partActors ? versionsStage.panel : <PartLoading text={VersionsPanelPart.loadingText} />) : null,
          }}
        >
          {isHistoryShown ? (
            <WithStarted source={parts} loadingText={ExecutionHistoryPart.loadingText}>
              {({ history }) => (
                <ExecutionHistoryPart
                  actor={history}
                  onOpenRun={(runId) => panels.send({ type: 'history.runOpened', runId })}
                  versions={{ sequenceId, open: (number) => panels.send({ type: 'history.versionOpened', number }) }}
                />
              )}
            </WithStarted>
          ) : null}
          {areDeliveriesShown && partActors ? <WebhookDeliveriesPart actor={partActors.webhookDeliveries} /> : null}
          <DesignerAssistantModal actor={assistant} onBuild={onBuild} />
        </DesignerView>
      </RunStateContext.Provider>
      <UnsavedChangesGuard isDirty={isDirty} />
    </ReactFlowProvider>
  );
}
