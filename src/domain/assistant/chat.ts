import { z } from 'zod';

/**
 * A message of a conversation with Flo (spec 02 §3, the main drawer's shape). Both chats (the
 * layout's drawer and the designer's modal) keep this one shape; the designer's
 * role/content shape and the AI history's role/text are derived from it where a message is sent.
 */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'ai';
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/** The one text a user sees when Flo cannot answer (02 §8, D35); the cause is logged on the server. */
export const assistantApology = 'Sorry, I encountered an issue processing your message. Please try again later.';

/** 02 §9: only the last 20 entries of a conversation are sent to the AI. */
export const assistantHistoryLimit = 20;

/** Messages a user may send to Flo in a minute, counted on the server for every process. */
export const assistantMessagesPerMinute = 20;

/** The history as the AI takes it (02 §3): role user or model, and the text. */
export const assistantTurnSchema = z.object({
  role: z.enum(['user', 'model']),
  text: z.string().max(20_000),
});
export type AssistantTurn = z.infer<typeof assistantTurnSchema>;

/** What the designer's chat adds so Flo can answer about the workflow on the canvas (D37). */
export const assistantContextSchema = z.object({
  workflow: z
    .object({
      name: z.string().max(200).optional(),
      nodes: z.array(z.object({ label: z.string().max(200), type: z.string().max(50) })).max(500),
    })
    .optional(),
});
export type AssistantContext = z.infer<typeof assistantContextSchema>;

/** POST /v1/assistant/chat: the conversation so far, ending with the user's new message. */
export const assistantChatRequestSchema = z.object({
  messages: z
    .array(assistantTurnSchema)
    .min(1)
    .max(200)
    .refine((messages) => messages.at(-1)?.role === 'user' && messages.at(-1)!.text.trim() !== '', {
      message: 'The last message must be a non-blank message of the user',
    }),
  context: assistantContextSchema.optional(),
});
export type AssistantChatRequest = z.infer<typeof assistantChatRequestSchema>;

/**
 * The events of the answer's stream (text/event-stream, one JSON object per `data:` line): text as
 * it arrives, then `done` (with whether Flo answered offline from the docs, D36) or `error`.
 */
export const assistantStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chunk'), text: z.string() }),
  z.object({ type: z.literal('done'), mode: z.enum(['online', 'offline']) }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AssistantStreamEvent = z.infer<typeof assistantStreamEventSchema>;
