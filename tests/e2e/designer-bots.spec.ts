import { expectAssistantStaysClosed, nodes, openDesigner } from './designer-fixtures';
import { addSampleBots, createAccount, expect, payForPlan, test } from './fixtures';

test("My Bots in the palette: the user's active bots become bot nodes that stay after a save and a reload (D38)", async ({ page, request }) => {
  const account = await createAccount(request);
  await addSampleBots(request, account);
  // Lead Sync Bot switched on below is a fourth, beyond the Free allowance's three.
  await payForPlan(request, account);
  await openDesigner(page, request, 'Bots On Canvas', undefined, { account });
  await page.getByRole('button', { name: 'Bots' }).click();
  const palette = page.getByRole('complementary', { name: 'Bot Palette' });
  const myBots = palette.getByRole('region', { name: 'My Bots' });
  // The three sample bots that are on; the three that are off are not offered.
  await expect(myBots.getByRole('button', { name: /^Add / })).toHaveCount(3);
  await expect(myBots.getByRole('button', { name: 'Add Lead Sync Bot' })).toHaveCount(0);
  await palette.getByLabel('Search Bots & Scripts').fill('invoice');
  await myBots.getByRole('button', { name: 'Add Invoice Collector' }).click();
  await expect(nodes(page)).toHaveCount(1);
  await expect(nodes(page)).toContainText('Invoice Collector');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Workflow saved')).toBeVisible();
  await page.reload();
  await expect(nodes(page)).toHaveCount(1);
  await expect(nodes(page)).toContainText('Invoice Collector');

  // A bot switched on in My Bots (the same PATCH) is offered after a reload.
  const leadSync = ((await (await request.get('/v1/bots?search=lead', { headers: { Authorization: account.token } })).json()) as { items: Array<{ id: number }> }).items[0]!;
  expect((await request.patch(`/v1/bots/${leadSync.id}`, { headers: { Authorization: account.token }, data: { isActive: true } })).status()).toBe(200);
  await page.reload();
  // Closed on the first visit, the assistant stays closed (D96).
  await expectAssistantStaysClosed(page);
  await page.getByRole('button', { name: 'Bots' }).click();
  await expect(palette.getByRole('region', { name: 'My Bots' }).getByRole('button', { name: 'Add Lead Sync Bot' })).toBeVisible();
});
