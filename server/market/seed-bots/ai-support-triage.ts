import { apiToken, jsonHeaders, required, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const aiSupportTriage: SeededBot = {
  id: 6,
  title: 'AI Support Triage',
  description: 'Reads new support tickets, classifies them by urgency and topic with an AI model, and sends the urgent ones to your priority queue.',
  author: 'Helpdeskly',
  tags: ['ai', 'communication'],
  releasedOn: '2025-10-01',
  priceCents: 5999,
  hue: 260,
  changelog: 'The urgent ticket’s e-mail names the ticket and says what the classifier found',
  workflow: linearWorkflow(
    [
      required(
        'classifierUrl',
        'Classifier endpoint',
        'url',
        'An AI service that reads a ticket and answers JSON with the ticket it was given, its urgency (high, normal or low), its topic and a one-line summary',
      ),
      apiToken('aiToken', 'AI API key', 'the AI service'),
      required('urgentTo', 'Send urgent tickets to', 'text', 'The priority queue’s e-mail address, or several separated by commas'),
    ],
    [
      { type: 'event', label: 'Ticket Created' },
      {
        type: 'api',
        label: 'Classify with AI',
        properties: {
          method: 'POST',
          url: '{{inputs.classifierUrl}}',
          authentication: '{{inputs.aiToken}}',
          headers: jsonHeaders,
          body: '{"ticket":"{{input.id}}","text":"{{input.subject}} {{input.body}}"}',
        },
      },
      { type: 'decision', label: 'Urgent?', properties: { condition: "input.body.urgency === 'high'" } },
      {
        type: 'email',
        label: 'Route to Priority Queue',
        properties: {
          to: '{{inputs.urgentTo}}',
          subject: 'Urgent ticket {{input.body.ticket}}: {{input.body.topic}}',
          body: 'The classifier marked ticket {{input.body.ticket}} urgent ({{input.body.topic}}): {{input.body.summary}}',
        },
      },
    ],
  ),
};
