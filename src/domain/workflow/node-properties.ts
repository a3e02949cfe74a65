import { z } from 'zod';
import type { NodeHandles } from './node-catalogue/node-types';

/**
 * A node's properties (spec 02 §3) and their bounds (spec 02 §5): the designer's panel and the run
 * engine read stored properties through these same rules.
 */
export const priorities = ['low', 'medium', 'high', 'critical'] as const;
export const executionModes = ['sequential', 'parallel', 'async'] as const;

/**
 * What a run does when a node fails after its retries (D128, D141): stop the run (the default, and
 * what a node saved before the choice existed does), continue with the error as the node's output, or
 * take the node's error path (edges from its `errorHandleId` handle).
 */
export const onFailureModes = ['stop', 'continue', 'errorPath'] as const;
export type OnFailure = (typeof onFailureModes)[number];
export const onFailureSchema = z.enum(onFailureModes);
/** The output handle a node that takes the error path grows, and its edges leave by (D141). */
export const errorHandleId = 'error';

/**
 * The node's On failure as a run and the canvas read it: unset or unreadable is stop. A decision has
 * no one output to continue along (its branches are its outputs), so a stored continue stops it (D142).
 */
export function onFailureOf(node: { properties: Readonly<Record<string, unknown>> }, handles?: NodeHandles): OnFailure {
  const parsed = onFailureSchema.safeParse(node.properties.onFailure);
  if (!parsed.success) return 'stop';
  return parsed.data === 'continue' && handles === 'decision' ? 'stop' : parsed.data;
}

/** What the Execution section says of each choice (D128, D141). */
export const onFailureTexts: Readonly<Record<OnFailure, { label: string; hint: string }>> = {
  stop: { label: 'Stop the run', hint: 'After its retries, the run fails at this node.' },
  continue: { label: 'Continue', hint: 'After its retries, the run goes on along this node’s connections with { error } as its output.' },
  errorPath: { label: 'Take the error path', hint: 'After its retries, the run follows the node’s red On error output, with the error as input.' },
};

/** The choices the Execution section offers a node with these handles (D142). */
export const onFailureChoices = (handles: NodeHandles): readonly OnFailure[] => (handles === 'decision' ? ['stop', 'errorPath'] : onFailureModes);

export interface NumberBounds {
  min: number;
  max: number;
  step: number;
  fallback: number;
}

/** Spec 02 §5 property bounds. */
export const propertyBounds = {
  timeout: { min: 5, max: 300, step: 5, fallback: 30 },
  retryCount: { min: 0, max: 10, step: 1, fallback: 3 },
} as const satisfies Record<string, NumberBounds>;

export interface NodeProperties {
  label: string;
  description: string;
  priority: (typeof priorities)[number];
  timeout: number;
  retryCount: number;
  isEnabled: boolean;
  executionMode: (typeof executionModes)[number];
  onFailure: OnFailure;
  tags: string;
}

export function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** A value on the bounds' step grid (counted from min) and within min..max; a non-number is the default. */
export function clampToBounds(value: unknown, bounds: NumberBounds): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return bounds.fallback;
  const stepped = bounds.min + Math.round((value - bounds.min) / bounds.step) * bounds.step;
  return Math.min(bounds.max, Math.max(bounds.min, stepped));
}

/** A stored value as the panel loads it: a stored 0 (or nothing) falls back to the default (spec 02 §5). */
export function loadedNumber(value: unknown, bounds: NumberBounds): number {
  return value === 0 ? bounds.fallback : clampToBounds(value, bounds);
}

