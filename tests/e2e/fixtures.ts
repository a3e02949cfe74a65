import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { sampleBots } from '../../server/bots/sample-bots';
import { wcagAxe } from './axe';
import type { User } from '../../src/domain/account/user';

export { expect };

export interface Account {
  email: string;
  password: string;
  name: string;
  lastname: string;
  token: string;
  user: User;
}

/** Registers a fresh user through the real API; every test gets its own account. */
export async function createAccount(request: APIRequestContext, overrides: Partial<Pick<Account, 'name' | 'lastname' | 'password'>> = {}): Promise<Account> {
  const details = {
    name: overrides.name ?? 'Ada',
    lastname: overrides.lastname ?? 'Lovelace',
    email: `e2e-${randomUUID()}@botflow.test`,
    password: overrides.password ?? 'correct-horse-42',
  };
  const response = await request.post('/v1/auth/register', { data: details });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { access_token: string; user: User };
  return { ...details, token: body.access_token, user: body.user };
}

/**
 * D83: a new account has no bots; the six samples are the demo account's. Tests that need bots
 * to work with add the same six through the API, as a user could: each added, edited to the sample's
 * figures and switched on when the sample is. None has run.
 */
export async function addSampleBots(request: APIRequestContext, account: Pick<Account, 'token'>): Promise<void> {
  const headers = { Authorization: account.token };
  for (const sample of sampleBots) {
    const added = await request.post('/v1/bots', { headers, data: { title: sample.title, description: sample.description, priority: sample.priority, notes: sample.notes } });
    expect(added.status(), await added.text()).toBe(201);
    const { id } = (await added.json()) as { id: number };
    const edit = { ...sample, image: '', price: sample.priceCents / 100, tags: sample.tags.join(', ') };
    const edited = await request.put(`/v1/bots/${id}`, {
      headers,
      data: { title: edit.title, description: edit.description, image: '', author: edit.author, rating: edit.rating, downloads: edit.downloads, price: edit.price, priority: edit.priority, tags: edit.tags, configure: edit.configure, notes: edit.notes },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    if (sample.isActive) expect((await request.patch(`/v1/bots/${id}`, { headers, data: { isActive: true } })).status()).toBe(200);
  }
}

/** A test card the test provider pays with (D84). */
export const payingCard = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'Ada Lovelace' } as const;

/** One purchase through the checkout API with the paying card, as the app's payment forms send it. */
async function checkoutThroughApi(request: APIRequestContext, account: Pick<Account, 'token' | 'email'>, purchase: Record<string, unknown>, key: string): Promise<void> {
  const paid = await request.post('/v1/checkout', {
    headers: { Authorization: account.token },
    data: { ...purchase, idempotency_key: `${key}-${account.email}`, method: 'card', card: payingCard },
  });
  expect(paid.status(), await paid.text()).toBe(201);
}

/**
 * Pays for a plan through the checkout, as /payment does, so its limits apply (D85): the tests
 * that switch more than the Free allowance's three bots on hold Pro Annual.
 */
export async function payForPlan(request: APIRequestContext, account: Pick<Account, 'token' | 'email'>, planId = 'pro-annual'): Promise<void> {
  await checkoutThroughApi(request, account, { purpose: 'plan', plan_id: planId }, `plan-${planId}`);
}

/**
 * Buys a marketplace bot through the checkout API, without the checkout modal's 3 s processing wait:
 * for tests whose flow starts after the purchase (reviews, refunds). The modal itself is
 * purchase.spec.ts's. The server sends the confirmation e-mail as it does for the modal.
 */
export async function buyBot(request: APIRequestContext, account: Pick<Account, 'token' | 'email'>, botId: number): Promise<void> {
  await checkoutThroughApi(request, account, { purpose: 'bot', bot_id: botId }, `bot-${botId}`);
}

/** Stores the account's session the way the app does, before any of the app's scripts run. */
export async function signIn(page: Page, account: Pick<Account, 'token' | 'user'>): Promise<void> {
  await page.addInitScript(
    ([token, user]) => {
      // Only on the first load of the test: a later sign-out must stay signed out across reloads.
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', 'yes');
      localStorage.setItem('access_token', token);
      localStorage.setItem('user_data', JSON.stringify(user));
    },
    [account.token, account.user] as const,
  );
}

/**
 * Runs axe with the WCAG 2 A and AA rules on what the page shows once it is steady: text still
 * fading in is at part opacity, whose contrast axe measures against the page behind it. Seen twice
 * in CI: the designer's first-visit assistant opening as the open settled, and the Flo hint bubble
 * appearing while axe ran. So the check waits for finite animations to end, and a check during
 * which an animation or transition started is made again once it has ended (at most three times).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A first visit's designer opens its assistant when the open settles (open-gate.ts): check after it.
  if ((await page.locator('.react-flow').count()) > 0) await expect(page.locator('[data-designer-open-settled]')).toHaveCount(1);
  let summary: string[] = [];
  for (let attempt = 1; attempt <= 3; attempt++) {
    await page.evaluate(animationsSettled);
    const results = await wcagAxe(page).analyze();
    summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    const movedDuringCheck = await page.evaluate(() => (window as { axeSawMotion?: boolean }).axeSawMotion === true);
    if (summary.length === 0 || !movedDuringCheck) break;
  }
  expect(summary).toEqual([]);
}

/** In the page: resolves when its finite animations have ended, and from then notes any that starts. */
const animationsSettled = async () => {
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
  const marked = window as { axeSawMotion?: boolean; axeMotionWatched?: boolean };
  marked.axeSawMotion = false;
  if (marked.axeMotionWatched) return;
  marked.axeMotionWatched = true;
  const sawMotion = () => (marked.axeSawMotion = true);
  for (const type of ['animationstart', 'transitionstart']) document.addEventListener(type, sawMotion, true);
};

/**
 * Chromium logs every non-2xx response as "Failed to load resource"; those are the HTTP answers the
 * tests provoke on purpose (a wrong password's 401). Anything else on the console is a defect.
 */
const networkStatusLog = /^Failed to load resource: the server responded with a status of \d{3}/;

export const test = base.extend<{ failOnConsoleErrors: void; axeOnLastPage: void }>({
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !networkStatusLog.test(message.text())) problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  // Every test ends with an axe check of the page it left the browser on (so every page visited
  // is checked); tests call expectNoAxeViolations themselves for the pages they pass through.
  axeOnLastPage: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !page.url().startsWith('http')) return;
      await expectNoAxeViolations(page);
    },
    { auto: true },
  ],
});
