import { z } from 'zod';
import { credentialKindLabels, type CredentialKind } from '../credentials/credential-kinds';
import { defaultLayoutBox, laidOutWorkflow } from '../workflow/auto-layout';
import { nodeKinds } from '../workflow/node-catalogue/catalogue';
import { isGiven, readInputValue } from '../workflow/node-catalogue/declared-inputs';
import type { NodeKind } from '../workflow/node-catalogue/node-kind';
import { builtInPaletteItems, scriptPaletteItem, type PaletteItem } from '../workflow/node-catalogue/palette-items';
import { inputFieldsOf, settingFieldsOf, storedSettings, type SettingField } from '../workflow/node-catalogue/run-settings';
import type { OwnedCredential } from '../workflow/node-catalogue/setup-check';
import type { SavedWorkflow, Viewport, WorkflowEdge, WorkflowNode } from '../workflow/saved-workflow';
import { draftGap, type DraftNeed } from './build';

/**
 * Build with Flo (issue 32, D70): the shape Flo asks Gemini for (and the offline templates are
 * written in), simpler than the canvas's, and the check every draft passes before it is drawn:
 * known kinds, readable Run Settings, one Start, every node reached from it, no cycle, edges between
 * existing nodes through handles they have. A draft that holds becomes canvas nodes exactly as a
 * palette drop makes them (its item's type, label and properties), laid out beside the workflow.
 */

/** The kinds a draft may use: every palette item but a bot of My Bots (a draft cannot know the user's bots). */
export const buildableKinds: readonly NodeKind[] = nodeKinds.filter((kind) => kind.category !== null && kind.id !== 'bot');
const buildableIds = buildableKinds.map((kind) => kind.id) as [string, ...string[]];

/** A decision's branches as the draft names them: yes is its right output (the condition held), no its bottom one. */
export const draftBranches = ['yes', 'no'] as const;
const handleOfBranch = { yes: 'right', no: 'bottom' } as const;

export const draftAnswerSchema = z.object({
  title: z.string().describe('A short name for the workflow, such as "Supplier price list by e-mail"'),
  summary: z.string().describe('One sentence on what the workflow does'),
  nodes: z
    .array(
      z.object({
        id: z.string().describe('Unique within the draft, such as n1, n2'),
        kind: z.enum(buildableIds).describe('The node kind, from the catalogue'),
        label: z.string().describe('What the step does, in a few words'),
        settings: z
          .array(z.object({ name: z.string().describe('A setting or input name of the kind'), value: z.string().describe('Its value as text; JSON for a JSON input') }))
          .describe('Only the settings to fill in; leave credentials and unknown values out'),
      }),
    )
    .min(1)
    .max(40),
  edges: z.array(
    z.object({
      from: z.string().describe('The id of the node the edge leaves'),
      to: z.string().describe('The id of the node it enters'),
      branch: z.enum(draftBranches).optional().describe('Only on an edge leaving a decision: yes when its condition holds, no otherwise'),
    }),
  ),
});
export type DraftAnswer = z.infer<typeof draftAnswerSchema>;
export type DraftAnswerNode = DraftAnswer['nodes'][number];

/**
 * The response schema sent to Gemini, generated from `draftAnswerSchema` (zod's JSON Schema, which
 * `responseJsonSchema` takes); `$schema` is left out, as Gemini reads only the listed keywords.
 */
export function draftResponseJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(draftAnswerSchema) as Record<string, unknown>;
  return schema;
}

/** The palette item a kind's node is made from (the designer drops the same one). */
function paletteItemOfKind(kind: NodeKind): PaletteItem {
  const item = kind.behaviour === 'libraryScript' ? scriptPaletteItem({ id: String(kind.nodeProperties?.scriptId) }) : builtInPaletteItems.find((each) => each.id === kind.id);
  if (!item) throw new Error(`The palette has no item for ${kind.id}`);
  return item;
}

/** Every field a kind's node has in Run Settings: its behaviour's settings, then its declared inputs. */
export const draftFieldsOf = (kind: NodeKind): readonly SettingField[] => [...settingFieldsOf(kind.settings), ...inputFieldsOf(kind.inputs)];

export interface DraftCheckContext {
  /** The user's credentials by name and kind, never their values: a credential the draft names must be one of these. */
  credentials: readonly OwnedCredential[];
  /** The workflow on the canvas: the draft's ids follow its own and the draft sits to its right. */
  workflow?: SavedWorkflow;
}

export interface CheckedDraft {
  workflow: SavedWorkflow;
  needs: DraftNeed[];
  title: string;
  summary: string;
}

export type DraftCheck = { ok: true; draft: CheckedDraft } | { ok: false; problems: string[] };

/** "an API Call", "a Website login". */
const withArticle = (words: string) => `${/^[AEIOU]/i.test(words) ? 'an' : 'a'} ${words}`;
const kindList = (kinds: readonly CredentialKind[]) => kinds.map((kind) => credentialKindLabels[kind]).join(' or ');
const defaultViewport: Viewport = { x: 0, y: 0, zoom: 1 };
const nodeNumber = /^node-(\d+)$/;
/** Where the draft's first rank goes: to the right of everything on the canvas, level with its top. */
export function draftOrigin(workflow: SavedWorkflow | undefined): { x: number; y: number } {
  if (!workflow || workflow.nodes.length === 0) return { x: 0, y: 0 };
  const width = (node: WorkflowNode) => (typeof node.measured === 'object' && node.measured !== null && typeof (node.measured as { width?: unknown }).width === 'number' ? (node.measured as { width: number }).width : defaultLayoutBox.width);
  const right = Math.max(...workflow.nodes.map((node) => node.position.x + width(node)));
  const top = Math.min(...workflow.nodes.map((node) => node.position.y));
  return { x: Math.round(right + draftGap), y: Math.round(top) };
}

/** The designer's ids are node-N (node-factory.ts): the draft's go on after the canvas's highest. */
function firstFreeNumber(workflow: SavedWorkflow | undefined): number {
  let next = 1;
  for (const node of workflow?.nodes ?? []) {
    const match = nodeNumber.exec(node.id);
    if (match) next = Math.max(next, Number(match[1]) + 1);
  }
  return next;
}

interface NodePlan {
  draft: DraftAnswerNode;
  kind: NodeKind;
  label: string;
  properties: Record<string, unknown>;
  needs: Array<Omit<DraftNeed, 'nodeId'>>;
}

/** One node's settings as the panel would store them, what it still needs, and what cannot be read. */
function planNode(draft: DraftAnswerNode, kind: NodeKind, byName: ReadonlyMap<string, OwnedCredential>, problems: string[]): NodePlan {
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

/** The first cycle the edges make, as the labels along it, or null. */
function cycleOf(ids: readonly string[], children: ReadonlyMap<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    state.set(id, 'open');
    path.push(id);
    for (const child of children.get(id) ?? []) {
      if (state.get(child) === 'open') return [...path.slice(path.indexOf(child)), child];
      if (!state.has(child)) {
        const found = visit(child);
        if (found) return found;
      }
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const id of ids) {
    if (state.has(id)) continue;
    const found = visit(id);
    if (found) return found;
  }
  return null;
}

/**
 * Checks a draft (Gemini's answer, or an offline template) against the node catalogue and, when
 * it holds, makes it a saved workflow: fresh node-N ids after the canvas's, laid out to the right
 * of it, with what it still needs (inputs left empty, credentials to choose). Otherwise every
 * problem, one sentence each, naming the node.
 */
export function checkDraft(answer: unknown, context: DraftCheckContext): DraftCheck {
  const read = draftAnswerSchema.safeParse(answer);
  if (!read.success) {
    return {
      ok: false,
      problems: read.error.issues.slice(0, 10).map((issue) => `The answer is not a workflow of the asked shape: ${issue.path.join('.') || 'the whole answer'}: ${issue.message}.`),
    };
  }
  const draft = read.data;
  const problems: string[] = [];
  const byName = new Map(context.credentials.map((credential) => [credential.name, credential]));

  const plans = new Map<string, NodePlan>();
  for (const node of draft.nodes) {
    if (node.id.trim() === '') {
      problems.push(`${node.label || node.kind}: a node needs an id, such as n1.`);
      continue;
    }
    if (plans.has(node.id)) {
      problems.push(`Two nodes share the id "${node.id}"; each node needs its own.`);
      continue;
    }
    const kind = buildableKinds.find((each) => each.id === node.kind)!;
    plans.set(node.id, planNode(node, kind, byName, problems));
  }
  const labelOf = (id: string) => plans.get(id)?.label ?? id;

  const starts = [...plans.values()].filter((plan) => plan.kind.behaviour === 'start');
  if (starts.length !== 1) problems.push(`A workflow has exactly one Start node; this draft has ${starts.length}.`);

  const children = new Map<string, string[]>();
  const edges: Array<{ from: string; to: string; handle: string | null }> = [];
  const seen = new Set<string>();
  for (const edge of draft.edges) {
    const from = plans.get(edge.from);
    const to = plans.get(edge.to);
    if (!from || !to) {
      problems.push(`The edge from "${edge.from}" to "${edge.to}" names a node the draft does not have.`);
      continue;
    }
    if (edge.from === edge.to) {
      problems.push(`${from.label} has an edge to itself; a node runs once.`);
      continue;
    }
    if (from.kind.handles === 'input-only') problems.push(`${from.label} is an End node, which has no output; its edge to ${to.label} cannot be drawn.`);
    if (to.kind.handles === 'output-only') problems.push(`${to.label} is a Start node, which has no input; the edge from ${from.label} cannot be drawn.`);
    let handle: string | null = null;
    if (from.kind.handles === 'decision') {
      if (!edge.branch) problems.push(`${from.label} is a Decision: its edge to ${to.label} must say branch yes (the condition holds) or no.`);
      else handle = handleOfBranch[edge.branch];
    } else if (edge.branch) {
      problems.push(`${from.label} is not a Decision, so its edge to ${to.label} takes no branch.`);
    }
    const key = `${edge.from}\u0000${handle ?? ''}\u0000${edge.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    edges.push({ from: edge.from, to: edge.to, handle });
    children.set(edge.from, [...(children.get(edge.from) ?? []), edge.to]);
  }

  const cycle = cycleOf([...plans.keys()], children);
  if (cycle) problems.push(`The edges make a loop (${cycle.map(labelOf).join(' → ')}); a run visits each node once, so a workflow has no cycle.`);
  if (starts.length === 1) {
    const reached = new Set<string>([starts[0]!.draft.id]);
    const queue = [starts[0]!.draft.id];
    while (queue.length > 0) {
      for (const child of children.get(queue.shift()!) ?? []) {
        if (!reached.has(child)) {
          reached.add(child);
          queue.push(child);
        }
      }
    }
    const stranded = [...plans.keys()].filter((id) => !reached.has(id));
    if (stranded.length > 0) problems.push(`${stranded.map(labelOf).join(', ')} cannot be reached from the Start node; connect ${stranded.length === 1 ? 'it' : 'them'} or leave ${stranded.length === 1 ? 'it' : 'them'} out.`);
  }
  if (problems.length > 0) return { ok: false, problems };

  let next = firstFreeNumber(context.workflow);
  const ids = new Map([...plans.keys()].map((id) => [id, `node-${next++}`]));
  const nodes: WorkflowNode[] = [...plans.values()].map((plan) => ({
    id: ids.get(plan.draft.id)!,
    type: plan.kind.type,
    position: { x: 0, y: 0 },
    data: { label: plan.label, type: plan.kind.type, properties: plan.properties },
  }));
  // As React Flow's addEdge names a connection drawn on the canvas (apply-changes.ts's connectEdge).
  const canvasEdges: WorkflowEdge[] = edges.map(({ from, to, handle }) => {
    const source = ids.get(from)!;
    const target = ids.get(to)!;
    return { id: `xy-edge__${source}${handle ?? ''}-${target}`, source, target, sourceHandle: handle, targetHandle: null, animated: true };
  });
  const workflow = laidOutWorkflow({ nodes, edges: canvasEdges, viewport: context.workflow?.viewport ?? defaultViewport }, draftOrigin(context.workflow));
  const needs = [...plans.values()].flatMap((plan) => plan.needs.map((need) => ({ nodeId: ids.get(plan.draft.id)!, ...need })));
  return { ok: true, draft: { workflow, needs, title: draft.title.trim() || 'Draft workflow', summary: draft.summary.trim() } };
}

/** The Run Settings a kind cannot run without: those an empty node fails to parse on. */
function requiredSettingsOf(kind: NodeKind): Set<string> {
  const parsed = kind.settings.safeParse({ ...kind.nodeProperties });
  return new Set(parsed.success ? [] : parsed.error.issues.flatMap((issue) => (typeof issue.path[0] === 'string' ? [issue.path[0]] : [])));
}

/** The catalogue as Flo's build prompt lists it: each kind with its Run Settings and inputs. */
export function catalogueForPrompt(): string {
  return buildableKinds
    .map((kind) => {
      const required = requiredSettingsOf(kind);
      const fields = draftFieldsOf(kind).map((field) => {
        const input = field.input;
        const facts = [
          input ? input.kind : field.control,
          input?.required || required.has(field.key) ? 'required' : undefined,
          field.choices ? `one of ${field.choices.join(', ')}` : undefined,
          field.control === 'credential' ? 'a credential: leave it out, the user chooses one' : undefined,
          input?.default !== undefined ? `default ${JSON.stringify(input.default)}` : undefined,
        ].filter(Boolean);
        return `    - ${field.key} (${facts.join('; ')}): ${(input?.label ?? field.label).replace(/ \(required\)$/, '')}${field.hint ? `. ${field.hint}` : ''}`;
      });
      const handles = kind.handles === 'decision' ? ' Two outputs: branch yes and branch no.' : kind.handles === 'output-only' ? ' No input.' : kind.handles === 'input-only' ? ' No output.' : '';
      return [`- ${kind.id}: ${kind.label}. ${kind.description.replace(/\.$/, '')}.${handles}${kind.needsBrowser ? ' Acts in the run’s browser tab.' : ''}`, ...fields].join('\n');
    })
    .join('\n');
}
