import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import * as styles from './ChatLog.css';
import { Spinner } from './Spinner';

// The Markdown renderer is its own chunk, loaded with the first answer: no page pays for it up front.
const ChatMarkdown = lazy(() => import('./ChatMarkdown'));

/** An answer of Flo's rendered as Markdown (the chats, Ask Flo why in the run panel); its plain text until the renderer has loaded. */
export function FloMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<p>{text}</p>}>
      <ChatMarkdown text={text} />
    </Suspense>
  );
}

export interface ChatLogMessage {
  id: string | number;
  text: string;
  fromUser: boolean;
}

/**
 * A conversation with Flo, as both chats show it (the layout's drawer and the designer's modal): a
 * live log of bubbles, Flo's as Markdown, and "Flo is typing..." while an answer is on its way.
 */
export function ChatLog({ messages, isTyping, whenEmpty, className }: { messages: readonly ChatLogMessage[]; isTyping: boolean; whenEmpty?: ReactNode; className: string }) {
  const log = useRef<HTMLDivElement>(null);
  // A new message or the typing line comes into view; an answer growing in place does not move the reader.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length, isTyping]);
  return (
    // Focusable, so a keyboard can scroll a long conversation.
    <div ref={log} role="log" aria-label="Conversation" tabIndex={0} className={`${styles.log} ${className}`}>
      {messages.length === 0 && whenEmpty ? <p className={styles.assistantMessage}>{whenEmpty}</p> : null}
      {messages.map((message) =>
        message.fromUser ? (
          <p key={message.id} className={styles.userMessage}>
            {message.text}
          </p>
        ) : (
          <div key={message.id} className={styles.assistantMessage}>
            <FloMarkdown text={message.text} />
          </div>
        ),
      )}
      {isTyping ? (
        <p className={styles.typing}>
          <Spinner />
          Flo is typing...
        </p>
      ) : null}
    </div>
  );
}
