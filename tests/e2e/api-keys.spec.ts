import type { APIRequestContext } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, payForPlan, signIn, test } from './fixtures';
import { startToEnd } from './workflow-fixtures';

/** What another program does with a key (D137): start a sequence's run, then wait for its answer. */
async function runWithKey(request: APIRequestContext, key: string, sequenceId: string): Promise<{ status: number; run?: { id: string; status: string } }> {
  const headers = { Authorization: `Bearer ${key}` };
  const started = await request.post(`/v1/sequences/sequences/${sequenceId}/runs`, { headers });
  if (started.status() !== 202) return { status: started.status() };
  let run = (await started.json()) as { id: string; status: string };
  await expect
    .poll(async () => {
      const read = await request.get(`/v1/workflows/runs/${run.id}`, { headers });
      expect(read.status()).toBe(200);
      run = (await read.json()) as { id: string; status: string };
      return run.status;
    }, { timeout: 20_000 })
    .toBe('completed');
  return { status: 202, run };
}

test('create an API key in the page, start a run with it over HTTP, revoke it in the page: the next call is a 401', async ({ page, request, context }) => {
  const account = await createAccount(request, { name: 'Grace' });
  // Keys come with Pro Annual's API access (D137).
  await payForPlan(request, account);
  const saved = await request.post('/v1/sequences/sequences', { headers: { Authorization: account.token }, data: { title: 'Nightly export', description: '', items: [startToEnd] } });
  expect(saved.status()).toBe(201);
  const { id: sequenceId } = (await saved.json()) as { id: string };
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, account);

  // Reached from the user menu.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Hi, Grace' }).click();
  await page.getByRole('menuitem', { name: 'API Keys' }).click();
  await expect(page).toHaveURL(/\/api-keys$/);
  await expect(page.getByText('Pro Annual: each key may make 600 requests a minute.')).toBeVisible();
  await expect(page.getByText(/^No API keys yet\./)).toBeVisible();

  // The form by keyboard: Tab between its fields, Space ticks a scope.
  await page.getByRole('button', { name: 'Create API Key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API Key' });
  await expect(create.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Export robot');
  await page.keyboard.press('Tab');
  await expect(create.getByRole('checkbox', { name: 'Start runs' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(create.getByRole('checkbox', { name: 'Read runs' })).toBeFocused();
  await page.keyboard.press('Space');
  await create.getByLabel('Expires').selectOption('30');
  await expectNoAxeViolations(page);
  await create.getByRole('button', { name: 'Create Key' }).click();

  const shown = page.getByRole('dialog', { name: 'API Key Created' });
  await expect(shown.getByText('Copy this key now. It will not be shown again: Botflow keeps only a hash of it.')).toBeVisible();
  const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^bf_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expect(shown.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  // Escape does not close it: the key is not lost before it is copied.
  await page.keyboard.press('Escape');
  await expect(shown).toBeVisible();
  await expectNoAxeViolations(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  const row = page.getByTestId('api-key-row').filter({ hasText: 'Export robot' });
  await expect(row.getByRole('listitem')).toHaveText(['Start runs', 'Read runs']);
  await expect(row).toContainText(`${key.slice(0, 11)}…`);
  await expect(page.locator('body')).not.toContainText(key);

  // Another program starts a run with it and waits for its answer.
  expect((await runWithKey(request, key, sequenceId)).status).toBe(202);
  await page.reload();
  await expect(row.getByRole('cell').nth(3)).not.toHaveText('Never');

  await row.getByRole('button', { name: 'Revoke Export robot' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke API Key' });
  await expect(confirm).toContainText(`Revoke “Export robot” (${key.slice(0, 11)}…)? Every program using it is refused from now on.`);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('API Key Revoked')).toBeVisible();
  await expect(row).toHaveCount(0);

  const refused = await request.post(`/v1/sequences/sequences/${sequenceId}/runs`, { headers: { Authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ detail: 'Invalid API key: it was revoked, or it never existed.' });
});

test('a Free account is told which plan has API access, with the plans a keypress away', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/api-keys');
  const notice = page.getByTestId('api-access-notice');
  await expect(notice).toContainText('API access not included. Your Free allowance has no API access (Pro Annual has API access');
  await expect(page.getByRole('button', { name: 'Create API Key' })).toBeDisabled();
  const link = notice.getByRole('link', { name: 'See the plans' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/subscriptions$/);
});
