import { botIdsOf, botNodeProblems, isBotNode } from '../../../src/domain/bots/bot-node-inputs';
import { browserNodes } from '../../../src/domain/workflow/node-catalogue/catalogue';
import type { OwnedCredential } from '../../../src/domain/workflow/node-catalogue/setup-check';
import { savedWorkflowSchema } from '../../../src/domain/workflow/saved-workflow';
import { findOwnedBotFile, findOwnedBotSetups } from '../../bots/repository';
import type { Db } from '../../db/database';
import { engineWorkflowOf, type EngineNode } from '../engine/workflow';
import { defaultEngineSettings } from './execute-run';

const { maxBotDepth } = defaultEngineSettings;

/**
 * D66: what keeps the workflow's bot nodes from running their bots (a required input neither the node
 * nor the bot's setup in My Bots gives, a credential the owner lacks), read from the user's bots, for
 * the check before a run: a bought bot must be set up before it runs.
 */
export async function botSetupProblems(db: Db, userId: string, nodes: readonly EngineNode[], credentials: readonly OwnedCredential[]): Promise<string[]> {
  const ids = botIdsOf(nodes);
  if (ids.length === 0) return [];
  const setups = await findOwnedBotSetups(db, userId, ids);
  return botNodeProblems(nodes, (botId) => setups.get(botId), credentials);
}

/**
 * D68: the bot nodes whose bot's workflow (or a bot it calls, to the bots' depth limit) acts in a
 * web page, so that the run goes to a process with a browser.
 */
export async function botBrowserNodes(db: Db, userId: string, nodes: readonly EngineNode[], depth = 1): Promise<EngineNode[]> {
  if (depth > maxBotDepth) return [];
  const found: EngineNode[] = [];
  for (const node of nodes.filter((each) => isBotNode(each))) {
    const file = await findOwnedBotFile(db, userId, Number(node.properties.botId));
    const saved = savedWorkflowSchema.safeParse(file?.workflow);
    if (!saved.success) continue;
    const inner = engineWorkflowOf(saved.data).nodes;
    if (browserNodes(inner).length > 0 || (await botBrowserNodes(db, userId, inner, depth + 1)).length > 0) found.push(node);
  }
  return found;
}
