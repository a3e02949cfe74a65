import { GoogleGenAI, type GenerateContentConfig } from '@google/genai';
import { buildableKinds, catalogueForPrompt, draftFieldsOf, draftResponseJsonSchema, type DraftAnswer } from '../../src/domain/assistant/build-draft';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { AssistantFailure, failureOf, safetySettings, streamTimeoutMs, type GeminiSettings } from './gemini';

/**
 * Build with Flo online (D70, D91): Gemini answers with a draft in `draftAnswerSchema`'s shape
 * through structured output (`responseMimeType: application/json` with the schema generated from
 * src/domain). What Gemini is told of the canvas is its nodes' labels and kinds, never their
 * settings, so nothing a user typed into a setting (nor any credential) reaches the prompt.
 */

/** One turn of the build's conversation: the ask, Gemini's answer, the ask to repair it. */
export interface BuildTurn {
  role: 'user' | 'model';
  text: string;
}

let systemInstruction: string | null = null;

/** Who Flo is when it builds, and the node catalogue it builds from. */
export function buildSystemInstruction(): string {
  systemInstruction ??= [
    'You are Flo, the assistant of Botflow, where people design automation workflows on a canvas of nodes.',
    'Answer with one workflow, as JSON in the given schema, that does what the user describes, built only from the node kinds below.',
    'Rules:',
    '- Exactly one node of kind start; every other node is reached from it by the edges; no edge loops back.',
    '- A schedule node (a cron of five fields, UTC) goes right after start when the work recurs; finish each branch with an end node.',
    '- An edge leaving a decision says branch yes (its condition holds) or no; no other edge has a branch.',
    '- Fill in a setting only when the sentence gives its value or a sensible default follows from it; leave out what only the user knows (their addresses, their site’s selectors, their e-mail).',
    '- Never write a password, token, key or any other secret. Credential settings hold the name of one of the user’s stored credentials: leave them out, the user chooses one.',
    '- Settings values are text: numbers and true or false as written, JSON inputs as JSON text.',
    '- Labels say what each step does, in a few words, in English.',
    '',
    'Node kinds (id: label, what it does; then its settings):',
    catalogueForPrompt(),
  ].join('\n');
  return systemInstruction;
}

/** The user's ask: the sentence, and the nodes already on the canvas (labels and kinds only). */
export function buildUserPrompt(prompt: string, workflow: SavedWorkflow | undefined): string {
  const nodes = workflow?.nodes ?? [];
  const canvas = nodes.length > 0 ? `\n\nThe canvas already holds (the draft goes beside it; do not repeat them):\n${nodes.map((node) => `- ${node.data.label} (${node.data.type})`).join('\n')}` : '';
  return `Build this workflow: ${prompt}${canvas}`;
}

/** The ask to repair a draft that did not hold, listing its problems. */
export function repairPrompt(problems: readonly string[]): string {
  return ['That draft does not hold against the node catalogue:', ...problems.map((problem) => `- ${problem}`), 'Answer again with the whole workflow, corrected, in the same schema.'].join('\n');
}

/** The answer as the log keeps it: a credential setting's value is withheld. */
export function loggedAnswer(text: string): unknown {
  let answer: unknown;
  try {
    answer = JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, 4000);
  }
  const nodes = (answer as Partial<DraftAnswer> | null)?.nodes;
  if (!Array.isArray(nodes)) return answer;
  return {
    ...(answer as object),
    nodes: nodes.map((node: Partial<DraftAnswer['nodes'][number]>) => {
      const kind = buildableKinds.find((each) => each.id === node.kind);
      const credentialFields = new Set(kind ? draftFieldsOf(kind).filter((field) => field.control === 'credential').map((field) => field.key) : []);
      return Array.isArray(node.settings) ? { ...node, settings: node.settings.map((each) => (credentialFields.has(each.name) ? { ...each, value: '(withheld)' } : each)) } : node;
    }),
  };
}

/** The build's request: structured output with the generated schema, the spec's safety settings. */
export function buildRequestOf(settings: GeminiSettings, turns: readonly BuildTurn[], signal: AbortSignal) {
  const config: GenerateContentConfig = {
    systemInstruction: buildSystemInstruction(),
    responseMimeType: 'application/json',
    responseJsonSchema: draftResponseJsonSchema(),
    temperature: 0.2,
    maxOutputTokens: 8192,
    safetySettings,
    abortSignal: signal,
  };
  return { model: settings.model, contents: turns.map((turn) => ({ role: turn.role, parts: [{ text: turn.text }] })), config };
}

/**
 * Gemini's draft as JSON text. One request, not a stream: the JSON is only read whole. It has the
 * stream's 60 s (D34), since a whole workflow is a long answer. Failures are AssistantFailures.
 */
export async function askGeminiForDraft(settings: GeminiSettings, turns: readonly BuildTurn[], signal: AbortSignal): Promise<string> {
  const timeout = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    timeout.abort();
  }, settings.streamTimeoutMs ?? streamTimeoutMs);
  const ai = new GoogleGenAI({ apiKey: settings.apiKey, httpOptions: settings.baseUrl ? { baseUrl: settings.baseUrl } : undefined });
  try {
    const answer = await ai.models.generateContent(buildRequestOf(settings, turns, AbortSignal.any([signal, timeout.signal])));
    const text = answer.text;
    if (!text) throw new AssistantFailure('no-candidates', 'The AI service returned no candidates');
    return text;
  } catch (error) {
    throw failureOf(error, timedOut);
  } finally {
    clearTimeout(timer);
  }
}
