import { createHash } from 'node:crypto';
import { behaviourSettings } from '../../../src/domain/workflow/node-catalogue/behaviours';
import { kindOfNode } from '../../../src/domain/workflow/node-catalogue/catalogue';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';

/** A timer node with a cron (D63): while its sequence is active, it starts the sequence on that cron. */
export interface ScheduledNode {
  nodeId: string;
  label: string;
  cron: string;
}

/** The schedule nodes of a saved workflow: enabled nodes of the Schedule kind (D65) whose cron is filled in. */
export function scheduledNodesOf(saved: SavedWorkflow | null): ScheduledNode[] {
  if (!saved) return [];
  return saved.nodes.flatMap((node) => {
    const { properties } = node.data;
    if (kindOfNode({ type: node.data.type, properties })?.behaviour !== 'schedule' || properties.isEnabled === false) return [];
    const cron = behaviourSettings.schedule.safeParse(properties).data?.cron?.trim();
    return cron ? [{ nodeId: node.id, label: node.data.label, cron }] : [];
  });
}

/**
 * One pg-boss schedule per schedule node, named by sequence and node, so a sequence's can be found
 * and replaced. pg-boss keys allow only letters, digits, _ - . and /, so the node id is hashed.
 */
export const scheduleKeyOf = (sequenceId: string, nodeId: string) => `${sequenceId}/${createHash('sha256').update(nodeId).digest('hex').slice(0, 16)}`;
export const isScheduleOf = (sequenceId: string, key: string) => key.startsWith(`${sequenceId}/`);
