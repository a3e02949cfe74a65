import { botIdsOf, botNodeMessages, botNodesMissingInputs } from '../../../src/domain/bots/bot-node-inputs';
import { findOwnedBotSetups } from '../../bots/repository';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import type { EngineNode } from '../engine/workflow';

/**
 * D66: a Run whose bot nodes leave a required input of their bot empty (neither the node nor the
 * bot's setup in My Bots gives it, and it has no default) is refused before it starts, naming each
 * node and its inputs, as a bought bot must be set up before it runs.
 */
export async function refuseBotNodesWithoutSetup(db: Db, userId: string, nodes: readonly EngineNode[]): Promise<void> {
  const ids = botIdsOf(nodes);
  if (ids.length === 0) return;
  const setups = await findOwnedBotSetups(db, userId, ids);
  const gaps = botNodesMissingInputs(nodes, (botId) => setups.get(botId));
  if (gaps.length > 0) throw new HttpError(422, botNodeMessages.missingInputs(gaps));
}
