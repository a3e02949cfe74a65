import { required, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

/**
 * An api node fails on an answer of 400 or more and on no answer at all, and a run has no way on
 * from a failed step: the check cannot go on to e-mail anyone about it. What it does is honest:
 * each check is a run, failed when the site is down, so the run history is the site's record.
 */
export const uptimeWatchdog: SeededBot = {
  id: 7,
  title: 'Uptime Watchdog',
  description:
    'Checks your website every five minutes: a check fails when the site answers with an error, cannot be reached or takes over ten seconds, so your run history shows every outage.',
  author: 'Sentinel Works',
  tags: ['development', 'security'],
  releasedOn: '2024-05-14',
  priceCents: 999,
  hue: 10,
  changelog: 'Says what it does: each check is a run that fails while the site is down; it sends no e-mail',
  workflow: linearWorkflow(
    [required('siteUrl', 'Website', 'url', 'The address to check, such as https://www.yourcompany.com/health')],
    [
      { type: 'timer', label: 'Every 5 Minutes', properties: { cron: '*/5 * * * *' } },
      // One attempt a check: a site that answers only on a retry is not up (the bot node's own retries are its buyer's to set).
      { type: 'api', label: 'Check Website', properties: { method: 'GET', url: '{{inputs.siteUrl}}', timeout: 10, retryCount: 0 } },
    ],
  ),
};
