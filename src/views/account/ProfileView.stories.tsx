import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { profileMachine, type ProfileEvent } from '../../machines/account/profile.machine';
import type { ProfileUpdatePayload } from '../../domain/account/auth';
import type { User } from '../../domain/account/user';
import { never, storyUser } from './account-story-fixtures';
import { useStoryToasts } from './account-story-toasts';
import { ProfileView } from './ProfileView';

export default { title: 'Account/ProfileView' };

function Profile({ load, save = never, then = [] }: { load: () => Promise<User>; save?: () => Promise<User>; then?: ProfileEvent[] }) {
  const { notify, region } = useStoryToasts();
  const actor = useActorRef(
    profileMachine.provide({
      actors: { loadProfile: fromPromise(load), saveProfile: fromPromise<User, ProfileUpdatePayload>(save) },
      actions: { showToast: (_, toast) => notify(toast) },
    }),
  );
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches({ loaded: 'viewing' }) || then.length === 0) return;
      subscription.unsubscribe();
      for (const event of then) actor.send(event);
    });
    return () => subscription.unsubscribe();
  }, [actor, then]);
  return (
    <>
      <ProfileView actor={actor} />
      {region}
    </>
  );
}

const loaded = async () => storyUser;
const inactiveAdmin = async () => ({ ...storyUser, is_active: false, is_admin: true });
const edit: ProfileEvent[] = [{ type: 'profile.edit' }];
const save: ProfileEvent[] = [{ type: 'profile.edit' }, { type: 'profile.save', changes: { name: 'Augusta', lastname: 'Lovelace', email: storyUser.email } }];

export const Loading: Story = () => <Profile load={never} />;
export const Failed: Story = () => <Profile load={() => Promise.reject(new Error('No response from server'))} />;
export const Viewing: Story = () => <Profile load={loaded} />;
export const InactiveAdmin: Story = () => <Profile load={inactiveAdmin} />;
export const Editing: Story = () => <Profile load={loaded} then={edit} />;
export const Saving: Story = () => <Profile load={loaded} then={save} />;
/** A failed save stays in the form, with the "Update Failed" toast giving the server's reason. */
const emailTaken = () => Promise.reject(new Error('Email already registered'));
export const SaveFailed: Story = () => <Profile load={loaded} save={emailTaken} then={save} />;
/** The server's rule message names the first name: it shows under the field, with no toast. */
const nameRequired = () => Promise.reject(new Error('name: First name is required'));
export const SaveRefusedField: Story = () => <Profile load={loaded} save={nameRequired} then={save} />;
