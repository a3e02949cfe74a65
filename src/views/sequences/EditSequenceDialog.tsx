import { useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { editSequenceMachine, SequenceChanges } from '../../machines/sequences/edit-sequence.machine';
import { selectEditedSequence, selectFailureSettingsActor, selectIsSaving } from '../../machines/sequences/sequences.selectors';
import { FailureSettingsSection } from '../alerts/FailureSettingsSection';
import { selectFieldErrors } from '../../machines/forms/form.selectors';
import { limits } from '../../domain/rule-texts';
import type { Sequence } from '../../domain/sequences/sequences';
import { countSequenceItems } from '../../domain/workflow/saved-workflow';
import { Button } from '../ui/Button';
import { Form } from '../ui/Form';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { TextField } from '../ui/TextField';
import { useFormFocus } from '../ui/use-form-focus';
import * as styles from './SequencesView.css';

type EditActor = ActorRefFrom<typeof editSequenceMachine>;

const readableDate = (value: string) => dayjs(value).format('MMM D, YYYY h:mm A');

function EditForm({ actor, sequence }: { actor: EditActor; sequence: Sequence }) {
  const saving = useSelector(actor, selectIsSaving);
  const errors = useSelector(actor, selectFieldErrors);
  const formRef = useFormFocus(errors, saving);
  const [changes, setChanges] = useState<SequenceChanges>({ title: sequence.title, description: sequence.description });
  const facts = [
    ['Created At', readableDate(sequence.created_at)],
    ['Last Run At', sequence.last_run_at ? readableDate(sequence.last_run_at) : 'Never'],
    ['Number of Items', String(countSequenceItems(sequence.items))],
  ] as const;
  return (
    <Form ref={formRef} className={styles.form} onSubmit={() => actor.send({ type: 'edit.save', changes })}>
      {/* The dialog opens to edit: focus starts in its first field, which stops at the spec's limit like the description. */}
      <TextField
        label="Title"
        autoFocus
        value={changes.title}
        maxLength={limits.name}
        isDisabled={saving}
        errorMessage={errors.title ?? null}
        onChange={(title) => setChanges((current) => ({ ...current, title }))}
      />
      <TextField
        label="Description"
        multiline
        value={changes.description}
        maxLength={limits.description}
        isDisabled={saving}
        errorMessage={errors.description ?? null}
        onChange={(description) => setChanges((current) => ({ ...current, description }))}
      />
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <DialogActions>
        <Button variant="secondary" isDisabled={saving} onPress={() => actor.send({ type: 'edit.close' })}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={saving} pendingLabel="Saving...">
          Save Changes
        </Button>
      </DialogActions>
    </Form>
  );
}

export function EditSequenceDialog({ actor }: { actor: EditActor }) {
  const sequence = useSelector(actor, selectEditedSequence);
  const saving = useSelector(actor, selectIsSaving);
  const failureSettings = useSelector(actor, selectFailureSettingsActor);
  return (
    <Dialog
      isOpen={sequence !== null}
      isDismissable={!saving}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'edit.close' });
      }}
    >
      <DialogHeader title="Edit Sequence" />
      {sequence ? <EditForm key={sequence.id} actor={actor} sequence={sequence} /> : null}
      {sequence && failureSettings ? <FailureSettingsSection actor={failureSettings} /> : null}
    </Dialog>
  );
}
