import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Credential, UsingSequence } from '../../domain/credentials/credentials';
import { credentialFormMachine, type CredentialFormEvent, type SaveCredentialInput } from '../../machines/credentials/credential-form.machine';
import { credentialsMachine } from '../../machines/credentials/credentials.machine';
import { deleteCredentialMachine } from '../../machines/credentials/delete-credential.machine';
import { adminLogin, never, ordersToken, storyCredentials, storyUsers } from './credential-story-fixtures';
import { CredentialsView } from './CredentialsView';

export default { title: 'Credentials/CredentialsView' };


interface Scene {
  load: () => Promise<Credential[]>;
  /** What the form is told once the list is there, and how its save answers. */
  form?: CredentialFormEvent[];
  save?: () => Promise<Credential>;
  /** Which credential is asked about for deletion, and how the check and the delete answer. */
  remove?: { credential: Credential; uses: () => Promise<UsingSequence[]>; confirm?: boolean };
}

function Credentials({ load, form = [], save = never, remove }: Scene) {
  const actor = useActorRef(credentialsMachine.provide({ actors: { loadCredentials: fromPromise(load) } }));
  const formActor = useActorRef(credentialFormMachine.provide({ actors: { saveCredential: fromPromise<Credential, SaveCredentialInput>(save) } }));
  const deleteActor = useActorRef(
    deleteCredentialMachine.provide({ actors: { findUses: fromPromise<UsingSequence[], { id: string }>(remove?.uses ?? never), deleteCredential: fromPromise<void, { id: string }>(never) } }),
  );
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches('ready')) return;
      subscription.unsubscribe();
      for (const event of form) formActor.send(event);
      if (remove) deleteActor.send({ type: 'delete.request', credential: remove.credential });
    });
    return () => subscription.unsubscribe();
  }, [actor, formActor, deleteActor, form, remove]);
  useEffect(() => {
    if (!remove?.confirm) return;
    const subscription = deleteActor.subscribe((snapshot) => {
      if (!snapshot.matches('confirming')) return;
      subscription.unsubscribe();
      deleteActor.send({ type: 'delete.confirm' });
    });
    return () => subscription.unsubscribe();
  }, [deleteActor, remove]);
  return <CredentialsView actor={actor} formActor={formActor} deleteActor={deleteActor} />;
}

const listed = async () => storyCredentials;
const typedToken: CredentialFormEvent[] = [
  { type: 'form.add' },
  { type: 'form.changed', field: 'name', value: 'Billing API' },
  { type: 'form.changed', field: 'fields.value', value: 'sk_live_0000' },
];
/** The server refuses a field by its path: the message sits under it. */
const headerRefused = () => Promise.reject(new Error('fields.header: Header name may hold only letters, digits and - (an HTTP header name)'));

export const Loading: Story = () => <Credentials load={never} />;
export const LoadFailed: Story = () => <Credentials load={() => Promise.reject(new Error('No response from server'))} />;
export const Empty: Story = () => <Credentials load={async () => []} />;
export const List: Story = () => <Credentials load={listed} />;
export const AddDialog: Story = () => <Credentials load={listed} form={[{ type: 'form.add' }]} />;
export const AddDialogMissingFields: Story = () => <Credentials load={listed} form={[{ type: 'form.add' }, { type: 'form.submit' }]} />;
export const AddDialogSaving: Story = () => <Credentials load={listed} form={[...typedToken, { type: 'form.submit' }]} />;
export const AddDialogRefused: Story = () => <Credentials load={listed} form={[...typedToken, { type: 'form.changed', field: 'fields.header', value: 'X-Api-Key' }, { type: 'form.submit' }]} save={headerRefused} />;
export const EditDialog: Story = () => <Credentials load={listed} form={[{ type: 'form.edit', credential: ordersToken }]} />;
export const EditDialogKindChanged: Story = () => <Credentials load={listed} form={[{ type: 'form.edit', credential: ordersToken }, { type: 'form.kind', kind: 'basic' }]} />;
export const DeleteChecking: Story = () => <Credentials load={listed} remove={{ credential: ordersToken, uses: never }} />;
export const DeleteUnused: Story = () => <Credentials load={listed} remove={{ credential: adminLogin, uses: async () => [] }} />;
export const DeleteUsedBySequences: Story = () => <Credentials load={listed} remove={{ credential: ordersToken, uses: async () => storyUsers }} />;
export const Deleting: Story = () => <Credentials load={listed} remove={{ credential: ordersToken, uses: async () => storyUsers, confirm: true }} />;

