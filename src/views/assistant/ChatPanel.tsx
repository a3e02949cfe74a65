import { useSelector } from '@xstate/react';
import { Send, Square, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { assistantChatMachine } from '../../machines/assistant/assistant-chat.machine';
import { selectChatAnswering, selectChatFailure, selectChatMessages, selectChatTyping } from '../../machines/assistant/assistant-chat.selectors';
import { BareButton } from '../ui/Button';
import { ChatLog } from '../ui/ChatLog';
import { BareTextField, Label, TextArea } from '../ui/TextField';
import * as styles from './ChatPanel.css';

/** Spec 02 §2: the drawer's counter shows n/500; the limit is shown, not enforced. */
const messageCounterLimit = 500;

export interface ChatPanelProps {
  actor: ActorRefFrom<typeof assistantChatMachine>;
  /** The field's label: 'Message' in the drawer (read by screen readers only), 'Your question' in the designer. */
  label: string;
  showLabel?: boolean;
  /** The drawer shows 'n/500' under its field. */
  showCounter?: boolean;
  placeholder?: string;
  sendLabel: string;
  whenEmpty?: ReactNode;
  conversationClassName: string;
  /** The drawer puts focus in its field when it opens. */
  autoFocus?: boolean;
  /** The designer's field and button wait while Flo answers (02 §2); the drawer only ignores a send. */
  disableWhileAnswering?: boolean;
  /**
   * The designer's Build (D95): the sentence goes to Flo to build a draft workflow instead of
   * being answered. Ctrl+Enter (⌘+Enter) builds from the field.
   */
  onBuild?: (text: string) => void;
}

/**
 * Flo's conversation with its composer, the same in both chats (D35): Enter sends, Shift+Enter
 * starts a new line, a blank message is not sent, nothing is sent while an answer is on its way
 * (Stop ends it), and a failed answer shows the error panel under the conversation.
 */
export function ChatPanel({ actor, label, showLabel, showCounter, placeholder, sendLabel, whenEmpty, conversationClassName, autoFocus, disableWhileAnswering, onBuild }: ChatPanelProps) {
  const messages = useSelector(actor, selectChatMessages);
  const typing = useSelector(actor, selectChatTyping);
  const answering = useSelector(actor, selectChatAnswering);
  const failure = useSelector(actor, selectChatFailure);
  const [draft, setDraft] = useState('');
  const send = () => {
    if (answering || draft.trim() === '') return;
    actor.send({ type: 'message.send', text: draft });
    setDraft('');
  };
  const build = () => {
    if (!onBuild || answering || draft.trim() === '') return;
    onBuild(draft);
    setDraft('');
  };
  return (
    <>
      <ChatLog
        className={conversationClassName}
        messages={messages.map((message) => ({ id: message.id, text: message.text, fromUser: message.sender === 'user' }))}
        isTyping={typing}
        whenEmpty={whenEmpty}
      />
      {failure ? (
        <div role="alert" className={styles.failure}>
          <span>{failure}</span>
          <BareButton className={styles.stop} aria-label="Dismiss the error" onPress={() => actor.send({ type: 'failure.dismiss' })}>
            <X size={16} aria-hidden="true" />
          </BareButton>
        </div>
      ) : null}
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <BareTextField autoFocus={autoFocus} value={draft} onChange={setDraft} isDisabled={disableWhileAnswering && answering} className={styles.field} aria-describedby={showCounter ? 'assistant-counter' : undefined}>
          <Label className={showLabel ? styles.visibleLabel : 'visually-hidden'}>{label}</Label>
          <TextArea
            className={styles.input}
            placeholder={placeholder}
            rows={2}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              if (onBuild && (event.ctrlKey || event.metaKey)) build();
              else send();
            }}
          />
        </BareTextField>
        <div className={styles.composerFooter}>
          <span id="assistant-counter" className={styles.counter}>
            {showCounter ? `${draft.length}/${messageCounterLimit}` : null}
          </span>
          <div className={styles.composerButtons}>
            {answering ? (
              <BareButton className={styles.stop} aria-label="Stop the answer" onPress={() => actor.send({ type: 'reply.stop' })}>
                <Square size={14} aria-hidden="true" />
              </BareButton>
            ) : null}
            {onBuild ? (
              <BareButton className={styles.build} isDisabled={answering || draft.trim() === ''} onPress={build} aria-keyshortcuts="Control+Enter Meta+Enter">
                Build
              </BareButton>
            ) : null}
            <BareButton type="submit" className={styles.send} isDisabled={answering || draft.trim() === ''} aria-label={sendLabel}>
              <Send size={16} aria-hidden="true" />
            </BareButton>
          </div>
        </div>
      </form>
    </>
  );
}
