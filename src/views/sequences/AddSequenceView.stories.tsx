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
export const Failed: Story = () => <AddSequence answer={() => Promise.reject(new Error('Title must not exceed 50 characters'))} submit />;
Failed.meta = { routerPath: '/sequences/add-sequence' };
