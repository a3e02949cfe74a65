import { createActor } from 'xstate';
import { selectDraft, selectDraftNodeRunState } from '../../machines/designer/workflow-draft.selectors';
import { draftOverlayGraph, draftToAdd, withDraftAdded } from '../../machines/designer/workflow-editor/draft-overlay';
import { draftElement } from '../../views/designer/DraftBar.css';
import type { BuildServices, BuildSession, SessionLinks } from './build-with-flo';
import { workflowDraftLogic } from './workflow-draft-logic';

/** The draft machine with the server, the chat and the editor, drawing into the designer's store (D95): the draft as data, which the designer's view renders. */
export function startBuildSession({ api, present, commit }: BuildServices, { show, chat }: SessionLinks): BuildSession {
  const actor = createActor(
    workflowDraftLogic({
      api,
      accept: ({ workflow, openNodeId }) => {
        const editor = present();
        commit(withDraftAdded(editor, draftToAdd(workflow, editor.nextNodeNumber, openNodeId).graph));
      },
      chat: () => ({ send: (event) => chat()?.send(event) }),
    }),
  );
  let shown: unknown = null;
  const runStateOf = (draftNodeId: string) => selectDraftNodeRunState(actor.getSnapshot(), draftNodeId);
  let overlay: ReturnType<typeof draftOverlayGraph> | null = null;
  // The overlay is drawn again only when the draft changes; a test run's steps only repaint its nodes.
  const subscription = actor.subscribe((snapshot) => {
    const draft = selectDraft(snapshot);
    if (draft !== shown) {
      shown = draft;
      overlay = draft ? draftOverlayGraph(draft.workflow, draftElement) : null;
    }
    show({ overlay, draft: overlay ? actor : null, runStateOf });
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
