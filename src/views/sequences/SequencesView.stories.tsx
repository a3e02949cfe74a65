import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { editSequenceMachine, type SequenceChanges } from '../../machines/sequences/edit-sequence.machine';
import { sequencesMachine, type SequencesEvent } from '../../machines/sequences/sequences.machine';
import type { Sequence } from '../../domain/sequences/sequences';
import { never, storySequences } from './sequence-story-fixtures';
import { SequencesView } from './SequencesView';
import { storyFailureSettings } from '../alerts/alert-story-fixtures';

export default { title: 'Sequences/SequencesView' };

/** The server refuses the edited title by its field: the message sits under Title, with no toast. */
const titleRefused = () => Promise.reject(new Error('title: Title must not exceed 50 characters'));

function Sequences({ load, then, editing }: { load: () => Promise<Sequence[]>; then?: SequencesEvent[]; editing?: 'open' | 'saving' | 'refused' }) {
  const actor = useActorRef(sequencesMachine.provide({ actors: { loadSequences: fromPromise(load), deleteSequence: fromPromise<void, { id: string }>(never) } }));
  const editActor = useActorRef(
    editSequenceMachine.provide({ actors: { updateSequence: fromPromise<Sequence, { id: string } & SequenceChanges>(editing === 'refused' ? titleRefused : never), failureSettings: storyFailureSettings } }),
  );
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches({ list: 'idle' })) return;
      subscription.unsubscribe();
      for (const event of then ?? []) actor.send(event);
      if (editing) editActor.send({ type: 'edit.open', sequence: storySequences[0]! });
      if (editing === 'saving' || editing === 'refused') editActor.send({ type: 'edit.save', changes: { title: 'Evening Report', description: '' } });
    });
    return () => subscription.unsubscribe();
  }, [actor, editActor, then, editing]);
  return <SequencesView actor={actor} editActor={editActor} onOpen={() => {}} />;
}

const listed = async () => storySequences;
const confirmDelete: SequencesEvent[] = [{ type: 'delete.request', sequence: storySequences[0]! }];

export const Loading: Story = () => <Sequences load={never} />;
Loading.meta = { routerPath: '/sequences' };
export const Empty: Story = () => <Sequences load={async () => []} />;
Empty.meta = { routerPath: '/sequences' };
export const List: Story = () => <Sequences load={listed} />;
List.meta = { routerPath: '/sequences' };
export const EditDialog: Story = () => <Sequences load={listed} editing="open" />;
EditDialog.meta = { routerPath: '/sequences' };
export const EditDialogSaving: Story = () => <Sequences load={listed} editing="saving" />;
EditDialogSaving.meta = { routerPath: '/sequences' };
export const EditDialogFieldRefused: Story = () => <Sequences load={listed} editing="refused" />;
EditDialogFieldRefused.meta = { routerPath: '/sequences' };
export const ConfirmDelete: Story = () => <Sequences load={listed} then={confirmDelete} />;
ConfirmDelete.meta = { routerPath: '/sequences' };

/** D148: each tile says its last run on the server; one never run there says nothing. */
const withLastRuns: Sequence[] = [
  { ...storySequences[0]!, last_run: { id: 'run-1', status: 'failed', started_at: '2026-12-02T03:09:40Z', ended_at: '2026-12-02T03:10:00Z', failures_handled: 0 } },
  { ...storySequences[1]!, last_run: { id: 'run-2', status: 'completed', started_at: '2026-12-01T06:30:00Z', ended_at: '2026-12-01T06:30:12Z', failures_handled: 0 } },
  { id: 'story-3', title: 'Lead Sync', description: 'Every five minutes.', items: [], created_at: '2026-11-17T09:00:00Z', last_run_at: null, last_run: { id: 'run-3', status: 'running', started_at: '2026-12-02T04:55:00Z', ended_at: null, failures_handled: 0 } },
  { id: 'story-5', title: 'Price Watch', description: 'Its error path mails the team.', items: [], created_at: '2026-11-16T10:00:00Z', last_run_at: null, last_run: { id: 'run-5', status: 'completed', started_at: '2026-12-02T02:00:00Z', ended_at: '2026-12-02T02:00:09Z', failures_handled: 1 } },
  { id: 'story-4', title: 'Never Run', description: '', items: [], created_at: '2026-11-16T09:00:00Z', last_run_at: null, last_run: null },
];
export const LastRuns: Story = () => <Sequences load={async () => withLastRuns} />;
LastRuns.meta = { routerPath: '/sequences' };
