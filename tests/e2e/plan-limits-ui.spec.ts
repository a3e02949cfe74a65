import { addSampleBots, createAccount, expect, signIn, test } from './fixtures';

test('Free allowance: a fourth bot switched on is refused where it was switched, with the plans a keypress away', async ({ page, request }) => {
  const account = await createAccount(request);
  // The six samples, three of them on: the Free allowance's 3 active bots are used.
  await addSampleBots(request, account);
  await signIn(page, account);
  await page.goto('/my-bots');
  await expect(page.getByText('3 of 3 active bots on the Free allowance')).toBeVisible();

  const off = page.getByRole('list', { name: 'Bots' }).getByRole('button', { pressed: false, name: / active$/ }).first();
  const name = (await off.getAttribute('aria-label'))!;
  await off.click();
  const notice = page.getByTestId('plan-limit-notice');
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('is still off. Active bot limit reached. Your Free allowance has 3 active bots');
  // The switch is back off, and no toast took the message away.
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false');
  const link = notice.getByRole('link', { name: 'See the plans' });
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/subscriptions$/);
});
