import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** The page's path (and query/hash) is exactly `path`, whatever the host and port. */
function atPath(path: string): RegExp {
  return new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

async function bodyOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).overflow);
}

test.describe('routes and guards', () => {
  test('a signed-out visit to a protected route goes to /login', async ({ page }) => {
    for (const path of ['/dashboard', '/sequences/foo', '/marketplace', '/payment-history']) {
      await page.goto(path);
      await expect(page).toHaveURL(atPath('/login'));
    }
  });

  test('a signed-in user is bounced from /login and /register to /dashboard', async ({ page, request }) => {
    await signIn(page, await createAccount(request));
    await page.goto('/login');
    await expect(page).toHaveURL(atPath('/dashboard'));
    await page.goto('/register');
    await expect(page).toHaveURL(atPath('/dashboard'));
  });

  test('an unknown path redirects silently to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(atPath('/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Botflow' })).toBeVisible();
  });

  test('a documentation page loads directly from its URL', async ({ page }) => {
    await page.goto('/documents/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: /^Overview/ })).toHaveAttribute('aria-current', 'page');
  });

  test('an unknown documentation slug says so and links home', async ({ page }) => {
    await page.goto('/documents/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('The requested documentation page could not be found.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(atPath('/home'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Botflow' })).toBeVisible();
  });
});

test.describe('navigation bar', () => {
  test('signed in: the four links lead to their pages and the logo leads to /home', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = [
      ['Marketplace', '/marketplace'],
      ['My Bots', '/my-bots'],
      ['Sequences', '/sequences'],
      ['Dashboard', '/dashboard'],
    ] as const;
    for (const [name, href] of links) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

    for (const [name, href] of links) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(atPath(href));
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }

    await page.getByRole('banner').getByRole('link', { name: 'Botflow' }).click();
    await expect(page).toHaveURL(atPath('/home'));
  });

  test('signed out: Sign in and Register instead of the user menu', async ({ page }) => {
    await page.goto('/about-us');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(banner.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(banner.getByRole('button', { name: /^Hi, / })).toHaveCount(0);
  });

  test('the logo falls back to /logo.png when /images/logo.png does not load', async ({ page }) => {
    await page.route('**/images/logo.png', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/about-us');
    const logo = page.getByRole('banner').getByRole('link', { name: 'Botflow' }).locator('img');
    await expect(logo).toHaveAttribute('src', '/logo.png');
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
});

test.describe('user menu', () => {
  test('opens with the account pages, closes on a click outside, and navigates', async ({ page, request }) => {
    const account = await createAccount(request, { name: 'Grace' });
    await signIn(page, account);
    await page.goto('/about-us');

    const trigger = page.getByRole('button', { name: 'Hi, Grace' });
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Subscriptions', 'Payment', 'Payment History', 'Sales', 'Insights', 'Credentials', 'API Keys', 'Change Password', 'Logout']);
    await expectNoAxeViolations(page);

    // Far from the menu, on the page body.
    await page.mouse.click(10, 600);
    await expect(menu).toBeHidden();

    await trigger.click();
    await page.getByRole('menuitem', { name: 'Payment History' }).click();
    await expect(page).toHaveURL(atPath('/payment-history'));
    await expect(menu).toBeHidden();
  });

  test('Logout goes to /, clears the stored session and revokes the token', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto('/dashboard');

    await page.getByRole('button', { name: `Hi, ${account.name}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(atPath('/'));
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('user_data')])).toEqual([null, null]);
    await expect
      .poll(async () => (await request.get('/v1/users/me', { headers: { Authorization: account.token } })).status())
      .toBe(401);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(atPath('/login'));
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, locks body scroll while open, and closes', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto('/about-us');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav.getByRole('link')).toHaveText(['Marketplace', 'My Bots', 'Sequences', 'Dashboard']);
    await expect(page.locator('#mobile-menu').getByText(`Hi, ${account.name}`)).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobileNav).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileNav.getByRole('link', { name: 'Sequences' }).click();
    await expect(page).toHaveURL(atPath('/sequences'));
    await expect(mobileNav).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('signed out: offers Sign in and Register', async ({ page }) => {
    await page.goto('/documents/overview');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.locator('#mobile-menu');
    await expect(panel.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(panel.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});

test.describe('assistant', () => {
  test('the hint shows on the dashboard; the drawer greets once, on its first open', async ({ page, request }) => {
    const account = await createAccount(request);
    await signIn(page, account);
    await page.goto('/dashboard');
    await expect(page.getByTestId('assistant-hint')).toHaveText("I'm Flo, your AI Assistant. If you have questions, click on me.");

    await page.getByRole('button', { name: 'Open assistant' }).click();
    await expect(page.getByTestId('assistant-hint')).toBeHidden();
    const drawer = page.getByRole('dialog', { name: 'AI assistant' });
    const conversation = drawer.getByRole('log', { name: 'Conversation' });
    await expect(conversation.getByText(/^Hi, I'm Flo, your AI Assistant\./)).toHaveCount(1);
    await expect(conversation.getByText('Flo is typing...')).toBeHidden();
    await drawer.getByRole('textbox', { name: 'Message' }).fill('How do I chain two bots?');
    await expect(drawer.getByText('24/500')).toBeVisible();
    await expectNoAxeViolations(page);

    await drawer.getByRole('button', { name: 'Close assistant' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open assistant' }).click();
    await expect(conversation.getByText(/^Hi, I'm Flo, your AI Assistant\./)).toHaveCount(1);
  });
});

test('the landing, login and register pages load no designer code', async ({ page }) => {
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  for (const [path, heading] of [
    ['/', 'Welcome to Botflow'],
    ['/login', 'Login Page'],
    ['/register', 'Create your account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  for (const { url, body } of loaded) {
    expect(url).not.toMatch(/DesignerScreen/);
    // React Flow's class names appear in its code wherever it is bundled.
    expect(body, url).not.toContain('react-flow__');
  }
});

test('F8 moves focus to the notifications region', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Botflow' })).toBeVisible();
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused();
});

test.describe('landing page', () => {
  test('signed out: Get Started, Register and About Us, and the four claims', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Botflow' })).toBeVisible();
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    await expect(hero.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(hero.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    await expect(page.getByRole('list', { name: 'Botflow in numbers' }).getByRole('listitem')).toHaveText(['10K+Users', '1M+Automations', '99.9%Uptime', '24/7Support']);
    await expectNoAxeViolations(page);

    await hero.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(atPath('/register'));
    await page.goto('/home');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(atPath('/login'));
    await page.goto('/home');
    await hero.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(atPath('/about-us'));
  });

  test('signed in: Get Started goes to /dashboard', async ({ page, request }) => {
    await signIn(page, await createAccount(request));
    await page.goto('/home');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(atPath('/dashboard'));
  });
});

test('about page: statistics, story, mission, four values, team and its three links', async ({ page }) => {
  await page.goto('/about-us');
  const stats = page.getByRole('region', { name: 'Botflow in numbers' });
  for (const [label, value] of [
    ['active users', '10,000+'],
    ['workflows executed', '1M+'],
    ['uptime', '99.9%'],
    ['countries', '50+'],
    ['founded', '2022'],
  ] as const) {
    await expect(stats.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    await expect(stats.getByRole('definition').filter({ hasText: value })).toBeVisible();
  }
  for (const title of ['Our story', 'Our mission', 'Our values', 'Our team']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  const values = page.getByRole('region', { name: 'Our values' }).getByRole('listitem');
  await expect(values).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Our team' }).getByRole('listitem')).not.toHaveCount(0);

  const main = page.getByRole('main');
  await expect(main.locator('a[href="/register"]')).not.toHaveCount(0);
  await expect(main.locator('a[href="/documents/overview"]')).not.toHaveCount(0);
  await expect(main.locator('a[href="/home#contact"]')).not.toHaveCount(0);
  await expectNoAxeViolations(page);

  await main.locator('a[href="/home#contact"]').first().click();
  await expect(page).toHaveURL(atPath('/home#contact'));
  await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeInViewport();
});

test.describe('documentation', () => {
  test('side menu of five pages with descriptions; each page opens', async ({ page }) => {
    await page.goto('/documents/overview');
    const menu = page.getByRole('navigation', { name: 'Documentation' });
    const pages = [
      ['Overview', 'overview'],
      ['Nodes', 'nodes'],
      ['Scripts', 'scripts'],
      ['API Reference', 'api-reference'],
      ['Examples', 'examples'],
    ] as const;
    await expect(menu.getByRole('link')).toHaveCount(pages.length);
    await expectNoAxeViolations(page);
    for (const [title, slug] of pages) {
      const link = menu.getByRole('link', { name: new RegExp(`^${title}`) });
      await expect(link).toHaveAttribute('href', `/documents/${slug}`);
      // A short description follows the title.
      expect(((await link.textContent()) ?? '').length).toBeGreaterThan(title.length + 10);
      await link.click();
      await expect(page).toHaveURL(atPath(`/documents/${slug}`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('the API reference mentions the workflow endpoints', async ({ page }) => {
    await page.goto('/documents/api-reference');
    const main = page.getByRole('main');
    await expect(main.getByText('/api/v1/workflows', { exact: true }).first()).toBeVisible();
    await expect(main.getByText('/api/v1/workflows/:id', { exact: true })).toBeVisible();
    await expect(main).toContainText('GET /api/v1/workflows');
    await expect(main).toContainText('POST /api/v1/workflows');
    await expect(main).toContainText('PUT /api/v1/workflows/:id');
  });

  test('a link to a heading opens the page scrolled to it, with the focus on it; a link within the page moves there (D99)', async ({ page }) => {
    await page.goto('/documents/nodes#limits-and-safety');
    const limits = page.getByRole('heading', { level: 3, name: 'Limits and safety' });
    await expect(limits).toBeFocused();
    await expect(limits).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: 'Nodes' })).not.toBeInViewport();

    await page.goto('/documents/overview');
    await page.getByRole('main').getByRole('link', { name: 'the order of a test run' }).click();
    await expect(page).toHaveURL(/\/documents\/overview#the-order-of-a-test-run$/);
    const order = page.getByRole('heading', { level: 3, name: 'The order of a test run' });
    await expect(order).toBeFocused();
    await expect(order).toBeInViewport();
  });

  test('Back returns to the previous page, or home when the docs were opened directly', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL(atPath('/documents/overview'));
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(atPath('/about-us'));

    await page.goto('/documents/scripts');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(atPath('/home'));
  });
});

test.describe('server', () => {
  test('GET /v1/health answers ok', async ({ request }) => {
    const response = await request.get('/v1/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('an unknown /v1 path is a JSON 404 with a detail', async ({ request }) => {
    const response = await request.get('/v1/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = (await response.json()) as { detail?: unknown };
    expect(typeof body.detail).toBe('string');
  });

  test('client routes served directly return the SPA', async ({ request }) => {
    for (const path of ['/sequences/foo', '/sequences/sync-v2.0', '/documents/overview', '/no/such/page']) {
      const response = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('text/html');
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });
});

for (const size of [
  { width: 390, height: 844 },
  { width: 800, height: 900 },
  { width: 1280, height: 720 },
]) {
  test(`about page at ${size.width} px: no statistic sits alone beside an empty gap`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/about-us');
    const stats = page.getByRole('region', { name: 'Botflow in numbers' });
    const area = (await stats.locator('dl').boundingBox())!;
    const rows = new Map<number, { x: number; width: number }[]>();
    for (const card of await stats.locator('dl > div').all()) {
      const box = (await card.boundingBox())!;
      rows.set(Math.round(box.y), [...(rows.get(Math.round(box.y)) ?? []), box]);
    }
    for (const row of rows.values()) {
      const right = Math.max(...row.map((box) => box.x + box.width));
      // Every row reaches the right edge of the list: a short last row stretches.
      expect(Math.abs(right - (area.x + area.width))).toBeLessThan(2);
    }
  });
}
