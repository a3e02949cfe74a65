import { botIdsOf, botNodeProblems } from '../../../src/domain/bots/bot-node-inputs';
import type { OwnedCredential } from '../../../src/domain/workflow/node-catalogue/setup-check';
import { findOwnedBotSetups } from '../../bots/repository';
import type { Db } from '../../db/database';
import type { EngineNode } from '../engine/workflow';

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
