import { useSelector } from '@xstate/react';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { addSequenceMachine } from '../../machines/sequences/add-sequence.machine';
import type { SequenceChanges } from '../../machines/sequences/edit-sequence.machine';
import { selectFieldErrors, selectIsBusy } from '../../machines/forms/form.selectors';
import { limits } from '../../domain/rule-texts';
import { Button } from '../ui/Button';
import { Form } from '../ui/Form';
import { TextField } from '../ui/TextField';
import { useFormFocus } from '../ui/use-form-focus';
import * as styles from './SequencesView.css';

export function AddSequenceView({ actor }: { actor: ActorRefFrom<typeof addSequenceMachine> }) {
  const busy = useSelector(actor, selectIsBusy);
  const errors = useSelector(actor, selectFieldErrors);
  const formRef = useFormFocus(errors, busy);
  const [details, setDetails] = useState<SequenceChanges>({ title: '', description: '' });
  return (
    <section className={styles.formPage} aria-labelledby="page-title">
      <Link to="/sequences" className={styles.backLink}>
        <ArrowLeft size={18} aria-hidden="true" />
        Back to Sequences
      </Link>
      <h1 id="page-title" className={styles.title}>
        Add Sequence
      </h1>
      <Form ref={formRef} className={styles.form} onSubmit={() => actor.send({ type: 'create.submit', details })}>
        {/* Spec 01 §5 limits (name 50, description 500): the fields stop there rather than fail on the server. */}
        <TextField
          label="Title"
          value={details.title}
          maxLength={limits.name}
          isDisabled={busy}
          errorMessage={errors.title ?? null}
          onChange={(title) => setDetails((current) => ({ ...current, title }))}
        />
        <TextField
          label="Description"
          multiline
          value={details.description}
          maxLength={limits.description}
          isDisabled={busy}
          errorMessage={errors.description ?? null}
          onChange={(description) => setDetails((current) => ({ ...current, description }))}
        />
        <Button type="submit" variant="primary" isDisabled={details.title.trim() === ''} isPending={busy} pendingLabel="Creating...">
          Create Sequence
        </Button>
      </Form>
    </section>
  );
}
