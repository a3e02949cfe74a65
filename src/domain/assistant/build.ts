import { z } from 'zod';
import { savedWorkflowSchema } from '../workflow/saved-workflow';

/**
 * Build with Flo (D70, D91): a sentence becomes a draft workflow, checked against the node
 * catalogue on the server and laid out, which the designer shows as a draft overlay to accept.
 */

/**
 * The room between the workflow on the canvas and a draft beside it: where the server places a
 * draft, and where the designer moves one that the canvas has grown into while it was built.
 */
export const draftGap = 160;

/** The longest sentence Flo takes to build from. */
export const buildPromptMaxLength = 2000;

/** POST /v1/assistant/build: the sentence, and the workflow on the canvas so the draft fits beside it. */
export const assistantBuildRequestSchema = z.object({
  prompt: z.string().trim().min(1, 'Describe the workflow you want').max(buildPromptMaxLength),
  workflow: savedWorkflowSchema.optional(),
});
export type AssistantBuildRequest = z.infer<typeof assistantBuildRequestSchema>;

/** Something the draft still needs before it can run: an input left empty or a credential to choose, on one node. */
export const draftNeedSchema = z.object({
  nodeId: z.string(),
  nodeLabel: z.string(),
  kind: z.enum(['input', 'credential']),
  /** The setting's name in the node's properties. */
  field: z.string(),
  /** What the bar says, e.g. "Send report: choose an SMTP credential for Mail account". */
  text: z.string(),
});
export type DraftNeed = z.infer<typeof draftNeedSchema>;

/** The template an offline draft came from (no GEMINI_API_KEY). */
export const draftTemplateSchema = z.object({ id: z.string(), title: z.string() });

/**
 * The events of the build's stream (text/event-stream like chat): progress lines as `chunk`s, then
 * exactly one of `draft` (checked and laid out; node ids are fresh so it can sit beside the canvas),
 * `refused` (what still did not hold after the second ask, never drawn) or `error` (the AI service
 * failed; the spec's apology).
 */
export const assistantBuildEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chunk'), text: z.string() }),
  z.object({
    type: z.literal('draft'),
    workflow: savedWorkflowSchema,
    needs: z.array(draftNeedSchema),
    offline: z.boolean(),
    /** One line on what the draft does, shown in the bar. */
    summary: z.string(),
    template: draftTemplateSchema.optional(),
  }),
  z.object({ type: z.literal('refused'), reasons: z.array(z.string()).min(1) }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AssistantBuildEvent = z.infer<typeof assistantBuildEventSchema>;
export type WorkflowDraft = Extract<AssistantBuildEvent, { type: 'draft' }>;
