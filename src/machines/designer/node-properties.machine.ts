import { assign, setup } from 'xstate';
import {
  clampToBounds,
  executionModes,
  loadedNumber,
  onFailureOf,
  oneOf,
  priorities,
  propertyBounds,
  type NodeProperties,
} from '../../domain/workflow/node-properties';
import { kindOfNode, withPaletteItem } from '../../domain/workflow/node-catalogue/catalogue';
import type { NodeKind } from '../../domain/workflow/node-catalogue/node-kind';
import type { PaletteBot } from '../../domain/workflow/node-catalogue/palette-items';
import { inputFieldsOf, settingFieldsOf, settingText, storedSettings, type SettingField } from '../../domain/workflow/node-catalogue/run-settings';
import { botInputFieldsFor } from './bot-node-setup';

export interface SelectedNode {
  id: string;
  type: string;
  label: string;
  properties: Record<string, unknown>;
}

/** A number Update Properties had to bring within the spec's bounds: what was typed and what was stored. */
export interface Adjustment {
  asked: number;
  stored: number;
}

export type BoundedField = 'timeout' | 'retryCount';

/** The panel's values: the spec's properties, and the node type's run settings as text (D62). */
export interface NodeDraft extends NodeProperties {
  settings: Record<string, string>;
}

export interface NodePropertiesContext {
  /** The user's active bots as the palette loaded them, with their inputs (D66): a bot node's Run Settings draw its bot's. */
  bots: readonly PaletteBot[];
  count: number;
  node: SelectedNode | null;
  draft: NodeDraft | null;
  /** Set by Update Properties when it stored another number than the one typed; cleared by the next edit. */
  adjusted: Partial<Record<BoundedField, Adjustment>>;
}

export type NodePropertiesEvent =
  | { type: 'bots.loaded'; bots: readonly PaletteBot[] }
  | { type: 'selection.changed'; nodes: readonly SelectedNode[] }
  | { type: 'draft.changed'; changes: Partial<NodeProperties> }
  | { type: 'setting.changed'; key: string; value: string }
  | { type: 'properties.update' };

/** The Run Settings the panel edits for the node: its kind's (D65); none for a node the catalogue does not know. */
const noSettings: readonly SettingField[] = [];
const fieldsByKind = new WeakMap<NodeKind, readonly SettingField[]>();

/**
 * Its behaviour's settings, then its declared inputs (D66), or a bot node's bot's inputs: the same
 * list each time for one kind, or one loaded bot.
 */
export function runSettingFieldsOf(node: Pick<SelectedNode, 'type' | 'properties'>, bots: readonly PaletteBot[] = []): readonly SettingField[] {
  const kind = kindOfNode(node);
  if (!kind) return noSettings;
  // A bot's own settings (its id and title) are not edited; its inputs are the bot's.
  if (kind.behaviour === 'bot') return botInputFieldsFor(bots, node);
  let fields = fieldsByKind.get(kind);
  if (!fields) {
    fields = [...settingFieldsOf(kind.settings), ...inputFieldsOf(kind.inputs)];
    fieldsByKind.set(kind, fields);
  }
  return fields;
}

/** The node's Run Settings as the panel edits them: text. */
const settingTexts = (node: SelectedNode, bots: readonly PaletteBot[]) =>
  Object.fromEntries(runSettingFieldsOf(node, bots).map((field) => [field.key, settingText(node.properties[field.key])]));

/** The panel's values for a node: its stored properties with the spec's defaults. */
export function draftFor(node: SelectedNode, bots: readonly PaletteBot[] = []): NodeDraft {
  const stored = node.properties;
  return {
    settings: settingTexts(node, bots),
    label: typeof stored.label === 'string' && stored.label !== '' ? stored.label : node.label,
    description: typeof stored.description === 'string' ? stored.description : '',
    priority: oneOf(priorities, stored.priority, 'medium'),
    timeout: loadedNumber(stored.timeout, propertyBounds.timeout),
    retryCount: loadedNumber(stored.retryCount, propertyBounds.retryCount),
    // Unset counts as enabled.
    isEnabled: stored.isEnabled !== false,
    executionMode: oneOf(executionModes, stored.executionMode, 'sequential'),
    onFailure: onFailureOf(node, kindOfNode(node)?.handles),
    tags: Array.isArray(stored.tags) ? stored.tags.join(', ') : typeof stored.tags === 'string' ? stored.tags : '',
  };
}

/**
 * What "Update Properties" writes: the draft kept within bounds, tags as a list, run settings by
 * their rules, and the palette item the node is (D65), so that clearing a Schedule's cron does not
 * turn an older node into a Timer.
 */
export function propertiesFrom({ settings, ...draft }: NodeDraft, node: SelectedNode, bots: readonly PaletteBot[] = []): Record<string, unknown> {
  return {
    ...storedSettings(runSettingFieldsOf(node, bots), settings, withPaletteItem(node)),
    ...draft,
    timeout: clampToBounds(draft.timeout, propertyBounds.timeout),
    retryCount: clampToBounds(draft.retryCount, propertyBounds.retryCount),
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  };
}

/** The bounded numbers Update Properties changes on the way to the node (a retry count of 99 is kept as 10). */
export function adjustmentsOf(draft: NodeDraft): Partial<Record<BoundedField, Adjustment>> {
  const adjusted: Partial<Record<BoundedField, Adjustment>> = {};
  for (const field of ['timeout', 'retryCount'] as const) {
    const stored = clampToBounds(draft[field], propertyBounds[field]);
    if (stored !== draft[field]) adjusted[field] = { asked: draft[field], stored };
  }
  return adjusted;
}

/** Structural equality of JSON-like values (stored properties hold only those). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return aKeys.length === bKeys.length && aKeys.every((key) => Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The same node with the same stored label and properties: only its place or selection moved. */
function sameStoredNode(previous: SelectedNode | null, next: SelectedNode): boolean {
  return previous !== null && previous.id === next.id && previous.type === next.type && previous.label === next.label && sameValue(previous.properties, next.properties);
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
    isRunSetting: ({ context, event }) => event.type === 'setting.changed' && context.node !== null && runSettingFieldsOf(context.node, context.bots).some((field) => field.key === event.key),
    noneSelected: ({ event }) => event.type === 'selection.changed' && event.nodes.length === 0,
    severalSelected: ({ event }) => event.type === 'selection.changed' && event.nodes.length > 1,
    storedDataUnchanged: ({ context, event }) => event.type === 'selection.changed' && context.draft !== null && sameStoredNode(context.node, event.nodes[0]!),
  },
}).createMachine({
  id: 'nodeProperties',
  context: { bots: [], count: 0, node: null, draft: null, adjusted: {} },
  initial: 'none',
  on: {
    // The palette's bots came (or came again): a selected bot node gains its bot's inputs, and edits in progress stay.
    'bots.loaded': {
      actions: assign(({ context, event }) => ({
        bots: event.bots,
        draft: context.node && context.draft ? { ...context.draft, settings: { ...settingTexts(context.node, event.bots), ...context.draft.settings } } : context.draft,
      })),
    },
    'selection.changed': [
      { guard: 'noneSelected', target: '.none', actions: assign({ count: 0, node: null, draft: null, adjusted: {} }) },
      { guard: 'severalSelected', target: '.several', actions: assign(({ event }) => ({ count: event.nodes.length, node: null, draft: null, adjusted: {} })) },
      // The editor re-announces a selected node after a drag: the edits in progress stay.
      { guard: 'storedDataUnchanged', target: '.one', actions: assign(({ event }) => ({ count: 1, node: event.nodes[0]! })) },
      // Another node, or this node's stored data changed (undo, redo, Update Properties): reload.
      // What Update Properties had to adjust stays said while the same node reloads with it.
      {
        target: '.one',
        actions: assign(({ context, event }) => ({
          count: 1,
          node: event.nodes[0]!,
          draft: draftFor(event.nodes[0]!, context.bots),
          adjusted: context.node?.id === event.nodes[0]!.id ? context.adjusted : {},
        })),
      },
    ],
  },
  states: {
    none: {},
    several: {},
    one: {
      on: {
        'draft.changed': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft!, ...event.changes }), adjusted: {} }) },
        'setting.changed': {
          guard: 'isRunSetting',
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft!, settings: { ...context.draft!.settings, [event.key]: event.value } }) }),
        },
        'properties.update': {
          actions: [
            {
              type: 'applyProperties',
              params: ({ context }) => ({ nodeId: context.node!.id, properties: propertiesFrom(context.draft!, context.node!, context.bots) }),
            },
            // The panel shows what is stored (a timeout of 7 is kept as 5), even when the stored data
            // ends up equal to before and the editor's answer therefore looks like no change.
            assign({
              draft: ({ context }) => draftFor({ ...context.node!, properties: propertiesFrom(context.draft!, context.node!, context.bots) }, context.bots),
              adjusted: ({ context }) => adjustmentsOf(context.draft!),
            }),
          ],
        },
      },
    },
  },
});
