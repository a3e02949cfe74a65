import { input, required, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

/** The breaches Have I Been Pwned answers (untruncated), as a message that says where to change the password. */
const whatLeaked = [
  'const breaches = Array.isArray(input.body) ? input.body : [];',
  'const named = (breach) => breach.Title ?? breach.Name;',
  "const lines = breaches.map((breach) => `- ${named(breach)}: ${(breach.DataClasses ?? []).join(', ') || 'unknown data'}`);",
  "const passwords = breaches.filter((breach) => (breach.DataClasses ?? []).includes('Passwords')).map(named);",
  'return {',
  '  count: breaches.length,',
  "  message: `Your address appeared in these breaches:\\n${lines.join('\\n')}\\n\\n${passwords.length > 0 ? `Change your password on ${passwords.join(', ')}, and anywhere you used the same one.` : 'No passwords leaked, but expect phishing that uses what did.'}`,",
  '};',
].join('\n');

export const passwordBreachMonitor: SeededBot = {
  id: 11,
  title: 'Password Breach Monitor',
  description:
    'Every day, looks up a work address in Have I Been Pwned and, when it appears in breaches, emails its owner which sites leaked what and where to change the password. A day without a breach ends at the look-up, which the service answers with 404.',
  author: 'Sentinel Works',
  tags: ['security', 'automation'],
  releasedOn: '2025-04-30',
  priceCents: 4499,
  hue: 0,
  changelog: 'Says which sites leaked what, and where to change the password',
  workflow: linearWorkflow(
    [
      required('watchedEmail', 'Address to check', 'text', 'A work e-mail address; it is told what to change when it appears in a breach'),
      required('breachKey', 'Have I Been Pwned API key', 'credential', 'A token credential with the header name hibp-api-key and no prefix', { accepts: ['token'] }),
      input('breachApi', 'Have I Been Pwned API address', 'url', { default: 'https://haveibeenpwned.com/api/v3', help: 'Leave empty for the service itself' }),
    ],
    [
      { type: 'timer', label: 'Every Day', properties: { cron: '0 6 * * *' } },
      {
        type: 'api',
        label: 'Look Up Breaches',
        properties: {
          method: 'GET',
          url: '{{inputs.breachApi}}/breachedaccount/{{inputs.watchedEmail}}?truncateResponse=false',
          authentication: '{{inputs.breachKey}}',
          headers: '{"User-Agent":"Botflow"}',
        },
      },
      { type: 'transform', label: 'List What Leaked', properties: { code: whatLeaked } },
      { type: 'email', label: 'Tell the Person', properties: { to: '{{inputs.watchedEmail}}', subject: 'Please change your password: {{input.count}} breaches', body: '{{input.message}}' } },
    ],
  ),
};
