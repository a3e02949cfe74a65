import { fromCallback, type AnyEventObject } from 'xstate';
import { assistantApology } from '../../domain/assistant/chat';
import { assistantChatMachine, type ReplyEvent, type ReplyRequest } from '../../machines/assistant/assistant-chat.machine';

/** Where a story's answer stops: it never starts, it is half streamed, it arrived, or it failed. */
export type StoryAnswer = 'waiting' | 'streaming' | 'answered' | 'failed';

export const storyQuestion = 'How do I add a start node?';

const answerParts = [
  "I'm answering offline, from Botflow's documentation.\n\n",
  'From **Nodes › Where nodes come from** ([read it](/documents/nodes#where-nodes-come-from)):\n\n',
  '> To add a start node, press **Bots** in the designer\'s toolbar, open **Flow Control** and pick **Start**.',
];

const scripts: Record<StoryAnswer, ReplyEvent[]> = {
  waiting: [{ type: 'reply.opened' }],
  streaming: [{ type: 'reply.opened' }, { type: 'reply.chunk', text: answerParts[0]! }, { type: 'reply.chunk', text: answerParts[1]! }],
  answered: [{ type: 'reply.opened' }, ...answerParts.map((text) => ({ type: 'reply.chunk' as const, text })), { type: 'reply.done' }],
  failed: [{ type: 'reply.opened' }, { type: 'reply.failed', message: assistantApology }],
};

/** Flo's chat with a transport that plays a fixed answer up to the story's state, and then waits. */
export function scriptedChat(answer: StoryAnswer, options: { welcomeDelay?: number } = {}) {
  return assistantChatMachine.provide({
    delays: { welcomeDelay: options.welcomeDelay ?? 0 },
    actors: {
      streamReply: fromCallback<AnyEventObject, ReplyRequest>(({ sendBack }) => {
        for (const event of scripts[answer]) sendBack(event);
      }),
    },
  });
}
