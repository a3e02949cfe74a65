import {
  Background,
  BackgroundVariant,
  Controls,
  MiniMap,
  Panel,
  ReactFlow,
  useReactFlow,
  useStore,
  useStoreApi,
  type Connection,
  type ReactFlowState,
  type EdgeChange,
  type NodeChange,
  type NodeMouseHandler,
  type OnMove,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useSelector } from '@xstate/react';
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { selectEdges, selectNodes, selectViewportRevision } from '../../machines/designer/workflow-editor.selectors';
import type { EditorEdge, EditorNode, Graph } from '../../machines/designer/workflow-editor/types';
import { isDraftElementId } from '../../machines/designer/workflow-editor/draft';
import * as styles from './Canvas.css';
import { FIT_VIEW_OPTIONS, NARROW_CANVAS_QUERY, isNarrowScreen, showsAnyNode, visibleFlowRect } from './canvas-viewport';
import { keepNodesBeforeEdges } from './graph-tab-order';
import { withErrorEdgeLooks } from './error-edges';
import { ToggleButton, ToggleButtonGroup } from '../ui/ToggleButton';
import { useMediaQuery } from '../ui/use-media-query';
import type { WorkflowEditorActorRef } from './editor-actor';
import { createDragCoalescer } from './drag-coalescer';
import { nudgeFromKey } from './keyboard-nudge';
import { minimapColorOf } from './nodes/node-looks';
import { CULL_OFFSCREEN_FROM } from './offscreen-culling';
import { drawableNodes, nodeTypes } from './nodes/react-flow-node-types';
import { withDeclaredBoxes } from './nodes/declared-boxes';

/** Spec 02 §2, §5, §9 canvas constants. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 2;
export const SNAP_GRID: [number, number] = [15, 15];
export const DELETE_KEYS = ['Backspace', 'Delete'];
export const MINIMAP_STYLE = { width: 200, height: 150 };
/** The layout's floating assistant button sits in the bottom-right corner; the minimap stays clear above it. */
const MINIMAP_PLACEMENT = { ...MINIMAP_STYLE, marginBottom: 96 };
/** Above the minimap, so the bottom centre stays free for "Test Workflow" and Run however narrow the docked panels leave the canvas (D96). */
const SWITCHES_PLACEMENT = { marginBottom: 96 + MINIMAP_STYLE.height + 8 };
/** On a phone the switches sit above the assistant button and the Run button (D96), and an unfolded minimap above them. */
const NARROW_SWITCHES_PLACEMENT = { marginBottom: 144 };
const NARROW_MINIMAP_PLACEMENT = { ...MINIMAP_STYLE, marginBottom: 184 };

const selectPaneMeasured = (state: ReactFlowState) => state.width > 0 && state.height > 0;

const isApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent);
/** Spec 02 §5: multi-select is Meta on Apple systems, Control elsewhere. */
export const MULTI_SELECTION_KEY = isApple ? 'Meta' : 'Control';

type BackgroundKind = 'dots' | 'grid';

const BackgroundSwitch = memo(function BackgroundSwitch({ value, onChange }: { value: BackgroundKind; onChange: (kind: BackgroundKind) => void }) {
  return (
    <ToggleButtonGroup
      aria-label="Background"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [kind] = [...keys];
        if (kind === 'dots' || kind === 'grid') onChange(kind);
      }}
      className={styles.backgroundSwitch}
    >
      <ToggleButton id="dots" className={styles.backgroundOption}>
        Dots
      </ToggleButton>
      <ToggleButton id="grid" className={styles.backgroundOption}>
        Grid
      </ToggleButton>
    </ToggleButtonGroup>
  );
});

/** On a phone the 200×150 minimap would cover a third of the canvas: it folds away until asked for. */
function MinimapToggle({ isShown, onChange }: { isShown: boolean; onChange: (shown: boolean) => void }) {
  return (
    <ToggleButton isSelected={isShown} onChange={onChange} className={styles.minimapToggle}>
      Mini map
    </ToggleButton>
  );
}

/**
 * Moves the view when the machine replaces the workflow (open, Load, Import); the user's own panning
 * stays with React Flow. Load and Import fit every node in view; an opened workflow keeps its saved
 * view unless that shows none of its nodes or the screen is a phone's.
 */
function ViewportFollower({ actor }: { actor: WorkflowEditorActorRef }) {
  const revision = useSelector(actor, selectViewportRevision);
  // null until the opened workflow's view has been judged, which needs the pane's measured size.
  const shown = useRef<number | null>(null);
  const paneMeasured = useStore(selectPaneMeasured);
  const { setViewport, fitView } = useReactFlow();
  const store = useStoreApi();
  useEffect(() => {
    if (!paneMeasured || shown.current === revision) return;
    const isOpening = shown.current === null;
    shown.current = revision;
    const { viewport, viewportFollow, nodes } = actor.getSnapshot().context;
    const { width, height } = store.getState();
    const savedViewIsUseful = viewportFollow === 'saved' && !isNarrowScreen() && showsAnyNode(visibleFlowRect({ width, height }, viewport), nodes);
    if (savedViewIsUseful || nodes.length === 0) {
      // On open the canvas already starts at the saved view (defaultViewport).
      if (!isOpening) void setViewport(viewport);
    } else void fitView(FIT_VIEW_OPTIONS);
  }, [actor, revision, paneMeasured, setViewport, fitView, store]);
  return null;
}

/** Flo's draft comes into view beside the workflow (D95): the view fits both when a draft appears. */
function DraftFollower({ overlay }: { overlay: Graph }) {
  const { fitView } = useReactFlow();
  useEffect(() => {
    // React Flow holds the fit until the draft's nodes are measured.
    if (overlay.nodes.length > 0) void fitView(FIT_VIEW_OPTIONS);
  }, [overlay, fitView]);
  return null;
}

export interface CanvasProps {
  actor: WorkflowEditorActorRef;
  /** Flo's draft beside the workflow (D95): drawn, never editable, never sent to the editor. */
  overlay?: Graph | null;
}

const noOverlay: Graph = { nodes: [], edges: [] };

/**
 * The controlled React Flow canvas: the editor machine owns nodes and edges; every change React
 * Flow proposes goes to the machine, and what the machine holds is what is drawn.
 */
export function Canvas({ actor, overlay: shownOverlay }: CanvasProps) {
  const overlay = shownOverlay ?? noOverlay;
  const storedNodes = useSelector(actor, selectNodes);
  const cullsOffscreen = storedNodes.length >= CULL_OFFSCREEN_FROM;
  // The draft's nodes come with their boxes declared: React Flow's measuring of them goes nowhere.
  const overlayNodes = useMemo(() => withDeclaredBoxes(drawableNodes(overlay.nodes)), [overlay]);
  // Declared boxes at every size (D109): React Flow draws a node it has a box for at once, where
  // an unmeasured one is drawn hidden, measured and drawn again a frame later, which was a third of
  // the open at 100 nodes.
  const nodes = useMemo(() => {
    const shown = withDeclaredBoxes(drawableNodes(storedNodes));
    return overlayNodes.length > 0 ? [...shown, ...overlayNodes] : shown;
  }, [storedNodes, overlayNodes]);
  const storedEdges = useSelector(actor, selectEdges);
  const edges = useMemo(() => withErrorEdgeLooks(overlay.edges.length > 0 ? [...storedEdges, ...overlay.edges] : storedEdges), [storedEdges, overlay]);
  const [background, setBackground] = useState<BackgroundKind>('dots');
  const isNarrow = useMediaQuery(NARROW_CANVAS_QUERY);
  const [isMinimapUnfolded, setMinimapUnfolded] = useState(false);
  const showsMinimap = !isNarrow || isMinimapUnfolded;
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => (container.current ? keepNodesBeforeEdges(container.current) : undefined), []);
  const [defaultViewport] = useState(() => actor.getSnapshot().context.viewport);

  const nodeChanges = useMemo(() => createDragCoalescer((changes) => actor.send({ type: 'flow.nodesChange', changes })), [actor]);
  // A drag cut short by leaving the designer still reaches the editor.
  useEffect(() => () => nodeChanges.flush(), [nodeChanges]);

  const handlers = useMemo(
    () => ({
      // React Flow's measuring of the draft's nodes goes nowhere: they are not the workflow's.
      onNodesChange: (changes: NodeChange<EditorNode>[]) => {
        const own = changes.filter((change) => !('id' in change && isDraftElementId(change.id)));
        if (own.length > 0) nodeChanges.push(own);
      },
      // The draft's edges are neither selectable nor deletable: React Flow proposes no change to them.
      onEdgesChange: (changes: EdgeChange<EditorEdge>[]) => actor.send({ type: 'flow.edgesChange', changes }),
      onConnect: (connection: Connection) => actor.send({ type: 'flow.connect', connection }),
      onNodeDoubleClick: ((_, node) => !isDraftElementId(node.id) && actor.send({ type: 'node.select', id: node.id })) as NodeMouseHandler<EditorNode>,
      onMoveEnd: ((_, viewport) => actor.send({ type: 'viewport.changed', viewport })) as OnMove,
      // Backspace/Delete: one machine step removes the selection and the edges on removed nodes,
      // so a single undo brings all of it back.
      onBeforeDelete: async () => {
        actor.send({ type: 'selection.delete' });
        return false;
      },
      onKeyDownCapture: (event: KeyboardEvent) => {
        const nudge = nudgeFromKey(event);
        if (!nudge) return;
        event.preventDefault();
        event.stopPropagation();
        actor.send({ type: 'selection.nudge', ...nudge });
      },
    }),
    [actor, nodeChanges],
  );

  return (
    <div ref={container} className={styles.canvas} onKeyDownCapture={handlers.onKeyDownCapture}>
      <ReactFlow<EditorNode, EditorEdge>
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={handlers.onNodesChange}
        onEdgesChange={handlers.onEdgesChange}
        onConnect={handlers.onConnect}
        onNodeDoubleClick={handlers.onNodeDoubleClick}
        onMoveEnd={handlers.onMoveEnd}
        onBeforeDelete={handlers.onBeforeDelete}
        defaultViewport={defaultViewport}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        snapToGrid
        snapGrid={SNAP_GRID}
        deleteKeyCode={DELETE_KEYS}
        multiSelectionKeyCode={MULTI_SELECTION_KEY}
        selectionKeyCode="Shift"
        zoomOnDoubleClick={false}
        onlyRenderVisibleElements={cullsOffscreen}
        aria-label="Workflow canvas"
      >
        <Background variant={background === 'dots' ? BackgroundVariant.Dots : BackgroundVariant.Lines} gap={SNAP_GRID} />
        <Controls fitViewOptions={FIT_VIEW_OPTIONS} />
        {showsMinimap ? (
          <MiniMap style={isNarrow ? NARROW_MINIMAP_PLACEMENT : MINIMAP_PLACEMENT} nodeColor={minimapColorOf} pannable zoomable ariaLabel="Mini map" />
        ) : null}
        <Panel position="bottom-right" style={isNarrow ? NARROW_SWITCHES_PLACEMENT : SWITCHES_PLACEMENT}>
          <div className={styles.canvasSwitches}>
            <BackgroundSwitch value={background} onChange={setBackground} />
            {isNarrow ? <MinimapToggle isShown={isMinimapUnfolded} onChange={setMinimapUnfolded} /> : null}
          </div>
        </Panel>
        <ViewportFollower actor={actor} />
        <DraftFollower overlay={overlay} />
      </ReactFlow>
    </div>
  );
}
