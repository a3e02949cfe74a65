import { botNodeMessages, botRunInputs } from '../../../src/domain/bots/bot-node-inputs';
import { missingRequiredInputs } from '../../../src/domain/workflow/node-catalogue/declared-inputs';
import { notRetried } from '../../../src/domain/workflow/retry-policy';
import { fillTemplate } from '../../../src/domain/workflow/templates';
import type { Executor } from '../engine/executor-context';
import { NodeFailure } from '../engine/node-failure';

/**
 * Runs a bot of My Bots as a sub-run, one level deeper (D38); its output is the sub-run's. The
 * sub-run's inputs (D66): the node's values (templates filled from this node's input and this
 * workflow's inputs, so a bot inside a bot can pass its own on) over the bot's setup over the defaults.
 */
export const executeBot: Executor<'bot'> = async (context, { botId, botTitle }) => {
  const bot = await context.services.loadBotWorkflow(botId);
  if (!bot) throw new NodeFailure('The bot has no workflow to run');
  const scope = { input: context.input, inputs: context.inputs };
  const nodeValues = Object.fromEntries(
    bot.inputs.map(({ name, kind }) => {
      const value = context.node.properties[name];
      return [name, typeof value === 'string' && kind !== 'json' ? fillTemplate(value, scope) : value];
    }),
  );
  const inputs = botRunInputs(bot.inputs, bot.values, nodeValues);
  const missing = missingRequiredInputs(bot.inputs, inputs);
  if (missing.length > 0) throw new NodeFailure(botNodeMessages.missingInRun(missing.map((input) => input.label)), { why: notRetried.missingInput });
  context.log(`Running the bot ${botTitle ?? String(botId)}`);
  return { output: await context.runBot(bot.workflow, context.input, inputs) };
};
