import type { Sequence } from '../../domain/sequences/sequences';

export const storySequences: Sequence[] = [
  {
    id: 'story-1',
    title: 'Morning Report',
    description: 'Collects the overnight numbers and mails them.',
    items: [],
    created_at: '2026-11-20T08:00:00Z',
    last_run_at: null,
  },
  { id: 'story-2', title: 'Scrape Prices', description: '', items: [], created_at: '2026-11-18T10:15:00Z', last_run_at: '2026-11-21T06:30:00Z' },
];

export const never = () => new Promise<never>(() => {});
