import type { SnapshotFrom } from 'xstate';
import type { assistantChatMachine } from './assistant-chat.machine';

type ChatSnapshot = SnapshotFrom<typeof assistantChatMachine>;

export const selectChatOpen = (snapshot: ChatSnapshot) => snapshot.matches('open');
export const selectChatMessages = (snapshot: ChatSnapshot) => snapshot.context.messages;
/** "Flo is typing...": the greeting is on its way, or the answer has not started yet. */
export const selectChatTyping = (snapshot: ChatSnapshot) =>
  snapshot.matches({ open: 'initialising' }) ||
  snapshot.matches({ open: { answering: 'sending' } }) ||
  snapshot.matches({ open: { answering: 'waiting' } }) ||
  (snapshot.matches({ open: 'building' }) && snapshot.context.replyId === null);
/** An answer or a build (D95) is on its way: nothing else is sent, Stop ends it. */
export const selectChatAnswering = (snapshot: ChatSnapshot) => snapshot.matches({ open: 'answering' }) || snapshot.matches({ open: 'building' });
export const selectChatFailure = (snapshot: ChatSnapshot) => (snapshot.matches({ open: 'failed' }) ? snapshot.context.failure : null);
