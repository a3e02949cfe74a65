import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { assistantWelcomeText } from '../../machines/assistant/assistant-chat.machine';
import { assistantHintMachine } from '../../machines/assistant/assistant-hint.machine';
import { AppLayout } from '../../views/layout/AppLayout';
import { NotificationBellSlot } from '../alerts/notification-bell-slot';
import { useAppSystem } from '../app-system-context';
import { floChat } from '../assistant/flo-chat';
import { useUserActors } from '../market/use-user-actors';

export default function LayoutScreen() {
  const hintActor = useActorRef(assistantHintMachine);
  const { api } = useAppSystem();
  // Built once: the layout renders again on every navigation (a marketplace search writes the
  // address on each key), and a new machine each time was work the keystroke paid for.
  const [chatLogic] = useState(() => floChat(api));
  const chatActor = useActorRef(chatLogic, { input: { welcome: assistantWelcomeText } });
  const userActors = useUserActors();
  const fullWindow = useMatches().some((match) => (match.handle as { fullWindow?: boolean } | undefined)?.fullWindow === true);
  return (
    <AppLayout hintActor={hintActor} chatActor={chatActor} fullWindow={fullWindow} cart={userActors?.cart ?? null} bell={<NotificationBellSlot api={api} />}>
      <Outlet />
      {/* A new page opens at its top (a paid checkout lands on the dashboard); Back returns to where it was. */}
      <ScrollRestoration />
    </AppLayout>
  );
}
