import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { PDFParse } from 'pdf-parse';
import { createSequence, nodes } from './designer-fixtures';
import { createAccount, expect, signIn, test, type Account } from './fixtures';
import { checkoutDelayMs, planPaymentDelayMs } from '../../src/machines/payments/paying.machine';
import { chooseMethod, fillCard, passProcessingWait, toast } from './payment-fixtures';

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, / });

async function paymentsOf(page: Page, account: Account) {
  const response = await page.request.get('/v1/payments', { headers: { Authorization: account.token } });
  return (await response.json()) as { total: number; items: Array<{ id: string; status: string; description: string }> };
}

test('the purchase chain: cart → checkout (a decline, then 4242) → history → My Bots → the designer canvas', async ({ page, request }) => {
  // Five screens and two payments in one flow: about 30 s on a 2-core CI machine, the default limit.
  test.slow();
  // The page's clock, so the test moves past the payments' processing wait (passProcessingWait).
  await page.clock.install();
  const account = await createAccount(request);
  await createSequence(request, account, 'Bought Bots');
  await signIn(page, account);
  await page.goto('/marketplace');
  await page.getByRole('button', { name: 'Add Lead Capture Pro to cart' }).click();
  await page.getByRole('button', { name: 'Add Slack Standup Reporter to cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 bots, $69.98');
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // The order summary is the cart, with the 8 % tax the server charges.
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('listitem')).toHaveText(['Lead Capture Pro$49.99', 'Slack Standup Reporter$19.99']);
  await expect(summary).toContainText('Subtotal$69.98');
  await expect(summary).toContainText('Tax (8%)$5.60');
  await expect(summary).toContainText('Discount$0.00');
  await expect(summary).toContainText('Total$75.58');

  // Every method's own text; a card with an empty field sends nothing.
  await page.getByRole('button', { name: 'Show More Payment Methods (5 more)' }).click();
  await expect(page.getByRole('radio')).toHaveCount(9);
  await chooseMethod(page, 'Bank Transfer');
  await expect(page.getByText('SWIFT code: BOTFUS33')).toBeVisible();
  await expect(page.getByText(/^Reference: BF-[0-9A-F]{8}$/)).toBeVisible();
  await chooseMethod(page, 'Cryptocurrency');
  await expect(page.getByText('Your payment is confirmed after 6 confirmations on the network.')).toBeVisible();
  await chooseMethod(page, 'Alipay');
  await expect(page.getByText('Scan the QR code with Alipay to pay.')).toBeVisible();
  await chooseMethod(page, 'Credit Card');
  await page.getByLabel('Card Number').fill('4000000000000002');
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await expect(toast(page, 'Payment Information Required')).toBeVisible();
  expect((await paymentsOf(page, account)).total).toBe(0);

  // The test card that declines: 'Payment Failed', and the page stays with the cart.
  await fillCard(page, '4000 0000 0000 0002');
  await expect(page.getByLabel('Card Number')).toHaveValue('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await passProcessingWait(page, 'Processing Payment...', checkoutDelayMs);
  await expect(toast(page, 'Payment Failed')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('An error occurred while processing your payment. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(summary.getByRole('listitem')).toHaveCount(2);

  await page.getByLabel('Card Number').fill('4242424242424242');
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await passProcessingWait(page, 'Processing Payment...', checkoutDelayMs);
  await expect(toast(page, 'Payment Successful!')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Thank you for your purchase. You will receive a confirmation email shortly.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: /^Cart, 0 bots/ })).toBeVisible();

  // The history: the payment on top, the declined attempt under it.
  await page.goto('/payment-history');
  const rows = page.getByRole('table').getByRole('row');
  // D83: a new account's history is its own: the attempt is PAY001, the payment PAY002, no sample rows.
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('table').getByText('Sample')).toHaveCount(0);
  await expect(rows.nth(1)).toContainText('PAY002');
  await expect(rows.nth(1)).toContainText('Lead Capture Pro and 1 more');
  await expect(rows.nth(1)).toContainText('completed');
  await expect(rows.nth(1)).toContainText('$75.58');
  await expect(rows.nth(2)).toContainText('PAY001');
  await expect(rows.nth(2)).toContainText('failed');
  await expect(page.getByRole('list', { name: 'Summary' })).toContainText('Total Spent$75.58');
  await page.getByRole('button', { name: 'View details of PAY002' }).click();
  const details = page.getByRole('dialog', { name: 'Payment PAY002' });
  await expect(details.getByRole('list', { name: 'Order lines' }).getByRole('listitem')).toHaveText(['Lead Capture Pro$49.99', 'Slack Standup Reporter$19.99']);
  await details.getByRole('button', { name: 'Done' }).click();

  // Both bots are in My Bots, off until switched on; on, the palette offers them for the canvas.
  await page.goto('/my-bots');
  await page.getByPlaceholder(/Search/).fill('Lead Capture');
  const toggle = page.getByRole('button', { name: 'Lead Capture Pro active' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => ((await (await page.request.get('/v1/bots?search=Lead%20Capture', { headers: { Authorization: account.token } })).json()) as { items: Array<{ isActive: boolean }> }).items[0]?.isActive).toBe(true);

  await page.goto('/sequences/bought-bots');
  await page.getByRole('button', { name: 'Close assistant' }).click();
  await page.getByRole('button', { name: 'Bots' }).click();
  const myBots = page.getByRole('complementary', { name: 'Bot Palette' }).getByRole('region', { name: 'My Bots' });
  await myBots.getByRole('button', { name: 'Add Lead Capture Pro' }).click();
  await expect(nodes(page)).toHaveCount(1);
  await expect(nodes(page)).toContainText('Lead Capture Pro');

  // The marketplace knows they are owned.
  await page.goto('/marketplace');
  await expect(page.getByRole('button', { name: 'Buy Lead Capture Pro' })).toHaveCount(0);
});

test('Buy opens the checkout modal: nine required fields, the 3 s processing, and the bot in the library', async ({ page, request }) => {
  await page.clock.install();
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/marketplace');
  await page.getByRole('button', { name: 'Buy Invoice Reminder' }).click();
  const modal = page.getByRole('dialog', { name: 'Checkout' });
  await expect(modal).toContainText('Tax (8%)$2.40');
  await expect(modal).toContainText('Total$32.39');

  // The browser refuses an incomplete form or a malformed email: nothing is sent.
  await modal.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(modal.getByLabel('Email')).toBeFocused();
  await modal.getByLabel('Email').fill('ada.example.com');
  for (const [label, value] of [
    ['Full Name', 'Ada Lovelace'],
    ['Address', '12 Analytical Way'],
    ['City', 'London'],
    ['ZIP Code', 'N1 9GU'],
    ['Card Number', '4242424242424242'],
    ['Expiry Date', '1230'],
    ['CVV', '12345'],
    ['Name on Card', 'Ada Lovelace'],
  ]) {
    await modal.getByLabel(label!, { exact: true }).fill(value!);
  }
  await expect(modal.getByLabel('Card Number')).toHaveValue('4242 4242 4242 4242');
  await expect(modal.getByLabel('Expiry Date', { exact: true })).toHaveValue('12/30');
  await expect(modal.getByLabel('CVV')).toHaveValue('1234');
  await modal.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(modal.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  expect((await paymentsOf(page, account)).total).toBe(0);

  // The card rules (D84): a Visa's CVV has 3 digits; the message sits under the field and nothing is sent.
  await modal.getByLabel('Email').fill('ada@example.com');
  await modal.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(modal.getByLabel('CVV')).toHaveAccessibleDescription('The CVV has 3 digits');
  expect((await paymentsOf(page, account)).total).toBe(0);
  await modal.getByLabel('CVV').fill('123');

  // A double click charges once: the button is busy at the first.
  await modal.getByRole('button', { name: 'Complete Purchase' }).dblclick();
  await passProcessingWait(page, 'Processing Payment...', checkoutDelayMs);
  await expect(toast(page, 'Purchase Successful!')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Invoice Reminder has been added to your library...')).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy Invoice Reminder' })).toHaveCount(0);
  const payments = await paymentsOf(page, account);
  expect(payments.total).toBe(1);
  expect(payments.items[0]).toMatchObject({ id: 'PAY001', status: 'completed', description: 'Invoice Reminder' });
});

test("the demo's sample history: filters, search, pages, the CSV of the rows shown and an invoice PDF", async ({ page, request }) => {
  // D83: a new account has no payments ("No payments yet"); the twenty samples are the demo account's, each marked.
  const fresh = await createAccount(request);
  await signIn(page, fresh);
  await page.goto('/payment-history');
  await expect(page.getByText('No payments yet')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Summary' })).toContainText('Total Spent$0.00');
  await page.evaluate(() => window.localStorage.clear());
  const login = await request.post('/v1/auth/login', { data: { email: 'demo@botflow.dev', password: 'demo1234' } });
  expect(login.status()).toBe(200);
  const demo = (await login.json()) as { access_token: string; user: Account['user'] };
  await page.evaluate(([token, user]) => {
    window.localStorage.setItem('access_token', token);
    window.localStorage.setItem('user_data', JSON.stringify(user));
  }, [demo.access_token, demo.user] as const);
  await page.goto('/payment-history');
  await expect(page.getByRole('status').filter({ hasText: 'payments ·' })).toHaveText('20 payments · page 1 of 2');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(1)).toContainText('Sample');
  await expect(page.getByRole('list', { name: 'Summary' })).toContainText('Total Spent$0.00');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(10)).toContainText('PAY001');

  await page.getByLabel('Status').selectOption('completed');
  await expect(page.getByRole('status').filter({ hasText: 'payments ·' })).toContainText('page 1 of');
  await page.getByRole('searchbox', { name: 'Search' }).fill('paypal');
  await expect(rows.nth(1)).toContainText('PayPal');
  const shown = await rows.evaluateAll((all) => all.slice(1).map((row) => row.querySelector('th')!.textContent));
  expect(shown.length).toBeGreaterThan(0);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe('payments.csv');
  const parsed = Papa.parse<Record<string, string>>(await readFile((await csv.path())!, 'utf8'), { header: true, skipEmptyLines: true });
  expect(parsed.data.map((row) => row.id)).toEqual(shown);
  expect(new Set(parsed.data.map((row) => `${row.status} ${row.method}`))).toEqual(new Set(['completed PayPal']));

  const first = shown[0]!;
  await page.getByRole('button', { name: `More options for ${first}` }).click();
  const [invoice] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download invoice' }).click()]);
  expect(invoice.suggestedFilename()).toMatch(/^INV-.+\.pdf$/);
  const parser = new PDFParse({ data: new Uint8Array(await readFile((await invoice.path())!)) });
  const { text } = await parser.getText();
  await parser.destroy();
  expect(text).toContain(first);
  expect(text).toContain('PayPal');
});

test('/payment pays the chosen plan, which then becomes current; without one it leads to the plans', async ({ page, request }) => {
  await page.clock.install();
  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/payment');
  await expect(page.getByRole('heading', { name: 'Nothing to pay' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose a Plan' })).toHaveAttribute('href', '/subscriptions');

  // D85: subscribing without the payment is refused; Subscribe to opens the plan's payment.
  const unpaid = await request.post('/v1/subscriptions/subscriptions/subscribe', { headers: { Authorization: account.token }, data: { plan_id: 'team-monthly' } });
  expect(unpaid.status()).toBe(402);
  await page.goto('/subscriptions');
  await page.getByRole('button', { name: 'Subscribe to Team Monthly' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=team-monthly$/);
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('Subscription: Team Monthly (monthly)');
  await fillCard(page, '4000 0000 0000 9995');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await passProcessingWait(page, 'Processing...', planPaymentDelayMs);
  await expect(toast(page, 'Payment Failed')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('There was an error processing your payment. Please try again.')).toBeVisible();

  await chooseMethod(page, 'PayPal');
  await expect(page.getByText('You will be redirected to PayPal to complete your payment securely.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await passProcessingWait(page, 'Processing...', planPaymentDelayMs);
  // 02 §8's /payment toast: the payment made the plan current (D85).
  await expect(toast(page, 'Payment Successful!')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Your payment has been processed successfully.')).toBeVisible();
  await page.goto('/subscriptions');
  await expect(page.getByTestId('current-plan')).toContainText('Your plan: Team Monthly');
  const payments = await paymentsOf(page, account);
  expect(payments.items[0]).toMatchObject({ id: 'PAY002', status: 'completed', description: 'Subscription: Team Monthly' });
  expect(payments.items[1]).toMatchObject({ id: 'PAY001', status: 'failed' });
});

test('a refund within 30 days: Request refund in the details, the payment refunded, the bot gone from My Bots (D84)', async ({ page, request }) => {
  const account = await createAccount(request);
  const bought = await request.post('/v1/checkout', {
    headers: { Authorization: account.token },
    data: { purpose: 'bot', bot_id: 4, idempotency_key: `refund-${account.email}`, method: 'card', card: { number: '5555 5555 5555 4444', expiry: '12/30', cvv: '123', name: 'Ada Lovelace' } },
  });
  expect(bought.status()).toBe(201);
  await signIn(page, account);
  await page.goto('/payment-history');
  await page.getByRole('button', { name: 'View details of PAY001' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment PAY001' });
  await dialog.getByRole('button', { name: 'Request refund' }).click();
  await expect(dialog.getByRole('group', { name: /^Refund \$.+ for PAY001\?$/ })).toContainText('Social Media Scheduler will leave My Bots');
  await dialog.getByRole('button', { name: 'Confirm Refund' }).click();
  await expect(dialog.getByRole('status')).toContainText('PAY001 has been refunded');
  await expect(dialog.getByText('refunded', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  expect((await paymentsOf(page, account)).items[0]).toMatchObject({ id: 'PAY001', status: 'refunded' });
  const myBots = await request.get('/v1/bots?page_size=100', { headers: { Authorization: account.token } });
  expect(((await myBots.json()) as { items: Array<{ title: string }> }).items.map((bot) => bot.title)).not.toContain('Social Media Scheduler');
});
