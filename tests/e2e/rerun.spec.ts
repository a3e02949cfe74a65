import type { Page } from '@playwright/test';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { node, openDesigner } from './designer-fixtures';
import { expect, test } from './fixtures';

/**
 * D87: a run that fails at an api node; the node's URL is fixed and saved; Re-run from here on
 * the latest version completes, the steps before the node carried over as reused.
 */

type Properties = Record<string, unknown>;
const workflowNode = (id: string, type: string, label: string, x: number, properties: Properties = {}) => ({ id, type, position: { x, y: 200 }, data: { label, type, properties } });
function chain(...nodes: ReturnType<typeof workflowNode>[]): SavedWorkflow {
  return { nodes, edges: nodes.slice(1).map((each, index) => ({ id: `e-${index}`, source: nodes[index]!.id, target: each.id })), viewport: { x: 0, y: 0, zoom: 0.8 } };
}

const runPanel = (page: Page) => page.getByRole('region', { name: /^Run: / });
const runStatus = (page: Page, text: string) => runPanel(page).getByRole('status', { name: `Run status: ${text}` });
const step = (page: Page, label: string) => runPanel(page).getByTestId('run-step').filter({ hasText: label });
const propertiesPanel = (page: Page) => page.getByRole('complementary', { name: 'Bot Properties' });

test('a run failing at an api node is re-run from that node on the latest version after its URL is fixed: the earlier steps are reused and the run completes', async ({ page, request, baseURL }) => {
  const workflow = chain(
    workflowNode('n1', 'start', 'Start', 0),
    workflowNode('n2', 'api', 'Check health', 300, { url: `${baseURL}/v1/health`, method: 'GET' }),
    workflowNode('n3', 'api', 'Fetch prices', 600, { url: `${baseURL}/v1/no-such-prices`, method: 'GET', retryCount: 0 }),
    workflowNode('n4', 'end', 'End', 900),
  );
  await openDesigner(page, request, 'Price Fetch', workflow);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(runStatus(page, 'Failed')).toBeVisible({ timeout: 15_000 });
  await expect(step(page, 'Fetch prices')).toContainText('Failed');

  // Fix the node's URL and save the workflow.
  await node(page, 'n3').click();
  const panel = propertiesPanel(page);
  await panel.getByRole('group', { name: 'Run Settings' }).getByLabel('URL', { exact: true }).fill(`${baseURL}/v1/health`);
  await panel.getByRole('button', { name: 'Update Properties' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Re-run from here, on the latest version: the panel says what is reused and what acts again.
  await runPanel(page).getByRole('button', { name: 'Re-run from here' }).click();
  const rerun = runPanel(page).getByRole('region', { name: 'Re-run' });
  await expect(rerun.getByLabel('Start from')).toHaveValue('n3');
  await rerun.getByLabel('Version').selectOption('latest');
  await expect(rerun.getByRole('list', { name: 'Nodes that act again' })).toHaveText('Fetch prices');
  await expect(rerun).toContainText('Reused as they were: Start, Check health');
  await rerun.getByRole('button', { name: 'Start re-run' }).click();

  await expect(runStatus(page, 'Completed')).toBeVisible({ timeout: 15_000 });
  for (const label of ['Start', 'Check health']) await expect(step(page, label).getByTestId('step-reused')).toHaveText('reused');
  await expect(step(page, 'Fetch prices')).toContainText('Completed');
  await expect(step(page, 'Fetch prices').getByTestId('step-reused')).toHaveCount(0);
  for (const id of ['n1', 'n2', 'n3', 'n4']) await expect(node(page, id).locator('[data-run-state="completed"]')).toBeVisible();

  // History says which run it re-ran.
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Workflow Execution History' });
  await expect(history.getByTestId('history-row').first()).toContainText('Re-run of #');
});
