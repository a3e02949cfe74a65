export default async function ({ inputs, page, log }) {
  // inputs.fields: { "#first-name": "Ada", "select#country": "GB", "#newsletter": true }
  const { formUrl, fields, submitButton = 'button[type=submit]', successMarker } = inputs;

  if (formUrl) await page.goto(formUrl);
  for (const [selector, value] of Object.entries(fields)) {
    const tag = await page.$eval(selector, (element) => element.tagName.toLowerCase() + ':' + (element.type || ''));
    if (tag.startsWith('select')) {
      await page.selectOption(selector, String(value));
    } else if (tag === 'input:checkbox' || tag === 'input:radio') {
      await page.setChecked(selector, Boolean(value));
    } else {
      await page.fill(selector, String(value));
    }
    log.info('Filled ' + selector);
  }

  await page.click(submitButton);
  if (successMarker) await page.waitForSelector(successMarker, { timeout: 20000 });
  return { submitted: true, fieldCount: Object.keys(fields).length };
}
