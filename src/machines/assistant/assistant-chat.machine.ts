import { assign, fromCallback, setup, type AnyEventObject } from 'xstate';
import { assistantApology, assistantHistoryLimit, type AssistantTurn, type ChatMessage } from '../../domain/assistant/chat';

export const assistantWelcomeText = "Hi, I'm Flo, your AI Assistant. Ask me anything about bots, sequences and workflows.";
export const welcomeDelayMs = 500;
export const welcomeId = 'welcome';

export interface AssistantChatInput {
  /** The greeting after the first open (the layout's drawer); null for none (the designer's modal, which its screen opens at once). */
  welcome: string | null;
}

export interface AssistantChatContext {
  messages: ChatMessage[];
  welcome: string | null;
  /** What the error panel says after a failed answer; null when there is none. */
  failure: string | null;
  /** The id of the answer being streamed, once its first text arrived. */
  replyId: string | null;
}

export interface ReplyRequest {
  /** The history as the AI takes it (02 §3: role user or model, and the text), the question last. */
  messages: AssistantTurn[];
}

/** What the transport reports while an answer streams. */
export type ReplyEvent = { type: 'reply.opened' } | { type: 'reply.chunk'; text: string } | { type: 'reply.done' } | { type: 'reply.failed'; message: string };

export type AssistantChatEvent =
  | { type: 'chat.open' }
  | { type: 'chat.close' }
  | { type: 'message.send'; text: string }
  | { type: 'reply.stop' }
  | { type: 'failure.dismiss' }
  /**
   * Build with Flo (D95): the designer's draft machine builds; the chat shows the sentence, the
   * progress (as `reply.chunk`s), then Flo's answer, or the apology (`reply.failed`).
   */
  | { type: 'build.asked'; text: string }
  | { type: 'build.answered'; text: string }
  | ReplyEvent;

let lastId = 0;
const newId = () => `m${Date.now().toString(36)}${(lastId += 1)}`;

/** The conversation the AI is sent: no greeting or apology of ours, the last 20 entries (02 §9). */
export function historyOf(messages: readonly ChatMessage[]): AssistantTurn[] {
  return messages
    .filter((message) => message.id !== welcomeId && !(message.sender === 'ai' && message.text === assistantApology))
    .map((message) => ({ role: message.sender === 'user' ? ('user' as const) : ('model' as const), text: message.text }))
    .slice(-assistantHistoryLimit);
}

/**
 * Flo's chat (02 §2, §4; D13, D35, D37), one machine for the layout's drawer and the designer's
 * modal: initialising (the drawer's greeting after 500 ms), ready, then for each question sending,
 * waiting and streaming, ending in the reply or the apology with the error panel. The transport is
 * supplied with `.provide()`; leaving the answer (Stop, closing) stops it, which aborts the request.
 */
export const assistantChatMachine = setup({
  types: {
    input: {} as AssistantChatInput,
    context: {} as AssistantChatContext,
    events: {} as AssistantChatEvent,
  },
  delays: { welcomeDelay: welcomeDelayMs },
  actors: {
    streamReply: fromCallback<AnyEventObject, ReplyRequest>(() => {
      throw new Error('streamReply is provided by the app');
    }),
  },
  actions: {
    addWelcome: assign(({ context }) => ({
      messages: [...context.messages, { id: welcomeId, text: context.welcome ?? '', sender: 'ai' as const, timestamp: Date.now() }],
    })),
    addQuestion: assign(({ context, event }) => ({
      messages: [...context.messages, { id: newId(), text: (event as { text: string }).text.trim(), sender: 'user' as const, timestamp: Date.now() }],
      failure: null,
      replyId: null,
    })),
    appendChunk: assign(({ context, event }) => {
      const { text } = event as { text: string };
      if (context.replyId === null) {
        const id = newId();
        return { replyId: id, messages: [...context.messages, { id, text, sender: 'ai' as const, timestamp: Date.now() }] };
      }
      return { messages: context.messages.map((message) => (message.id === context.replyId ? { ...message, text: message.text + text } : message)) };
    }),
    addAnswer: assign(({ context, event }) => ({
      messages: [...context.messages, { id: newId(), text: (event as { text: string }).text, sender: 'ai' as const, timestamp: Date.now() }],
      replyId: null,
    })),
    /** Stop while Flo builds: the screen cancels the build. */
    stopBuild: () => {},
    apologise: assign(({ context, event }) => ({
      messages: [...context.messages, { id: newId(), text: assistantApology, sender: 'ai' as const, timestamp: Date.now() }],
      failure: (event as { message: string }).message,
    })),
  },
  guards: {
    nothingToWelcome: ({ context }) => context.welcome === null || context.messages.some((message) => message.id === welcomeId),
    hasText: ({ event }) => (event.type === 'message.send' || event.type === 'build.asked') && event.text.trim() !== '',
  },
}).createMachine({
  id: 'assistantChat',
  context: ({ input }) => ({ messages: [], welcome: input.welcome, failure: null, replyId: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'chat.open': 'open' },
    },
    open: {
      on: { 'chat.close': 'closed' },
      initial: 'initialising',
      states: {
        initialising: {
          always: { guard: 'nothingToWelcome', target: 'ready' },
          after: { welcomeDelay: { target: 'ready', actions: 'addWelcome' } },
        },
        ready: {
          on: {
            'message.send': { guard: 'hasText', target: 'answering', actions: 'addQuestion' },
            'build.asked': { guard: 'hasText', target: 'building', actions: 'addQuestion' },
          },
        },
        // A send while an answer is on its way is ignored (02 §4): only Stop ends it early.
        answering: {
          invoke: { id: 'streamReply', src: 'streamReply', input: ({ context }) => ({ messages: historyOf(context.messages) }) },
          on: {
            'reply.stop': 'ready',
            'reply.done': 'ready',
            'reply.failed': { target: 'failed', actions: 'apologise' },
          },
          initial: 'sending',
          states: {
            sending: {
              on: { 'reply.opened': 'waiting', 'reply.chunk': { target: 'streaming', actions: 'appendChunk' } },
            },
            waiting: {
              on: { 'reply.chunk': { target: 'streaming', actions: 'appendChunk' } },
            },
            streaming: {
              on: { 'reply.chunk': { actions: 'appendChunk' } },
            },
          },
        },
        // Flo builds a draft (D95): its progress is Flo's message; the answer or refusal follows it.
        building: {
          on: {
            'reply.chunk': { actions: 'appendChunk' },
            'build.answered': { target: 'ready', actions: 'addAnswer' },
            'reply.failed': { target: 'failed', actions: 'apologise' },
            'reply.stop': { target: 'ready', actions: 'stopBuild' },
          },
        },
        failed: {
          on: {
            'message.send': { guard: 'hasText', target: 'answering', actions: 'addQuestion' },
            'build.asked': { guard: 'hasText', target: 'building', actions: 'addQuestion' },
            'failure.dismiss': { target: 'ready', actions: assign({ failure: null }) },
          },
        },
      },
    },
  },
});
