import { useActorRef } from '@xstate/react';
import { Outlet } from 'react-router-dom';
import { assistantHintMachine } from '../../machines/assistant-hint.machine';
import { AppLayout } from '../../views/layout/AppLayout';

export default function LayoutScreen() {
  const hintActor = useActorRef(assistantHintMachine);
  return (
    <AppLayout hintActor={hintActor}>
      <Outlet />
    </AppLayout>
  );
}
