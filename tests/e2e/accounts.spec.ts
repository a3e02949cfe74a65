import { createAccount, expect, signIn, test } from './fixtures';

const uniqueEmail = () => `e2e-${crypto.randomUUID()}@botflow.test`;

test.describe('registering and signing in', () => {
  test('registering lands on the dashboard, signed in', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password').fill('cobol-1959');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await expect(page.getByText('Registration Successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Hi, Grace' })).toBeVisible();
  });

  test('a short password is refused with a toast and nothing is sent', async ({ page }) => {
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/auth/register')) registrations.push(request.url());
    });
    await page.goto('/register');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password Too Short')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    expect(registrations).toEqual([]);
  });

  test('a wrong password shows the login failure toast, keeps the form and leaves focus on Sign in', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    // Not on <body>, where the busy button dropped it.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  });

  test('signing in from a protected deep link returns to it, and signing out goes home', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/change-password');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login Successful!')).toBeVisible();
    await expect(page.getByText(`Welcome back ${account.name} ${account.lastname}`)).toBeVisible();
    await expect(page).toHaveURL(/\/change-password$/);
    // The login page was replaced in the history.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login$/);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: `Hi, ${account.name}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
});

test.describe('profile', () => {
  test('edits and saves, and Cancel restores the last loaded values', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('Admin', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByLabel('First Name').fill('Augusta');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile Updated!')).toBeVisible();
    await expect(page.getByText('Augusta', { exact: true })).toBeVisible();
    // The navigation bar follows the saved name.
    await expect(page.getByRole('button', { name: 'Hi, Augusta' })).toBeVisible();

    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByLabel('First Name').fill('Somebody Else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Augusta', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('Augusta');

    await page.reload();
    await expect(page.getByText('Augusta', { exact: true })).toBeVisible();
  });
});

test.describe('changing the password', () => {
  test('refuses a mismatched confirmation, then a wrong current password, then succeeds', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto('/change-password');
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
    await page.getByLabel('Confirm new password').fill('brand-new-secrex');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Current password').fill('wrong-current');
    await page.getByLabel('Confirm new password').fill('brand-new-secret');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password Change Failed')).toBeVisible();
    // The red notice carries the server's own message (server/routes/v1/auth.ts), not the fallback.
    await expect(page.getByText('Current password is incorrect', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/change-password$/);

    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password Changed Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    const relogin = await request.post('/v1/auth/login', { data: { email: account.email, password: 'brand-new-secret' } });
    expect(relogin.status()).toBe(200);
  });

  test('a session revoked by a password change elsewhere is sent to /login on its next call', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: `Hi, ${account.name}` })).toBeVisible();

    // Another device signs in and changes the password, which revokes every other session.
    const other = await request.post('/v1/auth/login', { data: { email: account.email, password: account.password } });
    const { access_token: otherToken } = (await other.json()) as { access_token: string };
    const change = await request.post('/v1/auth/change-password', {
      headers: { Authorization: otherToken },
      data: { current_password: account.password, new_password: 'changed-elsewhere' },
    });
    expect(change.status()).toBe(200);

    await page.getByRole('button', { name: `Hi, ${account.name}` }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    // The profile screen reports its own failure in the spec's words before the guard moves on.
    const toast = page.getByTestId('toast');
    await expect(toast.getByText('Error Loading Profile')).toBeVisible();
    await expect(toast.getByText('Authentication failed. Please login again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
});
