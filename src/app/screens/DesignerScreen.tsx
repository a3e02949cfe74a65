import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { titleFromSlug } from '../../domain/sequences/sequence-slug';
import { toSavedWorkflow } from '../../machines/designer/workflow-editor/graph-to-saved-workflow';
import { setSequenceActive } from '../../services/sequences';
import { DesignerWithPanels } from '../../views/designer/DesignerWithPanels';
import { preloadDesignerParts } from '../../views/designer/on-demand-parts';
import { designerRunStates } from '../../views/designer/run-state-context';
import { useAppSystem } from '../app-system-context';
import { followDesignerAssistant } from '../designer/assistant-first-visit';
import { buildWithFlo } from '../designer/build-with-flo';
import { designerPanelsLogic } from '../designer/designer-panels-logic';
import { followPaletteBots } from '../designer/follow-palette-bots';
import { followSelection } from '../designer/follow-selection';
import { followTheOpen } from '../designer/follow-the-open';
import { handedOverSequence } from '../designer/handed-over-sequence';
import { lazyPartActors } from '../designer/lazy-part-actors';
import { openGate } from '../designer/open-gate';
import { OpenSettledMark } from '../designer/OpenSettledMark';
import { designerPanelLogic } from '../designer/panel-services';
import { workflowEditorLogic } from '../designer/workflow-editor-logic';

/**
 * The designer's wiring: each machine gets its real services here, the view draws them
 * (DesignerWithPanels), and how the panels follow each other is designer-panels.machine.ts's.
 */
function Designer({ slug }: { slug: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { api, notify, session, releaseUserActors } = useAppSystem();
  const title = titleFromSlug(slug);
  const [gate] = useState(openGate);
  const [editorLogic] = useState(() => workflowEditorLogic({ api, notify, leave: () => navigate('/sequences', { replace: true }) }));
  const editor = useActorRef(editorLogic, { input: { slug, sequence: handedOverSequence(location.state) } });
  const [panelLogic] = useState(() =>
    designerPanelLogic({
      api,
      notify,
      applyProperties: (id, properties) => editor.send({ type: 'node.updateProperties', id, properties }),
      workflowContext: () => ({ workflow: { name: title, nodes: editor.getSnapshot().context.nodes.map(({ data }) => ({ label: data.label, type: data.type })) } }),
      opened: gate.opened,
    }),
  );
  const palette = useActorRef(panelLogic.palette);
  const properties = useActorRef(panelLogic.properties);
  const credentialChoices = useActorRef(panelLogic.credentialChoices);
  const simulation = useActorRef(panelLogic.simulation);
  const serverRun = useActorRef(panelLogic.serverRun);
  // The on-demand parts' actors (run panel, Run this node, History, Versions) start with the first part that needs them (D105).
  const [parts] = useState(() => lazyPartActors({ api, notify, editor, serverRun }));
  const [linksLogic] = useState(() =>
    designerPanelsLogic({ editor, serverRun, simulation, parts, title, saveActive: (id, active) => setSequenceActive(api, id, active), notify }),
  );
  const panels = useActorRef(linksLogic);
  // Build with Flo (D95, loaded on the first Build): the chat tells the build; Accept hands the draft to the editor as one step.
  const [flo] = useState(() => buildWithFlo({ api, present: () => editor.getSnapshot().context, commit: (graph) => editor.send({ type: 'graph.commit', graph }) }));
  const [assistantLogic] = useState(() => panelLogic.assistant.provide({ actions: { stopBuild: flo.cancel } }));
  const assistant = useActorRef(assistantLogic, { input: { welcome: null } });
  const draft = useSyncExternalStore(flo.subscribe, flo.get);
  const runStates = useMemo(() => flo.runStates(designerRunStates(simulation, serverRun)), [simulation, serverRun, flo]);

  useEffect(() => parts.mount(), [parts]);
  useEffect(() => flo.mount(assistant), [flo, assistant]);
  useEffect(() => followSelection(editor, properties), [editor, properties]);
  useEffect(() => followPaletteBots(palette, properties), [palette, properties]);
  // The panels' lists wait for the canvas (open-gate.ts); the parts' code and actors are fetched a while after the workflow is ready.
  useEffect(() => {
    const preloadParts = () => {
      preloadDesignerParts();
      void parts.ready().catch(() => undefined);
    };
    return followTheOpen(editor, gate, preloadParts);
  }, [editor, gate, parts]);
  // The designer's assistant is open when the designer opens (02 §2): on the user's (e-mail's) first visit, until they close it (D96),
  // once the open has settled (open-gate.ts).
  const userId = session.getSnapshot().context.user?.email ?? null;
  useEffect(() => followDesignerAssistant(assistant, localStorage, userId, gate.settled), [assistant, userId, gate]);
  // A link to one of its runs (the bell's, an alert's: ?run=, D147) opens that run in the run panel once the workflow is drawn.
  const linkedRun = new URLSearchParams(location.search).get('run');
  useEffect(() => {
    if (!linkedRun) return;
    let left = false;
    void gate.opened.then(() => {
      if (!left) serverRun.send({ type: 'run.open', runId: linkedRun });
    });
    return () => {
      left = true;
    };
  }, [gate, serverRun, linkedRun]);
  // A designer opened first holds the user's cart and favourites until then (user-actors-hold.ts); leaving lets them load.
  useEffect(() => {
    void gate.settled.then(releaseUserActors);
    return releaseUserActors;
  }, [gate, releaseUserActors]);

  return (
    <>
      <DesignerWithPanels
        title={title}
        actors={{ editor, palette, properties, credentialChoices, simulation, serverRun, assistant, panels }}
        parts={parts}
        draft={draft}
        runStates={runStates}
        onBuild={(prompt) => {
          const { nodes, edges, viewport } = editor.getSnapshot().context;
          flo.request(prompt, toSavedWorkflow({ nodes, edges }, viewport));
        }}
      />
      <OpenSettledMark settled={gate.settled} />
    </>
  );
}

/** /sequences/{slug}: the workflow designer (spec 02 §2). A new slug starts a new designer. */
export default function DesignerScreen() {
  const { slug = '' } = useParams();
  return <Designer key={slug} slug={slug} />;
}
