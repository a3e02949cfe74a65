import { createHash } from 'node:crypto';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';

/** A timer node with a cron (D63): while its sequence is active, it starts the sequence on that cron. */
export interface ScheduledNode {
  nodeId: string;
  label: string;
  cron: string;
}

/** The schedule nodes of a saved workflow: timer nodes whose Schedule (cron) is filled in and enabled. */
export function scheduledNodesOf(saved: SavedWorkflow | null): ScheduledNode[] {
  if (!saved) return [];
  return saved.nodes.flatMap((node) => {
    const cron = node.data.properties.cron;
    if (node.data.type !== 'timer' || typeof cron !== 'string' || cron.trim() === '' || node.data.properties.isEnabled === false) return [];
    return [{ nodeId: node.id, label: node.data.label, cron: cron.trim() }];
  });
}

/**
 * One pg-boss schedule per schedule node, named by sequence and node, so a sequence's can be found
 * and replaced. pg-boss keys allow only letters, digits, _ - . and /, so the node id is hashed.
 */
export const scheduleKeyOf = (sequenceId: string, nodeId: string) => `${sequenceId}/${createHash('sha256').update(nodeId).digest('hex').slice(0, 16)}`;
export const isScheduleOf = (sequenceId: string, key: string) => key.startsWith(`${sequenceId}/`);
