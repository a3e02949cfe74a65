import type { Sequence } from '../domain/sequences/sequences';
import type { ApiClient } from './api-client';
import { findSequenceBySlug } from './sequences';
import { readStoredToken } from './session-storage';

/**
 * The designer's sequence asked for before the designer mounts: when its route matches (in
 * parallel with the designer's chunks, issue 17) or when a sequence tile is pointed at. Older than
 * this, a prefetched answer is not trusted to be what the server holds.
 */
export const prefetchFreshForMs = 10_000;

interface Prefetched {
  slug: string;
  startedAt: number;
  sequence: Promise<Sequence | null>;
}

let prefetched: Prefetched | null = null;

export function prefetchSequence(api: ApiClient, slug: string, now = Date.now()): void {
  if (!readStoredToken()) return;
  if (prefetched && prefetched.slug === slug && now - prefetched.startedAt < prefetchFreshForMs) return;
  const sequence = findSequenceBySlug(api, slug);
  // Nobody may be waiting for it yet; the designer's own load asks again if it failed.
  sequence.catch(() => undefined);
  prefetched = { slug, startedAt: now, sequence };
}

/** The fresh prefetch for this slug, once: the next designer that opens asks the server itself. */
export function takePrefetchedSequence(slug: string, now = Date.now()): Promise<Sequence | null> | null {
  const taken = prefetched;
  prefetched = null;
  return taken && taken.slug === slug && now - taken.startedAt < prefetchFreshForMs ? taken.sequence : null;
}
