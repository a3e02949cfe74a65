import type { SnapshotFrom } from 'xstate';
import type { NodeRunState } from './simulation.selectors';
import type { workflowDraftMachine } from './workflow-draft.machine';

type DraftSnapshot = SnapshotFrom<typeof workflowDraftMachine>;

export type DraftStatus = 'idle' | 'building' | 'showing' | 'refused' | 'failed';

export function selectDraftStatus(snapshot: DraftSnapshot): DraftStatus {
  for (const status of ['building', 'showing', 'refused', 'failed'] as const) if (snapshot.matches(status)) return status;
  return 'idle';
}

/** The draft on the canvas, while one is shown. */
export const selectDraft = (snapshot: DraftSnapshot) => (snapshot.matches('showing') ? snapshot.context.draft : null);

export type DraftTestStatus = 'notRun' | 'running' | 'done';

export function selectDraftTestStatus(snapshot: DraftSnapshot): DraftTestStatus {
  if (snapshot.matches({ showing: 'testing' })) return 'running';
  return snapshot.matches({ showing: 'tested' }) ? 'done' : 'notRun';
}

/** Whether the draft has a start node to test-run from. */
export const selectDraftCanTest = (snapshot: DraftSnapshot) => snapshot.can({ type: 'draft.test' });

/** A draft node's state in its test run (by its id in the draft), as Test Workflow paints the workflow's. */
export function selectDraftNodeRunState(snapshot: DraftSnapshot, draftNodeId: string): NodeRunState {
  const { testOrder, testIndex, testCompleted } = snapshot.context;
  if (!snapshot.matches('showing')) return 'idle';
  if (snapshot.matches({ showing: 'testing' }) && testOrder[testIndex] === draftNodeId) return 'active';
  return testCompleted.includes(draftNodeId) ? 'completed' : 'idle';
}
