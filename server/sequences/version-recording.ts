import { versionLimits } from '../../src/domain/sequences/versions';
import { workflowFromItems, type SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { versionSummary } from '../../src/domain/workflow/workflow-diff';
import type { Db } from '../db/database';
import * as repository from './repository';

export const restoredSummary = (number: number, changes: string) => `Restored version ${number}: ${changes.charAt(0).toLowerCase()}${changes.slice(1)}`;

/**
 * Records a save of the sequence's workflow as its next version (D69), with a summary against the
 * version before, and prunes what is past the limit. Called inside the transaction that saved the
 * items, so the sequence's items and its latest version never disagree. Items that hold no workflow
 * (nothing saved yet) make no version.
 */
export async function recordVersion(
  tx: Db,
  sequenceId: string,
  savedBy: string,
  items: readonly unknown[],
  restoredFrom?: number,
): Promise<repository.VersionRow | undefined> {
  const workflow = workflowFromItems(items);
  if (!workflow) return undefined;
  await repository.lockSequence(tx, sequenceId);
  const previous = await repository.latestVersion(tx, sequenceId);
  const previousWorkflow = previous ? workflowFromItems([previous.workflow]) : null;
  const changes = versionSummary(previous ? (previousWorkflow ?? emptyWorkflow) : null, workflow);
  const number = (previous?.number ?? 0) + 1;
  const row = await repository.insertVersion(tx, {
    sequenceId,
    number,
    savedBy,
    workflow,
    nodeCount: workflow.nodes.length,
    edgeCount: workflow.edges.length,
    summary: restoredFrom === undefined ? changes : restoredSummary(restoredFrom, changes),
  });
  await repository.pruneVersions(tx, sequenceId, number, versionLimits.kept);
  return row;
}

const emptyWorkflow: SavedWorkflow = { nodes: [], edges: [], viewport: { x: 0, y: 0, zoom: 1 } };
