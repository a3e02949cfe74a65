import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { checkoutDelayMs } from '../../src/machines/payments/paying.machine';
import type { DeclaredInput } from '../../src/domain/workflow/node-catalogue/declared-inputs';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { createSequence } from './designer-fixtures';
import { createAccount, expect, signIn, test, type Account } from './fixtures';
import { passProcessingWait, toast } from './payment-fixtures';

/**
 * D130 end to end: a seller publishes a saved version of a sequence, a buyer buys it with the test
 * card, sets it up and runs it; the seller publishes an update from the Sales page, the buyer sees
 * what it changes and updates, and the next run is the new version's. The seller's Sales shows the sale.
 */

// On the second app server, with a database of its own: the bot published here must not reach the
// catalogue marketplace.spec.ts counts on the first while both run.
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_ONLINE_PORT}` });

interface RunStep {
  label: string;
  status: string;
  parentStepId: string | null;
}
interface Run {
  id: string;
  status: string;
  steps: RunStep[];
}

type Properties = Record<string, unknown>;
const flowNode = (id: string, type: string, label: string, properties: Properties = {}, x = 0) => ({ id, type, position: { x: x * 220, y: 0 }, data: { label, type, properties } });
const chain = (nodes: ReturnType<typeof flowNode>[], inputs?: DeclaredInput[]): SavedWorkflow => ({
  nodes,
  edges: nodes.slice(1).map((each, index) => ({ id: `e${index}`, source: nodes[index]!.id, target: each.id })),
  viewport: { x: 0, y: 0, zoom: 1 },
  ...(inputs ? { inputs } : {}),
});

const who: DeclaredInput = { name: 'who', label: 'Who to greet', kind: 'text', required: true };
/** Version 1: greets whom the buyer names. */
const version1 = () => chain([flowNode('n1', 'start', 'Start'), flowNode('n2', 'transform', 'Greet', { code: "return { greeting: 'Hello', version: 1 };" }, 1), flowNode('n3', 'end', 'End', {}, 2)], [who]);
/** Version 2: greets, then signs off. */
const version2 = () =>
  chain(
    [
      flowNode('n1', 'start', 'Start'),
      flowNode('n2', 'transform', 'Greet', { code: "return { greeting: 'Hello', version: 1 };" }, 1),
      flowNode('n4', 'transform', 'Sign off', { code: 'return { signedOff: true, version: 2 };' }, 2),
      flowNode('n3', 'end', 'End', {}, 3),
    ],
    [who],
  );

/** Saves the workflow as the sequence's next version, as the designer's Save does. */
async function saveVersion(request: APIRequestContext, account: Account, sequenceId: string, title: string, workflow: SavedWorkflow) {
  const saved = await request.put(`/v1/sequences/sequences/${sequenceId}`, { headers: { Authorization: account.token }, data: { title, items: [workflow] } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Runs a sequence whose one step is the bought bot, through the queue, and answers the run once it ended. */
async function runBot(request: APIRequestContext, account: Account, sequenceId: string): Promise<Run> {
  const started = await request.post(`/v1/sequences/sequences/${sequenceId}/runs`, { headers: { Authorization: account.token } });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  let run: Run | null = null;
  await expect
    .poll(
      async () => {
        run = (await (await request.get(`/v1/workflows/runs/${id}`, { headers: { Authorization: account.token } })).json()) as Run;
        return run.status;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^(completed|failed|cancelled)$/);
  return run!;
}

/** A page of its own for the second user: another context, so each keeps their own session. */
async function pageOf(browser: Browser, baseURL: string | undefined, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.clock.install();
  await signIn(page, account);
  return page;
}

test('a seller publishes a sequence, a buyer buys, sets up and runs it, the seller updates it, the buyer updates and the run is the new version', async ({ page, browser, request, baseURL }) => {
  // Two users, eight screens, three runs through the queue.
  test.slow();
  const seller = await createAccount(request, { name: 'Sam', lastname: 'Seller' });
  const buyer = await createAccount(request, { name: 'Bea', lastname: 'Buyer' });
  const title = `Greeter ${randomUUID().slice(0, 8)}`;
  const sequence = await createSequence(request, seller, 'Greeting flow', version1());

  // The seller publishes version 1 of the sequence from the Marketplace's upload modal.
  await signIn(page, seller);
  await page.goto('/marketplace');
  await page.getByRole('button', { name: 'Publish a bot' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Bot' });
  await upload.getByLabel('Name').fill(title);
  await upload.getByLabel('Description').fill('Greets whom you name');
  await upload.getByLabel('Tags (comma-separated)').fill('productivity');
  await upload.getByLabel('Price (USD)').fill('5');
  await upload.getByLabel('Sequence').selectOption({ label: 'Greeting flow' });
  await upload.getByLabel('Version').selectOption('1');
  await expect(upload.getByText('This version passes the check before a run')).toBeVisible();
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Bot Published')).toBeVisible();

  // The buyer finds it, and search by every word finds a seeded bot too (D139).
  const buyerPage = await pageOf(browser, baseURL, buyer);
  await buyerPage.goto('/marketplace');
  const search = buyerPage.getByPlaceholder('Search bots...');
  await search.fill('clean data');
  await expect(buyerPage.getByRole('button', { name: 'Buy CSV Data Cleaner' })).toBeVisible();
  await search.fill(title);
  await buyerPage.getByRole('button', { name: `Buy ${title}` }).click();
  const checkout = buyerPage.getByRole('dialog', { name: 'Checkout' });
  for (const [label, value] of [
    ['Email', buyer.email],
    ['Full Name', 'Bea Buyer'],
    ['Address', '1 Market Street'],
    ['City', 'London'],
    ['ZIP Code', 'N1 9GU'],
    ['Card Number', '4242424242424242'],
    ['Expiry Date', '1230'],
    ['CVV', '123'],
    ['Name on Card', 'Bea Buyer'],
  ] as const) {
    await checkout.getByLabel(label, { exact: true }).fill(value);
  }
  await checkout.getByRole('button', { name: 'Complete Purchase' }).click();
  await passProcessingWait(buyerPage, 'Processing Payment...', checkoutDelayMs);
  await expect(toast(buyerPage, 'Purchase Successful!')).toBeVisible({ timeout: 10_000 });

  // Bought, it asks for its setup; the buyer names whom to greet.
  await buyerPage.goto('/my-bots');
  await buyerPage.getByRole('button', { name: `Needs setup: set up ${title}` }).click();
  await buyerPage.getByLabel('Who to greet (required)').fill('Grace');
  await buyerPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(buyerPage, 'Bot Updated')).toBeVisible();
  await expect(buyerPage.getByRole('button', { name: `Needs setup: set up ${title}` })).toHaveCount(0);

  const bots = (await (await request.get(`/v1/bots?search=${encodeURIComponent(title)}`, { headers: { Authorization: buyer.token } })).json()) as { items: Array<{ id: number; version: number | null }> };
  const bought = bots.items[0]!;
  expect(bought.version).toBe(1);
  const usesBot = await createSequence(request, buyer, 'Uses the greeter', chain([flowNode('s', 'start', 'Start'), flowNode('b', 'bot', title, { paletteItem: 'bot', botId: bought.id, botTitle: title }, 1), flowNode('e', 'end', 'End', {}, 2)]));
  const first = await runBot(request, buyer, usesBot.id);
  expect(first.status, JSON.stringify(first.steps)).toBe('completed');
  expect(first.steps.map((step) => step.label)).toContain('Greet');
  expect(first.steps.map((step) => step.label)).not.toContain('Sign off');

  // The seller sees the sale, saves a version 2 and publishes it as an update from the Sales page.
  await saveVersion(request, seller, sequence.id, 'Greeting flow', version2());
  await page.getByRole('button', { name: 'Hi, Sam' }).click();
  await page.getByRole('menuitem', { name: 'Sales' }).click();
  await expect(page).toHaveURL(/\/sales$/);
  const card = page.getByTestId('sales-bot').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Version 1');
  await expect(card.locator('dd').first()).toHaveText('1');
  await expect(card).toContainText('$5.00');
  await card.getByRole('button', { name: `Publish an update of ${title}` }).click();
  const update = page.getByRole('dialog', { name: `Publish an Update of ${title}` });
  await update.getByLabel('Version').selectOption('2');
  await expect(update.getByText('This version passes the check before a run.')).toBeVisible();
  await update.getByLabel('Changelog').fill('Signs off after the greeting');
  await update.getByRole('button', { name: 'Publish update' }).click();
  await expect(toast(page, 'Update Published')).toBeVisible();
  await expect(card).toContainText('Version 2');

  // The buyer's copy stays on version 1 until they choose: a run now is still version 1's.
  const stillFirst = await runBot(request, buyer, usesBot.id);
  expect(stillFirst.steps.map((step) => step.label)).not.toContain('Sign off');
  await buyerPage.goto('/my-bots');
  await buyerPage.getByRole('button', { name: `Update ${title} to version 2` }).click();
  const diff = buyerPage.getByRole('dialog', { name: `Update ${title}` });
  await expect(diff.getByRole('region', { name: 'What the seller says' })).toContainText('Signs off after the greeting');
  await expect(diff.getByRole('list', { name: 'Steps added' })).toContainText('Sign off');
  await expect(diff.getByRole('region', { name: 'Your setup' })).toContainText('Who to greet');
  await diff.getByRole('button', { name: 'Update to version 2' }).click();
  await expect(toast(buyerPage, 'Bot Updated')).toBeVisible();

  const second = await runBot(request, buyer, usesBot.id);
  expect(second.status, JSON.stringify(second.steps)).toBe('completed');
  expect(second.steps.map((step) => step.label)).toContain('Sign off');
  await buyerPage.context().close();
});
