import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { choicesFor, type CredentialChoice } from '../../domain/bots/bot-setup';
import type { Bot } from '../../domain/bots/bots';
import { credentialKindLabels } from '../../domain/credentials/credential-kinds';
import type { DeclaredInput } from '../../domain/workflow/node-catalogue/declared-inputs';
import type { botDialogMachine } from '../../machines/bots/bot-dialog.machine';
import {
  selectCredentialChoices,
  selectCredentialsStatus,
  selectIsSavingBot,
  selectSetupErrors,
  selectSetupTexts,
  type CredentialsStatus,
} from '../../machines/bots/bot-dialog.selectors';
import { setupFactsOf } from '../../machines/bots/setup-form';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import * as dialogStyles from './BotDialog.css';
import * as styles from './BotSetup.css';

type BotDialogActor = ActorRefFrom<typeof botDialogMachine>;

/** View mode (D66): each input the bot's workflow declares and whether it is set; a credential shows its name only. */
export function SetupFacts({ bot }: { bot: Bot }) {
  return (
    <>
      {bot.needsSetup ? <p className={styles.notice}>This bot needs its setup before it can run: fill in its required inputs in Edit.</p> : null}
      <dl className={dialogStyles.facts}>
        {setupFactsOf(bot.inputs, bot.inputValues).map((fact) => (
          <div key={fact.name} className={dialogStyles.fact}>
            <dt className={dialogStyles.factLabel}>{fact.label}</dt>
            <dd className={styles.value} data-state={fact.state}>
              {fact.text}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

const labelOf = (input: DeclaredInput) => (input.required ? `${input.label} (required)` : input.label);

const placeholderOf = (input: DeclaredInput) => {
  if (input.default === undefined) return undefined;
  return `${typeof input.default === 'string' ? input.default : JSON.stringify(input.default)} by default`;
};

const inputModes = { url: 'url', number: 'decimal' } as const;

interface FieldProps {
  input: DeclaredInput;
  text: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (text: string) => void;
}

interface CredentialFieldProps extends FieldProps {
  status: CredentialsStatus;
  credentials: readonly CredentialChoice[];
  /** Reads the user's credentials again; none: the form cannot (the list came with what it shows). */
  onReload?: () => void;
}

function CredentialField({ input, text, error, disabled, onChange, status, credentials, onReload }: CredentialFieldProps) {
  const kinds = (input.accepts ?? []).map((kind) => credentialKindLabels[kind]).join(' or ');
  // In another tab, so the edits in this dialog are not lost; Reload then offers the new one.
  const manage = (
    <span className={styles.actions}>
      <a className={styles.link} href="/credentials" target="_blank" rel="noreferrer">
        Add a credential (opens a new tab)
      </a>
      {status === 'loading' || !onReload ? null : (
        <Button size="sm" variant="secondary" isDisabled={disabled} onPress={onReload}>
          Reload credentials
        </Button>
      )}
    </span>
  );
  if (status !== 'loaded') {
    return (
      <div className={styles.field}>
        <TextField
          label={labelOf(input)}
          value={text}
          onChange={onChange}
          errorMessage={error}
          isDisabled={disabled}
          description={`${input.help ? `${input.help}. ` : ''}The name of one of your credentials (${kinds})${status === 'loading' ? '; loading your credentials…' : ''}`}
        />
        {manage}
      </div>
    );
  }
  const choices = choicesFor(input, credentials).map((credential) => ({ value: credential.name, label: credential.name }));
  // A name kept before that is no longer among them stays chosen, and says so.
  const kept = text !== '' && !choices.some((choice) => choice.value === text) ? [{ value: text, label: `${text} (not among your credentials)` }] : [];
  return (
    <div className={styles.field}>
      <SelectField label={labelOf(input)} value={text} options={[{ value: '', label: 'None chosen' }, ...choices, ...kept]} onChange={onChange} isDisabled={disabled} errorMessage={error} />
      <p className={styles.help}>
        {choices.length === 0 ? `You have no ${kinds} credential yet. ` : ''}
        {input.help}
      </p>
      {manage}
    </div>
  );
}

function BooleanField({ input, text, error, disabled, onChange }: FieldProps) {
  const checked = text === '' ? input.default === true : text === 'true';
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked ? 'true' : 'false')} />
        {labelOf(input)}
      </label>
      {input.help ? <p className={styles.help}>{input.help}</p> : null}
      {error ? <p className={styles.error}>{error}</p> : null}
    </div>
  );
}

export interface SetupInputFieldsProps {
  inputs: readonly DeclaredInput[];
  texts: Readonly<Record<string, string>>;
  errors: Readonly<Partial<Record<string, string>>>;
  disabled: boolean;
  /** Where the list of the user's credentials is: a select once loaded, a typed name otherwise. */
  status: CredentialsStatus;
  credentials: readonly CredentialChoice[];
  onChange: (name: string, value: string) => void;
  onReload?: () => void;
}

/** A field per declared input, of its kind; a credential input picks one of the user's credentials by name (D66). */
export function SetupInputFields({ inputs, texts, errors, disabled, status, credentials, onChange, onReload }: SetupInputFieldsProps) {
  return (
    <div className={dialogStyles.fields}>
      {inputs.map((input) => {
        const props: FieldProps = { input, text: texts[input.name] ?? '', error: errors[input.name], disabled, onChange: (value) => onChange(input.name, value) };
        if (input.kind === 'credential') return <CredentialField key={input.name} {...props} status={status} credentials={credentials} onReload={onReload} />;
        if (input.kind === 'boolean') return <BooleanField key={input.name} {...props} />;
        return (
          <TextField
            key={input.name}
            label={labelOf(input)}
            value={props.text}
            onChange={props.onChange}
            errorMessage={props.error}
            isDisabled={disabled}
            placeholder={placeholderOf(input)}
            description={input.kind === 'file' ? `${input.help ? `${input.help}. ` : ''}A file name in the run’s folder` : input.help}
            multiline={input.kind === 'json'}
            inputMode={input.kind === 'url' || input.kind === 'number' ? inputModes[input.kind] : undefined}
            className={input.kind === 'json' ? dialogStyles.wide : undefined}
          />
        );
      })}
    </div>
  );
}

/** Edit mode (D66): the bot dialog's setup fields. */
export function SetupFields({ actor, bot }: { actor: BotDialogActor; bot: Bot }) {
  const texts = useSelector(actor, selectSetupTexts);
  const errors = useSelector(actor, selectSetupErrors);
  const saving = useSelector(actor, selectIsSavingBot);
  const status = useSelector(actor, selectCredentialsStatus);
  const credentials = useSelector(actor, selectCredentialChoices);
  return (
    <SetupInputFields
      inputs={bot.inputs}
      texts={texts}
      errors={errors}
      disabled={saving}
      status={status}
      credentials={credentials}
      onChange={(name, value) => actor.send({ type: 'setup.changed', name, value })}
      onReload={() => actor.send({ type: 'credentials.reload' })}
    />
  );
}
