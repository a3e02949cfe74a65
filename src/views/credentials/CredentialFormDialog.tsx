import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { credentialKindLabels, credentialKinds, type CredentialKind } from '../../domain/credentials/credential-kinds';
import { limits } from '../../domain/rule-texts';
import type { credentialFormMachine } from '../../machines/credentials/credential-form.machine';
import { selectEditedCredential, selectFormFields, selectFormMode, selectFormValues, type FormField } from '../../machines/credentials/credential-form.selectors';
import { selectFieldErrors, selectIsBusy } from '../../machines/forms/form.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { Form } from '../ui/Form';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { useFormFocus } from '../ui/use-form-focus';
import * as styles from './CredentialsView.css';

type FormActor = ActorRefFrom<typeof credentialFormMachine>;

const kindOptions = credentialKinds.map((kind) => ({ value: kind, label: credentialKindLabels[kind] }));

function ValueField({ actor, field, error, isDisabled }: { actor: FormActor; field: FormField; error: string | undefined; isDisabled: boolean }) {
  return (
    <TextField
      label={field.spec.label}
      description={field.spec.hint}
      value={field.value}
      placeholder={field.placeholder}
      // A secret is typed unseen and never offered to the browser's password manager.
      type={field.spec.secret ? 'password' : 'text'}
      autoComplete={field.spec.secret ? 'new-password' : 'off'}
      isRequired={field.required}
      isDisabled={isDisabled}
      errorMessage={error ?? null}
      onChange={(value) => actor.send({ type: 'form.changed', field: field.key, value })}
    />
  );
}

function CredentialForm({ actor }: { actor: FormActor }) {
  const mode = useSelector(actor, selectFormMode);
  const original = useSelector(actor, selectEditedCredential);
  const values = useSelector(actor, selectFormValues);
  const fields = useSelector(actor, selectFormFields);
  const errors = useSelector(actor, selectFieldErrors);
  const saving = useSelector(actor, selectIsBusy);
  const formRef = useFormFocus(errors, saving);
  const kindChanged = original !== null && original.kind !== values.kind;
  return (
    <Form ref={formRef} className={styles.form} onSubmit={() => actor.send({ type: 'form.submit' })}>
      <TextField
        label="Name"
        autoFocus
        description="What a node’s Run Settings pick it by"
        value={values.name}
        maxLength={limits.name}
        isDisabled={saving}
        errorMessage={errors.name ?? null}
        onChange={(value) => actor.send({ type: 'form.changed', field: 'name', value })}
      />
      <SelectField<CredentialKind>
        label="Kind"
        value={values.kind}
        options={kindOptions}
        isDisabled={saving}
        errorMessage={errors.kind ?? null}
        onChange={(kind) => actor.send({ type: 'form.kind', kind })}
      />
      {mode === 'edit' ? (
        <p className={styles.note}>
          {kindChanged ? 'A new kind replaces every stored value: fill in each of its fields.' : 'Stored values are never shown. Leave a field empty to keep its value.'}
        </p>
      ) : null}
      {fields.map((field) => (
        <ValueField key={`${values.kind}-${field.key}`} actor={actor} field={field} error={errors[field.key]} isDisabled={saving} />
      ))}
      <DialogActions>
        <Button variant="secondary" isDisabled={saving} onPress={() => actor.send({ type: 'form.close' })}>
          Cancel
        </Button>
        <Button type="submit" isPending={saving} pendingLabel="Saving...">
          {mode === 'add' ? 'Add Credential' : 'Save Changes'}
        </Button>
      </DialogActions>
    </Form>
  );
}

/** Add or edit a credential (D66); a secret is write-only: a field that holds one says so, and left empty keeps it. */
export function CredentialFormDialog({ actor }: { actor: FormActor }) {
  const mode = useSelector(actor, selectFormMode);
  const saving = useSelector(actor, selectIsBusy);
  return (
    <Dialog
      isOpen={mode !== null}
      isDismissable={!saving}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'form.close' });
      }}
    >
      <DialogHeader title={mode === 'edit' ? 'Edit Credential' : 'Add Credential'} />
      {mode ? <CredentialForm actor={actor} /> : null}
    </Dialog>
  );
}
