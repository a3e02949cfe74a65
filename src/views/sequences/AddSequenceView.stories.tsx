import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { addSequenceMachine } from '../../machines/sequences/add-sequence.machine';
import type { SequenceChanges } from '../../machines/sequences/edit-sequence.machine';
import type { Sequence } from '../../domain/sequences/sequences';
import { AddSequenceView } from './AddSequenceView';
import { never } from './sequence-story-fixtures';

export default { title: 'Sequences/AddSequenceView' };

function AddSequence({ answer, submit }: { answer: () => Promise<Sequence>; submit?: boolean }) {
  const actor = useActorRef(addSequenceMachine.provide({ actors: { createSequence: fromPromise<Sequence, SequenceChanges>(answer) } }));
  useEffect(() => {
    if (submit) actor.send({ type: 'create.submit', details: { title: 'Morning Report', description: 'Collects the overnight numbers.' } });
  }, [actor, submit]);
  return <AddSequenceView actor={actor} />;
}

export const Idle: Story = () => <AddSequence answer={never} />;
Idle.meta = { routerPath: '/sequences/add-sequence' };
export const Creating: Story = () => <AddSequence answer={never} submit />;
Creating.meta = { routerPath: '/sequences/add-sequence' };
/** A refusal that names no field of the form: the "Creation Failed" toast. */
export const Failed: Story = () => <AddSequence answer={() => Promise.reject(new Error('No response from server'))} submit />;
Failed.meta = { routerPath: '/sequences/add-sequence' };
/** The server's rule message names the title: it shows under the field, with no toast. */
export const ServerFieldError: Story = () => <AddSequence answer={() => Promise.reject(new Error('title: Title must not exceed 50 characters'))} submit />;
ServerFieldError.meta = { routerPath: '/sequences/add-sequence' };
