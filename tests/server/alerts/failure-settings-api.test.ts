import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { defaultFailureSettings, failureSettingsMessages, type FailureSettings } from '../../../src/domain/alerts/failure-settings';
import { bellName, notificationListSchema } from '../../../src/domain/alerts/notifications';
import { sequenceMessages } from '../../../src/domain/sequences/sequences';
import { addNotification } from '../../../server/alerts/notifications-repository';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let bob: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  ada = await createUserWithToken(database);
  bob = await createUserWithToken(database);
});
afterAll(() => stop());

async function sequenceOf(user: UserWithToken): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/v1/sequences/sequences', headers: { authorization: user.token }, payload: { title: `Flow ${Math.random().toString(36).slice(2, 8)}`, description: '', items: [] } });
  return (response.json() as { id: string }).id;
}

const put = (user: UserWithToken, sequenceId: string, payload: unknown) => app.inject({ method: 'PUT', url: `/v1/sequences/sequences/${sequenceId}/failure-settings`, headers: { authorization: user.token }, payload: payload as Record<string, unknown> });
const get = (user: UserWithToken, sequenceId: string) => app.inject({ method: 'GET', url: `/v1/sequences/sequences/${sequenceId}/failure-settings`, headers: { authorization: user.token } });

describe('a sequence’s failure settings (D129)', () => {
  it('answers the defaults until set, and what was set after', async () => {
    const id = await sequenceOf(ada);
    const errorWorkflowId = await sequenceOf(ada);
    expect((await get(ada, id)).json()).toEqual({ settings: defaultFailureSettings, recentAlerts: [] });
    const settings: FailureSettings = { errorWorkflowId, onFailure: true, onRecovery: false, email: true, slackCredential: 'team-slack', webhookUrl: 'https://example.com/hook', webhookCredential: 'alert-key' };
    expect((await put(ada, id, settings)).json()).toEqual({ settings, recentAlerts: [] });
    expect((await get(ada, id)).json()).toEqual({ settings, recentAlerts: [] });
    expect((await put(ada, id, defaultFailureSettings)).json()).toEqual({ settings: defaultFailureSettings, recentAlerts: [] });
  });

  it('is another user’s 404, as a missing sequence is', async () => {
    const id = await sequenceOf(ada);
    for (const response of [await get(bob, id), await put(bob, id, defaultFailureSettings), await get(ada, 'not-a-uuid')]) {
      expect([response.statusCode, response.json()]).toEqual([404, { detail: sequenceMessages.notFound }]);
    }
  });

  it('refuses an error workflow that is not the user’s, or is the sequence itself, with a 400 saying so', async () => {
    const id = await sequenceOf(ada);
    const bobs = await sequenceOf(bob);
    for (const [errorWorkflowId, detail] of [
      [bobs, failureSettingsMessages.notYours],
      ['not-a-uuid', failureSettingsMessages.notYours],
      [id, failureSettingsMessages.itself],
    ] as const) {
      const response = await put(ada, id, { ...defaultFailureSettings, errorWorkflowId });
      expect([response.statusCode, response.json()]).toEqual([400, { detail }]);
    }
  });

  it('refuses a generic webhook without its secret, and an address that is not http', async () => {
    const id = await sequenceOf(ada);
    const withoutSecret = await put(ada, id, { ...defaultFailureSettings, webhookUrl: 'https://example.com/hook' });
    expect(withoutSecret.statusCode).toBe(422);
    expect(withoutSecret.json<{ detail: string }>().detail).toContain(failureSettingsMessages.webhookWithoutSecret);
    const notHttp = await put(ada, id, { ...defaultFailureSettings, webhookUrl: 'ftp://example.com', webhookCredential: 'alert-key' });
    expect(notHttp.statusCode).toBe(422);
    expect(notHttp.json<{ detail: string }>().detail).toContain(failureSettingsMessages.badUrl);
  });
});

describe('the bell’s notifications (D129)', () => {
  it('lists the user’s own, newest first, with the unread count, and keeps what was read', async () => {
    const sequenceId = await sequenceOf(ada);
    for (const title of ['first', 'second', 'third']) {
      await addNotification(database.db, { userId: ada.id, kind: 'failure', title, sequenceId, runId: null });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await addNotification(database.db, { userId: bob.id, kind: 'failure', title: 'bob’s', sequenceId: null, runId: null });
    const list = async (user: UserWithToken) => notificationListSchema.parse((await app.inject({ method: 'GET', url: '/v1/notifications', headers: { authorization: user.token } })).json());
    const listed = await list(ada);
    expect(listed.items.map((each) => each.title)).toEqual(['third', 'second', 'first']);
    expect(listed.unread).toBe(3);
    expect(listed.items[0]!.link).toMatch(/^\/sequences\/flow-/);

    const read = await app.inject({ method: 'POST', url: `/v1/notifications/${listed.items[1]!.id}/read`, headers: { authorization: ada.token } });
    expect(read.json()).toEqual({ unread: 2 });
    expect((await list(ada)).items[1]!.readAt).not.toBeNull();
    // Another user's is a 404, and leaves it unread.
    const bobsId = (await list(bob)).items[0]!.id;
    expect((await app.inject({ method: 'POST', url: `/v1/notifications/${bobsId}/read`, headers: { authorization: ada.token } })).statusCode).toBe(404);
    expect((await list(bob)).unread).toBe(1);

    expect((await app.inject({ method: 'POST', url: '/v1/notifications/read', headers: { authorization: ada.token } })).json()).toEqual({ unread: 0 });
    expect((await app.inject({ method: 'GET', url: '/v1/notifications/unread-count', headers: { authorization: ada.token } })).json()).toEqual({ unread: 0 });
    expect((await list(bob)).unread).toBe(1);
  });

  it('names the bell with its unread count', () => {
    expect(bellName(0)).toBe('Notifications');
    expect(bellName(3)).toBe('Notifications, 3 unread');
  });
});
