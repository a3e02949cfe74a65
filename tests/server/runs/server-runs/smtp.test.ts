import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../server/app';
import type { Database } from '../../../../server/db/database';
import { runEmails } from '../../../../server/db/schema/runs';
import { serverRunSchema, type ServerRun } from '../../../../src/domain/workflow/server-runs';
import { smtpReceiver } from '../../../fixtures/loopback-receivers';
import { createUserWithToken, type UserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';

let mail: Awaited<ReturnType<typeof smtpReceiver>>;
let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;

beforeAll(async () => {
  mail = await smtpReceiver();
  ({ app, database, stop } = await startTestApp({
    runs: { work: true, smtp: { url: mail.url, from: 'Botflow <runs@botflow.test>' }, queue: { engine: { allowPrivateNetwork: false, sandbox: { timeMs: 500, memoryBytes: 16 * 1024 * 1024 }, retryBackoffMs: 10, maxBotDepth: 3 } } },
  }));
  ada = await createUserWithToken(database);
});
afterAll(async () => {
  await stop();
  await mail.close();
});

const node = (id: string, type: string, properties: Record<string, unknown> = {}) => ({ id, type, position: { x: 0, y: 0 }, data: { label: id, type, properties } });

const emailNode = node('report', 'email', { to: 'team@example.com', subject: 'Morning report', body: 'All green', retryCount: 1 });

async function runEmailWorkflow(sender = emailNode): Promise<ServerRun> {
  const nodes = [node('start', 'start'), sender, node('end', 'end')];
  const workflow = { nodes, edges: nodes.slice(1).map((each, index) => ({ id: `e${index}`, source: nodes[index]!.id, target: each.id })), viewport: { x: 0, y: 0, zoom: 1 } };
  const created = await app.inject({ method: 'POST', url: '/v1/sequences/sequences', headers: { authorization: ada.token }, payload: { title: `Mail ${Math.random().toString(36).slice(2, 8)}`, description: '', items: [workflow] } });
  const started = serverRunSchema.parse((await app.inject({ method: 'POST', url: `/v1/sequences/sequences/${(created.json() as { id: string }).id}/runs`, headers: { authorization: ada.token } })).json());
  for (;;) {
    const run = serverRunSchema.parse((await app.inject({ method: 'GET', url: `/v1/workflows/runs/${started.id}`, headers: { authorization: ada.token } })).json());
    if (['completed', 'failed', 'cancelled'].includes(run.status)) return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('email nodes with SMTP_URL (D45)', () => {
  it('sends the message through the SMTP server and marks it sent in the outbox', async () => {
    const run = await runEmailWorkflow();
    expect(run.status).toBe('completed');
    expect(mail.received).toHaveLength(1);
    expect(mail.received[0]).toMatch(/^Subject: Morning report$/m);
    expect(mail.received[0]).toMatch(/^To: team@example.com$/m);
    expect(mail.received[0]).toMatch(/^From: Botflow <runs@botflow.test>$/m);
    expect(mail.received[0]).toContain('All green');
    const [kept] = await database.db.select().from(runEmails).where(eq(runEmails.runId, run.id));
    expect(kept?.sentAt).toBeInstanceOf(Date);
    // The step says it was sent, with the Message-ID the message went under (D152).
    const step = run.steps.find((each) => each.nodeId === 'report')!;
    expect(step.logs).toEqual(['E-mail to team@example.com: Morning report, sent through SMTP']);
    expect(step.output).toEqual({ delivery: 'sent', to: 'team@example.com', subject: 'Morning report', body: 'All green', attachments: [], messageId: expect.stringMatching(/^<.+@.+>$/) as string });
    expect(mail.received[0]).toContain(`Message-ID: ${(step.output as { messageId: string }).messageId}`);
  });

  it("sends a script's mail.send with its HTML part and its attachment from the run's folder (D67)", async () => {
    mail.received.length = 0;
    const script = node('report', 'script', {
      code: "await files.write('orders.csv', 'id,total\\n7,41.5\\n'); await mail.send({ to: 'team@example.com', subject: 'Orders', text: 'Attached', html: '<p>Attached</p>', attachments: [{ path: files.path('orders.csv') }] });",
    });
    const run = await runEmailWorkflow(script);
    expect(run.status, run.error ?? '').toBe('completed');
    expect(mail.received).toHaveLength(1);
    const message = mail.received[0]!;
    expect(message).toMatch(/^Subject: Orders$/m);
    expect(message).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    expect(message).toContain('<p>Attached</p>');
    expect(message).toMatch(/^Content-Disposition: attachment; filename=orders\.csv$/m);
    expect(message).toContain(Buffer.from('id,total\n7,41.5\n').toString('base64'));
    const [kept] = await database.db.select().from(runEmails).where(eq(runEmails.runId, run.id));
    expect(kept).toMatchObject({ html: '<p>Attached</p>', sentAt: expect.any(Date) as Date });
    expect(run.steps.find((each) => each.nodeId === 'report')?.logs.at(-1)).toBe('E-mail to team@example.com: Orders with orders.csv, sent through SMTP');
  });

  it('fails the node when the server refuses the message, keeping each attempt unsent in the outbox', async () => {
    mail.refuseRecipients(true);
    try {
      const run = await runEmailWorkflow();
      expect(run.status).toBe('failed');
      // A clear step error: to whom, through what, and the server's own reply.
      expect(run.error).toMatch(/^report: The e-mail to team@example.com could not be sent through SMTP: .*550 no such user here/);
      expect(run.steps.filter((step) => step.nodeId === 'report').map((step) => step.status)).toEqual(['failed', 'failed']);
      const kept = await database.db.select().from(runEmails).where(eq(runEmails.runId, run.id));
      expect(kept.map((email) => email.sentAt)).toEqual([null, null]);
    } finally {
      mail.refuseRecipients(false);
    }
  });
});
