import { createActor } from 'xstate';
import { selectDraft, selectDraftNodeRunState } from '../../machines/designer/workflow-draft.selectors';
import { draftOverlayGraph, draftToAdd } from '../../machines/designer/workflow-editor/draft-overlay';
import { DraftBar } from '../../views/designer/DraftBar';
import { draftElement } from '../../views/designer/DraftBar.css';
import type { BuildServices, BuildSession, ChatActorRef, DraftOverlayStore } from './build-with-flo';
import { workflowDraftLogic } from './workflow-draft-logic';

/** The draft machine with the server, the chat and the editor, drawing into the designer's store (issue 32). */
export function startBuildSession({ api, nextNodeNumber, accept, store, chat }: BuildServices & { store: DraftOverlayStore; chat: () => ChatActorRef | null }): BuildSession {
  const actor = createActor(
    workflowDraftLogic({
      api,
      accept: ({ workflow, openNodeId }) => accept(draftToAdd(workflow, nextNodeNumber(), openNodeId).graph),
      chat: () => ({ send: (event) => chat()?.send(event) }),
    }),
  );
  const bar = <DraftBar actor={actor} />;
  let shown: unknown = null;
  const runStateOf = (draftNodeId: string) => selectDraftNodeRunState(actor.getSnapshot(), draftNodeId);
  const subscription = actor.subscribe((snapshot) => {
    const draft = selectDraft(snapshot);
    if (draft !== shown) {
      shown = draft;
      store.set({ overlay: draft ? draftOverlayGraph(draft.workflow, draftElement) : null, bar: draft ? bar : null, runStateOf });
    } else store.set({ ...store.get(), runStateOf });
  });
  actor.start();
  return {
    request: (prompt, workflow) => actor.send({ type: 'build.request', prompt, workflow }),
    cancel: () => actor.send({ type: 'build.cancel' }),
    stop: () => {
      subscription.unsubscribe();
      actor.stop();
    },
  };
}
