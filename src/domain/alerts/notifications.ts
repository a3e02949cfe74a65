import { z } from 'zod';

/**
 * The bell (D129): what a user is told in the app (a failed run, a digest of further failures, a
 * recovery, a webhook delivery refused), newest first, with how many are unread. Reading one, or all,
 * is kept per user.
 */

export const notificationKinds = ['failure', 'digest', 'recovery', 'refused'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationLimits = {
  /** The newest the bell lists. */
  listed: 30,
} as const;

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: z.enum(notificationKinds),
    title: z.string(),
    sequenceId: z.string().nullable(),
    runId: z.string().nullable(),
    /** Where opening it goes: the run in its sequence's designer, or the sequence (a refused delivery); null once the sequence is gone. */
    link: z.string().nullable(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .meta({ id: 'Notification', description: 'One of the bell’s notifications.' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ items: z.array(notificationSchema), unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

export const notificationParamsSchema = z.object({ id: z.string() });

export const notificationMessages = {
  notFound: 'Notification not found',
} as const;

/** What the bell button is called, its unread count in its name. */
export const bellName = (unread: number): string => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);
