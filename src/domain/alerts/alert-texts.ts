import { sequencePath } from '../sequences/sequence-slug';

/**
 * What a failed run is told as (D129), to an error workflow as its input and to a generic webhook as
 * its body: the sequence, the run and where to open it, the node that failed, the error, and what
 * started the run.
 */
export interface FailedRunSummary {
  sequence: { id: string; title: string };
  run: { id: string; link: string };
  failedNode: { id: string; label: string; type: string } | null;
  error: string;
  startedBy: string;
}

/** Where a run opens in the app: its sequence's designer with the run (the designer's ?run=, D147). */
export const runPath = (sequenceTitle: string, runId: string): string => `${sequencePath(sequenceTitle)}?run=${encodeURIComponent(runId)}`;

/** The time of day a digest counts from, as the alert's reader sees it (UTC, D145): "10:02 UTC". */
export const digestClock = (at: Date): string => `${at.toISOString().slice(11, 16)} UTC`;

const nodeWords = (summary: FailedRunSummary) => (summary.failedNode ? ` at ${summary.failedNode.label} (${summary.failedNode.type})` : '');

/** What each alert says (D145): its subject line (e-mail subject, bell title), and its text (Slack, e-mail body). */
export const alertTexts = {
  failureTitle: (summary: FailedRunSummary) => `${summary.sequence.title} failed${nodeWords(summary)}`,
  failureText: (summary: FailedRunSummary) => `${summary.sequence.title} failed${nodeWords(summary)}: ${summary.error}\nStarted by: ${summary.startedBy}\nOpen the run: ${summary.run.link}`,
  digestTitle: (title: string, count: number, since: Date) => `${title}: ${count} more ${count === 1 ? 'failure' : 'failures'} since ${digestClock(since)}`,
  digestText: (title: string, count: number, since: Date, link: string) => `${alertTexts.digestTitle(title, count, since)}\nThe latest run: ${link}`,
  recoveryTitle: (title: string) => `${title} recovered`,
  recoveryText: (title: string, link: string) => `${title} recovered: a run completed after failures.\nOpen the run: ${link}`,
  refusedTitle: (title: string, reason: string) => `${title}: a webhook delivery was refused (${reason})`,
} as const;
