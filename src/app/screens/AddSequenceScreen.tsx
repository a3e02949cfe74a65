import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { addSequenceMachine } from '../../machines/sequences/add-sequence.machine';
import type { SequenceChanges } from '../../machines/sequences/edit-sequence.machine';
import { createSequence } from '../../services/sequences';
import { AddSequenceView } from '../../views/sequences/AddSequenceView';
import { useAppSystem } from '../app-system-context';

export default function AddSequenceScreen() {
  const navigate = useNavigate();
  const { api, notify } = useAppSystem();
  const actor = useActorRef(
    addSequenceMachine.provide({
      actors: { createSequence: fromPromise(({ input }: { input: SequenceChanges }) => createSequence(api, { ...input, items: [] })) },
      actions: {
        showToast: (_, toast) => notify(toast),
        goToSequences: () => void navigate('/sequences'),
      },
    }),
  );
  return <AddSequenceView actor={actor} />;
}
