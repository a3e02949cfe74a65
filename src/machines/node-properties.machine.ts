import { assign, setup } from 'xstate';

export const priorities = ['low', 'medium', 'high', 'critical'] as const;
export const executionModes = ['sequential', 'parallel', 'async'] as const;

/** Spec 02 §5 property bounds. */
export const propertyBounds = {
  timeout: { min: 5, max: 300, step: 5, fallback: 30 },
  retryCount: { min: 0, max: 10, step: 1, fallback: 3 },
} as const;

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

export interface SelectedNode {
  id: string;
  type: string;
  label: string;
  properties: Record<string, unknown>;
}

export interface NodePropertiesContext {
  count: number;
  node: SelectedNode | null;
  draft: NodeProperties | null;
}

export type NodePropertiesEvent =
  | { type: 'selection.changed'; nodes: readonly SelectedNode[] }
  | { type: 'draft.changed'; changes: Partial<NodeProperties> }
  | { type: 'properties.update' };

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

function boundedNumber(value: unknown, bounds: { min: number; max: number; fallback: number }): number {
  // A stored 0 (or nothing) falls back to the default (spec 02 §5).
  if (typeof value !== 'number' || !Number.isFinite(value) || value === 0) return bounds.fallback;
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** The panel's values for a node: its stored properties with the spec's defaults. */
export function draftFor(node: SelectedNode): NodeProperties {
  const stored = node.properties;
  return {
    label: typeof stored.label === 'string' && stored.label !== '' ? stored.label : node.label,
    description: typeof stored.description === 'string' ? stored.description : '',
    priority: oneOf(priorities, stored.priority, 'medium'),
    timeout: boundedNumber(stored.timeout, propertyBounds.timeout),
    retryCount: boundedNumber(stored.retryCount, propertyBounds.retryCount),
    // Unset counts as enabled.
    isEnabled: stored.isEnabled !== false,
    executionMode: oneOf(executionModes, stored.executionMode, 'sequential'),
    tags: Array.isArray(stored.tags) ? stored.tags.join(', ') : typeof stored.tags === 'string' ? stored.tags : '',
  };
}

/** What "Update Properties" writes: the draft kept within bounds, tags as a list. */
export function propertiesFrom(draft: NodeProperties, stored: Record<string, unknown>): Record<string, unknown> {
  const timeoutSteps = Math.round(draft.timeout / propertyBounds.timeout.step) * propertyBounds.timeout.step;
  return {
    ...stored,
    ...draft,
    timeout: Math.min(propertyBounds.timeout.max, Math.max(propertyBounds.timeout.min, timeoutSteps)),
    retryCount: Math.min(propertyBounds.retryCount.max, Math.max(propertyBounds.retryCount.min, Math.round(draft.retryCount))),
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  };
}

/** The "Bot Properties" panel (spec 02 §2, §4): none, several, or one node with local edits. */
export const nodePropertiesMachine = setup({
  types: {
    context: {} as NodePropertiesContext,
    events: {} as NodePropertiesEvent,
  },
  actions: {
    applyProperties: (_, _update: { nodeId: string; properties: Record<string, unknown> }) => {},
  },
  guards: {
    noneSelected: ({ event }) => event.type === 'selection.changed' && event.nodes.length === 0,
    severalSelected: ({ event }) => event.type === 'selection.changed' && event.nodes.length > 1,
  },
}).createMachine({
  id: 'nodeProperties',
  context: { count: 0, node: null, draft: null },
  initial: 'none',
  on: {
    'selection.changed': [
      { guard: 'noneSelected', target: '.none', actions: assign({ count: 0, node: null, draft: null }) },
      { guard: 'severalSelected', target: '.several', actions: assign(({ event }) => ({ count: event.nodes.length, node: null, draft: null })) },
      // The same node selected again keeps the edits in progress.
      {
        target: '.one',
        actions: assign(({ context, event }) => {
          const node = event.nodes[0]!;
          return { count: 1, node, draft: context.node?.id === node.id && context.draft ? context.draft : draftFor(node) };
        }),
      },
    ],
  },
  states: {
    none: {},
    several: {},
    one: {
      on: {
        'draft.changed': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft!, ...event.changes }) }) },
        'properties.update': {
          actions: {
            type: 'applyProperties',
            params: ({ context }) => ({ nodeId: context.node!.id, properties: propertiesFrom(context.draft!, context.node!.properties) }),
          },
        },
      },
    },
  },
});
