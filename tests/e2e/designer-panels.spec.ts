import type { Page } from '@playwright/test';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { startToEnd } from './workflow-fixtures';
import { node, openDesigner as openSignedInDesigner } from './designer-fixtures';
import { expect, test } from './fixtures';

const openDesigner = async (page: Page, request: Parameters<typeof openSignedInDesigner>[1], title: string, workflow?: SavedWorkflow) =>
  (await openSignedInDesigner(page, request, title, workflow, { keepAssistant: true })).account;

test('the assistant opens with the designer and answers about the workflow from the docs, offline (D36, D37)', async ({ page, request }) => {
  await openDesigner(page, request, 'Ask Flo', startToEnd);
  const assistant = page.getByRole('dialog', { name: 'AI Assistant' });
  await expect(assistant).toBeVisible();
  await expect(assistant.getByText('Ask me anything about building this workflow.')).toBeVisible();
  await assistant.getByLabel('Your question').fill('How do I add a start node?');
  // The question carries the workflow on the canvas, so Flo can answer about it.
  const [asked] = await Promise.all([page.waitForRequest('**/v1/assistant/chat'), assistant.getByRole('button', { name: 'Send question' }).click()]);
  const body = asked.postDataJSON() as { messages: Array<{ role: string; text: string }>; context: { workflow: { name: string; nodes: Array<{ type: string }> } } };
  expect(body.messages).toEqual([{ role: 'user', text: 'How do I add a start node?' }]);
  expect(body.context.workflow.name).toBe('Ask Flo');
  expect(body.context.workflow.nodes.map((each) => each.type).sort()).toEqual(['end', 'process', 'start']);
  await expect(assistant.getByText("I'm answering offline, from Botflow's documentation.")).toBeVisible();
  await expect(assistant.getByRole('link', { name: 'read it' }).first()).toHaveAttribute('href', '/documents/nodes#where-nodes-come-from');
  await expect(assistant.getByLabel('Your question')).toBeEnabled();
  await assistant.getByRole('button', { name: 'Close assistant' }).click();
  await expect(assistant).toBeHidden();
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  await expect(page.getByRole('dialog', { name: 'AI Assistant' }).getByText('How do I add a start node?')).toBeVisible();
});

test('the palette searches built-ins and the script library, and adding a bot closes it', async ({ page, request }) => {
  await openDesigner(page, request, 'Palette Run');
  await page.getByRole('button', { name: 'Close assistant' }).click();
  await page.getByRole('button', { name: 'Bots' }).click();
  const palette = page.getByRole('complementary', { name: 'Bot Palette' });
  await expect(palette.getByRole('region', { name: 'Scripts' })).toBeVisible();
  await palette.getByLabel('Search Bots & Scripts').fill('api');
  await expect(palette.getByText(/^Found \d+ items$/)).toBeVisible();
  await palette.getByRole('button', { name: 'Add API Call' }).click();
  await expect(palette).toBeHidden();
  await expect(page.locator('.react-flow__node')).toHaveCount(1);
  await expect(page.locator('.react-flow__node')).toContainText('Api Node');

  await page.getByRole('button', { name: 'Bots' }).click();
  await palette.getByLabel('Search Bots & Scripts').fill('zzz-nothing');
  await expect(palette.getByText('No items found')).toBeVisible();
  await expect(palette.getByText('Try adjusting your search terms')).toBeVisible();
  await palette.getByLabel('Search Bots & Scripts').fill('');
  const scripts = palette.getByRole('region', { name: 'Scripts' });
  await scripts.getByRole('button', { name: /^Add / }).first().click();
  await expect(page.locator('.react-flow__node')).toHaveCount(2);
});

test('the properties panel edits a node only on Update Properties', async ({ page, request }) => {
  await openDesigner(page, request, 'Properties Run', startToEnd);
  await page.getByRole('button', { name: 'Close assistant' }).click();
  await node(page, 'node-2').click();
  const panel = page.getByRole('complementary', { name: 'Bot Properties' });
  await expect(panel.getByText('process node')).toBeVisible();
  await expect(panel.getByLabel('Timeout (seconds)')).toHaveValue('30');
  await expect(panel.getByLabel('Retry attempts')).toHaveValue('3');
  await panel.getByLabel('Label').fill('Fetch Orders');
  await expect(node(page, 'node-2')).toContainText('Process Node');
  await panel.getByRole('button', { name: 'Update Properties' }).click();
  await expect(node(page, 'node-2')).toContainText('Fetch Orders');
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  // Kept within the bounds on Update (5 to 300 in steps of 5), and the panel shows what was stored.
  await panel.getByLabel('Timeout (seconds)').fill('7');
  await panel.getByRole('button', { name: 'Update Properties' }).click();
  await expect(panel.getByLabel('Timeout (seconds)')).toHaveValue('5');

  await node(page, 'node-1').click({ modifiers: ['Control'] });
  await expect(panel.getByText('Multiple nodes selected (2)')).toBeVisible();
  const pane = (await page.locator('.react-flow__pane').boundingBox())!;
  await page.mouse.click(pane.x + pane.width * 0.35, pane.y + pane.height * 0.7);
  await expect(panel).toBeHidden();
});

test('a test run lights each node in turn, then the run is in the history', async ({ page, request }) => {
  await page.clock.install();
  const account = await openDesigner(page, request, 'Simulated Run', startToEnd);
  await page.getByRole('button', { name: 'Close assistant' }).click();
  // Installed, the page's clock still flows with real time: paused, only runFor moves the simulation
  // (a slow machine once let node 2 finish before it was seen active).
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('button', { name: 'Test Workflow' }).click();
  await expect(page.getByRole('button', { name: 'Running Simulation...' })).toBeDisabled();
  await expect(node(page, 'node-1').locator('[data-run-state]')).toHaveAttribute('data-run-state', 'active');
  await page.clock.runFor(1000);
  await expect(node(page, 'node-1').locator('[data-run-state]')).toHaveAttribute('data-run-state', 'completed');
  await expect(node(page, 'node-2').locator('[data-run-state]')).toHaveAttribute('data-run-state', 'active');
  await page.clock.runFor(2000);
  await expect(node(page, 'node-3').locator('[data-run-state]')).toHaveAttribute('data-run-state', 'completed');
  await expect(page.getByText('Simulation completed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Test Workflow' })).toBeEnabled();
  await page.clock.resume();
  // The recorded run marks the sequence as run.
  const sequences = (await (await request.get('/v1/sequences/sequences/', { headers: { Authorization: account.token } })).json()) as { last_run_at: string | null }[];
  expect(sequences[0]?.last_run_at).not.toBeNull();

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Workflow Execution History' });
  await expect(history.getByTestId('history-row').filter({ hasText: 'Simulated Run' })).toContainText('3');
  await history.getByPlaceholder('Search workflows or users...').fill('no such workflow');
  await expect(history.getByText('No workflow history found')).toBeVisible();
});

test('testing an empty canvas asks for a workflow first', async ({ page, request }) => {
  await openDesigner(page, request, 'Empty Run');
  await page.getByRole('button', { name: 'Close assistant' }).click();
  await page.getByRole('button', { name: 'Test Workflow' }).click();
  await expect(page.getByText('No workflow found')).toBeVisible();
  await expect(page.getByText('Please create a workflow before testing.')).toBeVisible();
});
