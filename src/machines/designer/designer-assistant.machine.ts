import { assign, setup } from 'xstate';
import type { ChatMessage } from '../../domain/assistant/chat';

export type DesignerAssistantEvent = { type: 'assistant.open' } | { type: 'assistant.close' } | { type: 'assistant.ask'; question: string };

/** Spec 02 §4: the designer's assistant answers after 1 s by echoing the question (no AI call yet). */
export const echoReply = (question: string) => `You asked: "${question}"`;

/** The designer's assistant modal (spec 02 §2): open at first; closes by X or backdrop. */
export const designerAssistantMachine = setup({
  types: {
    context: {} as { messages: ChatMessage[]; pending: string | null },
    events: {} as DesignerAssistantEvent,
  },
  delays: {
    replyDelay: 1000,
  },
  guards: {
    hasQuestion: ({ event }) => event.type === 'assistant.ask' && event.question.trim() !== '',
  },
}).createMachine({
  id: 'designerAssistant',
  context: { messages: [], pending: null },
  initial: 'open',
  states: {
    closed: {
      on: { 'assistant.open': 'open' },
    },
    open: {
      initial: 'idle',
      on: { 'assistant.close': 'closed' },
      states: {
        idle: {
          on: {
            'assistant.ask': {
              guard: 'hasQuestion',
              target: 'waiting',
              actions: assign(({ context, event }) => ({
                pending: event.question.trim(),
                messages: [...context.messages, { id: String(context.messages.length + 1), sender: 'user' as const, text: event.question.trim(), timestamp: Date.now() }],
              })),
            },
          },
        },
        waiting: {
          after: {
            replyDelay: {
              target: 'idle',
              actions: assign(({ context }) => ({
                pending: null,
                messages: [...context.messages, { id: String(context.messages.length + 1), sender: 'ai' as const, text: echoReply(context.pending ?? ''), timestamp: Date.now() }],
              })),
            },
          },
        },
      },
    },
  },
});
