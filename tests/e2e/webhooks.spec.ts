import type { Page } from '@playwright/test';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { connect, node, nodes, openDesigner } from './designer-fixtures';
import { expect, expectNoAxeViolations, test } from './fixtures';

const runPanel = (page: Page) => page.getByRole('region', { name: /^Run: / });
const propertiesPanel = (page: Page) => page.getByRole('complementary', { name: 'Bot Properties' });

// The screenshots are taken at the size the team reviews screens at.
test.use({ viewport: { width: 1280, height: 720 } });

/** An End node alone: the Webhook node comes from the palette. */
const endOnly: SavedWorkflow = {
  nodes: [{ id: 'node-1', type: 'end', position: { x: 520, y: 200 }, data: { label: 'End Node', type: 'end', properties: {} } }],
  edges: [],
  viewport: { x: 0, y: 0, zoom: 1 },
};

test('a Webhook node’s test URL, copied from its Run Settings, starts a run another program sends; the designer shows it run to the end, and the deliveries log has it (D126, D135)', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openDesigner(page, request, 'Order Hook', endOnly);

  await page.getByRole('button', { name: 'Bots' }).click();
  const palette = page.getByRole('complementary', { name: 'Bot Palette' });
  await palette.getByLabel('Search Bots & Scripts').fill('Webhook');
  await palette.getByRole('button', { name: 'Add Webhook', exact: true }).click();
  await expect(nodes(page)).toHaveCount(2);
  const hookId = (await nodes(page).filter({ hasNotText: 'End Node' }).getAttribute('data-id'))!;
  await connect(page, hookId, 'node-1');

  // Not saved yet: no address.
  await node(page, hookId).click();
  const addresses = propertiesPanel(page).getByRole('group', { name: 'Addresses' });
  await expect(addresses.getByText('This node has no address yet: save the workflow to give it one.')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  const testUrl = addresses.getByRole('textbox', { name: 'Test URL' });
  await expect(testUrl).toHaveValue(/\/v1\/webhooks\/test\/[A-Za-z0-9_-]{16,}$/);
  await expect(addresses.getByText('Answers only while Workflow Active is on. It is off, so this address does not run yet.')).toBeVisible();
  await addresses.getByRole('button', { name: 'Copy the test URL' }).click();
  await expect(addresses.getByRole('button', { name: 'Copy the test URL' })).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await testUrl.inputValue());
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('webhooks-addresses.png') });

  // Another program POSTs to it, without anyone's password.
  const delivered = await request.post(new URL(copied).pathname, { data: { order: 1001 } });
  expect(delivered.status(), await delivered.text()).toBe(202);
  const { runId } = (await delivered.json()) as { runId: string };

  // The designer follows the test address: the run opens in the run panel and ends.
  await expect(runPanel(page)).toBeVisible({ timeout: 15_000 });
  await expect(runPanel(page).getByRole('status', { name: 'Run status: Completed' })).toBeVisible({ timeout: 30_000 });

  // The deliveries log lists it, with the run it started.
  await node(page, hookId).click();
  await addresses.getByRole('button', { name: 'Show deliveries' }).click();
  const log = page.getByRole('dialog', { name: 'Webhook deliveries' });
  const row = log.getByTestId('delivery-row').first();
  await expect(row).toContainText('Test');
  await expect(row).toContainText('POST');
  await expect(row).toContainText('202');
  await expect(row.getByRole('button', { name: /^Open the run/ })).toHaveText(`#${runId.slice(0, 8)}`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('webhooks-deliveries.png') });
  await row.getByRole('button', { name: /^Show the request received/ }).click();
  await expect(log.getByRole('region', { name: 'The request' }).getByLabel('Body')).toHaveText('{"order":1001}');
  await page.screenshot({ path: test.info().outputPath('webhooks-delivery.png') });
});
