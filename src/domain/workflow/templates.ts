/**
 * Templates in a node's settings (D66): `{{input.a.b}}` is a field of what the previous node
 * returned, `{{inputs.name}}` an input of the workflow (a bot's setup, D66). A value that is text
 * goes in as it is, a number or a flag as written, anything else as JSON; one that is not there
 * leaves the place empty.
 */
export interface TemplateScope {
  input: unknown;
  inputs: Readonly<Record<string, unknown>>;
}

const placeholder = /\{\{\s*(input|inputs)((?:\.[A-Za-z0-9_$-]+)*)\s*\}\}/g;

function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split('.').filter(Boolean)) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function fillTemplate(text: string, scope: TemplateScope): string {
  return text.replace(placeholder, (_, root: 'input' | 'inputs', path: string) => asText(valueAt(root === 'input' ? scope.input : scope.inputs, path)));
}

export const hasTemplate = (text: string) => new RegExp(placeholder.source).test(text);

/** The properties with every text of the named keys filled in; the others (code, conditions) are left as written. */
export function fillTemplates(properties: Readonly<Record<string, unknown>>, keys: readonly string[], scope: TemplateScope): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...properties };
  for (const key of keys) {
    const value = properties[key];
    if (typeof value === 'string' && hasTemplate(value)) filled[key] = fillTemplate(value, scope);
  }
  return filled;
}
