import { createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { mailTo } from './mail-fixtures';

/** The reset link in the newest e-mail to the address, once it has come. */
async function resetLinkSentTo(address: string): Promise<string> {
  await expect.poll(async () => (await mailTo(address)).length, { message: `a reset e-mail to ${address}` }).toBeGreaterThan(0);
  const text = (await mailTo(address)).at(-1)!;
  const link = /http:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  return link!;
}

test.describe('forgetting and resetting a password', () => {
  test('forget → read the link in the e-mail → reset → sign in with the new password; the old sessions end and the link works once', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/login');
    // By keyboard, as far as the confirmation.
    await page.getByRole('link', { name: 'Forgot password?' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await page.getByLabel('Email').focus();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists for' })).toBeFocused();
    await expectNoAxeViolations(page);

    const link = await resetLinkSentTo(account.email);
    expect(link.startsWith(`${new URL(page.url()).origin}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
    await page.getByLabel('Confirm new password').fill('brand-new-secret');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeFocused();
    await expectNoAxeViolations(page);

    // Every session of the account has ended; the old password no longer signs in.
    expect((await request.get('/v1/users/me', { headers: { authorization: account.token } })).status()).toBe(401);
    expect((await request.post('/v1/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(401);

    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('brand-new-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login Successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link a second time: signed in, the page still opens, and says the link is spent.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-secret');
    await page.getByLabel('Confirm new password').fill('another-secret');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Link No Longer Valid' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'This password reset link has expired or has already been used. Please ask for a new one.' })).toBeFocused();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    // Still signed in (the spent link changed nothing): the signed-out-only page sends the user on.
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an address without an account gets the same confirmation, and no e-mail', async ({ page }) => {
    const nobody = `e2e-nobody-${crypto.randomUUID()}@botflow.test`;
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists for' })).toContainText(
      `If an account exists for ${nobody}, we have sent it a link to reset the password. The link is valid for 30 minutes and works once.`,
    );
    expect(await mailTo(nobody)).toEqual([]);
  });

  test('a signed-in user who resets from a link is signed out here too', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: `Hi, ${account.name}` })).toBeVisible();
    expect((await request.post('/v1/auth/forgot-password', { data: { email: account.email } })).status()).toBe(204);
    await page.goto(await resetLinkSentTo(account.email));
    await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
    await page.getByLabel('Confirm new password').fill('brand-new-secret');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
