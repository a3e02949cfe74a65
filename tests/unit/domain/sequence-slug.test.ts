import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/services/api-client';
import { sequencePath, slugOf, titleFromSlug } from '../../../src/domain/sequences/sequence-slug';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import { findSequenceBySlug } from '../../../src/services/sequences';

const sequenceTitled = (title: string, index: number): Sequence => ({
  id: `6f1c2b7e-0000-4000-8000-00000000000${index}`,
  title,
  description: '',
  items: [],
  created_at: '2026-11-20T08:00:00Z',
  last_run_at: null,
});

/** A server holding these sequences that answers `?slug=` as the real one does (tests/server/sequences.test.ts). */
function listing(sequences: Sequence[]): ApiClient & { queries: unknown[] } {
  const queries: unknown[] = [];
  const reply = async <T,>(_path: string, options?: { query?: { slug?: string } }) => {
    queries.push(options?.query);
    return sequences.filter((sequence) => slugOf(sequence.title) === options?.query?.slug) as T;
  };
  return { get: reply, post: reply, put: reply, patch: reply, delete: reply, download: reply, stream: reply, streamGet: reply, hasToken: () => true, queries };
}

/** The slug the designer route reads from a path, as the app's router decodes it. */
function slugFromPath(path: string): string | undefined {
  return matchRoutes([{ path: '/sequences/add-sequence' }, { path: '/sequences/:slug' }], path)?.[0]?.params.slug;
}

const awkwardTitles = ['Q&A / Sales', 'What? Now', 'Ticket #42', '100% Done', 'a%2Fb', 'Naïve Café', 'A+B=C', 'Path/To?Query#Hash%20'];

describe('sequence slugs', () => {
  it('lowercases the title and turns spaces to hyphens', () => {
    expect(slugOf('Morning Report')).toBe('morning-report');
    // A run of spaces is one hyphen; the ends are trimmed.
    expect(slugOf('  Scrape   Prices Daily ')).toBe('scrape-prices-daily');
    // Everything else stays as it is.
    expect(slugOf('Q&A / Sales')).toBe('q&a-/-sales');
  });

  it('gives the designer a title back with each word capitalised', () => {
    expect(titleFromSlug('morning-report')).toBe('Morning Report');
    expect(titleFromSlug('api-sync--v2')).toBe('Api Sync V2');
  });

  it('encodes the slug as one path segment', () => {
    expect(sequencePath('Morning Report')).toBe('/sequences/morning-report');
    expect(sequencePath('Q&A / Sales?')).toBe('/sequences/q%26a-%2F-sales%3F');
    expect(sequencePath('Ticket #42')).toBe('/sequences/ticket-%2342');
    expect(sequencePath('100% Done')).toBe('/sequences/100%25-done');
  });

  it.each(awkwardTitles)('round-trips %j: the route reads back the slug, and the lookup finds the sequence', async (title) => {
    const path = sequencePath(title);
    expect(path.split('/')).toHaveLength(3);
    expect(path).not.toMatch(/[?#]/);
    // What the browser holds after a reload is this very path.
    expect(new URL(path, 'http://localhost').pathname).toBe(path);
    const slug = slugFromPath(path);
    expect(slug).toBe(slugOf(title));

    const sequences = [sequenceTitled('Morning Report', 1), sequenceTitled(title, 2)];
    const api = listing(sequences);
    expect((await findSequenceBySlug(api, slug!))?.id).toBe(sequences[1]!.id);
    // The server is asked for that slug only, so no other workflow travels.
    expect(api.queries).toEqual([{ slug: slugOf(title) }]);
  });

  it('finds nothing for a slug no title makes', async () => {
    expect(await findSequenceBySlug(listing([sequenceTitled('Morning Report', 1)]), 'evening-report')).toBeNull();
  });
});
