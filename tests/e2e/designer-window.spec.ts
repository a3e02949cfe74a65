import type { Page } from '@playwright/test';
import type { Node } from '@xyflow/react';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { createSequence, edges, node, nodes, openDesigner, overlaps } from './designer-fixtures';
import { createAccount, expect, signIn, test } from './fixtures';
import { generatedWorkflow } from '../bench/designer-workflow';
import { DRAWN_NODE_BOX, withDeclaredBoxes } from '../../src/views/designer/nodes/declared-boxes';
import { startToEnd } from './workflow-fixtures';

const canvas = (page: Page) => page.locator('.react-flow');

/** A workflow far from the origin: at the saved view it shows nothing. */
const farAway: SavedWorkflow = {
  ...startToEnd,
  nodes: startToEnd.nodes.map((entry) => ({ ...entry, position: { x: entry.position.x + 6000, y: entry.position.y + 4000 } })),
};

async function documentScrolls(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    return { vertical: root.scrollHeight > window.innerHeight, horizontal: root.scrollWidth > window.innerWidth };
  });
}

/** Every node lies inside the canvas and clear of the toolbar row and the Test Workflow button. */
async function expectNodesInClearView(page: Page) {
  const area = (await canvas(page).boundingBox())!;
  const toolbar = (await page.getByRole('toolbar', { name: 'Workflow file' }).boundingBox())!;
  const testButton = (await page.getByRole('button', { name: 'Test Workflow' }).boundingBox())!;
  for (const element of await nodes(page).all()) {
    const box = (await element.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(area.x);
    expect(box.y).toBeGreaterThanOrEqual(area.y);
    expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width);
    expect(box.y + box.height).toBeLessThanOrEqual(area.y + area.height);
    expect(overlaps(box, toolbar)).toBe(false);
    expect(overlaps(box, testButton)).toBe(false);
  }
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`the designer takes the window at ${size.width}×${size.height}: no footer, and the page never scrolls`, async ({ page, request }) => {
    await page.setViewportSize(size);
    await openDesigner(page, request, 'Window Fit', startToEnd);
    await node(page, 'node-2').dblclick();
    const panel = page.getByRole('complementary', { name: 'Bot Properties' });
    await expect(panel).toBeVisible();
    expect(await documentScrolls(page)).toEqual({ vertical: false, horizontal: false });
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // A wheel at the end of the panel and focus on its last control leave the page where it is.
    const panelBox = (await panel.boundingBox())!;
    await page.mouse.move(panelBox.x + panelBox.width / 2, panelBox.y + panelBox.height - 40);
    for (let turn = 0; turn < 6; turn += 1) await page.mouse.wheel(0, 600);
    await panel.getByRole('button', { name: 'Update Properties' }).focus();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Window Fit' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
    await expect(panel.getByRole('heading', { name: 'Bot Properties' })).toBeInViewport();

    // The floating assistant button covers none of the panel's fields.
    const launcher = (await page.getByRole('button', { name: /assistant/i }).last().boundingBox())!;
    for (const field of await panel.locator('input, select, textarea, button').all()) {
      const box = await field.boundingBox();
      if (box) expect(overlaps(box, launcher), await field.evaluate((element) => element.outerHTML.slice(0, 80))).toBe(false);
    }
  });
}

test('Import and Load bring a far-away workflow into view; Fit View keeps nodes clear of the controls', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openDesigner(page, request, 'Far Import');
  await page.locator('input[type="file"]').setInputFiles({ name: 'far-away.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(farAway)) });
  await expect(page.getByText('Workflow imported')).toBeVisible();
  await expect(nodes(page)).toHaveCount(3);
  for (const element of await nodes(page).all()) await expect(element).toBeInViewport();
  await expectNodesInClearView(page);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Workflow saved')).toBeVisible();
  // Pan far off, then Load: the view comes back to the nodes.
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
  const area = (await canvas(page).boundingBox())!;
  await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
  await page.mouse.down();
  await page.mouse.move(area.x + 40, area.y + 80, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByText('Workflow loaded')).toBeVisible();
  for (const element of await nodes(page).all()) await expect(element).toBeInViewport();

  await page.getByRole('button', { name: 'Fit View' }).click();
  await expectNodesInClearView(page);
});

test('a workflow of 600 nodes keeps only the nodes on screen in the page, and the others come when the view reaches them', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const large = generatedWorkflow(600);
  // 600 nodes are about 150 kB to send and check: a loaded CI machine took longer than 7 s.
  await openDesigner(page, request, 'Large Flow', large, { loadTimeout: 30_000 });
  await expect(node(page, 'node-1')).toBeVisible({ timeout: 15_000 });
  const drawn = await nodes(page).count();
  expect(drawn).toBeGreaterThan(0);
  expect(drawn).toBeLessThan(100);
  await expect(node(page, 'node-600')).toHaveCount(0);

  // Nodes off screen are declared with the box and handles they are drawn with: what the browser
  // draws must match, or edges to them would end beside their handles.
  for (const id of ['node-1', 'node-2', 'node-3']) {
    const drawnBox = await node(page, id).evaluate((element) => {
      const zoom = new DOMMatrix(getComputedStyle(element.closest('.react-flow__viewport')!).transform).a;
      const box = element.getBoundingClientRect();
      const handles = [...element.querySelectorAll('.react-flow__handle')].map((handle) => {
        const at = handle.getBoundingClientRect();
        return { position: handle.getAttribute('data-handlepos'), x: (at.left - box.left) / zoom, y: (at.top - box.top) / zoom };
      });
      return { width: box.width / zoom, height: box.height / zoom, handles };
    });
    // Declared from the node as the editor holds it: its kind (and so its handles) is read from its data (D134).
    const saved = large.nodes.find((entry) => entry.id === id)!;
    const [declared] = withDeclaredBoxes<Node>([{ id, type: saved.type, position: { x: 0, y: 0 }, data: saved.data }]);
    expect({ width: drawnBox.width, height: drawnBox.height }).toEqual(DRAWN_NODE_BOX);
    expect(drawnBox.handles).toEqual(declared!.handles!.map(({ position, x, y }) => ({ position, x, y })));
  }

  // Zoomed out as far as the designer goes, the middle of the workflow fills the view.
  await page.getByRole('button', { name: 'Fit View' }).click();
  await expect(node(page, 'node-290')).toBeInViewport();
  await expect.poll(() => nodes(page).count()).toBeGreaterThan(drawn);
  await expect(node(page, 'node-1')).toHaveCount(0);
});

test('a node added after panning lands in view and not on another node', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openDesigner(page, request, 'Add In View', farAway);
  await page.getByRole('button', { name: 'Fit View' }).click();
  for (let added = 0; added < 4; added += 1) {
    await page.getByRole('button', { name: 'Bots' }).click();
    await page.getByRole('complementary', { name: 'Bot Palette' }).getByRole('button', { name: /Process/ }).first().click();
  }
  await expect(nodes(page)).toHaveCount(7);
  const boxes = [];
  for (const element of await nodes(page).all()) {
    await expect(element).toBeInViewport();
    boxes.push((await element.boundingBox())!);
  }
  for (const [index, box] of boxes.entries()) for (const other of boxes.slice(index + 1)) expect(overlaps(box, other)).toBe(false);
});

test('on a phone the saved workflow opens fitted, with the minimap folded behind a toggle', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDesigner(page, request, 'Phone Open', farAway);
  for (const element of await nodes(page).all()) await expect(element).toBeInViewport();
  await expect(page.getByRole('img', { name: 'Mini map' })).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Mini map' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const minimap = (await page.locator('.react-flow__minimap').boundingBox())!;
  const start = (await node(page, 'node-1').boundingBox())!;
  expect(overlaps(minimap, start)).toBe(false);
  // The Test button sits between the zoom controls and the assistant button.
  const testButton = (await page.getByRole('button', { name: 'Test Workflow' }).boundingBox())!;
  const launcher = (await page.getByRole('button', { name: /assistant/i }).last().boundingBox())!;
  const controls = (await page.locator('.react-flow__controls').boundingBox())!;
  expect(overlaps(testButton, launcher)).toBe(false);
  expect(overlaps(testButton, controls)).toBe(false);
});

test('Tab reaches the nodes before the edges, each with a visible focus ring', async ({ page, request }) => {
  await openDesigner(page, request, 'Focus Order', startToEnd);
  // The canvas comes right after the title bar in the page.
  await page.getByRole('button', { name: 'AI Assistant' }).focus();
  const visited: string[] = [];
  for (let step = 0; step < 8 && visited.length < 5; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (element?.classList.contains('react-flow__node')) return `node ${element.getAttribute('data-id')}`;
      if (element?.classList.contains('react-flow__edge')) return `edge ${element.getAttribute('data-id') ?? element.getAttribute('aria-label')}`;
      return null;
    });
    if (focused) visited.push(focused);
  }
  expect(visited.slice(0, 3)).toEqual(['node node-1', 'node node-2', 'node node-3']);
  expect(visited.slice(3, 5).every((entry) => entry.startsWith('edge'))).toBe(true);

  await node(page, 'node-2').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = await node(page, 'node-2').evaluate((element) => getComputedStyle(element.firstElementChild!).outlineStyle);
  expect(ring).toBe('solid');
  await edges(page).first().focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  const stroke = await edges(page).first().locator('.react-flow__edge-path').evaluate((element) => getComputedStyle(element).strokeWidth);
  expect(stroke).toBe('4px');
});

test('handles give a 16 px target, and an edge drawn by touch-sized aim connects first time', async ({ page, request }) => {
  await openDesigner(page, request, 'Big Handles', { ...startToEnd, edges: [] });
  const source = node(page, 'node-1').locator('.react-flow__handle.source');
  const target = node(page, 'node-2').locator('.react-flow__handle.target');
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  expect(from.width).toBeGreaterThanOrEqual(16);
  expect(from.height).toBeGreaterThanOrEqual(16);
  // Aim 6 px off the handle's centre, where the old 6 px dot would have been missed.
  await page.mouse.move(from.x + from.width / 2 + 6, from.y + from.height / 2 - 6);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2 - 6, to.y + to.height / 2 + 6, { steps: 10 });
  await page.mouse.up();
  await expect(edges(page)).toHaveCount(1);
});

test("a designer opened first (a reload, a link) shows the cart's count in the header once its canvas is drawn (D109)", async ({ page, request }) => {
  const account = await createAccount(request);
  await createSequence(request, account, 'Cart Count', startToEnd);
  expect((await request.put('/v1/cart/items/12', { headers: { Authorization: account.token } })).status()).toBe(201);
  await signIn(page, account);
  await page.goto('/sequences/cart-count');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart Count' })).toBeVisible();
  // The cart and favourites wait for the open to settle, as does the first visit's assistant.
  await page.getByRole('button', { name: 'Close assistant' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 bot' })).toBeVisible();
});
