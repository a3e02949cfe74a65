import { useActorRef } from '@xstate/react';
import { Outlet } from 'react-router-dom';
import { assistantChatMachine } from '../../machines/assistant/assistant-chat.machine';
import { assistantHintMachine } from '../../machines/assistant/assistant-hint.machine';
import { AppLayout } from '../../views/layout/AppLayout';

export default function LayoutScreen() {
  const hintActor = useActorRef(assistantHintMachine);
  const chatActor = useActorRef(assistantChatMachine);
  return (
    <AppLayout hintActor={hintActor} chatActor={chatActor}>
      <Outlet />
    </AppLayout>
  );
}
