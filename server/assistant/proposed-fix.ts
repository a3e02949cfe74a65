import type { ExplainFix } from '../../src/domain/assistant/explain';
import { kindOfNode } from '../../src/domain/workflow/node-catalogue/catalogue';
import { inputFieldsOf, parseSettings, settingFieldsOf, type SettingField } from '../../src/domain/workflow/node-catalogue/run-settings';
import { inputProblems } from '../../src/domain/workflow/node-catalogue/declared-inputs';
import { clampToBounds, propertyBounds, type NumberBounds } from '../../src/domain/workflow/node-properties';

/** The failed node as Ask Flo why reads it from the run's workflow (D92). */
export interface ExplainedNode {
  id: string;
  label: string;
  /** The spec's node type (`data.type`). */
  type: string;
  properties: Readonly<Record<string, unknown>>;
}

/** A fix as Flo or a known failure proposes it, before it is checked. */
export interface ProposedFix {
  field: string;
  value: unknown;
}

/** The node's properties of spec 02 §5 a fix may change, with the panel's labels. */
const boundedProperties: Readonly<Record<string, { label: string; bounds: NumberBounds }>> = {
  timeout: { label: 'Timeout (seconds)', bounds: propertyBounds.timeout },
  retryCount: { label: 'Retry attempts', bounds: propertyBounds.retryCount },
};

/** The settings a fix may name for this node: its kind's Run Settings and declared inputs, then Timeout and Retry attempts. */
export function fixableFields(node: ExplainedNode): Array<{ key: string; label: string }> {
  const kind = kindOfNode(node);
  const own = kind ? [...settingFieldsOf(kind.settings), ...inputFieldsOf(kind.inputs)].filter((field) => field.control !== 'credential') : [];
  return [...own.map(({ key, label }) => ({ key, label })), ...Object.entries(boundedProperties).map(([key, { label }]) => ({ key, label }))];
}

const shown = (value: string | number | boolean) => {
  const text = typeof value === 'string' ? value : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/**
 * A proposed change of one setting, checked as the designer would store it (D92): Timeout and
 * Retry attempts within the spec's bounds and on their steps; any other field one of the kind's Run
 * Settings (or declared inputs) the panel edits, not a credential field, that the kind's schema
 * still parses with the new value. It must change something. Null when it does not hold.
 */
export function checkedFix(node: ExplainedNode, proposed: ProposedFix): ExplainFix | null {
  const { field, value } = proposed;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  if (node.properties[field] === value) return null;
  const bounded = boundedProperties[field];
  if (bounded) {
    if (typeof value !== 'number' || clampToBounds(value, bounded.bounds) !== value) return null;
    return { nodeId: node.id, field, value, label: `Set ${bounded.label} to ${value}` };
  }
  const kind = kindOfNode(node);
  if (!kind) return null;
  const setting: SettingField | undefined = settingFieldsOf(kind.settings).find((each) => each.key === field) ?? inputFieldsOf(kind.inputs).find((each) => each.key === field);
  if (!setting || setting.control === 'credential') return null;
  const changed = { ...node.properties, [field]: value };
  if (!parseSettings(kind.settings, changed).ok) return null;
  if (setting.input && inputProblems([setting.input], changed).length > 0) return null;
  return { nodeId: node.id, field, value, label: `Set ${setting.label.replace(/ \(required\)$/, '')} to ${shown(value)}` };
}
