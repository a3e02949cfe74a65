import { z } from 'zod';
import { listingStepSchema, listingVersionSchema, type ListingStep } from '../market/listing';
import { kindOfNode } from '../workflow/node-catalogue/catalogue';
import { declaredInputSchema, isGiven, type DeclaredInput } from '../workflow/node-catalogue/declared-inputs';
import type { SavedWorkflow, WorkflowNode } from '../workflow/saved-workflow';
import { diffWorkflows } from '../workflow/workflow-diff';
import { checkSetupValues, type SetupCheck, type SetupValues } from './bot-setup';

/**
 * A bought bot's update (D130): the listing's newer version, applied only when its buyer chooses,
 * after seeing what changes: the steps added, removed and changed (nodes matched by id, as a
 * sequence's versions are compared, D86) and the inputs added, removed or changed. The setup is
 * kept for every input that still matches (same name and kind, a credential input still taking the
 * kinds it took); the new and changed ones are asked for.
 */

export const updateMessages = {
  notBought: 'This bot was not bought in the marketplace, so it has no updates',
  upToDate: 'This bot is up to date',
  /** 409: the seller published again since the buyer looked; they look again before updating. */
  newerVersion: (version: number) => `Version ${version} came out meanwhile: look at what it changes first`,
  updatedToast: (title: string, version: number) => `${title} now runs version ${version}.`,
} as const;

export const changedStepSchema = listingStepSchema.extend({
  /** What changed: "Label", "Type", or the properties' names. */
  changes: z.array(z.string()),
});

/** GET /v1/bots/{id}/update: what updating the copy to the listing's latest version changes. */
export const botUpdateSchema = z.object({
  /** The version the copy runs; null for a copy bought before the listings had versions. */
  from: z.number().int().nullable(),
  to: z.number().int().positive(),
  /** The versions after the copy's, newest first: what the seller said of each. */
  changelogs: z.array(listingVersionSchema),
  steps: z.object({ added: z.array(listingStepSchema), removed: z.array(listingStepSchema), changed: z.array(changedStepSchema) }),
  inputs: z.object({ added: z.array(declaredInputSchema), removed: z.array(declaredInputSchema), changed: z.array(declaredInputSchema) }),
  /** The inputs whose setup is kept, by name. */
  kept: z.array(z.string()),
});
export type BotUpdate = z.infer<typeof botUpdateSchema>;

/** POST /v1/bots/{id}/update: the version the buyer saw, and values for the inputs it asks for. */
export const botUpdatePayloadSchema = z.object({
  version: z.number().int().positive(),
  inputValues: z.record(z.string().max(40), z.unknown()).default({}),
});
export type BotUpdatePayload = z.input<typeof botUpdatePayloadSchema>;

const stepOf = (node: WorkflowNode): ListingStep => ({ label: node.data.label, kind: kindOfNode(node.data)?.caption ?? node.data.type });

/** A node that does a step of the bot: not its start or end. */
const isStep = (node: WorkflowNode) => {
  const handles = kindOfNode(node.data)?.handles;
  return handles !== 'output-only' && handles !== 'input-only';
};

/** Whether the buyer's value for `before` still fits `after`. */
export function inputStillMatches(before: DeclaredInput, after: DeclaredInput): boolean {
  if (before.name !== after.name || before.kind !== after.kind) return false;
  return before.kind !== 'credential' || (before.accepts ?? []).every((kind) => after.accepts?.includes(kind));
}

/** What updating from the copy's workflow and inputs to the new version's changes, and which of its setup stays. */
export function updateDiff(before: SavedWorkflow | null, after: SavedWorkflow, values: SetupValues): Pick<BotUpdate, 'steps' | 'inputs' | 'kept'> {
  const diff = diffWorkflows(before, after);
  const oldInputs = before?.inputs ?? [];
  const newInputs = after.inputs ?? [];
  const oldByName = new Map(oldInputs.map((input) => [input.name, input]));
  const newNames = new Set(newInputs.map((input) => input.name));
  const changed = newInputs.filter((input) => oldByName.has(input.name) && !inputStillMatches(oldByName.get(input.name)!, input));
  return {
    steps: {
      added: diff.added.filter(isStep).map(stepOf),
      removed: diff.removed.filter(isStep).map(stepOf),
      changed: diff.changed.filter((change) => isStep(change.after)).map((change) => ({ ...stepOf(change.after), changes: change.changes.map((each) => each.name) })),
    },
    inputs: {
      added: newInputs.filter((input) => !oldByName.has(input.name)),
      removed: oldInputs.filter((input) => !newNames.has(input.name)),
      changed,
    },
    kept: keptSetup(oldInputs, newInputs, values).names,
  };
}

/** The setup values that carry over: each given value whose input still matches in the new version. */
export function keptSetup(oldInputs: readonly DeclaredInput[], newInputs: readonly DeclaredInput[], values: SetupValues): { names: string[]; values: Record<string, unknown> } {
  const newByName = new Map(newInputs.map((input) => [input.name, input]));
  const kept: Record<string, unknown> = {};
  for (const input of oldInputs) {
    const next = newByName.get(input.name);
    if (next && inputStillMatches(input, next) && isGiven(values[input.name])) kept[input.name] = values[input.name];
  }
  return { names: Object.keys(kept), values: kept };
}

/** The setup after the update: what is kept, with the buyer's new values over it, each checked as its input's kind. */
export function updatedSetup(oldInputs: readonly DeclaredInput[], newInputs: readonly DeclaredInput[], values: SetupValues, given: SetupValues): SetupCheck {
  const checked = checkSetupValues(newInputs, given);
  if (!checked.ok) return checked;
  return { ok: true, values: { ...keptSetup(oldInputs, newInputs, values).values, ...checked.values } };
}
