import { describe, expect, it } from 'vitest';
import { failures, seededBotRuns } from './seeded-bot-runs';

/** The seeded bots that hand work to another service (D130): each does what its listing says, through the real queue. */
const bots = seededBotRuns();

describe('Lead Capture Pro (1)', () => {
  it('checks the address and adds the contact to the CRM with its source and date; a lead with a bad address adds nothing', async () => {
    bots.answer('/contacts', { status: 201, body: { id: 'c-1' } });
    const setup = { crmUrl: `${bots.site}/contacts`, crmToken: bots.credentialNames.token };
    const lead = await bots.runSeeded(1, setup, { email: 'grace@acme.test', name: 'Grace' });
    expect(lead.run.status, failures(lead.run)).toBe('completed');
    expect(lead.asked.map((request) => [request.method, request.url, request.headers.authorization])).toEqual([['POST', '/contacts', 'Bearer tok-s3cret']]);
    expect(JSON.parse(lead.asked[0]!.body)).toEqual({ email: 'grace@acme.test', name: 'Grace', source: 'web form', date: new Date().toISOString().slice(0, 10) });

    const bad = await bots.runSeeded(1, { ...setup, leadSource: 'fair' }, { email: 'not an address', name: 'Nobody' });
    expect(bad.run.status).toBe('failed');
    expect(bad.run.steps.find((step) => step.label === 'Email Is Valid')?.error).toMatch(/^The condition does not hold/);
    expect(bad.asked).toEqual([]);
  });
});

describe('Social Media Scheduler (4)', () => {
  it('publishes the next due post to the networks chosen through the social media tool; an empty queue publishes nothing', async () => {
    bots.answer('/queue/next', { body: { text: 'Launch day!' } });
    bots.answer('/publish', { status: 201, body: { published: true } });
    const setup = { queueUrl: `${bots.site}/queue/next`, publishUrl: `${bots.site}/publish`, publishToken: bots.credentialNames.token };
    const due = await bots.runSeeded(4, setup);
    expect(due.run.status, failures(due.run)).toBe('completed');
    expect(due.asked.map((request) => [request.method, request.url, request.headers.authorization])).toEqual([
      ['GET', '/queue/next', 'Bearer tok-s3cret'],
      ['POST', '/publish', 'Bearer tok-s3cret'],
    ]);
    expect(JSON.parse(due.asked[1]!.body)).toEqual({ text: 'Launch day!', networks: ['x', 'linkedin', 'mastodon'] });
    const chosen = await bots.runSeeded(4, { ...setup, networks: '["mastodon"]' });
    expect(JSON.parse(chosen.asked[1]!.body)).toEqual({ text: 'Launch day!', networks: ['mastodon'] });

    bots.answer('/queue/next', { status: 204 });
    const empty = await bots.runSeeded(4, setup);
    expect(empty.run.status, failures(empty.run)).toBe('completed');
    expect(empty.asked.map((request) => request.url)).toEqual(['/queue/next']);
  });
});

describe('AI Support Triage (6)', () => {
  it('has each ticket classified and e-mails the urgent ones to the priority queue, naming the ticket; others go nowhere', async () => {
    bots.answer('/classify', (request) => {
      const { ticket, text } = JSON.parse(request.body) as { ticket: string; text: string };
      return { body: { ticket, urgency: text.includes('down') ? 'high' : 'low', topic: text.includes('down') ? 'outage' : 'billing', summary: `About: ${text}` } };
    });
    const setup = { classifierUrl: `${bots.site}/classify`, aiToken: bots.credentialNames.token, urgentTo: 'oncall@acme.test' };
    const urgent = await bots.runSeeded(6, setup, { id: 'T-9', subject: 'Shop down', body: 'Nobody can pay' });
    expect(urgent.run.status, failures(urgent.run)).toBe('completed');
    expect(urgent.asked[0]!.headers.authorization).toBe('Bearer tok-s3cret');
    expect(urgent.emails).toEqual([
      { to: 'oncall@acme.test', subject: 'Urgent ticket T-9: outage', body: 'The classifier marked ticket T-9 urgent (outage): About: Shop down Nobody can pay' },
    ]);
    const routine = await bots.runSeeded(6, setup, { id: 'T-10', subject: 'Invoice copy', body: 'Please resend' });
    expect([routine.run.status, routine.emails]).toEqual(['completed', []]);
  });
});

describe('GitHub Release Notes (9)', () => {
  it('collects the merged pull requests and e-mails release notes grouped by features, fixes and chores', async () => {
    const pull = (number: number, title: string, merged: boolean, ...labels: string[]) => ({ number, title, merged_at: merged ? '2025-05-01T10:00:00Z' : null, labels: labels.map((name) => ({ name })) });
    bots.answer('/api/v3/repos/acme/shop/pulls', {
      body: [pull(12, 'Add the cart', true, 'enhancement'), pull(13, 'Fix the tax', true, 'bug'), pull(14, 'Bump deps', true), pull(15, 'Abandoned idea', false, 'enhancement')],
    });
    const { run, asked, emails } = await bots.runSeeded(9, { repository: 'acme/shop', githubToken: bots.credentialNames.token, sendTo: 'lead@acme.test', githubApi: `${bots.site}/api/v3` });
    expect(run.status, failures(run)).toBe('completed');
    expect(asked.map((request) => [request.url, request.headers.authorization])).toEqual([['/api/v3/repos/acme/shop/pulls?state=closed&per_page=100', 'Bearer tok-s3cret']]);
    expect(emails).toEqual([
      { to: 'lead@acme.test', subject: 'Release notes draft: acme/shop', body: 'Features\n- Add the cart (#12)\n\nFixes\n- Fix the tax (#13)\n\nChores\n- Bump deps (#14)' },
    ]);
  });
});
