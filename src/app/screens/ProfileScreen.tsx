import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { profileMachine } from '../../machines/account/profile.machine';
import type { ProfileUpdatePayload } from '../../domain/account/auth';
import { getMe, updateMe } from '../../services/users';
import { ProfileView } from '../../views/account/ProfileView';
import { api, sessionActor } from '../session-actor';
import { notify } from '../toast-actor';

const liveProfileMachine = profileMachine.provide({
  actors: {
    loadProfile: fromPromise(() => getMe(api)),
    saveProfile: fromPromise(({ input }: { input: ProfileUpdatePayload }) => updateMe(api, input)),
  },
  actions: {
    showToast: (_, toast) => notify(toast),
    userUpdated: (_, user) => sessionActor.send({ type: 'session.userUpdated', user }),
  },
});

export default function ProfileScreen() {
  return <ProfileView actor={useActorRef(liveProfileMachine)} />;
}
