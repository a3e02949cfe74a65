import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureSettingsAnswerSchema, failureSettingsMessages, failureSettingsPayloadSchema } from '../../src/domain/alerts/failure-settings';
import { notificationListSchema, notificationMessages, notificationParamsSchema, unreadCountSchema } from '../../src/domain/alerts/notifications';
import { sequenceMessages } from '../../src/domain/sequences/sequences';
import type { Database } from '../db/database';
import { isUuid } from '../db/uuid';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { findFailureSettings, listRecentAlerts, ownedSequenceTitle, saveFailureSettings } from './failure-settings-repository';
import { listNotifications, markAllNotificationsRead, markNotificationRead, unreadCount } from './notifications-repository';

/**
 * A sequence's failure settings (D129: its error workflow and alerts, with the alerts sent lately),
 * the owner's only (another user's sequence is a 404), and the bell's notifications.
 */
export async function alertRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };
  const idParams = z.object({ id: z.string() });
  const ownedTitle = async (userId: string, sequenceId: string) => {
    const title = isUuid(sequenceId) ? await ownedSequenceTitle(db, userId, sequenceId) : undefined;
    if (title === undefined) throw new HttpError(404, sequenceMessages.notFound);
    return title;
  };
  const answerOf = async (sequenceId: string) => ({ settings: await findFailureSettings(db, sequenceId), recentAlerts: await listRecentAlerts(db, sequenceId) });

  api.get(
    '/sequences/sequences/:id/failure-settings',
    {
      ...signedIn,
      schema: { tags: ['alerts'], operationId: 'getFailureSettings', summary: 'What the sequence does when a run of it fails: its error workflow, its alerts, and the alerts sent lately', params: idParams, response: { 200: failureSettingsAnswerSchema }, errors: { 404: 'No sequence of yours has this id.' } },
    },
    async (request) => {
      await ownedTitle(currentUser(request).id, request.params.id);
      return answerOf(request.params.id);
    },
  );

  api.put(
    '/sequences/sequences/:id/failure-settings',
    {
      ...signedIn,
      schema: {
        tags: ['alerts'],
        operationId: 'putFailureSettings',
        summary: 'Sets the sequence’s error workflow (another sequence of yours; null: none) and its alerts on failure and on recovery',
        params: idParams,
        body: failureSettingsPayloadSchema,
        response: { 200: failureSettingsAnswerSchema },
        errors: { 400: 'The error workflow is not a sequence of yours, or is this sequence itself.', 404: 'No sequence of yours has this id.' },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const sequenceId = request.params.id;
      await ownedTitle(userId, sequenceId);
      const { errorWorkflowId } = request.body;
      if (errorWorkflowId !== null) {
        if (errorWorkflowId === sequenceId) throw new HttpError(400, failureSettingsMessages.itself);
        if (!isUuid(errorWorkflowId) || (await ownedSequenceTitle(db, userId, errorWorkflowId)) === undefined) throw new HttpError(400, failureSettingsMessages.notYours);
      }
      await saveFailureSettings(db, sequenceId, request.body);
      return answerOf(sequenceId);
    },
  );

  api.get(
    '/notifications',
    { ...signedIn, schema: { tags: ['alerts'], operationId: 'listNotifications', summary: 'Your newest notifications (failed runs, recoveries, refused webhook deliveries), with how many are unread', response: { 200: notificationListSchema } } },
    async (request) => listNotifications(db, currentUser(request).id),
  );

  api.get(
    '/notifications/unread-count',
    { ...signedIn, schema: { tags: ['alerts'], operationId: 'countUnreadNotifications', summary: 'How many of your notifications are unread (what the bell polls)', response: { 200: unreadCountSchema } } },
    async (request) => ({ unread: await unreadCount(db, currentUser(request).id) }),
  );

  api.post(
    '/notifications/:id/read',
    { ...signedIn, schema: { tags: ['alerts'], operationId: 'markNotificationRead', summary: 'Marks one notification read', params: notificationParamsSchema, response: { 200: unreadCountSchema }, errors: { 404: 'You have no notification of this id.' } } },
    async (request) => {
      const userId = currentUser(request).id;
      if (!isUuid(request.params.id) || !(await markNotificationRead(db, userId, request.params.id))) throw new HttpError(404, notificationMessages.notFound);
      return { unread: await unreadCount(db, userId) };
    },
  );

  api.post(
    '/notifications/read',
    { ...signedIn, schema: { tags: ['alerts'], operationId: 'markAllNotificationsRead', summary: 'Marks all your notifications read', response: { 200: unreadCountSchema } } },
    async (request) => {
      await markAllNotificationsRead(db, currentUser(request).id);
      return { unread: 0 };
    },
  );
}
