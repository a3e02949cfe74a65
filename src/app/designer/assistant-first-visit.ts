import type { ActorRefFrom } from 'xstate';
import type { assistantChatMachine } from '../../machines/assistant/assistant-chat.machine';
import { selectChatOpen } from '../../machines/assistant/assistant-chat.selectors';

/**
 * The designer's assistant (D96; spec 02 §2 wants it open by default) opens on a user's first
 * visit to the designer, and once they close it, it stays closed on their later visits until they
 * open it with "AI Assistant". Remembered per user (their e-mail, which the stored user carries) in this
 * browser's local storage.
 */
export const assistantClosedKey = (userId: string) => `botflow.designer-assistant-closed.${userId}`;

/** What it needs of `localStorage`: a private window or a full disk may refuse, which loses only the memory. */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function hasClosedDesignerAssistant(storage: FlagStorage, userId: string): boolean {
  try {
    return storage.getItem(assistantClosedKey(userId)) === 'yes';
  } catch {
    return false;
  }
}

/**
 * Opens the assistant unless the user closed it before, and remembers their closing it. Returns the unsubscribe.
 * The first visit's opening waits for `canvasShown` (the designer's open gate): the modal's render then
 * follows the canvas's first paint instead of adding to it (D109); a user who opened it meanwhile
 * with "AI Assistant" keeps what they did.
 */
export function followDesignerAssistant(
  chat: ActorRefFrom<typeof assistantChatMachine>,
  storage: FlagStorage,
  userId: string | null,
  canvasShown: Promise<void> = Promise.resolve(),
): () => void {
  let isFollowing = true;
  let wasOpen = selectChatOpen(chat.getSnapshot());
  let hasBeenOpened = wasOpen;
  const subscription = chat.subscribe((snapshot) => {
    const isOpen = selectChatOpen(snapshot);
    hasBeenOpened ||= isOpen;
    if (wasOpen && !isOpen && userId !== null) {
      try {
        storage.setItem(assistantClosedKey(userId), 'yes');
      } catch {
        // Not remembered: the assistant opens again on the next visit, as the spec's default has it.
      }
    }
    wasOpen = isOpen;
  });
  void canvasShown.then(() => {
    if (isFollowing && !hasBeenOpened && (userId === null || !hasClosedDesignerAssistant(storage, userId))) chat.send({ type: 'chat.open' });
  });
  return () => {
    isFollowing = false;
    subscription.unsubscribe();
  };
}
