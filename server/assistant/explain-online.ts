import { z } from 'zod';
import { behaviourDocs } from '../../src/domain/workflow/node-catalogue/behaviours';
import { kindOfNode } from '../../src/domain/workflow/node-catalogue/catalogue';
import { inputFieldsOf, settingFieldsOf } from '../../src/domain/workflow/node-catalogue/run-settings';
import { fixableFields, type ProposedFix } from './proposed-fix';
import type { FailedStep } from './failed-step';

/**
 * Ask Flo why online (D92): the prompt that carries the failed step (already redacted) to
 * Gemini, and the machine-readable fix its answer may end with. The fix is one last line
 * `FIX: {"field": ..., "value": ...}` in the same streamed answer: one call, so the text streams as
 * it comes and no second request (twice the wait and the quota) is needed; the server holds that
 * line back from the text and checks it against the node before offering it.
 */

export const fixLinePrefix = 'FIX:';

const clip = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit)}… (cut)` : text);
const json = (value: unknown) => (value === undefined ? 'none' : clip(JSON.stringify(value, null, 2) ?? 'none', 4000));

export const explainSystemInstruction = [
  'You are Flo, the assistant of Botflow, a web platform where people design automation workflows of nodes and run them on a server.',
  'A step of a run failed. Explain in English, briefly and concretely, what went wrong and what to change, naming the setting to change as the properties panel labels it (the label is given with each setting).',
  'Do not guess at causes the step does not show; say so when the step does not tell. Never ask for or repeat credential values: •••• marks a hidden value.',
  `When changing exactly one of the listed settings of the node would fix the failure, end the answer with one last line and nothing after it: ${fixLinePrefix} {"field": "<the setting's key, as in [key]>", "value": <the new value as JSON: a number for a number>}. Otherwise write no ${fixLinePrefix} line.`,
].join('\n');

/** The node's settings the prompt lists: those a fix may change, and its credential settings (by name). */
function promptFields(node: NonNullable<FailedStep['node']>): Array<{ key: string; label: string; credential: boolean }> {
  const kind = kindOfNode(node);
  const credentials = kind ? [...settingFieldsOf(kind.settings), ...inputFieldsOf(kind.inputs)].filter((field) => field.control === 'credential') : [];
  return [...fixableFields(node).map((field) => ({ ...field, credential: false })), ...credentials.map(({ key, label }) => ({ key, label, credential: true }))];
}

/** The failed step as the prompt states it: kind, settings, input, error, logs and attempts. */
export function explainPrompt(step: FailedStep): string {
  const kind = step.kind;
  const lines = [`The node "${step.label}" failed in a run.`];
  lines.push(kind ? `Its kind: ${kind.label} (type ${kind.type}). In a run it does this: ${behaviourDocs[kind.behaviour]}` : `Its type: ${step.nodeType} (a kind Botflow does not know).`);
  if (step.node) {
    const properties = step.node.properties;
    lines.push('Its settings, as [key] label: value (a credential setting holds the credential’s name, never its value, and cannot be a fix; empty: not set):');
    for (const field of promptFields(step.node)) lines.push(`- [${field.key}] ${field.label}${field.credential ? ' (credential)' : ''}: ${properties[field.key] === undefined ? 'empty' : clip(JSON.stringify(properties[field.key]), 2000)}`);
  } else {
    lines.push('The node is part of a bot’s own workflow, so its settings are not shown here and no fix can be offered.');
  }
  lines.push(`Its input (JSON): ${json(step.input)}`);
  lines.push(`Its error: ${step.error}`);
  lines.push(`Its attempts: ${step.attempts.map((each) => `attempt ${each.attempt} ${each.status}${each.error ? ` (${clip(each.error, 300)})` : ''}`).join('; ')}`);
  const logs = step.logs.slice(-50);
  lines.push(logs.length > 0 ? `Its log (last ${logs.length} lines):\n${logs.map((line) => `  ${clip(line, 500)}`).join('\n')}` : 'Its log: empty.');
  return lines.join('\n');
}

const fixLineSchema = z.object({ field: z.string().min(1), value: z.unknown() });

/** The fix a FIX line states, or null when it is not one (not JSON, no field). */
export function parseFixLine(line: string): ProposedFix | null {
  const text = line.trim().replace(/^`+|`+$/g, '').trim();
  if (!text.startsWith(fixLinePrefix)) return null;
  try {
    const parsed = fixLineSchema.safeParse(JSON.parse(text.slice(fixLinePrefix.length).trim()));
    return parsed.success ? { field: parsed.data.field, value: parsed.data.value } : null;
  } catch {
    return null;
  }
}

const isFixLine = (line: string) => line.trim().replace(/^`+/, '').startsWith(fixLinePrefix);
/** Text at the start of a line that may still become a FIX line once more arrives. */
const mayBecomeFixLine = (partial: string) => {
  const text = partial.trim().replace(/^`+/, '');
  return text === '' || fixLinePrefix.startsWith(text) || text.startsWith(fixLinePrefix);
};

/**
 * Takes the answer's text as it streams and gives back what may be shown at once: every line but
 * FIX lines. A line that might be one is held until it is known; the last FIX line is the fix.
 */
export class FixLineFilter {
  #pending = '';
  /** Part of the current line was already shown: it cannot be a FIX line. */
  #midLine = false;
  #fixLines: string[] = [];

  push(text: string): string {
    let shown = '';
    this.#pending += text;
    for (;;) {
      const newline = this.#pending.indexOf('\n');
      if (newline === -1) break;
      const line = this.#pending.slice(0, newline);
      this.#pending = this.#pending.slice(newline + 1);
      if (!this.#midLine && isFixLine(line)) this.#fixLines.push(line);
      else shown += `${line}\n`;
      this.#midLine = false;
    }
    if (this.#pending !== '' && (this.#midLine || !mayBecomeFixLine(this.#pending))) {
      shown += this.#pending;
      this.#pending = '';
      this.#midLine = true;
    }
    return shown;
  }

  /** The end of the answer: what is left to show, and the fix its last FIX line states. */
  end(): { rest: string; fix: ProposedFix | null } {
    let rest = '';
    if (this.#pending !== '') {
      if (!this.#midLine && isFixLine(this.#pending)) this.#fixLines.push(this.#pending);
      else rest = this.#pending;
      this.#pending = '';
    }
    const last = this.#fixLines.at(-1);
    return { rest, fix: last === undefined ? null : parseFixLine(last) };
  }

  /** Whether the answer had a FIX line at all (checked or not). */
  get hadFixLine(): boolean {
    return this.#fixLines.length > 0;
  }
}
