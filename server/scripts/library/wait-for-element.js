export default async function ({ inputs, page, files, log }) {
  const { selector, state = 'visible', timeoutSeconds = 30 } = inputs;
  const startedAt = Date.now();

  try {
    // state: 'visible', 'attached', 'hidden' or 'detached'
    await page.waitForSelector(selector, { state, timeout: timeoutSeconds * 1000 });
  } catch {
    await page.screenshot({ path: files.path('wait-timeout.png'), fullPage: true });
    throw new Error(selector + ' was not ' + state + ' after ' + timeoutSeconds + ' s (screenshot: wait-timeout.png)');
  }

  const waitedMs = Date.now() - startedAt;
  log.info(selector + ' is ' + state + ' after ' + waitedMs + ' ms');
  return { selector, waitedMs };
}
