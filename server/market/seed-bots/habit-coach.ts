import { required, sendTo, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const habitCoach: SeededBot = {
  id: 16,
  title: 'Habit Coach',
  description: 'Sends you a gentle nudge for each habit you track, records your answer, and emails a weekly streak report.',
  author: 'Homebase',
  tags: ['lifestyle', 'ai'],
  releasedOn: '2024-01-16',
  priceCents: 1299,
  hue: 170,
  workflow: linearWorkflow(
    [required('habit', 'Habit', 'text', 'What you want to do every day, such as Read 20 pages'), sendTo('Send the report to')],
    [
      { type: 'timer', label: 'Every Evening', properties: { cron: '0 20 * * *' } },
      { type: 'user-task', label: 'Did You Do It?' },
      { type: 'transform', label: 'Update Streak', properties: { code: 'return { streak: input.done ? (input.streak ?? 0) + 1 : 0 };' } },
      { type: 'email', label: 'Weekly Report', properties: { to: '{{inputs.sendTo}}', subject: 'Your streak: {{inputs.habit}}', body: '{{input.streak}} days in a row' } },
    ],
  ),
};
