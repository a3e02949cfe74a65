import { z } from 'zod';
import { credentialKinds, type CredentialKind } from '../credentials/credential-kinds';
import { kindOfNode } from '../workflow/node-catalogue/catalogue';
import { declaredInputSchema } from '../workflow/node-catalogue/declared-inputs';
import type { SavedWorkflow } from '../workflow/saved-workflow';
import { simulationOrder } from '../workflow/visiting-order';
import { marketBotSchema } from './market';

/**
 * What a market bot's page and detail modal say of it (D130), read from the workflow its buyers
 * get instead of fixed texts: what it does (its steps in order, by label and kind), what it needs
 * (the inputs its buyer sets up, the kinds of credential among them, whether it runs a browser),
 * and its versions, each with its date and changelog.
 */

export const listingStepSchema = z.object({
  label: z.string(),
  /** The kind's caption in the node catalogue: "API Call", "Transform", "Script"... */
  kind: z.string(),
});
export type ListingStep = z.infer<typeof listingStepSchema>;

export const listingNeedsSchema = z.object({
  /** What the buyer sets up in My Bots (D66): never a value, only what is asked. */
  inputs: z.array(declaredInputSchema),
  /** The kinds of credential those inputs take, each once. */
  credentialKinds: z.array(z.enum(credentialKinds)),
  /** A step acts in a web page: its runs wait for a process with a browser (D68). */
  browser: z.boolean(),
});
export type ListingNeeds = z.infer<typeof listingNeedsSchema>;

export const listingVersionSchema = z.object({
  version: z.number().int().positive(),
  /** ISO 8601. */
  publishedAt: z.string(),
  changelog: z.string(),
});
export type ListingVersion = z.infer<typeof listingVersionSchema>;

/** GET /v1/market/bots/{id}: the bot as the grid shows it, with its steps, needs and versions (newest first). */
export const marketBotDetailSchema = marketBotSchema.extend({
  steps: z.array(listingStepSchema),
  needs: listingNeedsSchema,
  versions: z.array(listingVersionSchema),
});
export type MarketBotDetail = z.infer<typeof marketBotDetailSchema>;

/** How many versions a bot's page lists: its latest changelogs, enough to see how it moves. */
export const listedVersionsMax = 20;

interface ListedNode {
  id: string;
  type: string;
  position: { x: number; y: number };
  label: string;
  properties: Readonly<Record<string, unknown>>;
}

const listedNodesOf = (workflow: SavedWorkflow): ListedNode[] =>
  workflow.nodes.map((node) => ({ id: node.id, type: node.data.type, position: node.position, label: node.data.label, properties: node.data.properties }));

/**
 * The steps a run of the workflow takes, in the order a run first reaches them (start node, then
 * along the edges, depth first, children in canvas order): every enabled node the start reaches but
 * the start and end themselves, which do nothing of their own.
 */
export function listingSteps(workflow: SavedWorkflow): ListingStep[] {
  const nodes = listedNodesOf(workflow);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const order = simulationOrder(nodes, workflow.edges);
  return order.flatMap((id) => {
    const node = byId.get(id)!;
    const kind = kindOfNode(node);
    if (node.properties.isEnabled === false || kind?.handles === 'output-only' || kind?.handles === 'input-only') return [];
    return [{ label: node.label, kind: kind?.caption ?? node.type }];
  });
}

/** What a buyer must give the workflow before it runs, and whether it needs a browser. */
export function listingNeeds(workflow: SavedWorkflow): ListingNeeds {
  const inputs = workflow.inputs ?? [];
  const kinds = new Set<CredentialKind>(inputs.flatMap((input) => input.accepts ?? []));
  const browser = listedNodesOf(workflow).some((node) => node.properties.isEnabled !== false && kindOfNode(node)?.needsBrowser === true);
  return { inputs, credentialKinds: credentialKinds.filter((kind) => kinds.has(kind)), browser };
}
