import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { alertTexts } from '../../../src/domain/alerts/alert-texts';
import { notificationListSchema } from '../../../src/domain/alerts/notifications';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { echoFlow, webhooksApi } from '../webhooks/webhook-harness';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp({ webhooks: { pruneEveryMs: false } }));
  ada = await createUserWithToken(database);
});
afterAll(() => stop());

const bell = async () => notificationListSchema.parse((await app.inject({ method: 'GET', url: '/v1/notifications', headers: { authorization: ada.token } })).json());

describe('a webhook delivery refused tells its owner in the bell (D129)', () => {
  it('once while unread, however many requests are refused, and again once read', async () => {
    const api = webhooksApi(app);
    // Its header secret names a credential Ada does not have: every request is refused with a 401.
    const id = await api.sequenceWith(ada, echoFlow({ authentication: 'header', secret: 'None such' }));
    const { testUrl } = await api.webhookOf(ada, id);
    for (let index = 0; index < 3; index += 1) expect((await api.sendJson(testUrl, {})).statusCode).toBe(401);
    const listed = await bell();
    expect(listed.items).toHaveLength(1);
    const [refused] = listed.items;
    expect(refused).toMatchObject({ kind: 'refused', sequenceId: id, runId: null });
    const title = ((await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${id}`, headers: { authorization: ada.token } })).json() as { title: string }).title;
    expect(refused!.title.startsWith(alertTexts.refusedTitle(title, '').slice(0, -2))).toBe(true);
    expect(refused!.link).toBe(`/sequences/${title.toLowerCase().replace(/\s+/g, '-')}`);

    await app.inject({ method: 'POST', url: `/v1/notifications/${refused!.id}/read`, headers: { authorization: ada.token } });
    expect((await api.sendJson(testUrl, {})).statusCode).toBe(401);
    expect((await bell()).unread).toBe(1);
    expect((await bell()).items).toHaveLength(2);
  });
});
