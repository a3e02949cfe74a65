import { useSelector } from '@xstate/react';
import { Bot, Send } from 'lucide-react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { designerAssistantMachine } from '../../machines/designer/designer-assistant.machine';
import { Button } from '../ui/Button';
import { ChatLog } from '../ui/ChatLog';
import { Dialog, DialogHeader } from '../ui/Dialog';
import * as styles from './DesignerDialogs.css';

/** The designer's AI assistant (spec 02 §2): a modal chat; input and send wait while it answers. */
export function DesignerAssistantModal({ actor }: { actor: ActorRefFrom<typeof designerAssistantMachine> }) {
  const isOpen = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const waiting = useSelector(actor, (snapshot) => snapshot.matches({ open: 'waiting' }));
  const messages = useSelector(actor, (snapshot) => snapshot.context.messages);
  const [question, setQuestion] = useState('');
  const close = () => actor.send({ type: 'assistant.close' });

  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogHeader
        title={
          <>
            <Bot size={18} aria-hidden="true" /> AI Assistant
          </>
        }
        closeLabel="Close assistant"
        onClose={close}
  />
      <ChatLog
        className={styles.conversation}
        messages={messages.map((message) => ({ id: message.id, text: message.text, fromUser: message.sender === 'user' }))}
        isTyping={waiting}
        whenEmpty="Ask me anything about building this workflow."
      />
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          if (question.trim() === '') return;
          actor.send({ type: 'assistant.ask', question });
          setQuestion('');
        }}
      >
        <label className={`${styles.field} ${styles.grow}`}>
          Your question
          <input className={styles.control} value={question} disabled={waiting} onChange={(event) => setQuestion(event.target.value)} />
        </label>
        <Button type="submit" variant="primary" isDisabled={waiting || question.trim() === ''} aria-label="Send question">
          <Send size={16} aria-hidden="true" />
        </Button>
      </form>
    </Dialog>
  );
}
