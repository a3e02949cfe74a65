import type { APIRequestContext } from '@playwright/test';
import { createAccount, expect, signIn, test, type Account } from './fixtures';

async function createSequenceThroughApi(request: APIRequestContext, account: Account, title: string, description = '') {
  const response = await request.post('/v1/sequences/sequences', { headers: { Authorization: account.token }, data: { title, description, items: [] } });
  expect(response.status()).toBe(201);
}

test('creates a sequence, lists it, edits it and deletes it', async ({ page, request }) => {
  await signIn(page, await createAccount(request));
  await page.goto('/sequences');
  await expect(page.getByText('No sequences found. Create your first sequence to get started.')).toBeVisible();

  await page.getByRole('link', { name: 'Add New' }).click();
  await expect(page).toHaveURL(/\/sequences\/add-sequence$/);
  const create = page.getByRole('button', { name: 'Create Sequence' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Title').fill('Morning Report');
  await page.getByLabel('Description').fill('Collects the overnight numbers.');
  await create.click();
  await expect(page.getByText('Sequence Created!')).toBeVisible();
  await expect(page).toHaveURL(/\/sequences$/);

  const tile = page.getByTestId('sequence-tile').filter({ hasText: 'Morning Report' });
  await expect(tile).toBeVisible();
  await tile.getByRole('button', { name: 'Edit Morning Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Sequence' });
  await expect(dialog.getByText('Never')).toBeVisible();
  await expect(dialog.getByText('Number of Items')).toBeVisible();
  await dialog.getByLabel('Title').fill('Evening Report');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Sequence Updated!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sequence-tile').filter({ hasText: 'Evening Report' })).toBeVisible();

  await page.reload();
  const renamed = page.getByTestId('sequence-tile').filter({ hasText: 'Evening Report' });
  await renamed.getByRole('button', { name: 'Delete Evening Report' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Sequence' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Delete Evening Report' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Sequence Deleted')).toBeVisible();
  await expect(page.getByTestId('sequence-tile')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No sequences found. Create your first sequence to get started.')).toBeVisible();
});

test('refresh picks up a sequence created elsewhere', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/sequences');
  await expect(page.getByText('No sequences found. Create your first sequence to get started.')).toBeVisible();
  await createSequenceThroughApi(request, account, 'Made Elsewhere');
  await page.getByRole('button', { name: 'Refresh sequences' }).click();
  await expect(page.getByText('Sequences Refreshed')).toBeVisible();
  await expect(page.getByTestId('sequence-tile').filter({ hasText: 'Made Elsewhere' })).toBeVisible();
});

test('keyboard users reach a tile’s actions, and open goes to the slug, also after a reload', async ({ page, request }) => {
  const account = await createAccount(request);
  await createSequenceThroughApi(request, account, 'Scrape Prices Daily');
  await signIn(page, account);
  await page.goto('/sequences');
  const open = page.getByRole('button', { name: 'Open Scrape Prices Daily' });
  await open.focus();
  await expect(open).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sequences\/scrape-prices-daily$/);
  await page.reload();
  await expect(page).toHaveURL(/\/sequences\/scrape-prices-daily$/);
});
