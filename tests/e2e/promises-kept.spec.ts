import type { APIRequestContext } from '@playwright/test';
import { addSampleBots, buyBot, createAccount, expect, payForPlan, signIn, test } from './fixtures';
import { mailTo } from './mail-fixtures';
import { payForPlanOnPage } from './payment-fixtures';

/** D82–D85 end to end: what a screen promises is kept, and every figure follows a record. */

const downloadsOf = async (request: APIRequestContext, token: string, botId: number) =>
  ((await (await request.get(`/v1/market/bots/${botId}`, { headers: { Authorization: token } })).json()) as { downloads: number }).downloads;

// Meeting Notes Summarizer (/marketplace/12): no other flow buys or reviews it.
test('buy a bot, review it, refund it: the money-back guarantee kept, the review stays its author’s to delete', async ({ page, request }) => {
  test.slow();
  const buyer = await createAccount(request, { name: 'Grace', lastname: 'Hopper' });
  const downloadsBefore = await downloadsOf(request, buyer.token, 12);
  // Bought through the API: the checkout modal and its 3 s processing are purchase.spec.ts's flow.
  await buyBot(request, buyer, 12);
  // A download is a buyer.
  expect(await downloadsOf(request, buyer.token, 12)).toBe(downloadsBefore + 1);
  await signIn(page, buyer);
  await page.goto('/marketplace/12');
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting Notes Summarizer' })).toBeVisible();

  await page.getByRole('tab', { name: 'Reviews' }).click();
  const reviews = page.getByRole('tabpanel', { name: 'Reviews' });
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.locator('label', { has: page.getByRole('radio', { name: '5 out of 5 stars', exact: true }) }).click();
  await form.getByLabel('Your review').fill('Every meeting summed up before I leave the room.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(reviews).toContainText('5.0 out of 5 · 1 review');

  // The confirmation e-mail the purchase toast promises was sent, with the order's line.
  await expect.poll(async () => (await mailTo(buyer.email)).join('\n')).toContain('Meeting Notes Summarizer');

  // The refund, from the payment's details: the first payment of a new account is PAY001.
  await page.goto('/payment-history');
  await page.getByRole('button', { name: 'View details of PAY001' }).click();
  const details = page.getByRole('dialog', { name: 'Payment PAY001' });
  await details.getByRole('button', { name: 'Request refund' }).click();
  await expect(details.getByRole('group', { name: /^Refund \$.+ for PAY001\?$/ })).toContainText('Meeting Notes Summarizer will leave My Bots');
  await details.getByRole('button', { name: 'Confirm Refund' }).click();
  await expect(details.getByRole('status')).toContainText('PAY001 has been refunded');
  await details.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('refunded');
  expect(await downloadsOf(request, buyer.token, 12)).toBe(downloadsBefore);

  // Gone from My Bots; the bot can be bought again; the review is still the author's, to delete but no longer to edit.
  await page.goto('/my-bots');
  await expect(page.getByText('No bots found')).toBeVisible();
  await page.goto('/marketplace/12');
  await expect(page.getByRole('complementary', { name: 'Buy' }).getByRole('button', { name: 'Buy Now' })).toBeVisible();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(reviews.getByRole('listitem')).toHaveCount(1);
  await expect(reviews.getByRole('button', { name: 'Edit your review' })).toHaveCount(0);
  await reviews.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete your review?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(reviews).toContainText('No reviews yet');
});

test('subscribe to Basic, reach its five active bots, upgrade to Team Monthly and switch the sixth on', async ({ page, request }) => {
  // The page's clock, so payForPlanOnPage moves past the payment's processing wait.
  await page.clock.install();
  test.slow();
  const account = await createAccount(request);
  await addSampleBots(request, account);
  // Basic is paid through the API (the payment page is plans-dashboard.spec.ts's flow); the upgrade
  // below goes through the pages, from the limit's notice.
  await payForPlan(request, account, 'basic-monthly');
  await signIn(page, account);

  await page.goto('/my-bots');
  await expect(page.getByText('3 of 5 active bots on the Basic Monthly plan')).toBeVisible();
  const switchesOff = page.getByRole('list', { name: 'Bots' }).getByRole('button', { pressed: false, name: / active$/ });
  await expect(switchesOff).toHaveCount(3);
  for (const remaining of [2, 1]) {
    await switchesOff.first().click();
    await expect(switchesOff).toHaveCount(remaining);
  }
  await expect(page.getByText('5 of 5 active bots on the Basic Monthly plan')).toBeVisible();
  const sixth = (await switchesOff.first().getAttribute('aria-label'))!;
  await switchesOff.first().click();
  const notice = page.getByTestId('plan-limit-notice');
  await expect(notice).toContainText('Active bot limit reached. Your Basic Monthly plan has 5 active bots');
  await expect(notice).toContainText('Team Monthly has 25 active bots');
  await expect(page.getByRole('button', { name: sixth, exact: true })).toHaveAttribute('aria-pressed', 'false');

  await notice.getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await page.getByRole('button', { name: 'Subscribe to Team Monthly' }).click();
  await page.getByRole('alertdialog', { name: 'Change your plan?' }).getByRole('button', { name: 'Switch to Team Monthly' }).click();
  await payForPlanOnPage(page, 'team-monthly');

  await page.goto('/my-bots');
  await page.getByRole('button', { name: sixth, exact: true }).click();
  await expect(page.getByRole('button', { name: sixth, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('6 of 25 active bots on the Team Monthly plan')).toBeVisible();
  await expect(page.getByTestId('plan-limit-notice')).toHaveCount(0);
});
