import { earlyRequestGlobal, type EarlySequenceRequest } from '../domain/sequences/early-sequence-request';
import type { ApiClient } from './api-client';
import { requestSequencesBySlug } from './sequence-by-slug';
import { readStoredToken } from './session-storage';

/**
 * The designer's sequence asked for before the designer mounts: when its route matches (in
 * parallel with the designer's chunks) or when a sequence tile is pointed at. Older than this, a
 * prefetched answer is not trusted to be what the server holds.
 */
export const prefetchFreshForMs = 10_000;

interface Prefetched {
  slug: string;
  startedAt: number;
  /** The server's answer, checked by the designer that takes it. */
  answer: Promise<unknown>;
}

let prefetched: Prefetched | null = null;

/** The request the designer's page started before the app (D105), taken over once. */
function adoptPageRequest(): void {
  const page = globalThis as { [earlyRequestGlobal]?: EarlySequenceRequest };
  const early = page[earlyRequestGlobal];
  if (!early) return;
  delete page[earlyRequestGlobal];
  prefetched ??= early;
}

export function prefetchSequence(api: ApiClient, slug: string, now = Date.now()): void {
  if (!readStoredToken()) return;
  adoptPageRequest();
  if (prefetched && prefetched.slug === slug && now - prefetched.startedAt < prefetchFreshForMs) return;
  const answer = requestSequencesBySlug(api, slug);
  // Nobody may be waiting for it yet; the designer's own load asks again if it failed.
  answer.catch(() => undefined);
  prefetched = { slug, startedAt: now, answer };
}

/** The fresh prefetch for this slug, once: the next designer that opens asks the server itself. */
export function takePrefetchedAnswer(slug: string, now = Date.now()): Promise<unknown> | null {
  adoptPageRequest();
  const taken = prefetched;
  prefetched = null;
  return taken && taken.slug === slug && now - taken.startedAt < prefetchFreshForMs ? taken.answer : null;
}
