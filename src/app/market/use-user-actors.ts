import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { userActorsMachine, UserActors } from '../../machines/session/user-actors.machine';
import { selectUserActors } from '../../machines/session/user-actors.selectors';
import { useAppSystem } from '../app-system-context';

/**
 * The signed-in user's cart and favourites: every screen that shows them reads these same actors.
 * Null while nobody is signed in (they exist only inside a session) and while their code loads.
 */
export function useUserActors(): UserActors | null {
  const { session } = useAppSystem();
  const holder = useSelector(session, (snapshot) => snapshot.children.userActors as ActorRefFrom<typeof userActorsMachine> | undefined);
  return useSelector(holder, selectUserActors);
}
