import type { OwnedCredential } from '../workflow/node-catalogue/setup-check';
import type { SavedWorkflow } from '../workflow/saved-workflow';
import type { DraftNeed } from './build';
import { buildableKinds, draftAnswerSchema } from './build-draft';
import { childrenOf, cycleOf, planEdges, unreachedFrom } from './build-draft-edges';
import { planNode, type NodePlan } from './build-draft-nodes';
import { placedDraft } from './build-draft-placement';

/**
 * The check every draft of Build with Flo passes before it is drawn (D70, D91): known kinds,
 * readable Run Settings, one Start, every node reached from it, no cycle, edges between existing
 * nodes through handles they have. A draft that holds becomes canvas nodes exactly as a palette
 * drop makes them (its item's type, label and properties), laid out beside the workflow.
 */

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

  const edges = planEdges(draft.edges, plans, problems);
  const children = childrenOf(edges);
  const cycle = cycleOf([...plans.keys()], children);
  if (cycle) problems.push(`The edges make a loop (${cycle.map(labelOf).join(' → ')}); a run visits each node once, so a workflow has no cycle.`);
  if (starts.length === 1) {
    // A Webhook node begins runs of its own (D126): what it leads to is reached too.
    const roots = [starts[0]!, ...[...plans.values()].filter((plan) => plan.kind.trigger === 'webhook')].map((plan) => plan.draft.id);
    const stranded = unreachedFrom(roots, [...plans.keys()], children);
    const them = stranded.length === 1 ? 'it' : 'them';
    if (stranded.length > 0) problems.push(`${stranded.map(labelOf).join(', ')} cannot be reached from the Start node or a Webhook node; connect ${them} or leave ${them} out.`);
  }
  if (problems.length > 0) return { ok: false, problems };

  const { workflow, ids } = placedDraft([...plans.values()], edges, context.workflow);
  const needs = [...plans.values()].flatMap((plan) => plan.needs.map((need) => ({ nodeId: ids.get(plan.draft.id)!, ...need })));
  return { ok: true, draft: { workflow, needs, title: draft.title.trim() || 'Draft workflow', summary: draft.summary.trim() } };
}
