/** The text an error carries for the user, or null when it carries none (no Error, or a blank message). */
export function errorTextOf(error: unknown): string | null {
  return error instanceof Error && error.message.trim() !== '' ? error.message : null;
}

/** An error's own text, else the flow's fallback sentence (the spec's "else ..." rule, 01 §8, 02 §8). */
export function errorTextOr(error: unknown, fallback: string): string {
  return errorTextOf(error) ?? fallback;
}

/** The HTTP status a failed call carries, or null when the server never answered (or it is no call's error). */
export function errorStatusOf(error: unknown): number | null {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : null;
  return typeof status === 'number' ? status : null;
}

/** What went wrong, in words: an Error's message, or whatever else was thrown, as text (for logs and step errors). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
