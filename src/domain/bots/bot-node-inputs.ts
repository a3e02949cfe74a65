import { kindOfNode } from '../workflow/node-catalogue/catalogue';
import { inputValues, isGiven, missingRequiredInputs, type DeclaredInput } from '../workflow/node-catalogue/declared-inputs';
import type { SetupValues } from './bot-setup';

/**
 * A bot node's inputs (D66): a sequence can set a bot's inputs on its node, in the node's properties
 * under each input's name, for this sequence only. What the bot's run reads is the node's value, else
 * the bot's own setup in My Bots, else the input's declared default.
 */
export function botRunInputs(inputs: readonly DeclaredInput[], botValues: SetupValues, nodeValues: SetupValues): Record<string, unknown> {
  const chosen: Record<string, unknown> = {};
  for (const { name } of inputs) chosen[name] = isGiven(nodeValues[name]) ? nodeValues[name] : botValues[name];
  return inputValues(inputs, chosen);
}

/** What a node falls back on for each input when it sets none: the bot's own value, else the declared default. */
export const botDefaults = (inputs: readonly DeclaredInput[], botValues: SetupValues) => botRunInputs(inputs, botValues, {});

/** A bot's declarations and its setup, as a run (or the designer) finds them for a bot node. */
export interface BotSetup {
  inputs: readonly DeclaredInput[];
  values: SetupValues;
}

interface NodeLike {
  type: string;
  label: string;
  properties: Readonly<Record<string, unknown>>;
}

const isBotNode = (node: NodeLike) => kindOfNode(node)?.behaviour === 'bot';

/** The bots a workflow's enabled bot nodes run, each once. */
export function botIdsOf(nodes: readonly NodeLike[]): number[] {
  const ids = nodes.filter((node) => isBotNode(node) && node.properties.isEnabled !== false).map((node) => Number(node.properties.botId));
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}

export interface BotNodeGap {
  node: string;
  inputs: string[];
}

/**
 * The enabled bot nodes that would run their bot with a required input empty (neither the node nor
 * the bot's setup gives one, and it has no default), each with those inputs' labels. A bot that is
 * not found has nothing to check here: its node fails in the run, saying it has no workflow.
 */
export function botNodesMissingInputs(nodes: readonly NodeLike[], setupOf: (botId: number) => BotSetup | undefined): BotNodeGap[] {
  return nodes.flatMap((node) => {
    if (!isBotNode(node) || node.properties.isEnabled === false) return [];
    const setup = setupOf(Number(node.properties.botId));
    if (!setup) return [];
    const missing = missingRequiredInputs(setup.inputs, botRunInputs(setup.inputs, setup.values, node.properties));
    return missing.length > 0 ? [{ node: node.label, inputs: missing.map((input) => input.label) }] : [];
  });
}

export const botNodeMessages = {
  /** Run refused before it starts (422), naming each node and its empty inputs. */
  missingInputs: (gaps: readonly BotNodeGap[]) =>
    `Set the required inputs of these bots, on the node or in the bot's setup in My Bots, before running: ${gaps.map((gap) => `${gap.node} (${gap.inputs.join(', ')})`).join('; ')}`,
  /** A bot node that reaches its run with a required input empty (a bot inside a bot, or a setup changed meanwhile). */
  missingInRun: (labels: readonly string[]) => `The bot's required inputs are empty: ${labels.join(', ')}`,
} as const;
