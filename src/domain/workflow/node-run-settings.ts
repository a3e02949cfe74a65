/**
 * What a node needs to do its work in a server run (D45, D60), edited in the properties panel's
 * "Run Settings" (D62): stored in the node's properties beside the spec's, under these keys.
 */
export interface RunSettingField {
  key: string;
  label: string;
  kind: 'text' | 'code' | 'number' | 'choice';
  choices?: readonly string[];
  hint?: string;
  placeholder?: string;
}

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const condition: RunSettingField = {
  key: 'condition',
  label: 'Condition',
  kind: 'code',
  hint: 'A JavaScript expression over input, such as input.status === 200; empty holds',
};
const code: RunSettingField = {
  key: 'code',
  label: 'Code',
  kind: 'code',
  hint: 'A function body: it receives input and returns the output (runs in a sandbox, 1 s, 32 MB)',
  placeholder: 'return { ...input, total: input.price * 2 };',
};

export const runSettingFields: Readonly<Record<string, readonly RunSettingField[]>> = {
  decision: [{ ...condition, hint: 'A JavaScript expression over input; when true the right output is followed, otherwise the bottom one' }],
  validate: [{ ...condition, hint: 'A JavaScript expression over input; the node fails when it is false' }],
  timer: [
    { key: 'seconds', label: 'Wait (seconds)', kind: 'number', hint: 'How long the node waits in a run (1 when empty); keep it under the Timeout, which ends the node' },
    { key: 'cron', label: 'Schedule (cron)', kind: 'text', hint: 'Five fields, such as 0 8 * * 1-5; while Workflow Active is on and the workflow is saved, the sequence runs at these times (UTC)', placeholder: '0 8 * * 1-5' },
  ],
  api: [
    { key: 'method', label: 'Method', kind: 'choice', choices: httpMethods },
    { key: 'url', label: 'URL', kind: 'text', placeholder: 'https://api.example.com/orders' },
    { key: 'headers', label: 'Headers (JSON)', kind: 'code', placeholder: '{ "Accept": "application/json" }' },
    { key: 'body', label: 'Body', kind: 'code' },
  ],
  script: [code],
  transform: [code],
  email: [
    { key: 'to', label: 'To', kind: 'text', placeholder: 'team@example.com' },
    { key: 'subject', label: 'Subject', kind: 'text' },
    { key: 'body', label: 'Message', kind: 'code', hint: 'Empty: the node’s input as JSON' },
  ],
};

export const runSettingsOf = (type: string): readonly RunSettingField[] => runSettingFields[type] ?? [];

/** A stored setting as the panel edits it: text (an object as indented JSON). */
export function settingText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}

/** What the panel's text stores: nothing for an empty field (the run's default applies), a number for a number. */
export function storedSettings(type: string, texts: Readonly<Record<string, string>>, stored: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...stored };
  for (const field of runSettingsOf(type)) {
    const text = texts[field.key] ?? '';
    if (text.trim() === '') delete result[field.key];
    else if (field.kind === 'number' && Number.isFinite(Number(text))) result[field.key] = Number(text);
    else result[field.key] = text;
  }
  return result;
}
