import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { node, nodes, openDesigner } from './designer-fixtures';
import { expect, test } from './fixtures';
import { startToEnd } from './workflow-fixtures';

/** D69: every save is a version; one opens read-only with its differences marked, and Restore brings it back. */
test('edit and save twice, open version 1 and see the differences, restore it, and undo the restore', async ({ page, request }) => {
  const { account, sequence } = await openDesigner(page, request, 'Versioned Flow', startToEnd);
  const save = async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  };

  // Save 1: the process node renamed.
  await node(page, 'node-2').click();
  const properties = page.getByRole('complementary', { name: 'Bot Properties' });
  await properties.getByLabel('Label').fill('Fetch Orders');
  await properties.getByRole('button', { name: 'Update Properties' }).click();
  await expect(node(page, 'node-2')).toContainText('Fetch Orders');
  await properties.getByRole('button', { name: 'Close Bot Properties' }).click();
  await save();
  // Save 2: an API call added.
  await page.getByRole('button', { name: 'Bots' }).click();
  const palette = page.getByRole('complementary', { name: 'Bot Palette' });
  await palette.getByLabel('Search Bots & Scripts').fill('api');
  await palette.getByRole('button', { name: 'Add API Call' }).click();
  await expect(nodes(page)).toHaveCount(4);
  await save();

  await page.getByRole('button', { name: 'Versions' }).click();
  const panel = page.getByRole('complementary', { name: 'Versions' });
  const items = panel.getByTestId('version-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Version 3 (latest)');
  await expect(items.nth(0)).toContainText('Added Api Node');
  await expect(items.nth(1)).toContainText('Changed Fetch Orders');
  await expect(items.nth(2)).toContainText('First version');

  // Version 1, read-only, against the current workflow.
  await panel.getByRole('button', { name: 'Open version 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1, read-only' })).toBeVisible();
  const compared = page.getByTestId('version-node');
  await expect(compared).toHaveCount(4);
  await expect(compared.filter({ hasText: 'Process Node' })).toHaveAttribute('data-mark', 'changed');
  await expect(compared.filter({ hasText: 'Api Node' })).toHaveAttribute('data-mark', 'removed');
  await expect(compared.filter({ hasText: 'Start Node' })).not.toHaveAttribute('data-mark', /.+/);
  await expect(panel.getByText('Against the current workflow: 0 added, 1 changed, 1 removed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  // The changed node's properties side by side.
  await compared.filter({ hasText: 'Process Node' }).click();
  const changes = panel.getByRole('table', { name: 'Changes of Process Node' });
  await expect(changes.getByRole('row').nth(0)).toHaveText(/Property\s*Current\s*Version 1/);
  await expect(changes.getByRole('row').nth(1)).toHaveText(/Label\s*Fetch Orders\s*Process Node/);
  // Update Properties wrote the node's settings, which version 1 did not have yet.
  await expect(changes.getByRole('row').filter({ hasText: /^timeout/ })).toHaveText(/timeout\s*30\s*\(none\)/);

  await panel.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version restored' })).toContainText('Version 1 is now the current workflow, saved as version 4.');
  // Back on the editable canvas, which is version 1 and saved.
  await expect(nodes(page)).toHaveCount(3);
  await expect(node(page, 'node-2')).toContainText('Process Node');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toContainText('Restored version 1: changed Process Node; removed Api Node');
  const stored = (await (await request.get(`/v1/sequences/sequences/${sequence.id}`, { headers: { Authorization: account.token } })).json()) as { items: SavedWorkflow[] };
  expect(stored.items[0]!.nodes.map((each) => each.data.label)).toEqual(['Start Node', 'Process Node', 'End Node']);

  // Undo covers the restore: the workflow before it comes back, unsaved.
  await panel.getByRole('button', { name: 'Close Versions' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(nodes(page)).toHaveCount(4);
  await expect(node(page, 'node-2')).toContainText('Fetch Orders');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
});
