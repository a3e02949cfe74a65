import type { SnapshotFrom } from 'xstate';
import { credentialFields, type CredentialFieldSpec } from '../../domain/credentials/credential-kinds';
import { valueSetPlaceholder } from '../../domain/credentials/credentials';
import { fieldKey, needsEverySecret } from './credential-form';
import type { credentialFormMachine } from './credential-form.machine';

type FormSnapshot = SnapshotFrom<typeof credentialFormMachine>;

/** Null while the dialog is closed. */
export const selectFormMode = (snapshot: FormSnapshot): 'add' | 'edit' | null => (snapshot.matches('closed') ? null : snapshot.context.credential ? 'edit' : 'add');
export const selectFormValues = (snapshot: FormSnapshot) => snapshot.context.values;
export const selectEditedCredential = (snapshot: FormSnapshot) => snapshot.context.credential;

export interface FormField {
  spec: CredentialFieldSpec;
  /** The form's key for it, which the server's messages name too. */
  key: string;
  value: string;
  /** A stored value the field keeps while empty, or the default an empty setting takes. */
  placeholder: string | undefined;
  /** Whether the field must be filled in before the form is sent. */
  required: boolean;
}

/** The fields of the kind being edited. A secret that is stored shows that it is set, never what it is. */
export function selectFormFields(snapshot: FormSnapshot): FormField[] {
  const { credential, values } = snapshot.context;
  const everySecret = needsEverySecret(credential, values.kind);
  return credentialFields[values.kind].map((spec) => {
    const isStored = !everySecret && credential !== null && credential.setFields.includes(spec.name);
    return {
      spec,
      key: fieldKey(spec.name),
      value: values.fields[spec.name] ?? '',
      placeholder: spec.secret ? (isStored ? valueSetPlaceholder : undefined) : spec.default,
      required: spec.secret && everySecret,
    };
  });
}
