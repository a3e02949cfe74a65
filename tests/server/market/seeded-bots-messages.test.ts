import { describe, expect, it } from 'vitest';
import { failures, seededBotRuns } from './seeded-bot-runs';

/** The seeded bots that tell people something (D130): each does what its listing says, through the real queue. */
const bots = seededBotRuns();

describe('Slack Standup Reporter (2)', () => {
  it("gathers the team's answers and posts one summary to the channel's webhook", async () => {
    bots.answer('/standup', { body: [{ name: 'Ada', today: 'Ship the release' }, { name: 'Grace', today: 'Review pull requests' }] });
    bots.answer('/slack', { body: 'ok', type: 'text/plain' });
    const { run, asked } = await bots.runSeeded(2, { answersUrl: `${bots.site}/standup`, answersToken: bots.credentialNames.token, slackWebhook: bots.credentialNames.slack });
    expect(run.status, failures(run)).toBe('completed');
    expect(asked.map((request) => [request.method, request.url])).toEqual([
      ['GET', '/standup'],
      ['POST', '/slack'],
    ]);
    expect(asked[0]!.headers.authorization).toBe('Bearer tok-s3cret');
    expect(JSON.parse(asked[1]!.body)).toMatchObject({ text: 'Ada: Ship the release · Grace: Review pull requests' });
  });
});

describe('Invoice Reminder (3)', () => {
  it("e-mails the customer of the oldest overdue invoice a reminder with its amount and payment link; nothing when none is overdue", async () => {
    bots.answer('/overdue', {
      body: [
        { customer: { email: 'oldest@shop.test' }, number: 'INV-17', amount: '120.00 EUR', payLink: 'https://pay.shop.test/17' },
        { customer: { email: 'newer@shop.test' }, number: 'INV-21', amount: '80.00 EUR', payLink: 'https://pay.shop.test/21' },
      ],
    });
    const setup = { invoicesUrl: `${bots.site}/overdue`, billingToken: bots.credentialNames.token };
    const overdue = await bots.runSeeded(3, setup);
    expect(overdue.run.status, failures(overdue.run)).toBe('completed');
    expect(overdue.asked.map((request) => request.headers.authorization)).toEqual(['Bearer tok-s3cret']);
    expect(overdue.emails).toEqual([
      { to: 'oldest@shop.test', subject: 'A friendly reminder: invoice INV-17', body: 'Your invoice INV-17 of 120.00 EUR is overdue. You can pay it here: https://pay.shop.test/17' },
    ]);
    bots.answer('/overdue', { body: [] });
    const none = await bots.runSeeded(3, setup);
    expect([none.run.status, none.emails]).toEqual(['completed', []]);
  });
});

describe('Newsletter Composer (10)', () => {
  it('sends the latest posts to the AI writer and e-mails its draft for approval', async () => {
    const posts = [
      { title: 'We shipped bots', url: 'https://blog.acme.test/bots' },
      { title: 'A faster designer', url: 'https://blog.acme.test/designer' },
    ];
    bots.answer('/feed.json', { body: { version: 'https://jsonfeed.org/version/1.1', items: posts } });
    bots.answer('/write', { body: { text: 'This week: bots shipped, and the designer got faster.' } });
    const { run, asked, emails } = await bots.runSeeded(10, { feedUrl: `${bots.site}/feed.json`, writerUrl: `${bots.site}/write`, aiToken: bots.credentialNames.token, sendTo: 'editor@acme.test' });
    expect(run.status, failures(run)).toBe('completed');
    expect(asked.map((request) => [request.method, request.url])).toEqual([
      ['GET', '/feed.json'],
      ['POST', '/write'],
    ]);
    expect(asked[1]!.headers.authorization).toBe('Bearer tok-s3cret');
    expect(JSON.parse(asked[1]!.body)).toEqual({ posts });
    expect(emails).toEqual([{ to: 'editor@acme.test', subject: 'Newsletter draft for your approval', body: 'This week: bots shipped, and the designer got faster.' }]);
  });
});

describe('Meeting Notes Summarizer (12)', () => {
  it('has the transcript summarised and e-mails the summary with its decisions and action items', async () => {
    bots.answer('/summarize', { body: { summary: 'We agreed the launch plan.', decisions: ['Launch on Monday'], actionItems: ['Ada writes the post', 'Grace checks the numbers'] } });
    const { run, asked, emails } = await bots.runSeeded(
      12,
      { summarizerUrl: `${bots.site}/summarize`, aiToken: bots.credentialNames.token, sendTo: 'team@acme.test' },
      { title: 'Launch sync', transcript: 'Ada: Monday? Grace: Monday.' },
    );
    expect(run.status, failures(run)).toBe('completed');
    expect(JSON.parse(asked[0]!.body)).toEqual({ title: 'Launch sync', text: 'Ada: Monday? Grace: Monday.', want: ['summary', 'decisions', 'actionItems'] });
    expect(emails).toEqual([
      {
        to: 'team@acme.test',
        subject: 'Meeting notes',
        body: 'We agreed the launch plan.\n\nDecisions\n- Launch on Monday\n\nAction items\n- Ada writes the post\n- Grace checks the numbers',
      },
    ]);
  });
});
