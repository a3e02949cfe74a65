import { input, required, sendTo, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

/**
 * The streak: the days in a row, up to today or yesterday (UTC), that the tracker's log holds. A
 * run cannot ask a person and wait for the answer, nor keep a count between runs, so the log the
 * buyer's tracker keeps is what it reads.
 */
const countStreak = [
  'const days = new Set((Array.isArray(input.body) ? input.body : input.body?.days ?? []).map((day) => String(day).slice(0, 10)));',
  'const dayOf = (offset) => new Date(Date.now() - offset * 86400000).toISOString().slice(0, 10);',
  'let offset = days.has(dayOf(0)) ? 0 : 1;',
  'let streak = 0;',
  'while (days.has(dayOf(offset))) { streak += 1; offset += 1; }',
  'const doneToday = days.has(dayOf(0));',
  "const message = streak === 0 ? 'No streak yet: tonight is a good night to start.' : `${streak} ${streak === 1 ? 'day' : 'days'} in a row. ${doneToday ? 'Done for today: see you tomorrow.' : 'Keep it going tonight!'}`;",
  'return { streak, doneToday, message };',
].join('\n');

export const habitCoach: SeededBot = {
  id: 16,
  title: 'Habit Coach',
  description: 'Every evening, reads the days you kept your habit from your habit tracker, works out your streak and emails you a gentle nudge with it.',
  author: 'Homebase',
  tags: ['lifestyle', 'productivity'],
  releasedOn: '2024-01-16',
  priceCents: 1299,
  hue: 170,
  changelog: 'Reads your streak from your habit tracker’s log and nudges you with it every evening',
  workflow: linearWorkflow(
    [
      required('habit', 'Habit', 'text', 'What you want to do every day, such as Read 20 pages'),
      required('trackerUrl', 'Habit log', 'url', 'Your habit tracker’s log of the days you kept it, as a JSON list of dates (YYYY-MM-DD)'),
      input('trackerToken', 'Habit log token', 'credential', { accepts: ['token'], help: 'Empty: the log is read without one' }),
      sendTo('Send the nudge to'),
    ],
    [
      { type: 'timer', label: 'Every Evening', properties: { cron: '0 20 * * *' } },
      { type: 'api', label: 'Read Your Log', properties: { method: 'GET', url: '{{inputs.trackerUrl}}', authentication: '{{inputs.trackerToken}}' } },
      { type: 'transform', label: 'Count Streak', properties: { code: countStreak } },
      { type: 'email', label: 'Nudge', properties: { to: '{{inputs.sendTo}}', subject: 'Your streak: {{inputs.habit}}', body: '{{input.message}}' } },
    ],
  ),
};
