import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SettingField } from '../../domain/workflow/node-catalogue/run-settings';
import type { credentialChoicesMachine } from '../../machines/designer/credential-choices.machine';
import { namesAccepted, selectCredentials, selectCredentialsError, selectCredentialsStatus } from '../../machines/designer/credential-choices.selectors';
import type { NodeDraft, nodePropertiesMachine } from '../../machines/designer/node-properties.machine';
import { selectRunSettingFields } from '../../machines/designer/node-properties.selectors';
import { Button } from '../ui/Button';
import { PanelField as Field } from './PanelField';
import * as styles from './PropertiesPanel.css';

type PropertiesActor = ActorRefFrom<typeof nodePropertiesMachine>;
type CredentialsActor = ActorRefFrom<typeof credentialChoicesMachine>;

interface ControlProps {
  field: SettingField;
  value: string;
  onChange: (value: string) => void;
}

const noCredentials: never[] = [];

/** A credential field (D66): the user's credentials of the kinds it takes, by name, with a way to add one. */
function CredentialControl({ field, value, onChange, credentials }: ControlProps & { credentials: CredentialsActor | undefined }) {
  // Stories and tests may draw the panel without the designer's credentials actor.
  const status = useSelector(credentials, (snapshot) => (snapshot ? selectCredentialsStatus(snapshot) : 'ready'));
  const error = useSelector(credentials, (snapshot) => (snapshot ? selectCredentialsError(snapshot) : null));
  const all = useSelector(credentials, (snapshot) => (snapshot ? selectCredentials(snapshot) : noCredentials));
  const names = namesAccepted(all, field.accepts);
  // A value this list lacks (deleted since, or a template) stays shown, so Update keeps it.
  const unknown = value !== '' && !names.includes(value);
  return (
    <Field label={field.label} hint={status === 'failed' ? (error ?? undefined) : field.hint}>
      {(id, hintId) => (
        <>
          <select id={id} aria-describedby={hintId} className={styles.control} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">{field.fallback ?? 'None'}</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            {unknown ? <option value={value}>{value} (not among your credentials)</option> : null}
          </select>
          <span className={styles.credentialActions}>
            {status === 'loading' ? <span role="status">Loading your credentials...</span> : null}
            {names.length === 0 && status === 'ready' ? <span>You have no credential of this kind yet.</span> : null}
            <a href="/credentials" target="_blank" rel="noreferrer">
              Add a credential (opens a new tab)
            </a>
            {credentials ? (
              <Button size="sm" variant="secondary" onPress={() => credentials.send({ type: 'credentials.reload' })}>
                Reload credentials
              </Button>
            ) : null}
          </span>
        </>
      )}
    </Field>
  );
}

function RunSettingControl({ field, value, onChange }: ControlProps) {
  return (
    <Field label={field.label} hint={field.hint}>
      {(id, hintId) =>
        field.control === 'choice' ? (
          <select id={id} aria-describedby={hintId} className={styles.control} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">{field.choices?.[0]} (default)</option>
            {field.choices?.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        ) : field.control === 'boolean' ? (
          <select id={id} aria-describedby={hintId} className={styles.control} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">{field.fallback ? `${field.fallback} (default)` : 'Not set'}</option>
            <option value="true">Yes</option>
            <option value="false">No</option>
          </select>
        ) : field.control === 'code' ? (
          <textarea
            id={id}
            aria-describedby={hintId}
            className={styles.codeControl}
            rows={4}
            spellCheck={false}
            placeholder={field.placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            id={id}
            aria-describedby={hintId}
            className={styles.control}
            inputMode={field.control === 'number' ? 'decimal' : undefined}
            placeholder={field.placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

/** D62, D65, D66: what the node needs to do its work when the workflow runs on the server, as its kind declares it. */
export function RunSettings({ actor, credentials, draft }: { actor: PropertiesActor; credentials: CredentialsActor | undefined; draft: NodeDraft }) {
  const fields = useSelector(actor, selectRunSettingFields);
  if (fields.length === 0) return null;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Run Settings</legend>
      {fields.map((field) => {
        const props = { field, value: draft.settings[field.key] ?? '', onChange: (value: string) => actor.send({ type: 'setting.changed', key: field.key, value }) };
        return field.control === 'credential' ? <CredentialControl key={field.key} {...props} credentials={credentials} /> : <RunSettingControl key={field.key} {...props} />;
      })}
    </fieldset>
  );
}
