import { describe, expect, it } from 'vitest';
import { failures, seededBotRuns } from './seeded-bot-runs';

/** The seeded bots that watch something (D130): each does what its listing says, through the real queue. */
const bots = seededBotRuns();

describe('Uptime Watchdog (7)', () => {
  it('checks the site once a run: up, the run completes; an error or no answer at all fails the run, so its history shows the outage', async () => {
    bots.answer('/health', { body: { ok: true } });
    const up = await bots.runSeeded(7, { siteUrl: `${bots.site}/health` });
    expect(up.run.status, failures(up.run)).toBe('completed');
    bots.answer('/health', { status: 503, body: { ok: false } });
    const down = await bots.runSeeded(7, { siteUrl: `${bots.site}/health` });
    expect(down.run.status).toBe('failed');
    // The check makes one attempt; the buyer's bot node retries a failure a retry may change, as it is set to.
    expect(down.asked.every((request) => request.url === '/health')).toBe(true);
    expect(down.run.steps.find((step) => step.label === 'Check Website')?.error).toMatch(/^The request failed with status 503/);
    // A port nothing listens on: not reached.
    const gone = await bots.runSeeded(7, { siteUrl: 'http://127.0.0.1:9/health' });
    expect(gone.run.status).toBe('failed');
    expect(gone.emails).toEqual([]);
  });
});

describe('Password Breach Monitor (11)', () => {
  it('e-mails the address which sites leaked what and where to change the password; an address in no breach ends at the look-up', async () => {
    bots.answer('/hibp/breachedaccount/ada@acme.test', {
      body: [
        { Name: 'Adobe', Title: 'Adobe', DataClasses: ['Email addresses', 'Passwords'] },
        { Name: 'Canva', Title: 'Canva', DataClasses: ['Email addresses', 'Names'] },
      ],
    });
    const setup = { watchedEmail: 'ada@acme.test', breachKey: bots.credentialNames.hibp, breachApi: `${bots.site}/hibp` };
    const breached = await bots.runSeeded(11, setup);
    expect(breached.run.status, failures(breached.run)).toBe('completed');
    expect(breached.asked.map((request) => [request.url, request.headers['hibp-api-key']])).toEqual([['/hibp/breachedaccount/ada@acme.test?truncateResponse=false', 'hibp-s3cret']]);
    expect(breached.emails).toEqual([
      {
        to: 'ada@acme.test',
        subject: 'Please change your password: 2 breaches',
        body: 'Your address appeared in these breaches:\n- Adobe: Email addresses, Passwords\n- Canva: Email addresses, Names\n\nChange your password on Adobe, and anywhere you used the same one.',
      },
    ]);
    const clean = await bots.runSeeded(11, { ...setup, watchedEmail: 'grace@acme.test' });
    expect(clean.run.status).toBe('failed');
    expect(clean.run.steps.find((step) => step.label === 'Look Up Breaches')?.error).toMatch(/^The request failed with status 404/);
    expect(clean.emails).toEqual([]);
  });
});

describe('Database Backup Guardian (15)', () => {
  it('has a backup taken and restored, and only when the restore holds rows has backups older than the days kept deleted', async () => {
    bots.answer('/backup', { body: { restoredRows: 1200 } });
    bots.answer('/prune', { body: { deleted: 3 } });
    const setup = { backupUrl: `${bots.site}/backup`, backupToken: bots.credentialNames.token, pruneUrl: `${bots.site}/prune` };
    const kept = await bots.runSeeded(15, setup);
    expect(kept.run.status, failures(kept.run)).toBe('completed');
    expect(kept.asked.map((request) => [request.method, request.url, request.headers.authorization])).toEqual([
      ['POST', '/backup', 'Bearer tok-s3cret'],
      ['POST', '/prune', 'Bearer tok-s3cret'],
    ]);
    expect(JSON.parse(kept.asked[1]!.body)).toEqual({ olderThanDays: 30 });
    bots.answer('/backup', { body: { restoredRows: 0 } });
    const empty = await bots.runSeeded(15, { ...setup, keepDays: 7 });
    expect(empty.run.status).toBe('failed');
    expect(empty.asked.every((request) => request.url !== '/prune')).toBe(true);
  });
});

describe('Habit Coach (16)', () => {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

  it('reads the days kept from the tracker, counts the streak and e-mails a nudge with it', async () => {
    bots.answer('/habit-log', { body: [day(5), day(2), day(1), day(0)] });
    const setup = { habit: 'Read 20 pages', trackerUrl: `${bots.site}/habit-log`, trackerToken: bots.credentialNames.token, sendTo: 'bea@acme.test' };
    const kept = await bots.runSeeded(16, setup);
    expect(kept.run.status, failures(kept.run)).toBe('completed');
    expect(kept.asked[0]!.headers.authorization).toBe('Bearer tok-s3cret');
    expect(kept.emails).toEqual([{ to: 'bea@acme.test', subject: 'Your streak: Read 20 pages', body: '3 days in a row. Done for today: see you tomorrow.' }]);
    bots.answer('/habit-log', { body: [day(1)] });
    expect((await bots.runSeeded(16, setup)).emails.map((email) => email.body)).toEqual(['1 day in a row. Keep it going tonight!']);
    bots.answer('/habit-log', { body: [day(4)] });
    expect((await bots.runSeeded(16, setup)).emails.map((email) => email.body)).toEqual(['No streak yet: tonight is a good night to start.']);
  });
});
