import type { Page } from '@playwright/test';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { edges, node, openDesigner } from './designer-fixtures';
import { expect, test } from './fixtures';
import { nodeAt } from './workflow-fixtures';

/*
 * What a node does when it fails (D128, D141–D143): the Execution section's On failure, the red
 * On error output it grows, and a run that takes it ending "Completed with errors".
 */

const runPanel = (page: Page) => page.getByRole('region', { name: /^Run: / });
// By the label its summary starts with: a later step's input may name the failed node too.
const step = (page: Page, label: string) => runPanel(page).getByTestId('run-step').filter({ has: page.locator('summary', { hasText: new RegExp(`^${label}`) }) });

function workflowWithErrorPath(baseURL: string): SavedWorkflow {
  return {
    nodes: [
      nodeAt('n1', 'start', 'Start', 0, 100),
      // A 404 is not retried (D88): the error path is taken at once.
      nodeAt('n2', 'api', 'Fetch orders', 300, 100, { url: `${baseURL}/v1/no-such-address`, method: 'GET', onFailure: 'errorPath' }),
      nodeAt('n3', 'end', 'Done', 600, 100),
      nodeAt('n4', 'transform', 'Note the failure', 600, 300, { code: 'return { noted: input.error.node.label };' }),
      nodeAt('n5', 'end', 'Noted', 900, 300),
    ],
    edges: [
      { id: 'e1', source: 'n1', target: 'n2' },
      { id: 'e2', source: 'n2', target: 'n3' },
      { id: 'e3', source: 'n2', target: 'n4', sourceHandle: 'error' },
      { id: 'e4', source: 'n4', target: 'n5' },
    ],
    viewport: { x: 0, y: 0, zoom: 0.8 },
  };
}

test('a node that takes its error path shows a red On error output; a Run follows it and ends Completed with errors, in the panel and in History (D128)', async ({ page, request, baseURL }) => {
  await openDesigner(page, request, 'Orders With Errors', workflowWithErrorPath(baseURL!));
  await expect(node(page, 'n2').getByText('On error')).toBeVisible();
  await expect(page.getByRole('group', { name: 'On error: edge from n2 to n4' })).toBeAttached();

  await node(page, 'n2').click();
  await expect(page.getByRole('combobox', { name: 'On failure' })).toHaveValue('errorPath');

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(runPanel(page).getByRole('status', { name: 'Run status: Completed with errors' })).toBeVisible({ timeout: 20_000 });
  await expect(runPanel(page).getByTestId('run-failures-handled')).toHaveText('1 node failed and the run went on past it');
  await expect(step(page, 'Fetch orders')).toContainText('Failed — error path taken');
  await expect(step(page, 'Note the failure')).toContainText('Completed');
  // The normal edge was not followed.
  await expect(step(page, 'Done')).toHaveCount(0);

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Workflow Execution History' });
  await expect(history.getByTestId('history-row').first()).toContainText('Completed with errors');
});

test('choosing Stop the run by keyboard takes the On error output away with its edge (D141)', async ({ page, request, baseURL }) => {
  await openDesigner(page, request, 'Orders Stop', workflowWithErrorPath(baseURL!));
  await expect(edges(page)).toHaveCount(4);
  await node(page, 'n2').click();
  const onFailure = page.getByRole('combobox', { name: 'On failure' });
  await onFailure.focus();
  await onFailure.selectOption('stop');
  await expect(page.getByText('After its retries, the run fails at this node.')).toBeVisible();
  await page.getByRole('button', { name: 'Update Properties' }).press('Enter');
  await expect(node(page, 'n2').getByText('On error')).toHaveCount(0);
  await expect(edges(page)).toHaveCount(3);
});
