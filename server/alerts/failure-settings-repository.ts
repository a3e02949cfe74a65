import { and, desc, eq } from 'drizzle-orm';
import { defaultFailureSettings, failureSettingsLimits, type AlertDelivery, type FailureSettings } from '../../src/domain/alerts/failure-settings';
import type { Db } from '../db/database';
import { isoTime } from '../db/iso-time';
import { alertDeliveries, sequenceFailureSettings } from '../db/schema/alerts';
import { sequences } from '../db/schema/sequences';

/** A sequence's failure settings (D129); a sequence never set answers the defaults. */
export async function findFailureSettings(db: Db, sequenceId: string): Promise<FailureSettings> {
  const [row] = await db.select().from(sequenceFailureSettings).where(eq(sequenceFailureSettings.sequenceId, sequenceId));
  if (!row) return defaultFailureSettings;
  const { errorWorkflowId, onFailure, onRecovery, email, slackCredential, webhookUrl, webhookCredential } = row;
  return { errorWorkflowId, onFailure, onRecovery, email, slackCredential, webhookUrl, webhookCredential };
}

export async function saveFailureSettings(db: Db, sequenceId: string, settings: FailureSettings): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(sequenceFailureSettings)
    .values({ sequenceId, ...values })
    .onConflictDoUpdate({ target: sequenceFailureSettings.sequenceId, set: values });
}

/** The sequence's title when it is the user's; undefined for another user's or none. */
export async function ownedSequenceTitle(db: Db, userId: string, sequenceId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ title: sequences.title })
    .from(sequences)
    .where(and(eq(sequences.id, sequenceId), eq(sequences.userId, userId)));
  return row?.title;
}

export type NewAlertDelivery = Pick<AlertDelivery, 'channel' | 'kind' | 'status' | 'error' | 'runId'> & { sequenceId: string };

export async function recordAlertDelivery(db: Db, delivery: NewAlertDelivery): Promise<void> {
  await db.insert(alertDeliveries).values(delivery);
}

/** The sequence's latest alerts, newest first. */
export async function listRecentAlerts(db: Db, sequenceId: string): Promise<AlertDelivery[]> {
  const rows = await db
    .select()
    .from(alertDeliveries)
    .where(eq(alertDeliveries.sequenceId, sequenceId))
    .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
    .limit(failureSettingsLimits.recentAlerts);
  return rows.map(({ id, runId, channel, kind, status, error, createdAt }) => ({ id, runId, channel, kind, status, error, createdAt: isoTime(createdAt) }));
}
