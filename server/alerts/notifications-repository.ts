import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alertTexts, runPath } from '../../src/domain/alerts/alert-texts';
import { notificationLimits, type Notification, type NotificationKind } from '../../src/domain/alerts/notifications';
import { sequencePath } from '../../src/domain/sequences/sequence-slug';
import type { Db } from '../db/database';
import { isoTime } from '../db/iso-time';
import { notifications } from '../db/schema/alerts';
import { sequences } from '../db/schema/sequences';

/** The bell's notifications (D129), each its user's. */

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  sequenceId: string | null;
  runId: string | null;
}

export async function addNotification(db: Db, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values(notification);
}

/** The user's newest notifications, each with where it opens (the run in its sequence's designer), and how many are unread. */
export async function listNotifications(db: Db, userId: string): Promise<{ items: Notification[]; unread: number }> {
  const rows = await db
    .select({ notification: notifications, sequenceTitle: sequences.title })
    .from(notifications)
    .leftJoin(sequences, eq(sequences.id, notifications.sequenceId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(notificationLimits.listed);
  const items = rows.map(({ notification: { id, kind, title, sequenceId, runId, createdAt, readAt }, sequenceTitle }) => ({
    id,
    kind,
    title,
    sequenceId,
    runId,
    link: sequenceTitle === null ? null : runId === null ? sequencePath(sequenceTitle) : runPath(sequenceTitle, runId),
    createdAt: isoTime(createdAt),
    readAt: readAt === null ? null : isoTime(readAt),
  }));
  return { items, unread: await unreadCount(db, userId) };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the user's notification read (kept as first read); false when they have none of this id. */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db.select({ readAt: notifications.readAt }).from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) return false;
  if (row.readAt === null) await db.update(notifications).set({ readAt: new Date() }).where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  return true;
}

export async function markAllNotificationsRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/**
 * A webhook delivery refused (a 401) tells its owner, once while they have not read the last such
 * notification of the sequence: anyone with the address can send requests, and a flood of them must
 * not flood the bell.
 */
export async function notifyRefusedDelivery(db: Db, refused: { userId: string; sequenceId: string; sequenceTitle: string; reason: string }): Promise<void> {
  await db.execute(sql`insert into notifications (user_id, kind, title, sequence_id)
    select ${refused.userId}::uuid, 'refused', ${alertTexts.refusedTitle(refused.sequenceTitle, refused.reason)}, ${refused.sequenceId}::uuid
    where not exists (select 1 from notifications where user_id = ${refused.userId}::uuid and sequence_id = ${refused.sequenceId}::uuid and kind = 'refused' and read_at is null)`);
}
