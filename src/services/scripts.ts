import { ApiError, type ApiClient } from './api-client';
import { scriptSummarySchema, type ScriptSummary } from '../domain/scripts/scripts';
import { signedInCall } from './signed-in-call';

const scriptsFailedMessage = 'Failed to fetch scripts';

/** The list may come as {data: [...]}, a bare list, {results: [...]}; anything else is no scripts. */
function scriptsIn(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (typeof body === 'object' && body !== null) {
    for (const key of ['data', 'results']) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value;
      if (typeof value === 'object' && value !== null && Array.isArray((value as Record<string, unknown>).data)) return (value as { data: unknown[] }).data;
    }
  }
  return [];
}

/** The script library for the palette (spec 02 §7); a failure says why, or "Failed to fetch scripts". */
export async function listScripts(api: ApiClient): Promise<ScriptSummary[]> {
  try {
    return scriptsIn(await signedInCall(api, () => api.get('/scripts/scripts/'))).flatMap((entry) => {
      const parsed = scriptSummarySchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  } catch (error) {
    throw new ApiError(error instanceof Error && error.message ? error.message : scriptsFailedMessage, error instanceof ApiError ? error.status : null);
  }
}
