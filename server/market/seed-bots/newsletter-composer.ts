import { apiToken, jsonHeaders, required, sendTo, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const newsletterComposer: SeededBot = {
  id: 10,
  title: 'Newsletter Composer',
  description: 'Writes a weekly newsletter draft from your latest blog posts with an AI model and sends it for your approval.',
  author: 'Brightpost',
  tags: ['ai', 'marketing'],
  releasedOn: '2025-07-15',
  priceCents: 3999,
  hue: 300,
  workflow: linearWorkflow(
    [
      required('feedUrl', 'Blog feed', 'url', 'Your blog’s JSON Feed, such as https://blog.yourcompany.com/feed.json'),
      required('writerUrl', 'AI writing endpoint', 'url', 'An AI service that drafts a newsletter from posts and answers JSON with its text'),
      apiToken('aiToken', 'AI API key', 'the AI service'),
      sendTo('Send the draft to'),
    ],
    [
      { type: 'timer', label: 'Every Friday', properties: { cron: '0 8 * * 5' } },
      { type: 'api', label: 'Fetch Latest Posts', properties: { method: 'GET', url: '{{inputs.feedUrl}}' } },
      {
        type: 'api',
        label: 'Draft with AI',
        properties: { method: 'POST', url: '{{inputs.writerUrl}}', authentication: '{{inputs.aiToken}}', headers: jsonHeaders, body: '{"posts":{{input.body.items}}}' },
      },
      { type: 'email', label: 'Send for Approval', properties: { to: '{{inputs.sendTo}}', subject: 'Newsletter draft for your approval', body: '{{input.body.text}}' } },
    ],
  ),
};
