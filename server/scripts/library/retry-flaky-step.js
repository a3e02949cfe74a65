export default async function ({ inputs, page, log, sleep }) {
  const { clickSelector, expectSelector, attempts = 3, firstDelayMs = 1000, expectWithinSeconds = 10 } = inputs;
  let lastError;

  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      await page.click(clickSelector);
      await page.waitForSelector(expectSelector, { timeout: expectWithinSeconds * 1000 });
      log.info('Succeeded on attempt ' + attempt);
      return { attempts: attempt };
    } catch (error) {
      lastError = error;
      log.warn('Attempt ' + attempt + ' of ' + attempts + ' failed: ' + error.message);
      // Exponential back-off: 1 s, 2 s, 4 s... gives a slow page time to settle.
      if (attempt < attempts) await sleep(firstDelayMs * 2 ** (attempt - 1));
    }
  }
  throw new Error('Gave up after ' + attempts + ' attempts: ' + lastError.message);
}
