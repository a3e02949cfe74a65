import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** Every answer of the credentials API the page received, to search for a value sent to it. */
function recordCredentialAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/v1/credentials')) void response.text().then((text) => answers.push(text), () => {});
  });
  return answers;
}

test('adds a token credential, lists it without its value, edits it keeping the value, and deletes it after naming the sequence that uses it', async ({ page, request }) => {
  const account = await createAccount(request, { name: 'Grace' });
  await signIn(page, account);
  const answers = recordCredentialAnswers(page);
  const token = `sk_e2e_${Date.now()}_not_for_eyes`;

  // Reached from the user menu.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Hi, Grace' }).click();
  await page.getByRole('menuitem', { name: 'Credentials' }).click();
  await expect(page).toHaveURL(/\/credentials$/);
  await expect(page.getByText('No credentials yet. Add one, then pick it in a node’s Run Settings.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Credential' }).click();
  const add = page.getByRole('dialog', { name: 'Add Credential' });
  await expect(add.getByLabel('Kind')).toHaveValue('token');
  await add.getByLabel('Name', { exact: true }).fill('Orders API');
  await add.getByLabel('Token').fill(token);
  await add.getByLabel('Header name').fill('X-Api-Key');
  await expectNoAxeViolations(page);
  await add.getByRole('button', { name: 'Add Credential' }).click();
  await expect(page.getByText('Credential Added')).toBeVisible();
  await expect(add).toBeHidden();

  const row = page.getByTestId('credential-row').filter({ hasText: 'Orders API' });
  await expect(row.getByRole('rowheader')).toHaveText('Orders API');
  await expect(row).toContainText('API token');
  await expect(row.getByRole('listitem')).toHaveText(['Token', 'Header name']);
  await expect(row).toContainText('Never');
  await expectNoAxeViolations(page);

  // After a reload, from the server: the value is nowhere on the page.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.locator('body')).not.toContainText(token);

  await row.getByRole('button', { name: 'Edit Orders API' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Credential' });
  await expect(edit.getByLabel('Token')).toHaveValue('');
  await expect(edit.getByLabel('Token')).toHaveAttribute('placeholder', '•••• set — leave empty to keep');
  await expect(edit.getByLabel('Header name')).toHaveValue('X-Api-Key');
  await edit.getByLabel('Name', { exact: true }).fill('Orders API (prod)');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Credential Updated')).toBeVisible();
  await expect(edit).toBeHidden();
  const renamed = page.getByTestId('credential-row').filter({ hasText: 'Orders API (prod)' });
  // The empty token field kept the stored value.
  await expect(renamed.getByRole('listitem')).toHaveText(['Token', 'Header name']);

  // A saved workflow whose api node authenticates with it.
  const sequence = await request.post('/v1/sequences/sequences', {
    headers: { Authorization: account.token },
    data: {
      title: 'Nightly order sync',
      description: '',
      items: [
        {
          nodes: [{ id: 'call', type: 'api', position: { x: 0, y: 0 }, data: { label: 'Fetch orders', type: 'api', properties: { url: 'https://orders.example/api', authentication: 'Orders API (prod)' } } }],
          edges: [],
          viewport: { x: 0, y: 0, zoom: 1 },
        },
      ],
    },
  });
  expect(sequence.status()).toBe(201);

  await renamed.getByRole('button', { name: 'Delete Orders API (prod)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Credential' });
  await expect(confirm.getByRole('list', { name: 'Sequences that use it' }).getByRole('listitem')).toHaveText(['Nightly order sync']);
  await expect(confirm).toContainText('this sequence use it, and their runs will fail');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Credential Deleted')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No credentials yet. Add one, then pick it in a node’s Run Settings.')).toBeVisible();

  expect(answers.length).toBeGreaterThan(3);
  expect(answers.filter((answer) => answer.includes(token))).toEqual([]);
});
