import { useActorRef, useSelector } from '@xstate/react';
import { ReactFlowProvider } from '@xyflow/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { titleFromSlug } from '../../domain/sequences/sequence-slug';
import { selectEditorStatus, selectIsDirty, selectSequence, selectUnreachableLabels } from '../../machines/designer/workflow-editor.selectors';
import { sequenceSchema, type Sequence } from '../../domain/sequences/sequences';
import { DesignerAssistantModal } from '../../views/designer/DesignerAssistantModal';
import { DesignerView } from '../../views/designer/DesignerView';
import { PaletteView } from '../../views/designer/PaletteView';
import { PropertiesPanel } from '../../views/designer/PropertiesPanel';
import { selectRun, selectRunIsBusy, selectRunPhase } from '../../machines/designer/server-run.selectors';
import { selectHistoryPhase } from '../../machines/designer/execution-history.selectors';
import { lastInputOf } from '../../machines/designer/node-run.selectors';
import { ExecutionHistoryPart, NodeRunControlsPart, preloadDesignerParts, RunPanelPart, VersionsPanelPart } from '../../views/designer/on-demand-parts';
import { PartLoading } from '../../views/designer/on-demand';
import type { ServerRunActorRef } from '../../views/designer/run-state-context';
import { RunButton } from '../../views/designer/RunButton';
import { designerRunStates, RunStateContext } from '../../views/designer/run-state-context';
import { TestWorkflowButton } from '../../views/designer/TestWorkflowButton';
import { designerPanelLogic } from '../designer/designer-panels';
import { openGate } from '../designer/open-gate';
import { followActivity } from '../designer/follow-activity';
import { followDesignerAssistant } from '../designer/assistant-first-visit';
import { followPaletteBots } from '../designer/follow-palette-bots';
import { followSelection } from '../designer/follow-selection';
import { setSequenceActive } from '../../services/sequences';
import { testRunRequest } from '../designer/test-run';
import { UnsavedChangesGuard } from '../../views/designer/UnsavedChangesGuard';
import { workflowEditorLogic } from '../designer/workflow-editor-logic';
import { useAppSystem } from '../app-system-context';
import { toSavedWorkflow } from '../../machines/designer/workflow-editor/saved-workflow';
import { useVersionsStage } from '../../views/designer/use-versions-stage';
import { buildWithFlo } from '../designer/build-with-flo';
import { lazyPartActors, type LazyPartActors } from '../designer/lazy-part-actors';
import { WithPartActors } from '../designer/WithPartActors';
import { OpenSettledMark } from '../designer/OpenSettledMark';

/** Run this node (issue 31) with the input the node had in the run the run panel shows. */
function RunThisNode({ parts, serverRun, sequenceId, nodeId }: { parts: LazyPartActors; serverRun: ServerRunActorRef; sequenceId: string | null; nodeId: string }) {
  const run = useSelector(serverRun, selectRun);
  return (
    <WithPartActors parts={parts} loadingText={NodeRunControlsPart.loadingText}>
      {({ nodeRun }) => <NodeRunControlsPart actor={nodeRun} sequenceId={sequenceId} nodeId={nodeId} lastInput={lastInputOf(run, sequenceId, nodeId)} />}
    </WithPartActors>
  );
}

/**
 * How long after the workflow is ready the designer waits before fetching its on-demand parts: React
 * Flow measures and paints the nodes in the frames after ready, and an idle callback can fall between
 * them, so the parts' fetch and parse would compete with the open (issue 33).
 */
const partsPreloadDelayMs = 2000;

/** Runs `work` a while after the open, when the page has nothing else to do; answers its cancel. */
function afterTheOpen(work: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(work, { timeout: 3000 });
    else work();
  }, partsPreloadDelayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/** The sequences list hands the opened sequence over as navigation state (spec 02 §2). */
function handedOverSequence(state: unknown): Sequence | null {
  const candidate = typeof state === 'object' && state !== null && 'sequence' in state ? state.sequence : state;
  const parsed = sequenceSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

function Designer({ slug }: { slug: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { api, notify, session, releaseUserActors } = useAppSystem();
  const [logic] = useState(() =>
    workflowEditorLogic({ api, notify, leave: () => navigate('/sequences', { replace: true }) }),
  );
  const editor = useActorRef(logic, { input: { slug, sequence: handedOverSequence(location.state) } });
  const isDirty = useSelector(editor, selectIsDirty);
  const title = titleFromSlug(slug);
  const [gate] = useState(openGate);
  const [panels] = useState(() =>
    designerPanelLogic({
      api,
      notify,
      applyProperties: (id, properties) => editor.send({ type: 'node.updateProperties', id, properties }),
      workflowContext: () => ({ workflow: { name: title, nodes: editor.getSnapshot().context.nodes.map(({ data }) => ({ label: data.label, type: data.type })) } }),
      opened: gate.opened,
    }),
  );
  const palette = useActorRef(panels.palette);
  const properties = useActorRef(panels.properties);
  const credentialChoices = useActorRef(panels.credentialChoices);
  const simulation = useActorRef(panels.simulation);
  const serverRun = useActorRef(panels.serverRun);
  // Issue 33: the on-demand parts' actors (run panel, Run this node, History, Versions) start with the first part that needs them.
  const [parts] = useState(() => lazyPartActors({ api, notify, editor, serverRun }));
  useEffect(() => parts.mount(), [parts]);
  const partActors = useSyncExternalStore(parts.subscribe, parts.get);
  // Build with Flo (issue 32, loaded on the first Build): the chat tells the build; Accept hands the draft to the editor as one step.
  const [flo] = useState(() =>
    buildWithFlo({ api, present: () => editor.getSnapshot().context, commit: (graph) => editor.send({ type: 'graph.commit', graph }) }),
  );
  const [assistantLogic] = useState(() => panels.assistant.provide({ actions: { stopBuild: flo.cancel } }));
  const assistant = useActorRef(assistantLogic, { input: { welcome: null } });
  useEffect(() => flo.attachChat(assistant), [flo, assistant]);
  const draft = useSyncExternalStore(flo.subscribe, flo.get);
  const runStates = useMemo(() => flo.runStates(designerRunStates(simulation, serverRun)), [simulation, serverRun, flo]);
  const sequenceId = useSelector(editor, (snapshot) => selectSequence(snapshot)?.id ?? null);
  const unreachableText = useSelector(editor, selectUnreachableLabels);
  const unreachable = useMemo(() => JSON.parse(unreachableText) as string[], [unreachableText]);
  // What the user opened before the parts' actors started: shown (as loading) until they start with the open delivered.
  const [isHistoryAsked, setHistoryAsked] = useState(false);
  const [isVersionsAsked, setVersionsAsked] = useState(false);
  const editorNodes = useSelector(editor, (snapshot) => snapshot.context.nodes);
  const editorEdges = useSelector(editor, (snapshot) => snapshot.context.edges);
  // An opened version is compared with the workflow on the canvas now, saved or not.
  const current = useMemo(() => toSavedWorkflow({ nodes: editorNodes, edges: editorEdges }, { x: 0, y: 0, zoom: 1 }), [editorNodes, editorEdges]);
  const versionsStage = useVersionsStage(partActors?.versions, current);
  const openVersions = (number?: number) => {
    if (!sequenceId) return;
    editor.send({ type: 'selection.clear' });
    setVersionsAsked(true);
    parts.send('versions', { type: 'versions.open', sequenceId, ...(number === undefined ? {} : { number }) });
  };

  useEffect(() => followSelection(editor, properties), [editor, properties]);
  useEffect(() => followPaletteBots(palette, properties), [palette, properties]);
  useEffect(() => followActivity(editor, (id, active) => setSequenceActive(api, id, active), notify), [editor, api, notify]);
  // The designer's assistant is open when the designer opens (02 §2): on the user's (e-mail's) first visit, until they close it (issue 33),
  // once the open has settled (open-gate.ts).
  const userId = session.getSnapshot().context.user?.email ?? null;
  useEffect(() => followDesignerAssistant(assistant, localStorage, userId, gate.settled), [assistant, userId, gate]);
  // A designer opened first holds the user's cart and favourites until then (user-actors-hold.ts); leaving lets them load.
  useEffect(() => {
    void gate.settled.then(releaseUserActors);
    return releaseUserActors;
  }, [gate, releaseUserActors]);
  // Issue 33: the parts loaded on first use are fetched a while after the workflow is ready (afterTheOpen).
  const isReady = useSelector(editor, (snapshot) => selectEditorStatus(snapshot) === 'ready');
  // The panels' lists wait for the canvas (open-gate.ts); a workflow that failed to load opens the gate too.
  const isLoading = useSelector(editor, (snapshot) => selectEditorStatus(snapshot) === 'loading');
  useEffect(() => (isLoading ? undefined : gate.openAfterPaint()), [isLoading, gate]);
  useEffect(
    () =>
      isReady
        ? afterTheOpen(() => {
            preloadDesignerParts();
            void parts.ready().catch(() => undefined);
          })
        : undefined,
    [isReady, parts],
  );
  const isRunShown = useSelector(serverRun, (snapshot) => selectRunPhase(snapshot) !== 'idle');
  const historyPhase = useSelector(partActors?.history, (snapshot) => (snapshot ? selectHistoryPhase(snapshot) : null));
  const isHistoryOpen = historyPhase ? historyPhase !== 'closed' : isHistoryAsked;

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
            />
          }
          testButton={
            <>
              <TestWorkflowButton
                actor={simulation}
                onStart={() => {
                  // A finished real run's panel gives the canvas back to the simulation; one under way keeps it.
                  if (!selectRunIsBusy(serverRun.getSnapshot())) serverRun.send({ type: 'run.close' });
                  simulation.send(testRunRequest(editor.getSnapshot(), title));
                }}
              />
              <RunButton actor={serverRun} sequenceId={sequenceId} />
            </>
          }
          runPanel={
            isRunShown ? (
              <WithPartActors parts={parts} loadingText={RunPanelPart.loadingText}>
                {({ runFiles, stepScreenshots, rerun, explain }) => (
                  <RunPanelPart actor={serverRun} files={runFiles} screenshots={stepScreenshots} unreachable={unreachable} rerun={rerun} explain={explain} />
                )}
              </WithPartActors>
            ) : null
          }
          onOpenHistory={() => {
            setHistoryAsked(true);
            parts.send('history', { type: 'history.open', sequenceId });
          }}
          onOpenAssistant={() => assistant.send({ type: 'chat.open' })}
          draft={draft}
          versions={{
            onOpen: () => openVersions(),
            onClose: () => {
              setVersionsAsked(false);
              parts.send('versions', { type: 'versions.close' });
            },
            ...versionsStage,
            panel: versionsStage.panel ?? (!partActors && isVersionsAsked ? <PartLoading text={VersionsPanelPart.loadingText} /> : null),
          }}
        >
          {isHistoryOpen ? (
            <WithPartActors parts={parts} loadingText={ExecutionHistoryPart.loadingText}>
              {({ history }) => (
                <ExecutionHistoryPart
                  actor={history}
                  onOpenRun={(runId) => {
                    history.send({ type: 'history.close' });
                    serverRun.send({ type: 'run.open', runId });
                  }}
                  versions={{
                    sequenceId,
                    open: (number) => {
                      history.send({ type: 'history.close' });
                      openVersions(number);
                    },
                  }}
                />
              )}
            </WithPartActors>
          ) : null}
          <DesignerAssistantModal
            actor={assistant}
            onBuild={(prompt) => {
              const { nodes, edges, viewport } = editor.getSnapshot().context;
              flo.request(prompt, toSavedWorkflow({ nodes, edges }, viewport));
            }}
          />
        </DesignerView>
      </RunStateContext.Provider>
      <UnsavedChangesGuard isDirty={isDirty} />
      <OpenSettledMark settled={gate.settled} />
    </ReactFlowProvider>
  );
}

/** /sequences/{slug}: the workflow designer (spec 02 §2, issue 6). A new slug starts a new designer. */
export default function DesignerScreen() {
  const { slug = '' } = useParams();
  return <Designer key={slug} slug={slug} />;
}
