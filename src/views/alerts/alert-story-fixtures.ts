import type { AlertDelivery, FailureSettings, FailureSettingsAnswer } from '../../domain/alerts/failure-settings';
import type { Notification, NotificationList } from '../../domain/alerts/notifications';
import { fromPromise } from 'xstate';
import { failureSettingsMachine, type FailureSettingsLoaded } from '../../machines/alerts/failure-settings.machine';

/** Notifications as the server lists them, for the bell's stories and model test. */
export const failedRunNotification: Notification = {
  id: 'n-1',
  kind: 'failure',
  title: 'Nightly orders failed at Fetch orders (api): The server answered 503',
  sequenceId: 's-1',
  runId: 'r-1',
  link: '/sequences/nightly-orders?run=r-1',
  createdAt: '2026-12-02T10:02:00.000Z',
  readAt: null,
};

export const refusedDeliveryNotification: Notification = {
  id: 'n-2',
  kind: 'refused',
  title: 'Shop hook: a webhook delivery was refused (The signature does not match the body)',
  sequenceId: 's-2',
  runId: null,
  link: null,
  createdAt: '2026-12-01T08:15:00.000Z',
  readAt: '2026-12-01T09:00:00.000Z',
};

export const recoveryNotification: Notification = {
  id: 'n-3',
  kind: 'recovery',
  title: 'Nightly orders recovered',
  sequenceId: 's-1',
  runId: 'r-4',
  link: '/sequences/nightly-orders?run=r-4',
  createdAt: '2026-12-02T11:30:00.000Z',
  readAt: null,
};

export const someNotifications: NotificationList = { items: [failedRunNotification, refusedDeliveryNotification], unread: 1 };
export const noNotifications: NotificationList = { items: [], unread: 0 };

export const sentAlert: AlertDelivery = { id: 'a-1', runId: 'r-1', channel: 'slack', kind: 'failure', status: 'sent', error: null, createdAt: '2026-12-02T10:02:00.000Z' };
export const refusedAlert: AlertDelivery = { id: 'a-2', runId: 'r-1', channel: 'webhook', kind: 'failure', status: 'failed', error: 'The webhook answered 500', createdAt: '2026-12-02T10:02:00.000Z' };

export const alertsSet: FailureSettingsAnswer = {
  settings: { errorWorkflowId: 's-9', onFailure: true, onRecovery: true, email: true, slackCredential: 'team-slack', webhookUrl: 'https://hooks.example.com/botflow', webhookCredential: 'alert-key' },
  recentAlerts: [sentAlert, refusedAlert],
};

export const failureSettingsLoaded: FailureSettingsLoaded = {
  answer: alertsSet,
  choices: { sequences: [{ id: 's-9', title: 'Page the on-call' }], webhookUrls: ['team-slack'], secrets: ['alert-key'] },
};

/** When a run fails as a story's Edit Sequence dialog shows it: set, with nothing saved (D129). */
export const storyFailureSettings = failureSettingsMachine.provide({
  actors: {
    loadFailureSettings: fromPromise<FailureSettingsLoaded, { sequenceId: string }>(async () => failureSettingsLoaded),
    saveFailureSettings: fromPromise<FailureSettingsAnswer, { sequenceId: string; settings: FailureSettings }>(() => new Promise(() => {})),
  },
});
