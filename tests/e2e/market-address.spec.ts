import type { Page } from '@playwright/test';
import { createAccount, expect, signIn, test } from './fixtures';

/**
 * D97: the marketplace keeps its search, chips, sort, page and favourites filter in the address,
 * so a reload shows the same grid and Back and Forward step through what the user chose.
 */
const cards = (page: Page) => page.getByRole('list', { name: 'Bots' }).getByTestId('market-bot-card');
const count = (page: Page) => page.getByRole('status').filter({ hasText: /bots? found/ });
const searchBox = (page: Page) => page.getByPlaceholder('Search bots...');
const aiChip = (page: Page) => page.getByRole('button', { name: 'AI', exact: true });
const query = (page: Page) => new URL(page.url()).search;

test('reload keeps the search, the chips, the sort, the page and favourites; Back and Forward step through them', async ({ page, request }) => {
  await signIn(page, await createAccount(request));
  await page.goto('/marketplace');
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Add AI Support Triage to favorites' }).click();
  await expect(page.getByRole('button', { name: 'Favorites Only (1)' })).toBeVisible();
  expect(query(page)).toBe('');

  await page.getByLabel('Sort by').selectOption('rating');
  await expect.poll(() => query(page)).toBe('?sort=rating');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect.poll(() => query(page)).toBe('?sort=rating&page=2');
  await expect(count(page)).toHaveText(/Showing 13-\d+, page 2 of \d+/);

  await page.reload();
  await expect(count(page)).toHaveText(/Showing 13-\d+, page 2 of \d+/);
  await expect(page.getByLabel('Sort by')).toHaveValue('rating');

  // Typed key by key: one entry for the search; each key asked for replaces it.
  await searchBox(page).pressSequentially('triage');
  await expect.poll(() => query(page)).toBe('?q=triage&sort=rating');
  await aiChip(page).click();
  await expect.poll(() => query(page)).toBe('?q=triage&tag=ai&sort=rating');
  await page.getByRole('button', { name: 'Favorites Only (1)' }).click();
  await expect.poll(() => query(page)).toBe('?q=triage&tag=ai&sort=rating&favorites=1');
  await expect(page.getByRole('button', { name: 'Show All (1)' })).toBeVisible();

  await page.reload();
  await expect(searchBox(page)).toHaveValue('triage');
  await expect(aiChip(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Sort by')).toHaveValue('rating');
  await expect(page.getByRole('button', { name: 'Show All (1)' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('heading')).toHaveText('AI Support Triage');

  await page.goBack();
  await expect.poll(() => query(page)).toBe('?q=triage&tag=ai&sort=rating');
  await expect(page.getByRole('button', { name: 'Favorites Only (1)' })).toBeVisible();
  await expect(aiChip(page)).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(aiChip(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(searchBox(page)).toHaveValue('triage');
  // Back past the whole search, to page 2 of the sorted catalogue.
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('');
  await expect(count(page)).toHaveText(/Showing 13-\d+, page 2 of \d+/);
  await page.goForward();
  await expect(searchBox(page)).toHaveValue('triage');
  await expect(count(page)).toHaveText(/1 bot found · Showing 1-1, page 1 of 1/);
  expect(query(page)).toBe('?q=triage&sort=rating');

  // The navigation bar's Marketplace is the plain marketplace again.
  await page.getByRole('navigation').getByRole('link', { name: 'Marketplace' }).first().click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await expect(cards(page)).toHaveCount(12);
});

test('an address the marketplace cannot mean shows the defaults for those parts, and never fails', async ({ page, request }) => {
  await signIn(page, await createAccount(request));
  await page.goto('/marketplace?sort=cheapest&page=-3&tag=nope&tag=SECURITY&favorites=maybe&q=');
  await expect(count(page)).toHaveText(/3 bots found · Showing 1-3, page 1 of 1/);
  await expect(page.getByRole('button', { name: 'Security', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await expect(page.getByRole('button', { name: 'Favorites Only (0)' })).toBeVisible();
  await page.goto('/marketplace?page=999');
  // Past the last page: the last page, and the address says so.
  await expect(count(page)).toHaveText(/page (\d+) of \1/);
  await expect.poll(() => query(page)).toMatch(/^\?page=\d$/);
});
