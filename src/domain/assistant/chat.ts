/**
 * A message of a conversation with Flo (spec 02 §3, the main drawer's shape). Both chats (the
 * layout's drawer and the designer's modal) keep this one shape; the designer's
 * role/content shape and the AI history's role/text are derived from it where a message is sent.
 */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'ai';
  /** Milliseconds since the epoch. */
  timestamp: number;
}
