// node shot.mjs BASE PATH OUTPREFIX SIZES [--anon] [--script=file.mjs]
import { chromium } from 'playwright-core';
const [base, path, out, sizes = '1280x720', ...rest] = process.argv.slice(2);
const anon = rest.includes('--anon');
const scriptArg = rest.find((a) => a.startsWith('--script='));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const size of sizes.split(',')) {
  const [width, height] = size.split('x').map(Number);
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
  if (!anon) {
    const res = await page.request.post(`${base}/v1/auth/login`, { data: { email: process.env.SHOT_EMAIL ?? 'demo@botflow.dev', password: process.env.SHOT_PASSWORD ?? 'demo1234' } });
    const body = await res.json();
    await page.goto(base + '/');
    await page.evaluate(([t, u]) => { localStorage.setItem('access_token', t); localStorage.setItem('user_data', JSON.stringify(u)); }, [body.access_token, body.user]);
  }
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  if (scriptArg) { const mod = await import(scriptArg.slice(9)); await mod.default(page); }
  await page.screenshot({ path: `${out}-${size}.png`, fullPage: false });
  await context.close();
}
await browser.close();
