import type { SequenceChoice, VersionChoice } from '../../machines/market/publish-form';

/** What the upload modal's stories and tests offer: two sequences, one with two saved versions (D130). */
export const storySequences: SequenceChoice[] = [
  { id: 'seq-forecast', title: 'Forecast poster' },
  { id: 'seq-empty', title: 'Empty draft' },
];

export const storyVersions: VersionChoice[] = [
  { number: 2, savedAt: '2026-01-02T10:00:00.000Z', summary: 'Added Post forecast' },
  { number: 1, savedAt: '2026-01-01T10:00:00.000Z', summary: 'First version' },
];

export const storyProblems = ['Fetch forecast: URL is required', 'Watch: runs Uptime Watchdog, a bot you bought, which you may not resell'];
