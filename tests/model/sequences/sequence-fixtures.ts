import type { Sequence } from '../../../src/domain/sequences/sequences';

export const morning: Sequence = {
  id: '6f1c2b7e-0000-4000-8000-000000000001',
  title: 'Morning Report',
  description: 'Collects the overnight numbers.',
  items: [],
  created_at: '2026-11-20T08:00:00Z',
  last_run_at: null,
};

export const prices: Sequence = {
  ...morning,
  id: '6f1c2b7e-0000-4000-8000-000000000002',
  title: 'Scrape Prices',
  description: '',
  last_run_at: '2026-11-21T06:30:00Z',
  // D148: the list answers each tile its last server run.
  last_run: { id: '0b5e7d3a-0000-4000-8000-000000000009', status: 'failed', started_at: '2026-11-21T06:29:50Z', ended_at: '2026-11-21T06:30:00Z', failures_handled: 0 },
};
