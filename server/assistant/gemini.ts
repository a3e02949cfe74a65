import type { FastifyBaseLogger } from 'fastify';
import { ApiError, GoogleGenAI, HarmBlockThreshold, HarmCategory, type GenerateContentConfig } from '@google/genai';
import { assistantHistoryLimit, type AssistantChatRequest, type AssistantContext } from '../../src/domain/assistant/chat';
import type { DocPassage } from './docs-passages';
import { messageOf } from '../../src/domain/error-text';

/** A fast model (02 §9: "a fast preview model"); GEMINI_MODEL chooses another. */
export const defaultGeminiModel = 'gemini-2.5-flash';

/** 02 §9: 30 s for a request, 60 s for a stream: the first text must come within 30 s, all of it within 60 s. */
export const firstChunkTimeoutMs = 30_000;
export const streamTimeoutMs = 60_000;

export interface GeminiSettings {
  apiKey: string;
  model: string;
  /** A proxy, or the tests' fake server on loopback. */
  baseUrl?: string;
  firstChunkTimeoutMs?: number;
  streamTimeoutMs?: number;
}

/** 02 §8's failures of the AI service, each logged with its own text; the user only sees the apology. */
export type AssistantFailureKind = 'invalid-key' | 'no-access' | 'rate-limited' | 'server-error' | 'no-candidates' | 'unreachable' | 'timeout';

export class AssistantFailure extends Error {
  constructor(
    readonly kind: AssistantFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'AssistantFailure';
  }
}

/** Logs why Flo could not answer, with the failure's kind; the user only sees the apology (D35). */
export function logAssistantFailure(log: FastifyBaseLogger, error: unknown, what = 'assistant'): void {
  const failure = error instanceof AssistantFailure ? error : null;
  log.error({ err: error, kind: failure?.kind ?? 'unexpected' }, `${what}: ${messageOf(error)}`);
}

export function failureOf(error: unknown, timedOut: boolean): AssistantFailure {
  if (error instanceof AssistantFailure) return error;
  if (timedOut) return new AssistantFailure('timeout', 'The AI service did not answer in time');
  if (error instanceof ApiError) {
    if (error.status === 401 || (error.status === 400 && /api key/i.test(error.message))) return new AssistantFailure('invalid-key', `The AI service refused the key: ${error.message}`);
    if (error.status === 403) return new AssistantFailure('no-access', `The key has no access to the model: ${error.message}`);
    if (error.status === 429) return new AssistantFailure('rate-limited', `The AI service's rate limit was reached: ${error.message}`);
    if (error.status >= 500) return new AssistantFailure('server-error', `The AI service failed (${error.status}); try again later: ${error.message}`);
  }
  return new AssistantFailure('unreachable', `Cannot connect to the AI service: ${messageOf(error)}`);
}

export const safetySettings = [
  HarmCategory.HARM_CATEGORY_HARASSMENT,
  HarmCategory.HARM_CATEGORY_HATE_SPEECH,
  HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT,
  HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT,
].map((category) => ({ category, threshold: HarmBlockThreshold.BLOCK_MEDIUM_AND_ABOVE }));

function workflowLines(context: AssistantContext | undefined): string {
  const workflow = context?.workflow;
  if (!workflow) return '';
  const nodes = workflow.nodes.map((node) => `- ${node.label} (${node.type})`).join('\n') || '- (no nodes yet)';
  return `\n\nThe user is designing the workflow${workflow.name ? ` "${workflow.name}"` : ''} in the designer. Its nodes:\n${nodes}`;
}

/** Who Flo is, in English only, with the docs passages that match the question (D13, D36, D37). */
export function systemInstructionOf(passages: readonly DocPassage[], context: AssistantContext | undefined): string {
  const docs = passages.map((passage) => `## ${passage.page} › ${passage.heading} (/documents/${passage.slug})\n${passage.text}`).join('\n\n');
  return [
    "You are Flo, the assistant of Botflow, a web platform where people manage automation bots, chain them into sequences, design each sequence as a workflow on a canvas of nodes, buy bots in a marketplace and choose a subscription plan.",
    'Answer in English only, briefly and concretely. When the documentation below answers the question, follow it and link to its page (for example [Nodes](/documents/nodes)). Say so when you do not know.',
    docs ? `\nDocumentation passages:\n\n${docs}` : '',
  ].join('\n') + workflowLines(context);
}

/** The spec's request (D34): the last 20 entries of the history, the generation settings and safety settings. */
export function generationRequestOf(settings: GeminiSettings, request: AssistantChatRequest, passages: readonly DocPassage[], signal: AbortSignal, systemInstruction?: string) {
  const config: GenerateContentConfig = {
    systemInstruction: systemInstruction ?? systemInstructionOf(passages, request.context),
    temperature: 0.7,
    topK: 40,
    topP: 0.95,
    maxOutputTokens: 1000,
    safetySettings,
    abortSignal: signal,
  };
  return {
    model: settings.model,
    contents: request.messages.slice(-assistantHistoryLimit).map((turn) => ({ role: turn.role, parts: [{ text: turn.text }] })),
    config,
  };
}

/**
 * Flo's answer from Gemini, text as it streams. `signal` is the caller's (the browser went away, or
 * pressed Stop): the upstream request is aborted with it. Failures are AssistantFailures.
 * `systemInstruction` replaces the chat's (Ask Flo why gives its own, D92).
 */
export async function* streamGemini(settings: GeminiSettings, request: AssistantChatRequest, passages: readonly DocPassage[], signal: AbortSignal, systemInstruction?: string): AsyncGenerator<string> {
  const timeout = new AbortController();
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    timeout.abort();
  };
  const timer = setTimeout(expire, settings.firstChunkTimeoutMs ?? firstChunkTimeoutMs);
  const whole = setTimeout(expire, settings.streamTimeoutMs ?? streamTimeoutMs);
  const ai = new GoogleGenAI({ apiKey: settings.apiKey, httpOptions: settings.baseUrl ? { baseUrl: settings.baseUrl } : undefined });
  let answered = false;
  try {
    const stream = await ai.models.generateContentStream(generationRequestOf(settings, request, passages, AbortSignal.any([signal, timeout.signal]), systemInstruction));
    for await (const chunk of stream) {
      const text = chunk.text;
      if (!text) continue;
      if (!answered) {
        answered = true;
        clearTimeout(timer);
      }
      yield text;
    }
    if (!answered) throw new AssistantFailure('no-candidates', 'The AI service returned no candidates');
  } catch (error) {
    if (signal.aborted) return;
    throw failureOf(error, timedOut);
  } finally {
    clearTimeout(timer);
    clearTimeout(whole);
  }
}
