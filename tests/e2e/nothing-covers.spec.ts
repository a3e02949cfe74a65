import type { Page } from '@playwright/test';
import { addSampleBots, createAccount, expect, signIn, test } from './fixtures';
import { createSequence } from './designer-fixtures';
import { startToEnd } from './workflow-fixtures';

/**
 * Nothing covers a control (D96): at three window sizes, no fixed or floating element
 * (a toast, Flo's launcher, a panel) lies over an interactive control of the page it sits on. For
 * every visible control the point at its centre must hit the control itself (or something inside
 * it); a control behind an open modal (the page is inert then) or scrolled out of its own scroll
 * box is not on screen to be covered, and is skipped. A toast is showing during every check.
 */

const sizes = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** What lies over a control: its description, and the description of what the centre point hits. */
interface Covered {
  control: string;
  coveredBy: string;
}

/** Runs in the page: the controls whose centre another element hides. */
function coveredControls(): Covered[] {
  const interactive = [
    'button',
    'a[href]',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="switch"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="tab"]',
    '[role="menuitem"]',
    '[role="option"]',
    '[role="slider"]',
    '.react-flow__node',
    '.react-flow__minimap',
  ].join(',');
  const describe = (element: Element): string => {
    const name = element.getAttribute('aria-label') ?? element.getAttribute('data-testid') ?? (element.textContent ?? '').trim().slice(0, 40);
    const classes = typeof element.className === 'string' ? element.className.split(' ').slice(0, 2).join('.') : '';
    return `<${element.tagName.toLowerCase()}${classes ? ` .${classes}` : ''}> "${name}"`;
  };
  /** The part of the element its scrolling or clipping ancestors leave on screen. */
  const visibleRect = (element: Element) => {
    const rect = element.getBoundingClientRect();
    let { left, top, right, bottom } = rect;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const box = parent.getBoundingClientRect();
        if (style.overflowX !== 'visible') {
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
        if (style.overflowY !== 'visible') {
          top = Math.max(top, box.top);
          bottom = Math.min(bottom, box.bottom);
        }
      }
      if (style.position === 'fixed') break;
    }
    left = Math.max(left, 0);
    top = Math.max(top, 0);
    right = Math.min(right, window.innerWidth);
    bottom = Math.min(bottom, window.innerHeight);
    return { left, top, right, bottom };
  };
  const header = document.querySelector('body > #root header, header[role="banner"], #root > div > header');
  const scrolled = window.scrollY > 0;
  const canScrollFurther = window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1;
  const found: Covered[] = [];
  for (const control of Array.from(document.querySelectorAll(interactive))) {
    if (control.closest('[aria-hidden="true"], [inert]')) continue;
    if (control.closest('.react-flow__node') && !control.matches('.react-flow__node')) continue;
    const style = getComputedStyle(control);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
    const rect = control.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) continue;
    const visible = visibleRect(control);
    if (visible.right - visible.left < 2 || visible.bottom - visible.top < 2) continue;
    // The centre of what is on screen of it: a control half scrolled out is still pressed there.
    const x = (visible.left + visible.right) / 2;
    const y = (visible.top + visible.bottom) / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit === control || control.contains(hit)) continue;
    // A label wrapping an input (a switch, a checkbox) is the control's own surface.
    if (hit.contains(control) && (hit.tagName === 'LABEL' || hit.closest('label') === control.closest('label'))) continue;
    // Scrolled under the sticky site header: scrolled away, not covered.
    if (scrolled && header && header.contains(hit) && !header.contains(control)) continue;
    // The floating row at the bottom (the launcher, its hint, a toast) stands over the page's bottom
    // edge as the fold does: what the page can still scroll up out of it is below the fold, not
    // covered. At the end of the page (checked too) nothing may be under it.
    const floatingRow = hit.closest('[data-testid="toast"], [aria-label="Open assistant"], [data-testid="assistant-hint"]');
    if (floatingRow && canScrollFurther && !document.querySelector('[data-full-window]')) continue;
    found.push({ control: describe(control), coveredBy: describe(hit) });
  }
  return found;
}

async function expectNothingCovered(page: Page, where: string) {
  const toPageTop = await page.evaluate(coveredControls);
  expect.soft(toPageTop, `${where}: controls covered`).toEqual([]);
}

/** Both the first screen and the end of the page: the launcher must leave the last control free. */
async function expectNothingCoveredScrolled(page: Page, where: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNothingCovered(page, `${where} (top)`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectNothingCovered(page, `${where} (end)`);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A toast that stays: focus inside it pauses its timer (spec 01 §9's pause on focus). */
async function holdToast(page: Page) {
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  await toast.getByRole('button').first().focus();
}

/** Client-side navigation, as a link does: the toast region lives above the routes and keeps the toast. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const shot = (page: Page, name: string, size: { width: number }) =>
  process.env.LAYOUT_SHOTS ? page.screenshot({ path: `${process.env.LAYOUT_SHOTS}/${name}-${size.width}.png` }) : Promise.resolve();

for (const size of sizes) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size, reducedMotion: 'reduce' });

    test('the layout pages: a toast and the launcher cover nothing, at the top of the page and at its end', async ({ page, request }) => {
      const account = await createAccount(request);
      await addSampleBots(request, account);
      await signIn(page, account);
      await page.goto('/marketplace');
      await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
      await page.getByRole('button', { name: 'Add AI Support Triage to favorites' }).click();
      await holdToast(page);
      await shot(page, 'marketplace-toast', size);
      await expectNothingCoveredScrolled(page, 'marketplace');

      const pages = [
        { path: '/dashboard', name: 'dashboard', ready: page.getByRole('heading', { level: 1 }) },
        { path: '/my-bots', name: 'my-bots', ready: page.getByRole('heading', { level: 1, name: 'My Bots' }) },
        { path: '/sequences', name: 'sequences', ready: page.getByRole('heading', { level: 1 }) },
        { path: '/payment', name: 'payment', ready: page.getByRole('heading', { level: 1 }) },
        { path: '/payment-history', name: 'payment-history', ready: page.getByRole('heading', { level: 1 }) },
      ];
      for (const { path, name, ready } of pages) {
        await navigateInApp(page, path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(ready).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByTestId('toast')).toBeVisible();
        await shot(page, name, size);
        await expectNothingCoveredScrolled(page, name);
      }
    });

    test('the marketplace with the cart drawer open and a toast', async ({ page, request }) => {
      const account = await createAccount(request);
      await signIn(page, account);
      await page.goto('/marketplace');
      await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
      await page.getByRole('button', { name: 'Add Lead Capture Pro to cart' }).click();
      await page.getByRole('button', { name: 'Add AI Support Triage to cart' }).click();
      await page.getByRole('button', { name: /^Cart, / }).first().click();
      const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
      await expect(cart).toBeVisible();
      await expect(page.getByTestId('toast')).toBeVisible();
      await shot(page, 'cart', size);
      await expectNothingCovered(page, 'cart drawer');
    });

    test("a sequence's designer with the run panel open, the properties panel and a toast", async ({ page, request }) => {
      const account = await createAccount(request);
      await createSequence(request, account, 'Covering Check', startToEnd);
      await signIn(page, account);
      await page.goto('/sequences/covering-check');
      await expect(page.getByRole('heading', { level: 1, name: 'Covering Check' })).toBeVisible();
      // A first visit: the assistant opens once the canvas has painted (D109), and the shot shows it.
      const closeAssistant = page.getByRole('button', { name: 'Close assistant' });
      await expect(closeAssistant).toBeVisible();
      await shot(page, 'designer-first-visit', size);
      await closeAssistant.click();
      const runPanel = page.getByRole('region', { name: /^Run: / });
      if (size.width < 768) {
        // On a phone the run's panel takes the stage (the canvas waits hidden behind it): the toast is checked on the canvas first.
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await holdToast(page);
        await expectNothingCovered(page, 'designer with a toast');
        await page.getByRole('button', { name: 'Run', exact: true }).click();
        await expect(runPanel.getByRole('status', { name: 'Run status: Completed' })).toBeVisible({ timeout: 20_000 });
        await shot(page, 'designer-run', size);
        await expectNothingCovered(page, 'designer with the run panel');
        return;
      }
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await expect(runPanel).toBeVisible();
      await expect(runPanel.getByRole('status', { name: 'Run status: Completed' })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await holdToast(page);
      await shot(page, 'designer-run', size);
      await expectNothingCovered(page, 'designer with the run panel');
      // A selected node opens Bot Properties beside the run panel: the two share the stage.
      await page.locator('.react-flow__node[data-id="node-2"]').click();
      await expect(page.getByRole('heading', { name: 'Bot Properties' })).toBeVisible();
      await holdToast(page).catch(() => undefined);
      await shot(page, 'designer-run-properties', size);
      await expectNothingCovered(page, 'designer with the run and properties panels');
    });
  });
}
