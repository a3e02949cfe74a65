import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The links of the page's header (its banner) apart from the logo, which leads home. */
async function headerLinks(page: Page): Promise<string[]> {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const links = await banner.getByRole('link').evaluateAll((elements) =>
    elements
      .filter((element) => !['/', '/home'].includes(element.getAttribute('href') ?? '') && (element as HTMLElement).offsetParent !== null)
      .map((element) => element.textContent?.trim() ?? ''),
  );
  return links;
}

test.describe('one header for a visitor', () => {
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${size.width}×${size.height} the landing page, About and Docs offer the same links`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      const landing = await headerLinks(page);
      expect(landing).toEqual(['About Us', 'Documentation', 'Sign in', 'Register']);
      for (const path of ['/about-us', '/documents/overview']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await headerLinks(page), path).toEqual(landing);
        // None of the app's pages, which would only bounce a visitor to the login page.
        for (const name of ['Marketplace', 'My Bots', 'Sequences', 'Dashboard']) {
          await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toHaveCount(0);
        }
      }
    });
  }

  test('at 390×844 the menu on About offers the public pages and signing in, not the app', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    for (const name of ['About Us', 'Documentation', 'Sign in', 'Register']) await expect(menu.getByRole('link', { name })).toBeVisible();
    for (const name of ['Marketplace', 'My Bots', 'Sequences', 'Dashboard']) await expect(menu.getByRole('link', { name })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL(/\/documents\/overview$/);
  });
});

test.describe('contact', () => {
  test('Contact us on About leads to real contact details', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/about-us');
    await page.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/home#contact$/);
    const contact = page.getByRole('region', { name: 'Contact' });
    await expect(contact).toBeInViewport();
    await expect(contact.getByRole('link', { name: 'hello@botflow.dev' })).toHaveAttribute('href', 'mailto:hello@botflow.dev');
    await expect(contact.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', /^mailto:hello@botflow\.dev\?subject=/);
  });

  test('get in touch and the footer Contact link lead to the same details', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('link', { name: 'get in touch' }).click();
    await expect(page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: 'hello@botflow.dev' })).toBeInViewport();
    await page.goto('/documents/overview');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: 'hello@botflow.dev' })).toBeInViewport();
  });

  for (const size of [
    { width: 1280, height: 720 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${size.width}×${size.height} About's three closing actions share one line`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/about-us');
      const cta = page.getByRole('region', { name: 'Ready to automate?' });
      const tops = await Promise.all(
        ['Create your account', 'Read the documentation', 'Contact us'].map(async (name) => (await cta.getByRole('link', { name }).boundingBox())!.y),
      );
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
    });
  }
});
