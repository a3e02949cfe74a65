import { required, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const uptimeWatchdog: SeededBot = {
  id: 7,
  title: 'Uptime Watchdog',
  description: 'Checks your websites every five minutes and emails you the moment one answers slowly or not at all.',
  author: 'Sentinel Works',
  tags: ['development', 'security'],
  releasedOn: '2024-05-14',
  priceCents: 999,
  hue: 10,
  workflow: linearWorkflow(
    [required('siteUrl', 'Website', 'url', 'The address to check, such as https://www.yourcompany.com/health'), required('alertTo', 'Alert', 'text', 'E-mail addresses, separated by commas')],
    [
      { type: 'timer', label: 'Every 5 Minutes', properties: { cron: '*/5 * * * *' } },
      { type: 'api', label: 'Check Website', properties: { method: 'GET', url: '{{inputs.siteUrl}}', timeout: 10 } },
      { type: 'decision', label: 'Is It Down?', properties: { condition: 'input.status >= 500' } },
      { type: 'email', label: 'Alert Me', properties: { to: '{{inputs.alertTo}}', subject: '{{inputs.siteUrl}} is down', body: 'It answered {{input.status}}.' } },
    ],
  ),
};
