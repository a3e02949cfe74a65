import { z } from 'zod';
import { kindOfNode, unknownNodes } from '../workflow/node-catalogue/catalogue';
import { setupProblems, type OwnedCredential } from '../workflow/node-catalogue/setup-check';
import { limits, ruleMessages } from '../rule-texts';
import { descriptionRule, nameRule } from '../rules';
import type { SavedWorkflow } from '../workflow/saved-workflow';
import { marketMessages } from './market';

/**
 * Publishing (D130): one of the seller's sequences and a saved version of it, beside the upload
 * modal's fields (02 §2: name, description, comma-separated tags, image) and the price (D56).
 * What would not pass the check before a run cannot be published, nor a workflow that runs a bot.
 */

export const publishMessages = {
  sequenceRequired: 'Choose one of your sequences',
  versionRequired: 'Choose a saved version of the sequence',
  noVersions: 'This sequence has no saved version yet: save its workflow in the designer first',
  changelogRequired: 'Say what changed in this version',
  changelogTooLong: 'The changelog must not exceed 500 characters',
  /** The dialog lists the problems; a Publish that still meets them is refused with this. */
  refused: (problems: readonly string[]) => `This version cannot be published: ${problems.join('; ')}`,
  noWorkflow: 'The version holds no workflow',
  noStart: 'The workflow has no start node',
  unknownNode: (label: string, type: string) => `${label}: Botflow does not know what this node does (${type})`,
  boughtBot: (label: string, title: string) => `${label}: runs ${title}, a bot you bought, which you may not resell`,
  ownBot: (label: string, title: string) => `${label}: runs your bot ${title}, which its buyers would not have; put its steps in this sequence instead`,
  missingBot: (label: string) => `${label}: runs a bot that is not in your My Bots`,
  notPublisher: 'Only the bot’s publisher can change its listing',
  noSequence: 'The sequence this bot was published from is gone, so no update can be published',
  unpublished: 'This bot is unpublished, so it takes no updates',
  sameVersion: 'Buyers already have this workflow: save a change in the designer first',
  firstChangelog: 'First version',
  /** A bought bot's credential, lifted out of the seller's workflow (D138). */
  credentialHelp: 'Your own credential of the kind it takes; the seller’s is never part of the bot',
} as const;

/** The changelog of an update (D130): what a buyer reads before choosing to update. */
const changelogRule = z.string({ error: publishMessages.changelogRequired }).trim().min(1, publishMessages.changelogRequired).max(limits.description, publishMessages.changelogTooLong);

const sequenceIdRule = z.string({ error: publishMessages.sequenceRequired }).trim().min(1, publishMessages.sequenceRequired).max(64, publishMessages.sequenceRequired);
const versionRule = z.coerce.number({ error: publishMessages.versionRequired }).int(publishMessages.versionRequired).min(1, publishMessages.versionRequired).max(2_147_483_647, publishMessages.versionRequired);

/** The upload modal's fields (02 §2; D9 makes it publish) and what D130 adds: the sequence and its version. */
export const marketPublishFieldsSchema = z.object({
  name: nameRule('Name'),
  description: descriptionRule().default(''),
  tags: z
    .string()
    .max(limits.description, ruleMessages.tooLong('Tags', limits.description))
    .default('')
    .transform((value) => [...new Set(value.split(',').map((tag) => tag.trim().toLowerCase()).filter((tag) => tag !== ''))])
    .pipe(z.array(z.string().max(30, marketMessages.tagTooLong)).max(10, marketMessages.tagsTooMany)),
  price: z.coerce.number({ error: marketMessages.priceRange }).min(0, marketMessages.priceRange).max(10_000, marketMessages.priceRange).default(0),
  sequence_id: sequenceIdRule,
  version: versionRule,
});
export type MarketPublishFields = z.input<typeof marketPublishFieldsSchema>;

/** GET /v1/market/publish-check: whether one of the caller's sequence versions can be published, and why not. */
export const publishCheckQuerySchema = z.object({ sequence_id: sequenceIdRule, version: versionRule });
export const publishCheckSchema = z.object({ problems: z.array(z.string()) });
export type PublishCheck = z.infer<typeof publishCheckSchema>;

/** POST /v1/market/bots/{id}/versions: an update of the listing from another saved version of its sequence. */
export const marketUpdateSchema = z.object({ version: versionRule, changelog: changelogRule });
export type MarketUpdate = z.input<typeof marketUpdateSchema>;

/** A bot a bot node runs, as the seller has it in My Bots. */
export interface NodeBot {
  title: string;
  /** A copy of a market bot: the seller bought it. */
  bought: boolean;
}

interface PublishedNode {
  type: string;
  label: string;
  properties: Readonly<Record<string, unknown>>;
}

const isBotNode = (node: PublishedNode) => kindOfNode(node)?.behaviour === 'bot';

const nodesOf = (workflow: SavedWorkflow): PublishedNode[] => workflow.nodes.map((node) => ({ type: node.data.type, label: node.data.label, properties: node.data.properties }));

/**
 * Why a version cannot be sold, one line each (D130): the check before a run's own refusals (an
 * unknown node, a required setting or input left empty, a credential its seller lacks), a workflow
 * with no start, and any bot node: a bought bot is not the seller's to resell, and the seller's own
 * bot is not in its buyers' My Bots, so the node could not run for them.
 */
export function publishProblems(
  workflow: SavedWorkflow | null,
  { credentials, botOf }: { credentials: readonly OwnedCredential[]; botOf: (botId: number) => NodeBot | undefined },
): string[] {
  if (!workflow || workflow.nodes.length === 0) return [publishMessages.noWorkflow];
  const nodes = nodesOf(workflow);
  const problems: string[] = [];
  if (!nodes.some((node) => node.type === 'start')) problems.push(publishMessages.noStart);
  problems.push(...unknownNodes(nodes).map((node) => publishMessages.unknownNode(node.label, node.type)));
  problems.push(...setupProblems(nodes, credentials));
  for (const node of nodes.filter((each) => isBotNode(each) && each.properties.isEnabled !== false)) {
    const bot = botOf(Number(node.properties.botId));
    if (!bot) problems.push(publishMessages.missingBot(node.label));
    else problems.push(bot.bought ? publishMessages.boughtBot(node.label, bot.title) : publishMessages.ownBot(node.label, bot.title));
  }
  return problems;
}

/** The bots a workflow's enabled bot nodes name, for `publishProblems`' lookup. */
export const botIdsNamed = (workflow: SavedWorkflow | null): number[] =>
  workflow ? [...new Set(nodesOf(workflow).filter((node) => isBotNode(node) && node.properties.isEnabled !== false).map((node) => Number(node.properties.botId)))].filter((id) => Number.isInteger(id) && id > 0) : [];
