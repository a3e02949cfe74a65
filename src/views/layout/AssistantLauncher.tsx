import { useSelector } from '@xstate/react';
import { Bot, X } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { assistantChatMachine } from '../../machines/assistant/assistant-chat.machine';
import type { assistantHintMachine } from '../../machines/assistant/assistant-hint.machine';
import { selectChatOpen } from '../../machines/assistant/assistant-chat.selectors';
import { ChatPanel } from '../assistant/ChatPanel';
import { BareButton } from '../ui/Button';
import { DialogTitle, DialogTrigger, DrawerDialog } from '../ui/Dialog';
import * as styles from './AssistantLauncher.css';

export type AssistantHintActorRef = ActorRefFrom<typeof assistantHintMachine>;
export type AssistantChatActorRef = ActorRefFrom<typeof assistantChatMachine>;

/** The floating assistant button, its hint bubble and the chat drawer 'AI assistant' (02 §2, D35). */
export function AssistantLauncher({ hintActor, chatActor }: { hintActor: AssistantHintActorRef; chatActor: AssistantChatActorRef }) {
  const hint = useSelector(hintActor, (snapshot) => (snapshot.matches('showing') ? snapshot.context.text : null));
  const isOpen = useSelector(chatActor, selectChatOpen);

  return (
    <div className={styles.dock}>
      <div role="status" aria-live="polite" className={styles.hintSlot}>
        {hint ? (
          <p className={styles.hint} data-testid="assistant-hint">
            {hint}
          </p>
        ) : null}
      </div>
      <DialogTrigger
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (open) hintActor.send({ type: 'hint.dismiss' });
          chatActor.send({ type: open ? 'chat.open' : 'chat.close' });
        }}
      >
        <BareButton className={styles.fab} aria-label="Open assistant">
          <Bot size={26} aria-hidden="true" />
        </BareButton>
        <DrawerDialog side="right">
          {({ close }) => (
            <>
              <header className={styles.drawerHeader}>
                <span className={styles.drawerAvatar} aria-hidden="true">
                  <Bot size={18} />
                </span>
                <DialogTitle className={styles.drawerTitle}>AI assistant</DialogTitle>
                <BareButton className={styles.iconButton} aria-label="Close assistant" onPress={close}>
                  <X size={18} aria-hidden="true" />
                </BareButton>
              </header>
              <ChatPanel
                actor={chatActor}
                label="Message"
                showCounter
                placeholder="Ask Flo anything..."
                sendLabel="Send message"
                conversationClassName={styles.conversation}
                // Opening the drawer is asking Flo something: focus lands in the message field, not on the dialog.
                autoFocus
              />
            </>
          )}
        </DrawerDialog>
      </DialogTrigger>
    </div>
  );
}
