import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { runEmailAttachments, runEmails } from '../../db/schema/runs';
import type { OutboxEmail } from '../engine/outbox-email';
import { storableText } from './stored-value';

/** Every statement about a server run's outbox: the messages its email nodes send, kept with the run. */

/** A message in the run's outbox, with its attachments; answers its id. */
export async function insertRunEmail(db: Db, runId: string, email: OutboxEmail): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(runEmails)
      .values({ runId, to: storableText(email.to), subject: storableText(email.subject), body: storableText(email.body), html: email.html === undefined ? null : storableText(email.html) })
      .returning({ id: runEmails.id });
    if (!row) throw new Error('insert into run_emails returned no row');
    const attachments = email.attachments ?? [];
    if (attachments.length > 0) {
      await tx.insert(runEmailAttachments).values(attachments.map(({ fileName, content }, position) => ({ emailId: row.id, position, fileName: storableText(fileName), content, size: content.length })));
    }
    return row.id;
  });
}

export async function markRunEmailSent(db: Db, emailId: string): Promise<void> {
  await db.update(runEmails).set({ sentAt: new Date() }).where(eq(runEmails.id, emailId));
}
