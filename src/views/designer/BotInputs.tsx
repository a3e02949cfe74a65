import { useId } from 'react';
import { choicesFor, type CredentialChoice } from '../../domain/bots/bot-setup';
import type { DeclaredInput } from '../../domain/workflow/node-catalogue/declared-inputs';
import { inputText } from '../../machines/bots/setup-form';
import * as styles from './PropertiesPanel.css';

export interface BotInputsProps {
  inputs: readonly DeclaredInput[];
  /** The node's own values as its fields hold them (`setupTextsOf`); '' falls back on `defaults`. */
  texts: Readonly<Record<string, string>>;
  /** What each input is when the node sets none: the bot's own setup, else the declared default. */
  defaults: Readonly<Record<string, unknown>>;
  onChange: (name: string, text: string) => void;
  /** The user's credentials, when loaded: a credential input is then a select; otherwise a typed name. */
  credentials?: readonly CredentialChoice[];
}

function fallbackOf(input: DeclaredInput, defaults: BotInputsProps['defaults']): string {
  const value = defaults[input.name];
  if (value === undefined) return input.required ? 'required: the bot has no value' : 'nothing';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return inputText(input, value);
}

function BotInputField({ input, text, fallback, onChange, credentials }: { input: DeclaredInput; text: string; fallback: string; onChange: (text: string) => void; credentials?: readonly CredentialChoice[] }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const label = input.required ? `${input.label} (required)` : input.label;
  const placeholder = `Bot's setting: ${fallback}`;
  const common = { id, 'aria-describedby': hintId, className: styles.control };
  let control;
  if (input.kind === 'boolean') {
    control = (
      <select {...common} value={text} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        <option value="true">On</option>
        <option value="false">Off</option>
      </select>
    );
  } else if (input.kind === 'credential' && credentials) {
    const names = choicesFor(input, credentials).map((credential) => credential.name);
    control = (
      <select {...common} value={text} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {[...names, ...(text !== '' && !names.includes(text) ? [text] : [])].map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    );
  } else if (input.kind === 'json') {
    control = <textarea {...common} className={styles.codeControl} rows={3} spellCheck={false} placeholder={placeholder} value={text} onChange={(event) => onChange(event.target.value)} />;
  } else {
    control = <input {...common} inputMode={input.kind === 'number' ? 'decimal' : input.kind === 'url' ? 'url' : undefined} placeholder={placeholder} value={text} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {control}
      <span id={hintId} className={styles.hint}>
        {[input.help, input.kind === 'credential' ? 'The name of one of your credentials' : null, `Empty: the bot's setting (${fallback})`].filter(Boolean).join('. ')}
      </span>
    </div>
  );
}

/**
 * A bot node's inputs in its Run Settings (D66): a field per input the bot's workflow declares, empty
 * meaning the bot's own setting from My Bots, which each field shows; what a field holds is kept on
 * the node, for this sequence only.
 */
export function BotInputs({ inputs, texts, defaults, onChange, credentials }: BotInputsProps) {
  return (
    <div className={styles.panel} role="group" aria-label="Bot inputs">
      <p className={styles.hint}>The bot’s inputs: a value here is for this sequence only; an empty field keeps the bot’s own setting from My Bots.</p>
      {inputs.map((input) => (
        <BotInputField key={input.name} input={input} text={texts[input.name] ?? ''} fallback={fallbackOf(input, defaults)} onChange={(text) => onChange(input.name, text)} credentials={credentials} />
      ))}
    </div>
  );
}
