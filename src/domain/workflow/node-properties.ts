/**
 * A node's properties (spec 02 §3) and their bounds (spec 02 §5): the designer's panel and the run
 * engine read stored properties through these same rules.
 */
export const priorities = ['low', 'medium', 'high', 'critical'] as const;
export const executionModes = ['sequential', 'parallel', 'async'] as const;

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

