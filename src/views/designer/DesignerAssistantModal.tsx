import { useSelector } from '@xstate/react';
import { Bot } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { assistantChatMachine } from '../../machines/assistant/assistant-chat.machine';
import { selectChatOpen } from '../../machines/assistant/assistant-chat.selectors';
import { ChatPanel } from '../assistant/ChatPanel';
import { Dialog, DialogHeader } from '../ui/Dialog';
import * as styles from './DesignerDialogs.css';

/**
 * The designer's AI assistant (02 §2, D37): a modal chat, open at first, closed by X or the
 * backdrop; the field and button wait while Flo answers. Flo sees the workflow on the canvas.
 * Build (D95) asks Flo for a draft workflow from the sentence instead of an answer.
 */
export function DesignerAssistantModal({ actor, onBuild }: { actor: ActorRefFrom<typeof assistantChatMachine>; onBuild?: (prompt: string) => void }) {
  const isOpen = useSelector(actor, selectChatOpen);
  const close = () => actor.send({ type: 'chat.close' });

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
      <ChatPanel
        actor={actor}
        label="Your question"
        showLabel
        sendLabel="Send question"
        whenEmpty="Ask me anything about building this workflow."
        conversationClassName={styles.conversation}
        disableWhileAnswering
        onBuild={onBuild}
      />
    </Dialog>
  );
}
