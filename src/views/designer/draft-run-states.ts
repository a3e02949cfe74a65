import { DRAFT_ID_PREFIX, isDraftElementId } from '../../machines/designer/workflow-editor/draft';
import { selectDraftNodeRunState } from '../../machines/designer/workflow-draft.selectors';
import type { WorkflowDraftActorRef } from './DraftBar';
import type { NodeRunStates } from './run-state-context';

/** The canvas's run states with the draft's test run painting the draft's own nodes (issue 32). */
export function withDraftRunStates(base: NodeRunStates, draft: WorkflowDraftActorRef): NodeRunStates {
  return {
    subscribe: (onChange) => {
      const unsubscribeBase = base.subscribe(onChange);
      const subscription = draft.subscribe(onChange);
      return () => {
        unsubscribeBase();
        subscription.unsubscribe();
      };
    },
    stateOf: (nodeId) =>
      isDraftElementId(nodeId) ? selectDraftNodeRunState(draft.getSnapshot(), nodeId.slice(DRAFT_ID_PREFIX.length)) : base.stateOf(nodeId),
  };
}
