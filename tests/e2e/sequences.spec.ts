import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { createAccount, expect, signIn, test, type Account } from './fixtures';
import { startToEnd } from './workflow-fixtures';

async function createSequenceThroughApi(request: APIRequestContext, account: Account, title: string, description = '', items: SavedWorkflow[] = []) {
  const response = await request.post('/v1/sequences/sequences', { headers: { Authorization: account.token }, data: { title, description, items } });
  expect(response.status()).toBe(201);
}

/** The designer of that sequence: the title from the slug, and the workflow saved in the sequence (start → process → end). */
async function expectDesignerShows(page: Page, slugTitle: string) {
  await expect(page.getByRole('heading', { level: 1, name: slugTitle, exact: true })).toBeVisible();
  await expect(page.getByText('Workflow Designer')).toBeVisible();
  const nodes = page.locator('.react-flow__node');
  await expect(nodes).toHaveCount(startToEnd.nodes.length);
  for (const { id, data } of startToEnd.nodes) await expect(page.locator(`.react-flow__node[data-id="${id}"]`)).toContainText(data.label);
  await expect(page.locator('.react-flow__edge')).toHaveCount(startToEnd.edges.length);
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

/** The tile's hover actions (edit, open, delete) sit together in one row. */
const actionsOf = (page: Page, title: string) => page.getByRole('button', { name: `Open ${title}` }).locator('..');
const opacityOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).opacity);

test('keyboard users reach a tile’s actions, and open goes to the slug, also after a reload', async ({ page, request }) => {
  const account = await createAccount(request);
  await createSequenceThroughApi(request, account, 'Scrape Prices Daily', 'Made with a saved workflow', [startToEnd]);
  await signIn(page, account);
  await page.goto('/sequences');
  // Away from the tiles: the actions are hidden until hover or focus.
  await page.mouse.move(0, 0);
  const actions = actionsOf(page, 'Scrape Prices Daily');
  await expect.poll(() => opacityOf(actions)).toBe('0');

  // Tab from the Add New tile into the sequence's tile: its title link first, and its actions show.
  await page.getByRole('link', { name: 'Add New' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Scrape Prices Daily' })).toBeFocused();
  await expect.poll(() => opacityOf(actions)).toBe('1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Edit Scrape Prices Daily' })).toBeFocused();
  await expect.poll(() => opacityOf(actions)).toBe('1');
  await page.keyboard.press('Tab');
  const open = page.getByRole('button', { name: 'Open Scrape Prices Daily' });
  await expect(open).toBeFocused();
  await expect.poll(() => opacityOf(actions)).toBe('1');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/sequences\/scrape-prices-daily$/);
  await expectDesignerShows(page, 'Scrape Prices Daily');
  await page.reload();
  await expect(page).toHaveURL(/\/sequences\/scrape-prices-daily$/);
  await expectDesignerShows(page, 'Scrape Prices Daily');
});

test('a title with "/", "?", "#" and "%" opens the designer and resolves after a reload', async ({ page, request }) => {
  const account = await createAccount(request);
  const title = 'Q&A / Sales? #1 100%';
  await createSequenceThroughApi(request, account, title, '', [startToEnd]);
  await signIn(page, account);
  await page.goto('/sequences');
  await page.getByRole('button', { name: `Open ${title}` }).click();

  // One encoded path segment: the slug is the title lowercased with spaces as hyphens.
  const path = `/sequences/${encodeURIComponent('q&a-/-sales?-#1-100%')}`;
  await expect(page).toHaveURL((url) => url.pathname === path && url.search === '' && url.hash === '');
  await expectDesignerShows(page, 'Q&a / Sales? #1 100%');
  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expectDesignerShows(page, 'Q&a / Sales? #1 100%');
});

test.describe('sequence tiles', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('a click anywhere on a tile, or on its title, opens the designer', async ({ page, request }) => {
    const account = await createAccount(request);
    await createSequenceThroughApi(request, account, 'Scrape Prices Daily', 'Made with a saved workflow', [startToEnd]);
    await signIn(page, account);
    await page.goto('/sequences');
    const tile = page.getByTestId('sequence-tile').filter({ hasText: 'Scrape Prices Daily' });
    // The description, away from the title and the actions (the title link's cover takes the click).
    const description = (await tile.getByText('Made with a saved workflow').boundingBox())!;
    await page.mouse.click(description.x + description.width / 2, description.y + description.height / 2);
    await expect(page).toHaveURL(/\/sequences\/scrape-prices-daily$/);
    await expectDesignerShows(page, 'Scrape Prices Daily');

    await page.goBack();
    // The tile's empty lower-left corner.
    const box = (await tile.boundingBox())!;
    await page.mouse.click(box.x + 12, box.y + box.height - 12);
    await expect(page).toHaveURL(/\/sequences\/scrape-prices-daily$/);

    await page.goBack();
    await tile.getByRole('link', { name: 'Scrape Prices Daily' }).click();
    await expect(page).toHaveURL(/\/sequences\/scrape-prices-daily$/);
    await expectDesignerShows(page, 'Scrape Prices Daily');

    // The actions stay what they were: Edit opens the dialog, it does not open the designer.
    await page.goBack();
    await tile.hover();
    await tile.getByRole('button', { name: 'Edit Scrape Prices Daily' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Sequence' })).toBeVisible();
    await expect(page).toHaveURL(/\/sequences$/);
  });

  test('a duplicate title is refused with a message, on create and on rename', async ({ page, request }) => {
    const account = await createAccount(request);
    await createSequenceThroughApi(request, account, 'Morning Report');
    await createSequenceThroughApi(request, account, 'Evening Report');
    await signIn(page, account);
    await page.goto('/sequences/add-sequence');
    await page.getByLabel('Title').fill('morning report');
    await page.getByRole('button', { name: 'Create Sequence' }).click();
    // Under the title field, in words, without the detail's field prefix.
    await expect(page.getByText('You already have a sequence with this title. Choose a different title.')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/title: /)).toHaveCount(0);
    await expect(page).toHaveURL(/\/sequences\/add-sequence$/);

    await page.goto('/sequences');
    await page.getByRole('button', { name: 'Edit Evening Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Sequence' });
    await dialog.getByLabel('Title').fill('Morning  Report');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('You already have a sequence with this title. Choose a different title.')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
  });
});

test.describe('tile actions without hover', () => {
  test('on a phone-sized window the actions show without hover', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await createAccount(request);
    await createSequenceThroughApi(request, account, 'Scrape Prices Daily');
    await signIn(page, account);
    await page.goto('/sequences');
    await page.mouse.move(0, 0);
    await expect.poll(() => opacityOf(actionsOf(page, 'Scrape Prices Daily'))).toBe('1');
  });

  test('on a touch screen the actions show without hover', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const account = await createAccount(request);
    await createSequenceThroughApi(request, account, 'Scrape Prices Daily');
    await signIn(page, account);
    await page.goto('/sequences');
    await expect(page.getByTestId('sequence-tile')).toBeVisible();
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches || matchMedia('(pointer: coarse)').matches)).toBe(true);
    await expect.poll(() => opacityOf(actionsOf(page, 'Scrape Prices Daily'))).toBe('1');
    await context.close();
  });
});
