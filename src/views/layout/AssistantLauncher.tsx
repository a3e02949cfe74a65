import { useSelector } from '@xstate/react';
import { Bot, Send, X } from 'lucide-react';
import { useState } from 'react';
import { Button, DialogTrigger, Heading, Input, Label, TextField } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import type { assistantChatMachine } from '../../machines/assistant/assistant-chat.machine';
import type { assistantHintMachine } from '../../machines/assistant/assistant-hint.machine';
import { ChatLog } from '../ui/ChatLog';
import { DrawerDialog } from '../ui/Dialog';
import * as styles from './AssistantLauncher.css';

export type AssistantHintActorRef = ActorRefFrom<typeof assistantHintMachine>;
export type AssistantChatActorRef = ActorRefFrom<typeof assistantChatMachine>;

/** Spec 02 §2: the counter shows n/500; the limit is shown, not enforced. */
const MESSAGE_COUNTER_LIMIT = 500;

/**
 * The floating assistant button, its hint bubble and the chat drawer. In this layout the panel's
 * send action does nothing (spec 01 §2).
 */
export function AssistantLauncher({ hintActor, chatActor }: { hintActor: AssistantHintActorRef; chatActor: AssistantChatActorRef }) {
  const hint = useSelector(hintActor, (snapshot) => (snapshot.matches('showing') ? snapshot.context.text : null));
  const isOpen = useSelector(chatActor, (snapshot) => snapshot.matches('open'));
  const isInitialising = useSelector(chatActor, (snapshot) => snapshot.matches({ open: 'initialising' }));
  const messages = useSelector(chatActor, (snapshot) => snapshot.context.messages);
  const [message, setMessage] = useState('');

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
        <Button className={styles.fab} aria-label="Open assistant">
          <Bot size={26} aria-hidden="true" />
        </Button>
        <DrawerDialog side="right">
          {({ close }) => (
            <>
              <header className={styles.drawerHeader}>
                <span className={styles.drawerAvatar} aria-hidden="true">
                  <Bot size={18} />
                </span>
                <Heading slot="title" className={styles.drawerTitle}>
                  AI assistant
                </Heading>
                <Button className={styles.iconButton} aria-label="Close assistant" onPress={close}>
                  <X size={18} aria-hidden="true" />
                </Button>
              </header>
              <ChatLog
                className={styles.conversation}
                messages={messages.map((chatMessage) => ({ id: chatMessage.id, text: chatMessage.text, fromUser: chatMessage.sender === 'user' }))}
                isTyping={isInitialising}
              />
              <form className={styles.composer} onSubmit={(event) => event.preventDefault()}>
                {/* Opening the drawer is asking Flo something: focus lands in the message field, not on the dialog. */}
                <TextField autoFocus value={message} onChange={setMessage} className={styles.field} aria-describedby="assistant-counter">
                  <Label className="visually-hidden">Message</Label>
                  <Input className={styles.input} placeholder="Ask Flo anything..." />
                </TextField>
                <div className={styles.composerFooter}>
                  <span id="assistant-counter" className={styles.counter}>
                    {message.length}/{MESSAGE_COUNTER_LIMIT}
                  </span>
                  <Button type="submit" className={styles.send} isDisabled aria-label="Send message">
                    <Send size={16} aria-hidden="true" />
                  </Button>
                </div>
              </form>
            </>
          )}
        </DrawerDialog>
      </DialogTrigger>
    </div>
  );
}
