import { apiToken, jsonHeaders, required, sendTo, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const meetingNotesSummarizer: SeededBot = {
  id: 12,
  title: 'Meeting Notes Summarizer',
  description: 'Takes a meeting transcript, writes a short summary with decisions and action items, and emails it to the people you choose.',
  author: 'Teamflow',
  tags: ['ai', 'productivity'],
  releasedOn: '2025-08-19',
  priceCents: 2999,
  hue: 45,
  workflow: linearWorkflow(
    [
      required('summarizerUrl', 'Summarizer endpoint', 'url', 'An AI service that reads a transcript and answers JSON with its summary'),
      apiToken('aiToken', 'AI API key', 'the AI service'),
      sendTo('Send the notes to'),
    ],
    [
      { type: 'event', label: 'Transcript Ready' },
      {
        type: 'api',
        label: 'Summarize with AI',
        properties: { method: 'POST', url: '{{inputs.summarizerUrl}}', authentication: '{{inputs.aiToken}}', headers: jsonHeaders, body: '{"title":"{{input.title}}","text":"{{input.transcript}}"}' },
      },
      { type: 'email', label: 'Send Summary', properties: { to: '{{inputs.sendTo}}', subject: 'Meeting notes', body: '{{input.body.summary}}' } },
    ],
  ),
};
