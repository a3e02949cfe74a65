import { addSampleBots, createAccount, expect, expectNoAxeViolations, payForPlan, signIn, test } from './fixtures';
import { payForPlanOnPage } from './payment-fixtures';

test.describe('subscription plans', () => {
  test('lists the plans, subscribes, and shows the plan as current after a reload', async ({ page, request }) => {
    // The page's clock, so payForPlanOnPage moves past the payment's processing wait.
    await page.clock.install();
    await signIn(page, await createAccount(request));
    await page.goto('/subscriptions');
    await expect(page.getByRole('heading', { name: 'Choose Your Plan', level: 1 })).toBeVisible();
    const pro = page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name: 'Pro Annual' }) });
    await expect(pro.getByText('Most Popular')).toBeVisible();
    await expect(pro.getByText('$99.99')).toBeVisible();
    await expect(pro.getByText('Save 20% vs monthly billing')).toBeVisible();

    // D85: a plan is current once its payment succeeds.
    await pro.getByRole('button', { name: 'Subscribe to Pro Annual' }).click();
    await payForPlanOnPage(page, 'pro-annual');
    await page.goto('/subscriptions');
    await expect(pro.getByRole('button', { name: 'Current Plan' })).toBeDisabled();

    await page.reload();
    await expect(pro.getByText('Your current plan')).toBeVisible();
    const basic = page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name: 'Basic Monthly' }) });
    await basic.getByRole('button', { name: 'Subscribe to Basic Monthly' }).click();
    // Replacing the current plan is confirmed first.
    await page.getByRole('alertdialog', { name: 'Change your plan?' }).getByRole('button', { name: 'Switch to Basic Monthly' }).click();
    await payForPlanOnPage(page, 'basic-monthly');
    await page.goto('/subscriptions');
    await expect(basic.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(pro.getByRole('button', { name: 'Subscribe to Pro Annual' })).toBeEnabled();
  });

  test('shows the fallback plans with an error toast when the plans call fails', async ({ page, request }) => {
    await signIn(page, await createAccount(request));
    // Only this call fails; the rest of the server stays real.
    await page.route('**/v1/subscriptions/subscriptions/plans', (route) => route.fulfill({ status: 500, json: { detail: 'Database unavailable' } }));
    await page.goto('/subscriptions');
    await expect(page.getByText('Error Loading Plans')).toBeVisible();
    await expect(page.getByText('Failed to load subscription plans. Please try again.')).toBeVisible();
    await expect(page.getByTestId('plan-card')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Basic Monthly' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pro Annual' })).toBeVisible();
  });
});

test.describe('dashboard', () => {
  test("counts the user's own bots; a toggle here or in My Bots is saved and counted (D7)", async ({ page, request }) => {
    const account = await createAccount(request);
    await addSampleBots(request, account);
    // Five bots on below: beyond the Free allowance's three.
    await payForPlan(request, account);
    await signIn(page, account);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const tile = (label: string) => page.getByTestId('stat-tile').filter({ hasText: new RegExp(`^${label}`) });
    // The six sample bots: three on, three off, none has ever run (D83: no made-up runs); two of high priority.
    await expect(tile('Active Tasks')).toContainText('3');
    await expect(tile('Paused Tasks')).toContainText('0');
    await expect(tile('Inactive Tasks')).toContainText('3');
    await expect(tile('High Priority')).toContainText('2');
    await expect(page.getByTestId('active-bots')).toHaveText('3/6');
    await expect(page.getByTestId('activity-item')).toHaveCount(3);

    // Meeting Notes Bot was added last and never ran: it leads Recent Activity, which says so.
    const first = page.getByTestId('activity-item').first();
    await expect(first).toContainText('Meeting Notes Bot');
    await expect(first).toContainText('Last ran: Never');
    await expect(first.getByText('Inactive', { exact: true })).toBeVisible();
    // The switch's input is visually hidden inside its label; the user clicks the track.
    await first.locator('label').click();
    await expect(first.getByRole('switch')).toBeChecked();
    await expect(tile('Active Tasks')).toContainText('4');
    await expect(tile('Inactive Tasks')).toContainText('2');

    // A switch turned in My Bots (the same PATCH) shows here too.
    const bots = (await (await request.get('/v1/bots?search=lead', { headers: { Authorization: account.token } })).json()) as { items: Array<{ id: number }> };
    expect((await request.patch(`/v1/bots/${bots.items[0]!.id}`, { headers: { Authorization: account.token }, data: { isActive: true } })).status()).toBe(200);
    await page.reload();
    await expect(tile('Active Tasks')).toContainText('5');
    await expect(tile('Paused Tasks')).toContainText('0');
    await expect(page.getByTestId('active-bots')).toHaveText('5/6');
    await expect(page.getByTestId('activity-item').first().getByRole('switch')).toBeChecked();
    // Keyboard users flip it back with Space.
    await page.getByTestId('activity-item').first().getByRole('switch').focus();
    await page.keyboard.press('Space');
    await expect(tile('Active Tasks')).toContainText('4');

    await page.getByRole('link', { name: /Sequences Chain bots together for more power/ }).click();
    await expect(page).toHaveURL(/\/sequences$/);
    await page.goBack();
    await page.getByRole('link', { name: 'View all activity' }).click();
    await expect(page).toHaveURL(/\/my-bots$/);
    await page.goBack();
    await page.getByRole('link', { name: /Marketplace Discover and add new bots/ }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
  });
});

test.describe('the plans page: its layout and a plan switch', () => {
  test('on a phone the question\'s two answers are full-width rows, not a ragged stack', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await createAccount(request);
    await payForPlan(request, account, 'basic-monthly');
    await signIn(page, account);
    await page.goto('/subscriptions');
    await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await page.getByRole('button', { name: 'Subscribe to Pro Annual' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change your plan?' });
    // Measured once the dialog's opening animation has settled.
    await expect(async () => {
      const keep = (await dialog.getByRole('button', { name: 'Keep current plan' }).boundingBox())!;
      const change = (await dialog.getByRole('button', { name: 'Switch to Pro Annual' }).boundingBox())!;
      expect(Math.abs(keep.width - change.width)).toBeLessThan(1);
      expect(Math.abs(keep.x - change.x)).toBeLessThan(1);
    }).toPass();
  });

  test('switching plans asks first; a cancel keeps the current plan', async ({ page, request }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 720 });
    const account = await createAccount(request);
    // The first plan is paid through the API: that a first plan goes straight to its payment, and
    // the payment page itself, are the first test's flow.
    await payForPlan(request, account, 'basic-monthly');
    await signIn(page, account);
    await page.goto('/subscriptions');
    const card = (name: string) => page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name }) });
    await expect(card('Basic Monthly').getByRole('button', { name: 'Current Plan' })).toBeDisabled();

    let checkouts = 0;
    page.on('request', (call) => {
      if (call.method() === 'POST' && call.url().includes('/v1/checkout')) checkouts += 1;
    });
    await card('Pro Annual').getByRole('button', { name: 'Subscribe to Pro Annual' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change your plan?' });
    await expect(dialog).toContainText('You are subscribed to Basic Monthly. Subscribing to Pro Annual replaces your current plan.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep current plan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/subscriptions$/);
    await expect(card('Basic Monthly').getByRole('button', { name: 'Current Plan' })).toBeDisabled();

    await card('Pro Annual').getByRole('button', { name: 'Subscribe to Pro Annual' }).click();
    await dialog.getByRole('button', { name: 'Switch to Pro Annual' }).click();
    await payForPlanOnPage(page, 'pro-annual');
    expect(checkouts).toBe(1);
    await page.goto('/subscriptions');
    await expect(card('Pro Annual').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  for (const size of [
    { width: 1280, height: 720 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${size.width}×${size.height} three plans share one row, without a blank badge strip`, async ({ page, request }) => {
      await page.setViewportSize(size);
      await signIn(page, await createAccount(request));
      await page.goto('/subscriptions');
      const cards = page.getByTestId('plan-card');
      await expect(cards).toHaveCount(3);
      const boxes = await cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
      // One row: no orphan card alone on a second line.
      expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
      expect(new Set(boxes.map((box) => Math.round(box.height))).size).toBe(1);
      // A card without a badge starts with its plan's name, not with an empty strip.
      const basic = cards.filter({ has: page.getByRole('heading', { name: 'Basic Monthly' }) });
      const [cardTop, nameTop, padding] = await basic.evaluate((element) => [
        element.getBoundingClientRect().top,
        element.querySelector('h2')!.getBoundingClientRect().top,
        parseFloat(getComputedStyle(element).paddingTop),
      ]);
      expect(nameTop - cardTop).toBeLessThanOrEqual(padding + 2);
    });
  }
});

test.describe('dashboard cards and full page loads', () => {
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${size.width}×${size.height} the dashboard's three navigation cards are equally tall`, async ({ page, request }) => {
      await page.setViewportSize(size);
      await signIn(page, await createAccount(request));
      await page.goto('/dashboard');
      const cards = page.getByRole('list', { name: 'Go to' }).getByRole('link');
      await expect(cards).toHaveCount(3);
      const heights = await cards.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().height)));
      expect(new Set(heights).size, heights.join(', ')).toBe(1);
    });
  }

  test('no full page load warns about a missing HydrateFallback', async ({ page, request }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('HydrateFallback')) warnings.push(`${message.type()}: ${message.text()} (${page.url()})`);
    });
    for (const path of ['/', '/login', '/about-us', '/documents/overview']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    await signIn(page, await createAccount(request));
    for (const path of ['/dashboard', '/subscriptions', '/sequences']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(warnings).toEqual([]);
  });
});
