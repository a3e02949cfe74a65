import { createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';

test('a signed-in user reaches the dashboard from a deep link, a signed-out one is sent to /login', async ({ page, request }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  const account = await createAccount(request);
  await signIn(page, account);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Hi, ${account.name}`)).toBeVisible();
  await expectNoAxeViolations(page);
});
