import { credentialKindLabels, type CredentialKind } from '../credentials/credential-kinds';
import { isGiven, readInputValue } from '../workflow/node-catalogue/declared-inputs';
import type { NodeKind } from '../workflow/node-catalogue/node-kind';
import { builtInPaletteItems, scriptPaletteItem, type PaletteItem } from '../workflow/node-catalogue/palette-items';
import { storedSettings } from '../workflow/node-catalogue/run-settings';
import type { OwnedCredential } from '../workflow/node-catalogue/setup-check';
import type { DraftNeed } from './build';
import { draftFieldsOf, type DraftAnswerNode } from './build-draft';

/** A draft's node as the canvas will hold it, before it has its canvas id. */
export interface NodePlan {
  draft: DraftAnswerNode;
  kind: NodeKind;
  label: string;
  properties: Record<string, unknown>;
  needs: Array<Omit<DraftNeed, 'nodeId'>>;
}

/** The palette item a kind's node is made from (the designer drops the same one). */
function paletteItemOfKind(kind: NodeKind): PaletteItem {
  const item = kind.behaviour === 'libraryScript' ? scriptPaletteItem({ id: String(kind.nodeProperties?.scriptId) }) : builtInPaletteItems.find((each) => each.id === kind.id);
  if (!item) throw new Error(`The palette has no item for ${kind.id}`);
  return item;
}

/** "an API Call", "a Website login". */
const withArticle = (words: string) => `${/^[AEIOU]/i.test(words) ? 'an' : 'a'} ${words}`;
const kindList = (kinds: readonly CredentialKind[]) => kinds.map((kind) => credentialKindLabels[kind]).join(' or ');

/**
 * One node's settings as the panel would store them, what it still needs, and what cannot be read
 * (pushed to `problems`, one sentence each, naming the node).
 */
export function planNode(draft: DraftAnswerNode, kind: NodeKind, byName: ReadonlyMap<string, OwnedCredential>, problems: string[]): NodePlan {
  const item = paletteItemOfKind(kind);
  const label = draft.label.trim() || item.nodeLabel;
  const fields = draftFieldsOf(kind);
  const texts: Record<string, string> = {};
  const needs: NodePlan['needs'] = [];
  for (const { name, value } of draft.settings) {
    const field = fields.find((each) => each.key === name);
    if (!field) {
      const known = fields.map((each) => each.key).join(', ') || 'none';
      problems.push(`${label}: ${withArticle(kind.label)} node has no setting named "${name}" (its settings: ${known}).`);
      continue;
    }
    texts[name] = value;
  }
  // A credential is chosen by the user: a name the draft gives is kept only when it is one of theirs, of a kind the field takes.
  for (const field of fields.filter((each) => each.control === 'credential')) {
    const name = texts[field.key]?.trim() ?? '';
    const owned = name === '' ? undefined : byName.get(name);
    const accepts = field.accepts ?? [];
    if (owned && accepts.includes(owned.kind)) continue;
    delete texts[field.key];
    if (name !== '' || field.input?.required === true) {
      const yours = [...byName.values()].filter((credential) => accepts.includes(credential.kind)).map((credential) => credential.name);
      const fieldLabel = field.input?.label ?? field.label;
      const choice = yours.length > 0 ? ` (yours: ${yours.join(', ')})` : ' (add one under Credentials first)';
      needs.push({ nodeLabel: label, kind: 'credential', field: field.key, text: `${label}: choose ${withArticle(kindList(accepts))} credential for ${fieldLabel}${choice}` });
    }
  }
  const properties = storedSettings(
    fields.filter((field) => field.key in texts),
    texts,
    { ...item.properties },
  );
  // Run Settings: what the engine parses the node with. A required setting left empty is for the user to fill in.
  const parsed = kind.settings.safeParse(properties);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
      const field = fields.find((each) => each.key === key);
      if (key && field && !isGiven(properties[key])) needs.push({ nodeLabel: label, kind: 'input', field: key, text: `${label}: fill in ${field.label}` });
      else problems.push(`${label}: ${issue.message}${key ? ` (${key})` : ''}.`);
    }
  }
  if (kind.behaviour === 'schedule' && typeof properties.cron === 'string' && properties.cron.trim().split(/\s+/).length !== 5) {
    problems.push(`${label}: the Schedule (cron) "${properties.cron}" is not five fields such as 0 8 * * 1-5.`);
  }
  for (const input of kind.inputs) {
    if (input.kind === 'credential') continue;
    const value = properties[input.name];
    if (!isGiven(value)) {
      if (input.required && input.default === undefined) needs.push({ nodeLabel: label, kind: 'input', field: input.name, text: `${label}: fill in ${input.label}` });
      continue;
    }
    const read = readInputValue(input, value);
    if (!read.ok) problems.push(`${label}: ${read.reason}.`);
  }
  return { draft, kind, label, properties, needs };
}
