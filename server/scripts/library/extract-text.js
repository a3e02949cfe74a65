export default async function ({ inputs, page, log }) {
  const { selector, attribute, trim = true, required = false } = inputs;

  const values = await page.$$eval(
    selector,
    (elements, name) => elements.map((element) => (name ? element.getAttribute(name) : element.textContent) || ''),
    attribute,
  );
  const cleaned = trim ? values.map((value) => value.replace(/\s+/g, ' ').trim()) : values;

  if (required && cleaned.length === 0) throw new Error('Nothing matched ' + selector);
  log.info('Extracted ' + cleaned.length + ' value(s) from ' + selector);
  return { values: cleaned, first: cleaned[0] ?? null };
}
