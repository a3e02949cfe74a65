import { serverRunLimits } from '../../../src/domain/workflow/server-runs';

/**
 * A step's input or output as stored: JSON longer than the documented limit is kept as its first
 * characters with `truncated: true`, so one huge API answer cannot bloat the database or the stream.
 */
export function storedValue(value: unknown): unknown {
  if (value === undefined) return null;
  let text: string;
  try {
    text = JSON.stringify(value) ?? 'null';
  } catch {
    return { truncated: true, preview: String(value).slice(0, serverRunLimits.storedValueChars) };
  }
  // PostgreSQL cannot store NUL in text or jsonb: an API answer holding one must not fail the step's write.
  text = text.replace(/(?<!\\)\\u0000/g, '\\ufffd');
  if (text.length <= serverRunLimits.storedValueChars) return JSON.parse(text) as unknown;
  return { truncated: true, preview: text.slice(0, serverRunLimits.storedValueChars) };
}

/** Text PostgreSQL can store: NUL becomes the replacement character. */
export const storableText = (text: string) => text.replaceAll('\0', '\uFFFD');

/** At most the documented number of log lines, each cut to its documented length. */
export function storedLogs(lines: readonly string[]): string[] {
  const kept = lines.slice(0, serverRunLimits.logLines).map((line) => storableText(line.slice(0, serverRunLimits.logLineChars)));
  if (lines.length > serverRunLimits.logLines) kept.push(`… ${lines.length - serverRunLimits.logLines} more lines not kept`);
  return kept;
}
