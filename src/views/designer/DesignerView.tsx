import { useSelector } from '@xstate/react';
import { useStoreApi } from '@xyflow/react';
import { useState, type ReactNode } from 'react';
import { selectEditorStatus, selectHasSelection, selectLoadError } from '../../machines/designer/workflow-editor.selectors';
import type { NodeSource } from '../../machines/designer/workflow-editor/node-factory';
import type { Graph } from '../../machines/designer/workflow-editor/types';
import { placementInView } from '../../machines/designer/workflow-editor/placement';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { Canvas } from './Canvas';
import { nodeRect, visibleFlowRect } from './canvas-viewport';
import * as styles from './DesignerView.css';
import { DraftBar, type WorkflowDraftActorRef } from './DraftBar';
import { Drawer } from './Drawer';
import type { WorkflowEditorActorRef } from './editor-actor';
import { ActiveToggle, DesignerToolbar } from './DesignerToolbar';
import { PALETTE_TOGGLE_ID, TopBar } from './TopBar';
import { useEditorShortcuts } from './use-editor-shortcuts';

export interface DesignerViewProps {
  actor: WorkflowEditorActorRef;
  title: string;
  /** The palette's content; it calls `onAdd` with the chosen item. */
  palette: (onAdd: (item: NodeSource) => void) => ReactNode;
  /** The "Bot Properties" content, shown while nodes are selected. */
  properties: ReactNode;
  /** The centred "Test Workflow" button, with "Run" beside it (D44). */
  testButton: ReactNode;
  /** The panel of a real run over the canvas (D44). */
  runPanel?: ReactNode;
  onOpenHistory: () => void;
  onOpenAssistant: () => void;
  /** The Versions panel (D69): its content while open, and the opened version's read-only canvas, which stands in for the editor's. */
  versions?: { onOpen: () => void; onClose: () => void; panel: ReactNode | null; canvas: ReactNode | null };
  /** Dialogs over the designer (history, assistant). */
  children?: ReactNode;
  /** Flo's draft (D95): drawn beside the workflow on the canvas, with its bar (the draft machine's) over it. */
  draft?: { overlay: Graph | null; draft: WorkflowDraftActorRef | null };
  /** Whether the "Bot Palette" drawer starts open (stories). */
  defaultPaletteOpen?: boolean;
}

/** An empty canvas says where to start (the spec has no text for it). */
export const EMPTY_CANVAS_HINT = 'Your canvas is empty. Open Bots to add a node, or ask the AI Assistant to build a workflow.';

function ReadyStage({ actor, palette, properties, testButton, draft, isPaletteOpen, setPaletteOpen }: Pick<
  DesignerViewProps,
  'actor' | 'palette' | 'properties' | 'testButton' | 'draft'
> & { isPaletteOpen: boolean; setPaletteOpen: (open: boolean) => void }) {
  const hasSelection = useSelector(actor, selectHasSelection);
  const isEmpty = useSelector(actor, (snapshot) => snapshot.context.nodes.length === 0);
  const flowStore = useStoreApi();
  useEditorShortcuts(actor);
  // Spec 02 §2: adding a bot closes the palette; it lands at a random place (§4) in the part of the
  // canvas the user is looking at.
  const addNode = (item: NodeSource) => {
    const { width, height, transform } = flowStore.getState();
    const [x, y, zoom] = transform;
    const position = placementInView(visibleFlowRect({ width, height }, { x, y, zoom }), actor.getSnapshot().context.nodes.map(nodeRect));
    actor.send({ type: 'node.add', item, position });
    setPaletteOpen(false);
  };
  const closePalette = () => {
    setPaletteOpen(false);
    document.getElementById(PALETTE_TOGGLE_ID)?.focus();
  };
  return (
    <>
      <Canvas actor={actor} overlay={draft?.overlay} />
      {isEmpty && !draft?.overlay ? <p className={styles.emptyHint}>{EMPTY_CANVAS_HINT}</p> : null}
      <div className={styles.overlayRow}>
        <div className={styles.overlayItem}>
          <DesignerToolbar actor={actor} />
        </div>
        <div className={styles.overlayItemFixed}>
          <ActiveToggle actor={actor} />
        </div>
      </div>
      <div className={styles.testButtonSlot}>{testButton}</div>
      {draft?.draft ? <DraftBar actor={draft.draft} /> : null}
      {isPaletteOpen ? (
        <Drawer id="bot-palette" title="Bot Palette" side="left" onClose={closePalette} focusOnOpen>
          {palette(addNode)}
        </Drawer>
      ) : null}
      {hasSelection ? (
        <Drawer id="bot-properties" title="Bot Properties" side="right" onClose={() => actor.send({ type: 'selection.clear' })}>
          {properties}
        </Drawer>
      ) : null}
    </>
  );
}

/** The workflow designer (spec 02 §2): top bar, canvas with its controls, drawers and dialogs. */
export function DesignerView({ actor, title, onOpenHistory, onOpenAssistant, versions, children, runPanel, defaultPaletteOpen = false, ...stage }: DesignerViewProps) {
  const status = useSelector(actor, selectEditorStatus);
  const loadError = useSelector(actor, selectLoadError);
  const [isPaletteOpen, setPaletteOpen] = useState(defaultPaletteOpen);

  return (
    <div className={styles.designer}>
      <TopBar
        title={title}
        isPaletteOpen={isPaletteOpen}
        onTogglePalette={() => setPaletteOpen(!isPaletteOpen)}
        onOpenHistory={onOpenHistory}
        onOpenAssistant={onOpenAssistant}
        onOpenVersions={versions?.onOpen}
      />
      <div className={styles.stage}>
        {status === 'ready' ? (versions?.canvas ?? <ReadyStage actor={actor} isPaletteOpen={isPaletteOpen} setPaletteOpen={setPaletteOpen} {...stage} />) : null}
        {status === 'ready' && versions?.panel ? (
          <Drawer id="versions" title="Versions" side="right" onClose={versions.onClose}>
            {versions.panel}
          </Drawer>
        ) : null}
        {status === 'ready' ? runPanel : null}
        {status === 'loading' ? (
          <div className={styles.status}>
            <p className={styles.statusLine} role="status">
              <Spinner />
              Loading workflow...
            </p>
          </div>
        ) : null}
        {status === 'loadFailed' ? (
          <div className={styles.status} role="alert">
            <p className={styles.statusLine}>Could not open this sequence: {loadError}</p>
            <Button onPress={() => actor.send({ type: 'sequence.retry' })}>Try Again</Button>
          </div>
        ) : null}
        {status === 'notFound' ? (
          <div className={styles.status}>
            <p className={styles.statusLine}>Sequence not found</p>
          </div>
        ) : null}
      </div>
      {children}
    </div>
  );
}
