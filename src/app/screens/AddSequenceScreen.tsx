import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { addSequenceMachine } from '../../machines/sequences/add-sequence.machine';
import type { SequenceChanges } from '../../machines/sequences/edit-sequence.machine';
import { createSequence } from '../../services/sequences';
import { AddSequenceView } from '../../views/sequences/AddSequenceView';
import { api } from '../session-actor';
import { notify } from '../toast-actor';

export default function AddSequenceScreen() {
  const navigate = useNavigate();
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
