import type { ReactNode } from 'react';
import * as styles from './ChatLog.css';
import { Spinner } from './Spinner';

export interface ChatLogMessage {
  id: string | number;
  text: string;
  fromUser: boolean;
}

/**
 * A conversation with Flo, as both chats show it (the layout's drawer and the designer's modal): a
 * live log of bubbles, and "Flo is typing..." while an answer is on its way.
 */
export function ChatLog({ messages, isTyping, whenEmpty, className }: { messages: readonly ChatLogMessage[]; isTyping: boolean; whenEmpty?: ReactNode; className: string }) {
  return (
    <div role="log" aria-label="Conversation" className={`${styles.log} ${className}`}>
      {messages.length === 0 && whenEmpty ? <p className={styles.assistantMessage}>{whenEmpty}</p> : null}
      {messages.map((message) => (
        <p key={message.id} className={message.fromUser ? styles.userMessage : styles.assistantMessage}>
          {message.text}
        </p>
      ))}
      {isTyping ? (
        <p className={styles.typing}>
          <Spinner />
          Flo is typing...
        </p>
      ) : null}
    </div>
  );
}
