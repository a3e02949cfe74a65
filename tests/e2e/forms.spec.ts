import type { Page } from '@playwright/test';
import { createAccount, expect, signIn, test } from './fixtures';

/** Forms speak in the spec's words under their fields, and focus lands where the user works. */

const cardOf = (page: Page, heading: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: heading, level: 1 }) });

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('an empty login names the missing fields in our words, sends nothing, and the card does not move', async ({ page }) => {
      const logins: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/v1/auth/login')) logins.push(request.url());
      });
      await page.goto('/login');
      const card = cardOf(page, 'Login Page');
      await expect(card).toBeVisible();
      const before = await card.boundingBox();
      const buttonBefore = await page.getByRole('button', { name: 'Sign in' }).boundingBox();

      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expect(page.getByText('Password is required')).toBeVisible();
      // Not the browser's bubble: the form does not validate natively, so nothing native is invalid.
      expect(await page.locator('form').evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);
      expect(await page.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('');
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Email')).toBeFocused();
      expect(logins).toEqual([]);

      // The card keeps its place and size (it jumped 25 px), and so does the button under the fields.
      expect(await card.boundingBox()).toEqual(before);
      expect(await page.getByRole('button', { name: 'Sign in' }).boundingBox()).toEqual(buttonBefore);
    });

    test('an empty registration names every field and the card keeps its place', async ({ page }) => {
      await page.goto('/register');
      const card = cardOf(page, 'Create your account');
      await expect(card).toBeVisible();
      const before = await card.boundingBox();
      await page.getByRole('button', { name: 'Create account' }).click();
      for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Password is required']) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(page.getByLabel('First name')).toBeFocused();
      expect(await card.boundingBox()).toEqual(before);
    });
  });
}

test.describe('server validation errors', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("the server's refusal of an e-mail shows under the field, not as a toast", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('ada@botflow');
    await page.getByLabel('Password').fill('correct-horse-42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Login Failed')).toHaveCount(0);
    await expect(page.getByText(/email: /)).toHaveCount(0);
  });

  test("register leaves the e-mail's format to the server, whose message shows under the field", async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@botflow');
    await page.getByLabel('Password').fill('correct-horse-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Registration Failed')).toHaveCount(0);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the profile form opens on its first field, shows the refused name under it, and gives focus back after saving', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByLabel('First Name')).toBeFocused();
    await expect(page.getByLabel('First Name')).toHaveAttribute('maxlength', '50');

    await page.getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    // Focus waits where the message is, not on <body> where the busy Save button left it.
    await expect(page.getByLabel('First Name')).toBeFocused();
    await expect(page.getByText('Update Failed')).toHaveCount(0);
    await expect(page.getByText('name: First name is required')).toHaveCount(0);

    await page.getByLabel('First Name').fill('Augusta');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile Updated!')).toBeVisible();
    // Focus is not dropped on <body>: it returns to the button that opened the form.
    await expect(page.getByRole('button', { name: 'Update Profile' })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
  });

  test('the add-sequence title stops at the 50 characters of the spec', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto('/sequences/add-sequence');
    await page.getByLabel('Title').pressSequentially('A'.repeat(64));
    await expect(page.getByLabel('Title')).toHaveValue('A'.repeat(50));
    await page.getByRole('button', { name: 'Create Sequence' }).click();
    await expect(page.getByText('Sequence Created!')).toBeVisible();
    await expect(page.getByText('Creation Failed')).toHaveCount(0);
  });
});

test.describe('change password and register', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('empty change-password fields are named as required, the confirmation included', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto('/change-password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Current password is required', { exact: true })).toBeVisible();
    await expect(page.getByText('New password is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Confirm new password is required', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/must be at least 6 characters/)).toHaveCount(0);
  });

  test('the Password Too Short toast goes once the password is fixed and the form is sent', async ({ page }) => {
    // The registration is held until the test has looked, so no later toast can replace the warning.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/auth/register', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/register');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(`e2e-${crypto.randomUUID()}@botflow.test`);
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password Too Short')).toBeVisible();

    await page.getByLabel('Password').fill('cobol-1959');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await expect(page.getByText('Password Too Short')).toHaveCount(0);
    release();
    await expect(page.getByText('Registration Successful!')).toBeVisible();
  });
});

test.describe('focus', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('opening the assistant drawer puts focus in its message field', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open assistant' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await page.keyboard.type('Hello Flo');
    await expect(page.getByText('9/500')).toBeVisible();
  });

  test('the Edit Sequence dialog opens on its title, which stops at 50 characters', async ({ page, request }) => {
    const account = await createAccount(request);
    const created = await request.post('/v1/sequences/sequences', { headers: { Authorization: account.token }, data: { title: 'Morning Report', description: '', items: [] } });
    expect(created.status()).toBe(201);
    await signIn(page, account);
    await page.goto('/sequences');
    await page.getByRole('button', { name: 'Edit Morning Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Sequence' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' and more'.repeat(8));
    await expect(dialog.getByLabel('Title')).toHaveValue(('Morning Report' + ' and more'.repeat(8)).slice(0, 50));
  });
});
