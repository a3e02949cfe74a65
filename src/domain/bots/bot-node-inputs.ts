import { kindOfNode } from '../workflow/node-catalogue/catalogue';
import { credentialNamesIn, inputProblems, inputValues, isGiven, type DeclaredInput } from '../workflow/node-catalogue/declared-inputs';
import { credentialProblems, credentialsByName, type OwnedCredential } from '../workflow/node-catalogue/setup-check';
import type { SetupValues } from './bot-setup';

/**
 * A bot node's inputs (D66): a sequence can set a bot's inputs on its node, in the node's properties
 * under each input's name, for this sequence only. What the bot's run reads is the node's value, else
 * the bot's own setup in My Bots, else the input's declared default.
 */
export const botRunInputs = (inputs: readonly DeclaredInput[], botValues: SetupValues, nodeValues: SetupValues) => inputValues(inputs, chosenValues(inputs, botValues, nodeValues));

/** Each input's value as stored where it is chosen: the node's own when it gives one, else the bot's. */
function chosenValues(inputs: readonly DeclaredInput[], botValues: SetupValues, nodeValues: SetupValues): Record<string, unknown> {
  return Object.fromEntries(inputs.map(({ name }) => [name, isGiven(nodeValues[name]) ? nodeValues[name] : botValues[name]]));
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

export const isBotNode = (node: NodeLike) => kindOfNode(node)?.behaviour === 'bot';

/** The bots a workflow's enabled bot nodes run, each once. */
export function botIdsOf(nodes: readonly NodeLike[]): number[] {
  const ids = nodes.filter((node) => isBotNode(node) && node.properties.isEnabled !== false).map((node) => Number(node.properties.botId));
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}

/**
 * What keeps the enabled bot nodes from running their bot (D66), as the check before a run words a
 * node's problems: a required input neither the node nor the bot's setup gives (and without a
 * default), a value its kind cannot read, a credential the owner does not have or of a kind the input
 * does not take. A bot that is not found has nothing to check here: its node fails in the run,
 * saying it has no workflow.
 */
export function botNodeProblems(nodes: readonly NodeLike[], setupOf: (botId: number) => BotSetup | undefined, credentials: readonly OwnedCredential[]): string[] {
  const byName = credentialsByName(credentials);
  return nodes.flatMap((node) => {
    if (!isBotNode(node) || node.properties.isEnabled === false) return [];
    const setup = setupOf(Number(node.properties.botId));
    if (!setup) return [];
    const chosen = chosenValues(setup.inputs, setup.values, node.properties);
    const uses = credentialNamesIn(setup.inputs, chosen).map(({ input, name }) => ({ field: input.label, name, accepts: input.accepts ?? [] }));
    return [...inputProblems(setup.inputs, chosen), ...credentialProblems(uses, byName)].map((problem) => `${node.label}: ${problem} ${botNodeMessages.whereToSet}`);
  });
}

export const botNodeMessages = {
  /** After each problem of a bot node a Run is refused for (422). */
  whereToSet: "(on the node, or in the bot's setup in My Bots)",
  /** A bot node that reaches its run with a required input empty (a bot inside a bot, or a setup changed meanwhile). */
  missingInRun: (labels: readonly string[]) => `The bot's required inputs are empty: ${labels.join(', ')}`,
  /** A bot node whose bot its owner bought and was refunded for: the copy left My Bots with the money (D84). */
  noLongerOwned: (title: string) => `You no longer own ${title}`,
} as const;
