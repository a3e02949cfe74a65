import type { Page } from '@playwright/test';
import { addSampleBots, createAccount, expect, payForPlan, payingCard, signIn, test } from './fixtures';

const tile = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
const grid = (page: Page) => page.getByRole('list', { name: 'Bots' });
const cards = (page: Page) => grid(page).getByTestId('bot-card');
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
/** A toast sits over the header's corner for 5 s; the user closes it to reach Add Bot at once. */
const closeToast = (page: Page) => page.getByTestId('toast').getByRole('button').first().click();

async function expectTiles(page: Page, figures: { total: string; active: string; value: string; rating: string }) {
  await expect(tile(page, 'Total Bots')).toHaveText(figures.total);
  await expect(tile(page, 'Active Bots')).toHaveText(figures.active);
  await expect(tile(page, 'Total Value')).toHaveText(figures.value);
  await expect(tile(page, 'Avg Rating')).toHaveText(figures.rating);
}

test("a new account has no bots; six added: tiles, search, chips, and nobody else's", async ({ page, request, browser }) => {
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/my-bots');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bots' })).toBeVisible();
  // D83: a new account sees only what it did.
  await expect(page.getByText('No bots found')).toBeVisible();
  await expect(page.getByText('No bots available')).toBeVisible();
  await expectTiles(page, { total: '0', active: '0', value: '$0.00', rating: '0' });
  await addSampleBots(request, account);
  await page.reload();
  await expect(cards(page)).toHaveCount(6);
  await expectTiles(page, { total: '6', active: '3', value: '$199.94', rating: '4.5' });
  await expect(page.getByRole('button', { name: 'All (6)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inactive (3)' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('my-bots-view-mode'))).toBe('card');

  const search = page.getByPlaceholder('Search bots by name, description, author, or tags...');
  await search.fill('SECUR');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 'Backup Checker')).toBeVisible();
  await expect(page.getByText('Showing 1 of 6 bots for "SECUR"')).toBeVisible();
  await search.fill('nothing like this');
  await expect(page.getByText('No bots found')).toBeVisible();
  await expect(page.getByText('No bots match your search "nothing like this"')).toBeVisible();
  await search.fill('');
  await page.getByRole('button', { name: 'Active (3)', exact: true }).click();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText('Showing 3 of 6 bots')).toBeVisible();

  // Another user, in a browser of their own, has their own six and none of these.
  const eve = await createAccount(request, { name: 'Eve' });
  await addSampleBots(request, eve);
  const eveContext = await browser.newContext();
  const evePage = await eveContext.newPage();
  await signIn(evePage, eve);
  await evePage.goto('/my-bots');
  await expect(cards(evePage)).toHaveCount(6);
  const idsOf = async (token: string) => ((await (await request.get('/v1/bots', { headers: { Authorization: token } })).json()) as { items: Array<{ id: number }> }).items.map((bot) => bot.id);
  const adaIds = await idsOf(account.token);
  expect((await idsOf(eve.token)).filter((id) => adaIds.includes(id))).toEqual([]);
  expect((await request.get(`/v1/bots/${adaIds[0]}`, { headers: { Authorization: eve.token } })).status()).toBe(404);
  await eveContext.close();
});

test('toggles, duplicates, edits and deletes, and every change survives a reload', async ({ page, request }) => {
  const account = await createAccount(request);
  await addSampleBots(request, account);
  // A fourth bot on is beyond the Free allowance's three.
  await payForPlan(request, account);
  await signIn(page, account);
  await page.goto('/my-bots');
  const leadSync = card(page, 'Lead Sync Bot');
  const toggle = leadSync.getByRole('button', { name: 'Lead Sync Bot active' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, 'Active Bots')).toHaveText('4');

  await leadSync.getByRole('button', { name: 'More actions for Lead Sync Bot' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(card(page, 'Lead Sync Bot (copy)')).toBeVisible();
  await expect(card(page, 'Lead Sync Bot (copy)').getByRole('button', { name: 'Lead Sync Bot (copy) active' })).toHaveAttribute('aria-pressed', 'false');
  await expect(tile(page, 'Total Bots')).toHaveText('7');

  await card(page, 'Invoice Collector').getByRole('button', { name: 'More actions for Invoice Collector' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Author').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Author is required')).toBeVisible();
  await dialog.getByLabel('Author').fill('Ada');
  await dialog.getByLabel('Title').fill('Invoice Collector Pro');
  await dialog.getByLabel('Price (USD)').fill('31.5');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Bot Updated')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card(page, 'Invoice Collector Pro')).toContainText('$31.50');

  await card(page, 'Backup Checker').getByRole('button', { name: 'More actions for Backup Checker' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Bot' });
  await expect(confirm).toContainText('This action cannot be undone. This will permanently delete Backup Checker and remove it from the system.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Backup Checker')).toHaveCount(0);
  await expect(tile(page, 'Total Bots')).toHaveText('6');

  await page.reload();
  await expect(cards(page)).toHaveCount(6);
  await expect(card(page, 'Lead Sync Bot').getByRole('button', { name: 'Lead Sync Bot active' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 'Lead Sync Bot (copy)')).toBeVisible();
  await expect(card(page, 'Invoice Collector Pro')).toContainText('by Ada');
  await expect(card(page, 'Backup Checker')).toHaveCount(0);
  await expectTiles(page, { total: '6', active: '4', value: '$206.45', rating: '4.5' });
});

test('adds a bot from a workflow file, refuses a picture before sending it, and subscribes by URL', async ({ page, request }) => {
  await signIn(page, await createAccount(request));
  await page.goto('/my-bots');
  await page.getByRole('button', { name: 'Add Bot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Bot' });
  await expect(dialog.getByText('Choose how you want to add your bot')).toBeVisible();
  const fileInput = dialog.locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await expect(dialog.getByText('Only JSON and text files are accepted')).toBeVisible();
  await dialog.getByLabel('Bot Name').fill('Nightly export');
  await dialog.getByLabel('Priority').selectOption('high');
  const workflow = { nodes: [{ id: 'node-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Start Node', type: 'start', properties: {} } }], edges: [], viewport: { x: 0, y: 0, zoom: 1 } };
  await fileInput.setInputFiles({ name: 'nightly.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(workflow)) });
  await expect(dialog.getByText('Only JSON and text files are accepted')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Bot' }).click();
  await expect(page.getByText('Bot Added')).toBeVisible();
  await expect(card(page, 'Nightly export')).toBeVisible();
  await card(page, 'Nightly export').getByRole('button', { name: 'View Details of Nightly export' }).click();
  await expect(page.getByRole('dialog')).toContainText('nightly.json');
  await expect(page.getByRole('dialog')).toContainText('a workflow');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await closeToast(page);
  await page.getByRole('button', { name: 'Add Bot' }).click();
  await dialog.getByRole('tab', { name: 'Subscribe' }).click();
  await dialog.getByLabel('Subscription URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Add Bot' }).click();
  await expect(dialog.getByLabel('Subscription URL')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Subscription URL').fill('https://hooks.example.com/daily-report');
  await dialog.getByRole('button', { name: 'Add Bot' }).click();
  await expect(card(page, 'hooks.example.com/daily-report')).toBeVisible();

  // D83: a saved workflow that carries a title and a priority fills the name and priority left empty.
  await closeToast(page);
  await page.getByRole('button', { name: 'Add Bot' }).click();
  await dialog.getByRole('tab', { name: 'Upload' }).click();
  await fileInput.setInputFiles({ name: 'titled.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...workflow, title: 'Titled by its file', priority: 'low' })) });
  await expect(dialog.getByText("Left empty, the workflow file's title is used.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Bot' }).click();
  await expect(card(page, 'Titled by its file')).toBeVisible();
  await card(page, 'Titled by its file').getByRole('button', { name: 'View Details of Titled by its file' }).click();
  await expect(page.getByRole('dialog')).toContainText('Low');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.reload();
  await expect(cards(page)).toHaveCount(3);
  await expect(tile(page, 'Total Bots')).toHaveText('3');
});

test('with a chip on, the list, the chip counts and "Showing N of M bots" follow every switch and copy', async ({ page, request }) => {
  const account = await createAccount(request);
  await addSampleBots(request, account);
  await payForPlan(request, account);
  await signIn(page, account);
  await page.goto('/my-bots');
  await expect(cards(page)).toHaveCount(6);
  await page.getByRole('button', { name: 'Inactive (3)', exact: true }).click();
  await expect(cards(page).getByRole('heading')).toHaveText(['Lead Sync Bot', 'Backup Checker', 'Meeting Notes Bot']);
  await expect(page.getByText('Showing 3 of 6 bots')).toBeVisible();

  await card(page, 'Lead Sync Bot').getByRole('button', { name: 'Lead Sync Bot active' }).click();
  await expect(cards(page).getByRole('heading')).toHaveText(['Backup Checker', 'Meeting Notes Bot']);
  await expect(page.getByRole('button', { name: 'Inactive (2)', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Active (4)', exact: true })).toBeVisible();
  await expect(page.getByText('Showing 2 of 6 bots')).toBeVisible();

  for (const title of ['Backup Checker', 'Meeting Notes Bot']) await card(page, title).getByRole('button', { name: `${title} active` }).click();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('No bots found')).toBeVisible();
  await expect(page.getByText('No inactive bots available')).toBeVisible();
  await expect(page.getByText('Showing 0 of 6 bots')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inactive (0)', exact: true })).toBeVisible();

  // A copy starts off: under Active it is counted, not listed; under Inactive it is listed.
  await page.getByRole('button', { name: 'Active (6)', exact: true }).click();
  await card(page, 'Price Watcher').getByRole('button', { name: 'More actions for Price Watcher' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page.getByText('Showing 6 of 7 bots')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inactive (1)', exact: true })).toBeVisible();
  await expect(card(page, 'Price Watcher (copy)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Inactive (1)', exact: true }).click();
  await expect(cards(page).getByRole('heading')).toHaveText(['Price Watcher (copy)']);
  await expect(page.getByText('Showing 1 of 7 bots')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Inactive (1)', exact: true }).click();
  await expect(cards(page).getByRole('heading')).toHaveText(['Price Watcher (copy)']);
});

test('a bought bot asks for its setup: Needs setup until its required inputs are set (D66)', async ({ page, request }) => {
  const account = await createAccount(request);
  const bought = await request.post('/v1/checkout', {
    headers: { Authorization: account.token },
    data: { purpose: 'bot', bot_id: 1, idempotency_key: `setup-${account.email}`, method: 'card', card: payingCard },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const token = await request.post('/v1/credentials', { headers: { Authorization: account.token }, data: { name: 'acme-crm', kind: 'token', fields: { value: 'crm-s3cret' } } });
  expect(token.status(), await token.text()).toBe(201);
  await signIn(page, account);
  await page.goto('/my-bots');
  const leadCapture = card(page, 'Lead Capture Pro');
  const needsSetup = leadCapture.getByRole('button', { name: 'Needs setup: set up Lead Capture Pro' });
  await expect(needsSetup).toBeVisible();
  await expect(card(page, 'Invoice Collector').getByText('Needs setup')).toHaveCount(0);

  // The badge opens the edit, whose Setup asks for the CRM's address and one of the user's token credentials.
  await needsSetup.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Setup' })).toBeVisible();
  await dialog.getByLabel('CRM contacts endpoint (required)').fill('crm.acme.test');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('CRM contacts endpoint must be a web address starting with http:// or https://')).toBeVisible();
  await dialog.getByLabel('CRM contacts endpoint (required)').fill('https://crm.acme.test/api/contacts');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Bot Updated')).toBeVisible();
  // Saved, one required input is still empty: the view says which, and the card keeps its badge.
  await expect(dialog.getByText('Not set (required)')).toBeVisible();
  await expect(dialog.getByText('https://crm.acme.test/api/contacts')).toBeVisible();
  await expect(needsSetup).toBeVisible();

  await dialog.getByRole('button', { name: 'Edit' }).click();
  // A text field stands in while the user's credentials load; the choice comes once they have.
  const tokenChoice = dialog.getByRole('combobox', { name: 'CRM API token (required)' });
  await expect(tokenChoice).toBeVisible();
  await tokenChoice.selectOption('acme-crm');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Credential: acme-crm')).toBeVisible();
  await expect(dialog).not.toContainText('crm-s3cret');
  await expect(dialog.getByText('Not set: web form by default')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(leadCapture.getByText('Needs setup')).toHaveCount(0);

  await page.reload();
  await expect(card(page, 'Lead Capture Pro')).toBeVisible();
  await expect(card(page, 'Lead Capture Pro').getByText('Needs setup')).toHaveCount(0);
});
