import type { Page } from '@playwright/test';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { createSequence } from './designer-fixtures';
import { createAccount, expect, signIn, test } from './fixtures';

const cards = (page: Page) => page.getByRole('list', { name: 'Bots' }).getByTestId('market-bot-card');
const titles = (page: Page) => cards(page).getByRole('heading').allTextContents();
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, / });

const flowNode = (id: string, type: string, label: string, properties: Record<string, unknown> = {}) => ({ id, type, position: { x: 0, y: 0 }, data: { label, type, properties } });
/** A workflow the check before a run passes: Start, a transform, End. */
const publishableWorkflow: SavedWorkflow = {
  nodes: [flowNode('n1', 'start', 'Start'), flowNode('n2', 'transform', 'Forecast', { code: "return { forecast: 'sunny' };" }), flowNode('n3', 'end', 'End')],
  edges: [
    { id: 'e1', source: 'n1', target: 'n2' },
    { id: 'e2', source: 'n2', target: 'n3' },
  ],
  viewport: { x: 0, y: 0, zoom: 1 },
};

test('the catalogue: twelve a page, search, tags, sort, and the page buttons', async ({ page, request }) => {
  await signIn(page, await createAccount(request));
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole('status').filter({ hasText: 'bots found' })).toHaveText(/16 bots found · Showing 1-12, page 1 of 2/);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(cards(page)).toHaveCount(4);

  // Any change of the query goes back to page 1 (02 §4).
  await page.getByRole('button', { name: 'Security', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'bots found' })).toHaveText(/3 bots found · Showing 1-3, page 1 of 1/);
  // Nobody has reviewed these (D83): Highest Rated falls back to the newest, and no card makes up a rating.
  await page.getByLabel('Sort by').selectOption('rating');
  await expect.poll(() => titles(page)).toEqual(['Database Backup Guardian', 'Password Breach Monitor', 'Uptime Watchdog']);
  await expect(cards(page).getByRole('img', { name: 'No reviews yet' })).toHaveCount(3);
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await page.getByPlaceholder('Search bots...').fill('LEDGERLY');
  // Still Highest Rated, and neither is reviewed: the newer first.
  await expect.poll(() => titles(page)).toEqual(['Expense Tracker', 'Invoice Reminder']);
  await page.getByPlaceholder('Search bots...').fill('no such bot anywhere');
  await expect(page.getByText('No bots found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
});

test('favourites and the cart are kept per user, survive a reload, and never mix', async ({ page, request, browser }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/marketplace');
  await page.getByRole('button', { name: 'Favorites Only (0)' }).click();
  await expect(page.getByText("You haven't liked any bots yet. Click the heart icon on any bot to add it to your favorites!")).toBeVisible();

  await page.getByRole('button', { name: 'Add AI Support Triage to favorites' }).click();
  await expect(page.getByRole('button', { name: 'Favorites Only (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Lead Capture Pro to cart' }).click();
  await expect(page.getByText('Added to Cart!')).toBeVisible();
  await page.getByRole('button', { name: 'Lead Capture Pro is in your cart' }).click();
  await expect(page.getByText('Lead Capture Pro is already in your cart!')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 bot, $49.99');
  // The navigation bar reads the same cart, and leads to it.
  await expect(page.getByRole('link', { name: 'Cart, 1 bot' })).toBeVisible();

  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 bot, $49.99');
  await page.getByRole('button', { name: 'Favorites Only (1)' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Show All (1)' })).toBeVisible();

  // Someone else sees neither.
  const other = await browser.newPage();
  await signIn(other, await createAccount(request));
  await other.goto('/marketplace');
  await expect(cartButton(other)).toHaveAccessibleName('Cart, 0 bots, $0.00');
  await expect(other.getByRole('button', { name: 'Favorites Only (0)' })).toBeVisible();
  await other.close();

  await cartButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(panel.getByText('Taxes are calculated at checkout.')).toBeVisible();
  await panel.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(panel.getByText('Your cart is empty')).toBeVisible();
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 bots, $0.00');
});

test('the detail modal, and Proceed to Checkout closing the cart on its way to /checkout', async ({ page, request }) => {
  await signIn(page, await createAccount(request));
  await page.goto('/marketplace');
  await page.getByRole('button', { name: 'About AI Support Triage' }).click();
  const detail = page.getByRole('dialog', { name: 'AI Support Triage' });
  await expect(detail.getByText('Secure & Verified')).toBeVisible();
  await expect(detail.getByText('$59.99')).toBeVisible();
  await detail.getByRole('button', { name: 'Add to Cart' }).click();
  await detail.getByRole('button', { name: 'Close' }).click();
  await page.goto('/my-bots');
  await page.getByRole('link', { name: 'Cart, 1 bot' }).click();
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone the filters are an overlay', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, await createAccount(request));
  await page.goto('/marketplace');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: 'Filters' });
  await overlay.getByRole('button', { name: 'Finance', exact: true }).click();
  await overlay.getByRole('button', { name: /^Show \d+ bots$/ }).click();
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'bots found' })).toHaveText(/3 bots found/);
});

test('the detail page shares the cart and favourites, and an unknown id goes back to the marketplace', async ({ page, request }) => {
  await signIn(page, await createAccount(request));
  await page.goto('/marketplace');
  await page.getByRole('link', { name: 'Invoice Reminder' }).click();
  await expect(page).toHaveURL(/\/marketplace\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Reminder' })).toBeVisible();
  const side = page.getByRole('complementary', { name: 'Buy' });
  await side.getByRole('button', { name: 'Add to Cart' }).click();
  await side.getByRole('button', { name: 'Add to Favorites' }).click();
  await expect(side.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  // No placeholder reviews (D83): nobody reviewed it in this run.
  await expect(page.getByRole('tabpanel')).toContainText('No reviews yet');
  await page.reload();
  await expect(side.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Marketplace' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 bot, $29.99');
  await expect(page.getByRole('button', { name: 'Favorites Only (1)' })).toBeVisible();

  for (const path of ['/marketplace/9999', '/marketplace/not-a-number']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  }
});

// Last in the file: the published bot stays in the run's catalogue, which the first test counts.
test('publishing a bot: it heads the newest, with its image, owned by its publisher only', async ({ page, request, browser }) => {
  const grace = await createAccount(request, { name: 'Grace', lastname: 'Hopper' });
  // What is published is a saved version of one of the seller's sequences (D130).
  await createSequence(request, grace, 'Forecast', publishableWorkflow);
  await signIn(page, grace);
  await page.goto('/marketplace');
  await page.getByRole('button', { name: 'Publish a bot' }).click();
  const modal = page.getByRole('dialog', { name: 'Upload Bot' });
  await modal.getByRole('button', { name: 'Upload' }).click();
  await expect(modal.getByText('Name is required')).toBeVisible();
  await modal.getByLabel('Sequence').selectOption({ label: 'Forecast' });
  await modal.getByLabel('Version').selectOption('1');
  await expect(modal.getByText('This version passes the check before a run')).toBeVisible();
  await modal.getByLabel('Name').fill('Weather Poster');
  await modal.getByLabel('Description').fill('Posts the forecast every morning');
  await modal.getByLabel('Tags (comma-separated)').fill(' data, ,automation ');
  await modal.getByLabel('Price (USD)').fill('12.5');
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2b8c9a10000000049454e44ae426082', 'hex');
  await modal.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await modal.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Weather Poster is in the marketplace.')).toBeVisible();
  await expect(modal).toHaveCount(0);

  const first = cards(page).first();
  await expect(first.getByRole('heading')).toHaveText('Weather Poster');
  await expect(first.getByText('by Grace Hopper')).toBeVisible();
  await expect(first.getByText('In your library')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Buy Weather Poster' })).toHaveCount(0);
  // The card's image loads lazily and decodes off the main thread: it may come a moment after the card.
  await expect.poll(() => first.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

  const other = await browser.newPage();
  await signIn(other, await createAccount(request));
  await other.goto('/marketplace');
  await expect(cards(other).first().getByRole('button', { name: 'Buy Weather Poster' })).toBeVisible();
  await other.close();
});
