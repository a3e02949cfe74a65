import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ProfileUpdatePayload } from '../../domain/account/auth';
import { profileMachine } from '../../machines/account/profile.machine';
import { getMe, updateMe } from '../../services/users';
import { ProfileView } from '../../views/account/ProfileView';
import type { AppSystem } from '../app-system';
import { useAppSystem } from '../app-system-context';

const liveProfileMachine = ({ api, notify, session }: AppSystem) =>
  profileMachine.provide({
    actors: {
      loadProfile: fromPromise(() => getMe(api)),
      saveProfile: fromPromise(({ input }: { input: ProfileUpdatePayload }) => updateMe(api, input)),
    },
    actions: {
      showToast: (_, toast) => notify(toast),
      userUpdated: (_, user) => session.send({ type: 'session.userUpdated', user }),
    },
  });

export default function ProfileScreen() {
  return <ProfileView actor={useActorRef(liveProfileMachine(useAppSystem()))} />;
}
