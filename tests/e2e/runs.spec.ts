import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { connect, createSequence, expectAssistantStaysClosed, node, openDesigner } from './designer-fixtures';
import { createAccount, expect, test, type Account } from './fixtures';

type Properties = Record<string, unknown>;
const workflowNode = (id: string, type: string, label: string, x: number, properties: Properties = {}) => ({ id, type, position: { x, y: 200 }, data: { label, type, properties } });
function chain(...nodes: ReturnType<typeof workflowNode>[]): SavedWorkflow {
  return { nodes, edges: nodes.slice(1).map((each, index) => ({ id: `e-${index}`, source: nodes[index]!.id, target: each.id })), viewport: { x: 0, y: 0, zoom: 0.8 } };
}

/** A bot of My Bots whose configuration is a workflow (D38): it greets whoever its input names. */
async function createGreeterBot(request: APIRequestContext, account: Account): Promise<number> {
  const workflow = chain(workflowNode('g1', 'start', 'Greeter start', 0), workflowNode('g2', 'transform', 'Say hello', 250, { code: 'return { greeting: "hello from the bot" };' }), workflowNode('g3', 'end', 'Greeter end', 500));
  const created = await request.post('/v1/bots/upload', {
    headers: { Authorization: account.token },
    multipart: { name: 'Greeter', description: 'Says hello', priority: 'normal', notes: '', file: { name: 'greeter.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(workflow)) } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const bot = (await created.json()) as { id: number };
  expect((await request.patch(`/v1/bots/${bot.id}`, { headers: { Authorization: account.token }, data: { isActive: true } })).status()).toBe(200);
  return bot.id;
}

const runPanel = (page: Page) => page.getByRole('region', { name: /^Run: / });
const runStatus = (page: Page, text: string) => runPanel(page).getByRole('status', { name: `Run status: ${text}` });
const step = (page: Page, label: string) => runPanel(page).getByTestId('run-step').filter({ hasText: label });

test('Run executes the saved workflow on the server node by node, a bot as a sub-run; logs and output are readable, and History shows it after a reload (D44)', async ({ page, request, baseURL }) => {
  const account = await createAccount(request);
  const botId = await createGreeterBot(request, account);
  const workflow = chain(
    workflowNode('n1', 'start', 'Start', 0),
    workflowNode('n2', 'api', 'Check health', 300, { url: `${baseURL}/v1/health`, method: 'GET' }),
    // Long enough to be seen active on a busy machine, where the events arrive every 200 ms.
    workflowNode('n3', 'timer', 'Short wait', 600, { seconds: 3 }),
    workflowNode('n4', 'bot', 'Greeter', 900, { botId, botTitle: 'Greeter' }),
    workflowNode('n5', 'end', 'End', 1200),
  );
  await openDesigner(page, request, 'Health Run', workflow, { account });

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Running...' })).toBeDisabled();
  // Watched as it goes: the timer is active on the canvas while the api node is already done.
  await expect(node(page, 'n3').locator('[data-run-state="active"]')).toBeVisible();
  await expect(node(page, 'n2').locator('[data-run-state="completed"]')).toBeVisible();
  await expect(runStatus(page, 'Completed')).toBeVisible();
  for (const id of ['n1', 'n2', 'n3', 'n4', 'n5']) await expect(node(page, id).locator('[data-run-state="completed"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();

  // The api step's log and output, and the bot's own steps.
  await step(page, 'Check health').locator('summary').click();
  await expect(step(page, 'Check health')).toContainText(`GET ${baseURL}/v1/health`);
  await expect(step(page, 'Check health').locator('pre').last()).toContainText('"status": 200');
  // The bot's own steps are listed under its step, and do not paint the canvas (D89).
  const greeterSteps = runPanel(page).getByRole('list', { name: 'Steps of Greeter' });
  await expect(greeterSteps.getByTestId('run-step')).toHaveCount(3);
  await greeterSteps.getByTestId('run-step').filter({ hasText: 'Say hello' }).locator('summary').click();
  await expect(greeterSteps.getByTestId('run-step').filter({ hasText: 'Say hello' }).locator('pre').last()).toContainText('hello from the bot');

  await page.reload();
  await expectAssistantStaysClosed(page);
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Workflow Execution History' });
  const row = history.getByTestId('history-row').first();
  await expect(row).toContainText('Health Run');
  await expect(row).toContainText('Completed');
  await row.getByRole('button', { name: /^Show the steps of Health Run/ }).click();
  await expect(history).toBeHidden();
  await expect(runStatus(page, 'Completed')).toBeVisible();
  await expect(step(page, 'Check health')).toContainText('Completed');
});

test('a run that fails at an api node paints the node red; a 404 is not retried, saying why, and a node not connected to Start is named (D88, D89)', async ({ page, request, baseURL }) => {
  const workflow = chain(
    workflowNode('n1', 'start', 'Start', 0),
    workflowNode('n2', 'api', 'Fetch missing', 300, { url: `${baseURL}/v1/no-such-thing`, method: 'GET', retryCount: 1 }),
    workflowNode('n3', 'end', 'End', 600),
  );
  // A node nothing connects to Start is named before the Run starts, and the Run still starts.
  workflow.nodes.push(workflowNode('n9', 'process', 'Orphan', 900));
  await openDesigner(page, request, 'Broken Fetch', workflow);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(runPanel(page).getByTestId('run-unreachable')).toHaveText('This node will not run: nothing connects it to Start: Orphan');
  await expect(runStatus(page, 'Failed')).toBeVisible({ timeout: 15_000 });
  await expect(runPanel(page).getByRole('alert')).toContainText('Fetch missing');
  // A 404: a retry cannot change it, so there is one attempt, saying why.
  await expect(step(page, 'Fetch missing')).toHaveCount(1);
  await step(page, 'Fetch missing').locator('summary').click();
  await expect(step(page, 'Fetch missing')).toContainText('The request failed with status 404. Not retried: a 404 will not change on a retry.');
  await expect(node(page, 'n2').locator('[data-run-state="failed"]')).toBeVisible();
  await expect(node(page, 'n3').locator('[data-run-state="idle"]')).toBeVisible();
});

test('Cancel stops a running run: the waiting node ends and the run says Cancelled', async ({ page, request }) => {
  const workflow = chain(workflowNode('n1', 'start', 'Start', 0), workflowNode('n2', 'timer', 'Wait a minute', 300, { seconds: 60, timeout: 120 }), workflowNode('n3', 'end', 'End', 600));
  await openDesigner(page, request, 'Long Wait', workflow);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(node(page, 'n2').locator('[data-run-state="active"]')).toBeVisible();
  await runPanel(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(runStatus(page, 'Cancelled')).toBeVisible({ timeout: 5_000 });
  // The step the cancel interrupted did not fail (D89).
  await expect(step(page, 'Wait a minute')).toContainText('Cancelled');
  await expect(node(page, 'n3').locator('[data-run-state="idle"]')).toBeVisible();
  await page.getByRole('button', { name: 'Close run panel' }).click();
  await expect(runPanel(page)).toBeHidden();
});

test('Workflow Active is kept on the server with the schedule nodes; a cron it cannot read is refused and the switch turns back (D63)', async ({ page, request }) => {
  const workflow = chain(workflowNode('n1', 'start', 'Start', 0), workflowNode('n2', 'timer', 'Every weekday', 300, { seconds: 0, cron: '0 8 * * 1-5' }), workflowNode('n3', 'end', 'End', 600));
  const { account, sequence } = await openDesigner(page, request, 'Weekday Report', workflow);
  const active = page.getByRole('switch', { name: 'Workflow Active' });
  await expect(active).not.toBeChecked();
  await active.click({ force: true });
  await expect(active).toBeChecked();
  await expect.poll(async () => ((await (await request.get(`/v1/sequences/sequences/${sequence.id}`, { headers: { Authorization: account.token } })).json()) as { active: boolean }).active).toBe(true);
  await page.reload();
  await expectAssistantStaysClosed(page);
  await expect(page.getByRole('switch', { name: 'Workflow Active' })).toBeChecked();

  // Another sequence whose schedule cannot be read: the server refuses, the switch turns back and says why.
  const broken = chain(workflowNode('n1', 'start', 'Start', 0), workflowNode('n2', 'timer', 'At eight', 300, { cron: 'at 8 am' }), workflowNode('n3', 'end', 'End', 600));
  await createSequence(request, account, 'Broken Schedule', broken);
  await page.goto('/sequences/broken-schedule');
  await expectAssistantStaysClosed(page);
  const brokenSwitch = page.getByRole('switch', { name: 'Workflow Active' });
  await brokenSwitch.click({ force: true });
  await expect(page.getByText('Could not activate the workflow')).toBeVisible();
  await expect(page.getByText('The Schedule (cron) of At eight is not a cron expression pg-boss can read: at 8 am')).toBeVisible();
  await expect(brokenSwitch).not.toBeChecked();
});

test('a Code node from the palette runs the code typed in its Run Settings, and a node Botflow does not know stops Run before it starts (D65)', async ({ page, request }) => {
  // Below where the palette drops new nodes (0 to 500 px), so the new node never covers them.
  const lowNode = (id: string, type: string, label: string, x: number) => ({ id, type, position: { x, y: 640 }, data: { label, type, properties: {} } });
  const ends: SavedWorkflow = { nodes: [lowNode('n1', 'start', 'Start', 0), lowNode('n2', 'end', 'End', 600)], edges: [], viewport: { x: 0, y: 0, zoom: 0.8 } };
  const { account } = await openDesigner(page, request, 'Code Run', ends);

  await page.getByRole('button', { name: 'Bots' }).click();
  const palette = page.getByRole('complementary', { name: 'Bot Palette' });
  await palette.getByRole('region', { name: 'Basic' }).getByRole('button', { name: 'Add Code' }).click();
  const code = node(page, 'node-1');
  await expect(code).toContainText('Script Node');
  await code.click();
  const panel = page.getByRole('complementary', { name: 'Bot Properties' });
  const settings = panel.getByRole('group', { name: 'Run Settings' });
  await settings.getByLabel('Code').fill('return { answer: 6 * 7 };');
  await panel.getByRole('button', { name: 'Update Properties' }).click();
  await connect(page, 'n1', 'node-1');
  await connect(page, 'node-1', 'n2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(runStatus(page, 'Completed')).toBeVisible();
  await step(page, 'Script Node').locator('summary').click();
  await expect(step(page, 'Script Node').locator('pre').last()).toContainText('"answer": 42');

  // An imported or hand-written workflow may name a kind of node Botflow does not have.
  const strange: SavedWorkflow = chain(workflowNode('n1', 'start', 'Start', 0), workflowNode('n2', 'teleport', 'Beam Up', 300), workflowNode('n3', 'end', 'End', 600));
  await createSequence(request, account, 'Strange Run', strange);
  await page.goto('/sequences/strange-run');
  await expectAssistantStaysClosed(page);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  // Refused before there is a run, the panel has no run's name.
  await expect(page.getByRole('region', { name: 'Run', exact: true }).getByRole('alert')).toHaveText('Botflow does not know what these nodes do, so it cannot run them: Beam Up (teleport)');
});

test('a file a Code node wrote in the run’s folder is listed in the run panel and downloads with the user’s token (D67)', async ({ page, request }) => {
  const workflow = chain(
    workflowNode('n1', 'start', 'Start', 0),
    workflowNode('n2', 'script', 'Write report', 300, { code: "await files.write('report.csv', 'id,total\\n7,41.5\\n'); log.info('written'); return files.list();" }),
    workflowNode('n3', 'end', 'End', 600),
  );
  await openDesigner(page, request, 'Files Run', workflow);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(runStatus(page, 'Completed')).toBeVisible();

  const files = runPanel(page).getByRole('region', { name: 'Files' });
  await expect(files.getByRole('listitem')).toHaveText(['report.csv16 BDownload']);
  const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: 'Download report.csv' }).click()]);
  expect(download.suggestedFilename()).toBe('report.csv');
  const path = await download.path();
  expect(await readFile(path, 'utf8')).toBe('id,total\n7,41.5\n');
});

test('a token credential picked in a library script’s Run Settings is used by Run, and its value shows nowhere in the run (D66, D67)', async ({ page, request, baseURL }) => {
  const account = await createAccount(request, { name: 'Grace' });
  // The API the script calls is Botflow's own: the credential's value is the account's session token.
  const workflow: SavedWorkflow = chain(
    workflowNode('n1', 'start', 'Start', 0),
    workflowNode('n2', 'script', 'Fetch Data from a JSON API', 300, { paletteItem: 'script-fetch-json-api', scriptId: 'fetch-json-api', url: `${baseURL}/v1/users/me`, pick: 'email', apiKeySecret: 'Old Key' }),
    workflowNode('n3', 'script', 'Show Key', 600, { paletteItem: 'code', code: "return { email: input, key: await secrets.get('My Account') };" }),
    workflowNode('n4', 'end', 'End', 900),
  );
  await openDesigner(page, request, 'Token Run', workflow, { account });

  // The node names a credential the account does not have: Run is refused before it starts, naming it.
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Run', exact: true }).getByRole('alert')).toHaveText(
    'The workflow is not set up yet: Fetch Data from a JSON API: API key: there is no credential named Old Key',
  );

  // Add the credential on /credentials.
  await page.goto('/credentials');
  await page.getByRole('button', { name: 'Add Credential' }).click();
  const add = page.getByRole('dialog', { name: 'Add Credential' });
  await add.getByLabel('Name', { exact: true }).fill('My Account');
  await add.getByLabel('Token').fill(account.token);
  await add.getByRole('button', { name: 'Add Credential' }).click();
  await expect(page.getByText('Credential Added')).toBeVisible();

  // Pick it in the library script's Run Settings, save, Run.
  await page.goto('/sequences/token-run');
  await expectAssistantStaysClosed(page);
  await node(page, 'n2').click();
  const settings = page.getByRole('complementary', { name: 'Bot Properties' }).getByRole('group', { name: 'Run Settings' });
  await expect(settings.getByLabel('API key')).toHaveValue('Old Key');
  await settings.getByLabel('API key').selectOption('My Account');
  await page.getByRole('button', { name: 'Update Properties' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(runStatus(page, 'Completed')).toBeVisible();

  await step(page, 'Fetch Data from a JSON API').locator('summary').click();
  await expect(step(page, 'Fetch Data from a JSON API').locator('pre').last()).toContainText(account.email);
  await step(page, 'Show Key').locator('summary').click();
  await expect(step(page, 'Show Key').locator('pre').last()).toContainText('"key": "••••"');
  await expect(page.locator('body')).not.toContainText(account.token);
});
