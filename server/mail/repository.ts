import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accountEmailAttachments, accountEmails } from '../db/schema/mail';
import type { MailMessage } from './mail-message';

/** Every statement about the accounts' outbox. */

export interface StoredAccountEmail {
  id: string;
  userId: string | null;
  kind: string;
  to: string;
  subject: string;
  body: string;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
  attachments: string[];
}

export async function insertAccountEmail(db: Db, userId: string | null, kind: string, message: MailMessage): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountEmails)
      .values({ userId, kind, to: message.to, subject: message.subject, body: message.body, html: message.html ?? null })
      .returning({ id: accountEmails.id });
    if (!row) throw new Error('insert into account_emails returned no row');
    const attachments = message.attachments ?? [];
    if (attachments.length > 0) {
      await tx.insert(accountEmailAttachments).values(attachments.map(({ fileName, content }, position) => ({ emailId: row.id, position, fileName, content, size: content.length })));
    }
    return row.id;
  });
}

export async function markAccountEmail(db: Db, emailId: string, outcome: { sentAt: Date } | { error: string }): Promise<void> {
  await db
    .update(accountEmails)
    .set('sentAt' in outcome ? { sentAt: outcome.sentAt, error: null } : { error: outcome.error })
    .where(eq(accountEmails.id, emailId));
}

/** The latest messages, newest first: to one address, of one kind, or all. */
export async function listAccountEmails(db: Db, { to, kind, limit = 20 }: { to?: string; kind?: string; limit?: number } = {}): Promise<StoredAccountEmail[]> {
  const filters: SQL[] = [];
  if (to) filters.push(eq(accountEmails.to, to));
  if (kind) filters.push(eq(accountEmails.kind, kind));
  const rows = await db
    .select()
    .from(accountEmails)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(accountEmails.createdAt))
    .limit(limit);
  const attachments = rows.length === 0 ? [] : await db.select({ emailId: accountEmailAttachments.emailId, fileName: accountEmailAttachments.fileName, position: accountEmailAttachments.position }).from(accountEmailAttachments);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    error: row.error,
    attachments: attachments
      .filter((each) => each.emailId === row.id)
      .sort((a, b) => a.position - b.position)
      .map((each) => each.fileName),
  }));
}
