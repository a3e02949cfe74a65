export default async function ({ inputs, page, files, log }) {
  const { selector, fullPage = true, prefix = 'screenshot' } = inputs;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const fileName = prefix + '-' + stamp + '.png';

  if (selector) {
    const element = await page.waitForSelector(selector);
    await element.screenshot({ path: files.path(fileName) });
  } else {
    await page.screenshot({ path: files.path(fileName), fullPage });
  }
  log.info('Saved ' + fileName);
  return { file: fileName };
}
