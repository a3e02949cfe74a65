import { input, required, type SeededBot } from './seeded-bot';
import { libraryStep, linearWorkflow } from './seeded-workflow';

export const slackStandupReporter: SeededBot = {
  id: 2,
  title: 'Slack Standup Reporter',
  description: 'Every weekday at 9:00, gathers your team’s standup answers from your form tool and posts one tidy summary to your Slack channel.',
  author: 'Teamflow',
  tags: ['communication', 'productivity'],
  releasedOn: '2025-06-03',
  priceCents: 1999,
  hue: 280,
  workflow: linearWorkflow(
    [
      required('answersUrl', 'Standup answers feed', 'url', 'Today’s answers as a JSON list, each with name and today, such as your form tool’s export link'),
      input('answersToken', 'Answers feed token', 'credential', { accepts: ['token'], help: 'Empty: the feed is read without one' }),
      required('slackWebhook', 'Slack webhook', 'credential', 'A secret credential holding the channel’s incoming webhook URL', { accepts: ['secret'] }),
    ],
    [
      { type: 'timer', label: 'Every Weekday 9:00', properties: { cron: '0 9 * * 1-5' } },
      { type: 'api', label: 'Gather Answers', properties: { method: 'GET', url: '{{inputs.answersUrl}}', authentication: '{{inputs.answersToken}}' } },
      {
        type: 'transform',
        label: 'Build Summary',
        properties: {
          code: "const answers = Array.isArray(input.body) ? input.body : [];\nconst text = answers.map((a) => `${a.name}: ${a.today}`).join(' · ');\n// A Slack heading holds 150 characters.\nreturn { text: text.length > 150 ? `${text.slice(0, 149)}…` : text || 'No standup answers today' };",
        },
      },
      libraryStep('post-to-slack', 'Post to Slack', { webhookSecret: '{{inputs.slackWebhook}}', heading: '{{input.text}}' }),
    ],
  ),
};
