import { z } from 'zod';

/**
 * Ask Flo why (D70, D92): a failed step of a server run explained from its node's kind and
 * settings (credential values never leave the server), input, error, logs and attempts.
 */

/** POST /v1/assistant/explain: a step of one of the user's runs (another user's run is a 404). */
export const assistantExplainRequestSchema = z.object({
  runId: z.string().min(1).max(100),
  stepId: z.string().min(1).max(100),
});
export type AssistantExplainRequest = z.infer<typeof assistantExplainRequestSchema>;

/**
 * A change of one setting of the failed node that Flo offers as a button; applying it sets
 * `properties[field] = value` on the node in the designer (one undoable step).
 */
export const explainFixSchema = z.object({
  nodeId: z.string(),
  field: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]),
  /** The button's words, e.g. "Set Timeout to 60". */
  label: z.string(),
});
export type ExplainFix = z.infer<typeof explainFixSchema>;

/** The docs section that covers the failure. */
export const explainDocsLinkSchema = z.object({ title: z.string(), href: z.string() });

/**
 * The events of the explanation's stream: text as it arrives, then `explained` (with the fix when
 * the answer is a change of a setting, online or offline) or `error` (the spec's apology).
 */
export const assistantExplainEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chunk'), text: z.string() }),
  z.object({
    type: z.literal('explained'),
    mode: z.enum(['online', 'offline']),
    fix: explainFixSchema.optional(),
    docs: explainDocsLinkSchema.optional(),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AssistantExplainEvent = z.infer<typeof assistantExplainEventSchema>;
