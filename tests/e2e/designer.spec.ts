import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Sequence } from '../../src/domain/sequences/sequences';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { startToEnd } from './workflow-fixtures';
import { connect, edges, expectAssistantStaysClosed, node, nodes, openDesigner } from './designer-fixtures';
import { createAccount, expect, expectNoAxeViolations, signIn, test, type Account } from './fixtures';

async function fetchSequence(request: APIRequestContext, account: Account, id: string): Promise<Sequence> {
  const response = await request.get(`/v1/sequences/sequences/${id}`, { headers: { Authorization: account.token } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Sequence;
}

/** Drags a node by its middle to a point of the canvas, with intermediate moves so React Flow sees a drag. */
async function dragNodeTo(page: Page, id: string, to: { x: number; y: number }) {
  const box = (await node(page, id).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

test('opens a saved workflow, deletes with the keyboard, undoes and redoes by keys and buttons', async ({ page, request }) => {
  await openDesigner(page, request, 'Keyboard Flow', startToEnd);
  await expect(nodes(page)).toHaveCount(3);
  await expect(edges(page)).toHaveCount(2);
  await expect(node(page, 'node-2')).toContainText('Process Node');

  // Delete removes the node and every edge attached to it.
  await node(page, 'node-2').click();
  await expect(page.getByRole('complementary', { name: 'Bot Properties' })).toBeVisible();
  await page.keyboard.press('Delete');
  await expect(nodes(page)).toHaveCount(2);
  await expect(edges(page)).toHaveCount(0);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.keyboard.press('Control+z');
  await expect(nodes(page)).toHaveCount(3);
  await expect(edges(page)).toHaveCount(2);
  await page.keyboard.press('Control+Shift+z');
  await expect(nodes(page)).toHaveCount(2);
  await expect(edges(page)).toHaveCount(0);

  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(nodes(page)).toHaveCount(3);
  await page.getByRole('button', { name: /^Redo/ }).click();
  await expect(nodes(page)).toHaveCount(2);

  // Backspace works too, and with nothing selected any more the properties drawer closes.
  await node(page, 'node-1').click();
  await page.keyboard.press('Backspace');
  await expect(nodes(page)).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Bot Properties' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(nodes(page)).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('copies and pastes the selected nodes with new ids', async ({ page, request }) => {
  await openDesigner(page, request, 'Paste Flow', startToEnd);
  await node(page, 'node-1').click();
  await node(page, 'node-2').click({ modifiers: ['Control'] });
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect(nodes(page)).toHaveCount(5);
  // The edge between the two copied nodes comes along.
  await expect(edges(page)).toHaveCount(3);
  await expect(node(page, 'node-4')).toContainText('Start Node');
  await expect(node(page, 'node-5')).toContainText('Process Node');
});

test('downloads workflow.json, refuses a malformed file and imports a good one', async ({ page, request }, testInfo) => {
  await openDesigner(page, request, 'File Flow', startToEnd);
  await expect(nodes(page)).toHaveCount(3);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('workflow.json');
  const downloadedPath = testInfo.outputPath('workflow.json');
  await download.saveAs(downloadedPath);
  const text = await readFile(downloadedPath, 'utf8');
  expect(text).toContain('\n  "nodes": [');
  const downloaded = JSON.parse(text) as SavedWorkflow;
  expect(downloaded.nodes.map((item) => item.id)).toEqual(['node-1', 'node-2', 'node-3']);
  expect(downloaded.edges).toHaveLength(2);

  const chooseFile = async (name: string, content: string) => {
    const chooserPromise = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import' }).click();
    const chooser = await chooserPromise;
    await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
  };

  await chooseFile('workflow.json', '{"nodes": [oops');
  await expect(page.getByRole('alert').filter({ hasText: 'Import Failed' })).toContainText('workflow.json is not a valid workflow');
  await expect(nodes(page)).toHaveCount(3);

  await node(page, 'node-3').click();
  await page.keyboard.press('Delete');
  await expect(nodes(page)).toHaveCount(2);
  await chooseFile('workflow.json', text);
  // The deletion is unsaved: the import asks before it replaces it.
  await page.getByRole('alertdialog', { name: 'Replace unsaved changes?' }).getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Workflow imported' })).toBeVisible();
  await expect(nodes(page)).toHaveCount(3);
  await expect(edges(page)).toHaveCount(2);
});

test('an unknown slug goes back to the sequences with a toast', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/sequences/no-such-sequence');
  await expect(page).toHaveURL(/\/sequences$/);
  await expect(page.getByRole('alert')).toContainText('Sequence not found');
});

const unconnected: SavedWorkflow = { ...startToEnd, edges: [] };

test('connects nodes with an animated blue edge, saves into the sequence and shows it again after a reload', async ({ page, request }) => {
  const { account, sequence } = await openDesigner(page, request, 'Connect Flow', unconnected);
  await expect(nodes(page)).toHaveCount(3);
  await connect(page, 'node-1', 'node-2');
  await expect(edges(page)).toHaveCount(1);
  await expect(page.locator('.react-flow__edge.animated path.react-flow__edge-path')).toHaveCSS('stroke', 'rgb(59, 130, 246)');
  await connect(page, 'node-2', 'node-3');
  await expect(edges(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Workflow saved' })).toContainText('Your workflow has been saved successfully.');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  const saved = await fetchSequence(request, account, sequence.id);
  expect(saved.items).toHaveLength(1);
  const workflow = saved.items[0] as unknown as SavedWorkflow;
  expect(workflow.edges.map((edge) => [edge.source, edge.target])).toEqual([
    ['node-1', 'node-2'],
    ['node-2', 'node-3'],
  ]);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('workflow') ?? 'null')?.edges?.length)).toBe(2);

  await page.reload();
  await expect(nodes(page)).toHaveCount(3);
  await expect(edges(page)).toHaveCount(2);
  await expectAssistantStaysClosed(page);

  // Load brings back the server copy after local edits.
  await node(page, 'node-3').click();
  await page.keyboard.press('Delete');
  await expect(nodes(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Workflow loaded' })).toContainText('Your workflow has been loaded successfully.');
  await expect(nodes(page)).toHaveCount(3);
  await expect(edges(page)).toHaveCount(2);
});

test('a drag lands where the pointer lets go and is one undo step, whatever the moves in between', async ({ page, request }) => {
  await openDesigner(page, request, 'Drag Flow', startToEnd);
  const dragged = node(page, 'node-3');
  const before = (await dragged.boundingBox())!;
  await dragNodeTo(page, 'node-3', { x: 900, y: 600 });
  // Snapped to the 15 px grid, the node's middle sits within a grid step of the drop point.
  await expect.poll(async () => {
    const box = (await dragged.boundingBox())!;
    return Math.abs(box.x + box.width / 2 - 900) <= 15 && Math.abs(box.y + box.height / 2 - 600) <= 15;
  }).toBe(true);
  const dropped = (await dragged.boundingBox())!;

  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect.poll(async () => (await dragged.boundingBox())!.x).toBeCloseTo(before.x, 0);
  expect((await dragged.boundingBox())!.y).toBeCloseTo(before.y, 0);
  await expect(page.getByRole('button', { name: /^Undo/ })).toBeDisabled();

  await page.getByRole('button', { name: /^Redo/ }).click();
  await expect.poll(async () => (await dragged.boundingBox())!.x).toBeCloseTo(dropped.x, 0);
  expect((await dragged.boundingBox())!.y).toBeCloseTo(dropped.y, 0);
});

test('moves the selection 5 px per arrow key and 20 px with Shift', async ({ page, request }) => {
  await openDesigner(page, request, 'Nudge Flow', startToEnd);
  const start = node(page, 'node-1');
  await start.click();
  const before = (await start.boundingBox())!;
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => Math.round((await start.boundingBox())!.x - before.x)).toBe(5);
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(async () => Math.round((await start.boundingBox())!.y - before.y)).toBe(20);
});

test('warns before leaving with unsaved changes', async ({ page, request }) => {
  await openDesigner(page, request, 'Leaving Flow', startToEnd);
  await dragNodeTo(page, 'node-3', { x: 900, y: 600 });
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Sequences' }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/sequences\/leaving-flow$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Sequences' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/sequences$/);
});
