import { apiToken, input, jsonHeaders, required, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const socialMediaScheduler: SeededBot = {
  id: 4,
  title: 'Social Media Scheduler',
  description: 'Every hour, takes the next post that is due from your queue and publishes it through your social media tool to X, LinkedIn and Mastodon, or the networks you choose.',
  author: 'Brightpost',
  tags: ['marketing', 'automation'],
  releasedOn: '2024-11-05',
  priceCents: 3499,
  hue: 330,
  workflow: linearWorkflow(
    [
      required('queueUrl', 'Next queued post endpoint', 'url', 'Answers the next post that is due as JSON with its text, or nothing when the queue is empty'),
      required('publishUrl', 'Publishing endpoint', 'url', 'Your social media tool’s API that publishes a post to the networks it names'),
      apiToken('publishToken', 'Publishing API token', 'your social media tool'),
      input('networks', 'Networks', 'json', { default: ['x', 'linkedin', 'mastodon'], help: 'Where each post goes: ["x", "linkedin", "mastodon"]' }),
    ],
    [
      { type: 'timer', label: 'Every Hour', properties: { cron: '0 * * * *' } },
      { type: 'api', label: 'Next Queued Post', properties: { method: 'GET', url: '{{inputs.queueUrl}}', authentication: '{{inputs.publishToken}}' } },
      { type: 'decision', label: 'Anything Queued?', properties: { condition: "typeof input.body?.text === 'string' && input.body.text !== ''" } },
      {
        type: 'api',
        label: 'Publish Post',
        properties: {
          method: 'POST',
          url: '{{inputs.publishUrl}}',
          authentication: '{{inputs.publishToken}}',
          headers: jsonHeaders,
          body: '{"text":"{{input.body.text}}","networks":{{inputs.networks}}}',
        },
      },
    ],
  ),
};
