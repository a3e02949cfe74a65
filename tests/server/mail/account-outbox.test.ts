import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { accountOutbox } from '../../../server/mail/account-outbox';
import type { MailMessage } from '../../../server/mail/mail-message';
import { listAccountEmails } from '../../../server/mail/repository';
import { createUserWithToken } from '../fixtures';
import { openTestDatabase } from '../test-app';

let database: Database;
const silent = { warn: () => {} } as unknown as Parameters<typeof accountOutbox>[2];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const message = (to: string): MailMessage => ({ to, subject: 'Your purchase', body: 'Thank you', attachments: [{ fileName: 'invoice.pdf', content: Buffer.from('%PDF') }] });

describe("the accounts' outbox", () => {
  it('keeps every message, and marks one sent only once SMTP took it', async () => {
    const user = await createUserWithToken(database);
    const sent: MailMessage[] = [];
    await accountOutbox(database.db, async (each) => void sent.push(each), silent).send(user.id, 'purchase-confirmation', message(user.email));
    await accountOutbox(database.db, undefined, silent).send(user.id, 'purchase-confirmation', message(user.email));
    expect(sent.map((each) => each.subject)).toEqual(['Your purchase']);
    const kept = await listAccountEmails(database.db, { to: user.email });
    expect(kept.map((each) => [each.kind, each.attachments, each.sentAt !== null])).toEqual([
      ['purchase-confirmation', ['invoice.pdf'], false],
      ['purchase-confirmation', ['invoice.pdf'], true],
    ]);
  });

  it('keeps a message SMTP refused with the reason, without failing the caller', async () => {
    const user = await createUserWithToken(database);
    await accountOutbox(database.db, async () => {
      throw new Error('550 mailbox unavailable');
    }, silent).send(user.id, 'password-reset', message(user.email));
    const [kept] = await listAccountEmails(database.db, { to: user.email, kind: 'password-reset' });
    expect(kept).toMatchObject({ sentAt: null, error: '550 mailbox unavailable' });
  });
});
