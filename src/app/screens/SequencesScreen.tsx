import { useActorRef } from '@xstate/react';
import { failureSettingsLogic } from '../alerts/failure-settings-logic';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { editSequenceMachine, type SequenceChanges } from '../../machines/sequences/edit-sequence.machine';
import { sequencesMachine } from '../../machines/sequences/sequences.machine';
import { sequencePath, slugOf } from '../../domain/sequences/sequence-slug';
import { prefetchSequence } from '../../services/sequence-prefetch';
import { deleteSequence, listSequences, updateSequence } from '../../services/sequences';
import { SequencesView } from '../../views/sequences/SequencesView';
import type { AppSystem } from '../app-system';
import { useAppSystem } from '../app-system-context';
import { loadDesignerScreen } from '../designer-chunk';

const liveSequencesMachine = ({ api, notify }: AppSystem) =>
  sequencesMachine.provide({
    actors: {
      loadSequences: fromPromise(() => listSequences(api)),
      deleteSequence: fromPromise(({ input }: { input: { id: string } }) => deleteSequence(api, input.id)),
    },
    actions: { showToast: (_, toast) => notify(toast) },
  });

export default function SequencesScreen() {
  const navigate = useNavigate();
  const system = useAppSystem();
  const { api, notify } = system;
  const actor = useActorRef(liveSequencesMachine(system));
  const editActor = useActorRef(
    editSequenceMachine.provide({
      actors: {
        updateSequence: fromPromise(({ input }: { input: { id: string } & SequenceChanges }) =>
          updateSequence(api, input.id, { title: input.title, description: input.description }),
        ),
        failureSettings: failureSettingsLogic(api),
      },
      actions: {
        showToast: (_, toast) => notify(toast),
        sequenceSaved: (_, sequence) => actor.send({ type: 'sequence.updated', sequence }),
      },
    }),
  );
  return (
    <SequencesView
      actor={actor}
      editActor={editActor}
      onOpen={(sequence) => void navigate(sequencePath(sequence.title), { state: { sequence } })}
      onIntent={(sequence) => {
        void loadDesignerScreen();
        prefetchSequence(api, slugOf(sequence.title));
      }}
    />
  );
}
