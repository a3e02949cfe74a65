import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { retentionCron, retentionQueueName } from '../../../server/runs/retention/retention-queue';
import { startTestApp } from '../test-app';

let app: App;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ app, stop } = await startTestApp({ runs: { work: true } }));
});
afterAll(() => stop());

describe('the daily retention job (D149)', () => {
  it('is one pg-boss schedule, daily in UTC, however often a worker starts', async () => {
    const boss = await app.runQueue.start();
    const schedules = async () => (await boss.getSchedules(retentionQueueName)).map(({ cron, timezone }) => ({ cron, timezone }));
    expect(await schedules()).toEqual([{ cron: retentionCron, timezone: 'UTC' }]);
    expect(retentionCron).toBe('17 3 * * *');
    // A second worker's start schedules it again under the same name: still one.
    await boss.schedule(retentionQueueName, retentionCron, {}, { tz: 'UTC', missed: 'once' });
    expect(await schedules()).toEqual([{ cron: retentionCron, timezone: 'UTC' }]);
  });
});
