import { assign, setup } from 'xstate';
import type { ChatMessage } from '../../domain/assistant/chat';

export const assistantWelcomeText = "Hi, I'm Flo, your AI Assistant. Ask me anything about bots, sequences and workflows.";

export interface AssistantChatContext {
  messages: ChatMessage[];
}

export type AssistantChatEvent = { type: 'chat.open' } | { type: 'chat.close' };

/**
 * The assistant drawer of the shared layout (spec 02 §2, §4): on its first open it initialises and
 * greets after 500 ms; later opens find the conversation as it was. Sending is not part of this
 * layout yet (spec 01 §2: the send action does nothing here).
 */
export const assistantChatMachine = setup({
  types: {
    context: {} as AssistantChatContext,
    events: {} as AssistantChatEvent,
  },
  delays: {
    welcomeDelay: 500,
  },
  actions: {
    addWelcome: assign(({ context }) => ({
      messages: [...context.messages, { id: 'welcome', text: assistantWelcomeText, sender: 'ai' as const, timestamp: Date.now() }],
    })),
  },
  guards: {
    welcomed: ({ context }) => context.messages.length > 0,
  },
}).createMachine({
  id: 'assistantChat',
  context: { messages: [] },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'chat.open': [{ guard: 'welcomed', target: 'open.ready' }, { target: 'open.initialising' }],
      },
    },
    open: {
      on: { 'chat.close': 'closed' },
      initial: 'initialising',
      states: {
        initialising: {
          after: { welcomeDelay: { target: 'ready', actions: 'addWelcome' } },
        },
        ready: {},
      },
    },
  },
});
