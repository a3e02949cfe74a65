import type { Sequence } from '../../src/domain/sequences/sequences';
import type { SequenceRow } from './repository';

/** A sequence row as the API answers it. */
export function toSequence(row: SequenceRow): Sequence {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    items: row.items as Sequence['items'],
    created_at: row.createdAt.toISOString(),
    last_run_at: row.lastRunAt ? row.lastRunAt.toISOString() : null,
    active: row.active,
  };
}
