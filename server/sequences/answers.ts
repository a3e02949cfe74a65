import type { Sequence } from '../../src/domain/sequences/sequences';
import type { SequenceVersion, SequenceVersionDetail } from '../../src/domain/sequences/versions';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import type { SequenceRow, SequenceWithLastRun, VersionListRow } from './repository';
import { isoTime } from '../db/iso-time';

/** A sequence row as the API answers it. */
export function toSequence(row: SequenceRow): Sequence {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    items: row.items as Sequence['items'],
    created_at: isoTime(row.createdAt),
    last_run_at: row.lastRunAt ? isoTime(row.lastRunAt) : null,
    active: row.active,
  };
}

/** A sequence in the list, with its last server run for the tiles (D148). */
export function toListedSequence(row: SequenceWithLastRun): Sequence {
  const { lastRun } = row;
  return {
    ...toSequence(row),
    last_run: lastRun === null ? null : { id: lastRun.id, status: lastRun.status, started_at: isoTime(lastRun.startTime), ended_at: lastRun.endTime ? isoTime(lastRun.endTime) : null, failures_handled: lastRun.failuresHandled },
  };
}

/** A version as the Versions list shows it (D69). */
export function toVersion(row: Omit<VersionListRow, 'savedByName'> & { savedByName: string }): SequenceVersion {
  return {
    number: row.number,
    saved_at: isoTime(row.savedAt),
    saved_by: row.savedByName,
    node_count: row.nodeCount,
    edge_count: row.edgeCount,
    summary: row.summary,
  };
}

/** A version with its workflow; versions are only ever written from a parsed saved workflow. */
export function toVersionDetail(row: VersionListRow & { workflow: unknown }): SequenceVersionDetail {
  return { ...toVersion(row), workflow: row.workflow as SavedWorkflow };
}
