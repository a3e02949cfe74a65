import type { Page } from '@playwright/test';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { openDesigner } from './designer-fixtures';
import { expect, test } from './fixtures';

/**
 * Ask Flo why (D92, D94): an api node times out (its Timeout of 5 s against a page that answers after
 * 7 s); Flo, offline here (no GEMINI_API_KEY on this server), explains it from its catalogue and
 * offers a longer Timeout; the fix is applied (one undoable step), saved, and the run re-run from
 * that node completes. Needs POST /v1/assistant/explain (D92).
 */

const fixtureSite = `http://127.0.0.1:${process.env.E2E_FIXTURE_SITE_PORT}`;
type Properties = Record<string, unknown>;
const workflowNode = (id: string, type: string, label: string, x: number, properties: Properties = {}) => ({ id, type, position: { x, y: 200 }, data: { label, type, properties } });
function chain(...nodes: ReturnType<typeof workflowNode>[]): SavedWorkflow {
  return { nodes, edges: nodes.slice(1).map((each, index) => ({ id: `e-${index}`, source: nodes[index]!.id, target: each.id })), viewport: { x: 0, y: 0, zoom: 0.8 } };
}

const runPanel = (page: Page) => page.getByRole('region', { name: /^Run: / });
const runStatus = (page: Page, text: string) => runPanel(page).getByRole('status', { name: `Run status: ${text}` });
const step = (page: Page, label: string) => runPanel(page).getByTestId('run-step').filter({ hasText: label });

test('a failing api node: Ask Flo why, apply the offered fix, re-run from it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const workflow = chain(
    workflowNode('n1', 'start', 'Start', 0),
    workflowNode('n2', 'api', 'Fetch prices', 300, { url: `${fixtureSite}/slow?ms=7000`, method: 'GET', timeout: 5, retryCount: 0 }),
    workflowNode('n3', 'end', 'End', 600),
  );
  await openDesigner(page, request, 'Slow Prices', workflow);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(runStatus(page, 'Failed')).toBeVisible({ timeout: 20_000 });

  await step(page, 'Fetch prices').getByRole('button', { name: 'Ask Flo why Fetch prices failed' }).click();
  const explanation = runPanel(page).getByRole('region', { name: 'Flo on why Fetch prices failed' });
  await expect(explanation.getByText(/^I'm offline, so this explanation comes from Botflow's catalogue/)).toBeVisible({ timeout: 15_000 });
  await expect(explanation.getByRole('link', { name: 'Nodes › Limits and safety' }).last()).toBeVisible();
  const fix = explanation.getByRole('button', { name: /Timeout/ });
  await fix.click();
  await expect(explanation.getByText(/^Applied: /)).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await explanation.getByRole('button', { name: 'Save and re-run from Fetch prices' }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  const rerun = runPanel(page).getByRole('region', { name: 'Re-run' });
  await expect(rerun.getByLabel('Start from')).toHaveValue('n2');
  await expect(rerun.getByLabel('Version')).toHaveValue('latest');
  await expect(rerun.getByRole('button', { name: 'Start re-run' })).toBeEnabled();
  await rerun.getByRole('button', { name: 'Start re-run' }).click();
  await expect(runStatus(page, 'Completed')).toBeVisible({ timeout: 30_000 });
  await expect(step(page, 'Fetch prices')).toContainText('Completed');
});
