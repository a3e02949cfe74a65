import type { ApiClient } from './api-client';
import { signedInCall } from './signed-in-call';

export const sequencesPath = '/sequences/sequences';

/**
 * The caller's sequences narrowed to one slug, as the server sent them. Unchecked here: the
 * designer's prefetch starts this from the entry chunk, and the schema that checks it (zod, about
 * 25 kB gzip) belongs to the screens that read it, not to every page (D46).
 */
export function requestSequencesBySlug(api: ApiClient, slug: string): Promise<unknown> {
  return signedInCall(api, () => api.get(`${sequencesPath}/`, { query: { slug } }));
}
