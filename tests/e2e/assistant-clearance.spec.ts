import type { Page } from '@playwright/test';
import { addSampleBots, createAccount, expect, signIn, test } from './fixtures';

/**
 * No control under Flo (D96): the assistant's button and hint float at the bottom
 * right with no band behind them (spec 01: a floating button), so content scrolls under them while
 * more of the page is below; at the end of the page no control lies under them, the footer's links
 * end clear of them, and a control reached with the keyboard is scrolled clear of them, at 1280×720,
 * 1440×900 and 390×844.
 */
const sizes = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const CONTROLS = 'a[href], button, input, select, textarea, [role="switch"], [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * Controls that the launcher or the hint cover: a point of the control that would be visible were
 * the launcher and the hint not there, but lies under one of them. A control hidden by something
 * else (scrolled under the sticky header) does not count: the launcher is not what hides it.
 */
async function controlsUnderTheAssistant(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    // A switch's input is visually hidden inside its label, which is what the user sees.
    const shownPart = (control: Element) => control.closest('label') ?? control;
    const launcher = document.querySelector<HTMLElement>('[aria-label="Open assistant"]');
    const hint = document.querySelector<HTMLElement>('[data-testid="assistant-hint"]');
    const overlays = [launcher, hint].filter((element): element is HTMLElement => element !== null);
    const boxes = overlays.map((element) => element.getBoundingClientRect());
    const candidates: { name: string; element: Element; points: [number, number][] }[] = [];
    for (const control of document.querySelectorAll(selector)) {
      if (overlays.some((overlay) => overlay.contains(control))) continue;
      const shown = shownPart(control);
      const rect = shown.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const points: [number, number][] = [];
      for (const box of boxes) {
        const left = Math.max(rect.left, box.left);
        const right = Math.min(rect.right, box.right);
        const top = Math.max(rect.top, box.top);
        const bottom = Math.min(rect.bottom, box.bottom);
        if (right - left < 1 || bottom - top < 1) continue;
        for (const fx of [0.1, 0.5, 0.9]) for (const fy of [0.1, 0.5, 0.9]) points.push([left + (right - left) * fx, top + (bottom - top) * fy]);
      }
      const name = `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`;
      if (points.length > 0) candidates.push({ name, element: shown, points });
    }
    // What would be seen at those points without the launcher and the hint.
    for (const overlay of overlays) overlay.style.visibility = 'hidden';
    const covered = candidates
      .filter(({ element, points }) =>
        points.some(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return hit !== null && (element.contains(hit) || hit.contains(element));
        }),
      )
      .map(({ name }) => name);
    for (const overlay of overlays) overlay.style.visibility = '';
    return covered;
  }, CONTROLS);
}

/**
 * Controls in the lower half of the window whose centre something else is drawn over: at the end of
 * the page nothing may be (the upper half is where the sticky header hides what scrolled past).
 */
async function hiddenControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    // A switch's input is visually hidden inside its label, which is what the user sees.
    const shownPart = (control: Element) => control.closest('label') ?? control;
    const hidden: string[] = [];
    for (const control of document.querySelectorAll(selector)) {
      const shown = shownPart(control);
      const rect = shown.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.top + rect.height / 2 < innerHeight / 2 || rect.top >= innerHeight) continue;
      if (getComputedStyle(shown).visibility === 'hidden') continue;
      const hit = document.elementFromPoint(rect.left + rect.width / 2, Math.min(rect.top + rect.height / 2, innerHeight - 1));
      if (hit && !shown.contains(hit) && !hit.contains(shown)) hidden.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return hidden;
  }, CONTROLS);
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight - innerHeight));
}

for (const size of sizes) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    for (const path of ['/dashboard', '/subscriptions', '/about-us']) {
      test(`on ${path} the launcher and its hint cover no control, and the footer ends clear of them`, async ({ page, request }) => {
        const account = await createAccount(request);
        // The dashboard's activity is the account's bots: with the six samples it is as full as the demo's.
        if (path === '/dashboard') await addSampleBots(request, account);
        await signIn(page, account);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/subscriptions') await expect(page.getByTestId('plan-card').first()).toBeVisible();
        if (path === '/dashboard') await expect(page.getByTestId('activity-item').first()).toBeVisible();
        // The hint shows for 3 s after the route change: measured while it is up.
        if (path !== '/about-us') await expect(page.getByTestId('assistant-hint')).toBeVisible();
        await scrollToEnd(page);
        expect(await controlsUnderTheAssistant(page)).toEqual([]);
        await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact' })).toBeInViewport({ ratio: 1 });
        expect(await hiddenControls(page)).toEqual([]);
      });
    }

    test('on the dashboard a control reached with the keyboard is never under the assistant', async ({ page, request }) => {
      const account = await createAccount(request);
      await addSampleBots(request, account);
      await signIn(page, account);
      await page.goto('/dashboard');
      await expect(page.getByTestId('activity-item').first()).toBeVisible();
      const toggle = page.getByTestId('activity-item').first().getByRole('switch');
      await toggle.focus();
      await expect(page.getByTestId('assistant-hint')).toBeVisible();
      // Every stop of the tab order is drawn where the user can see it.
      for (let stop = 0; stop < 40; stop += 1) {
        await page.keyboard.press('Tab');
        const seen = await page.evaluate(() => {
          const focused = document.activeElement;
          if (!focused || focused === document.body) return true;
          const shown = focused.closest('label') ?? focused;
          const rect = shown.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return hit !== null && (shown.contains(hit) || hit.contains(shown));
        });
        expect(seen, `tab stop ${stop}`).toBe(true);
      }
    });
  });
}
