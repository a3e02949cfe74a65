import { required, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const passwordBreachMonitor: SeededBot = {
  id: 11,
  title: 'Password Breach Monitor',
  description: 'Checks a work address against known data breaches every day and tells its owner what to change.',
  author: 'Sentinel Works',
  tags: ['security', 'automation'],
  releasedOn: '2025-04-30',
  priceCents: 4499,
  hue: 0,
  workflow: linearWorkflow(
    [
      required('watchedEmail', 'Address to check', 'text', 'A work e-mail address; it is told what to change when it appears in a breach'),
      required('breachKey', 'Have I Been Pwned API key', 'credential', 'A token credential with the header name hibp-api-key and no prefix', { accepts: ['token'] }),
    ],
    [
      { type: 'timer', label: 'Every Day', properties: { cron: '0 6 * * *' } },
      {
        type: 'api',
        label: 'Look Up Breaches',
        properties: { method: 'GET', url: 'https://haveibeenpwned.com/api/v3/breachedaccount/{{inputs.watchedEmail}}', authentication: '{{inputs.breachKey}}', headers: '{"User-Agent":"Botflow"}' },
      },
      { type: 'decision', label: 'Found in a Breach?', properties: { condition: 'input.status === 200' } },
      { type: 'email', label: 'Tell the Person', properties: { to: '{{inputs.watchedEmail}}', subject: 'Please change your password', body: 'Your address appeared in {{input.body.length}} breaches.' } },
    ],
  ),
};
