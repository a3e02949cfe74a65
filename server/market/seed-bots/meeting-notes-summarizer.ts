import { apiToken, jsonHeaders, required, sendTo, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

/** The summarizer's answer as the notes people read: the summary, then the decisions and the action items. */
const writeNotes = [
  'const answer = input.body ?? {};',
  "const list = (items) => (Array.isArray(items) && items.length > 0 ? items.map((item) => `- ${item}`).join('\\n') : '- None');",
  "return { text: `${answer.summary ?? ''}\\n\\nDecisions\\n${list(answer.decisions)}\\n\\nAction items\\n${list(answer.actionItems)}` };",
].join('\n');

export const meetingNotesSummarizer: SeededBot = {
  id: 12,
  title: 'Meeting Notes Summarizer',
  description: 'Takes a meeting transcript, writes a short summary with decisions and action items, and emails it to the people you choose.',
  author: 'Teamflow',
  tags: ['ai', 'productivity'],
  releasedOn: '2025-08-19',
  priceCents: 2999,
  hue: 45,
  changelog: 'The notes list the decisions and the action items under the summary',
  workflow: linearWorkflow(
    [
      required('summarizerUrl', 'Summarizer endpoint', 'url', 'An AI service that reads a transcript and answers JSON with its summary, decisions and actionItems (lists of text)'),
      apiToken('aiToken', 'AI API key', 'the AI service'),
      sendTo('Send the notes to'),
    ],
    [
      { type: 'event', label: 'Transcript Ready' },
      {
        type: 'api',
        label: 'Summarize with AI',
        properties: {
          method: 'POST',
          url: '{{inputs.summarizerUrl}}',
          authentication: '{{inputs.aiToken}}',
          headers: jsonHeaders,
          body: '{"title":"{{input.title}}","text":"{{input.transcript}}","want":["summary","decisions","actionItems"]}',
        },
      },
      { type: 'transform', label: 'Write the Notes', properties: { code: writeNotes } },
      { type: 'email', label: 'Send Summary', properties: { to: '{{inputs.sendTo}}', subject: 'Meeting notes', body: '{{input.text}}' } },
    ],
  ),
};
