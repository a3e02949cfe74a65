/* global document -- the waitForFunction callback runs inside the web page, not in the sandbox */
export default async function ({ inputs, page, log }) {
  const { itemSelector, nextButton = 'a[rel=next], button.next', maxPages = 50 } = inputs;
  const items = [];

  for (let pageNumber = 1; pageNumber <= maxPages; pageNumber += 1) {
    await page.waitForSelector(itemSelector);
    const pageItems = await page.$$eval(itemSelector, (elements) => elements.map((element) => element.textContent.trim()));
    items.push(...pageItems);
    log.info('Page ' + pageNumber + ': ' + pageItems.length + ' items');

    const hasNext = await page.isVisible(nextButton);
    const disabled = hasNext && (await page.isDisabled(nextButton));
    if (!hasNext || disabled) return { items, pages: pageNumber };

    // Wait for the old first item to go, so the next read sees the new page and not the old one.
    const firstBefore = pageItems[0];
    await page.click(nextButton);
    await page.waitForFunction(
      ([selector, previous]) => document.querySelector(selector)?.textContent.trim() !== previous,
      [itemSelector, firstBefore],
    );
  }
  log.warn('Stopped after ' + maxPages + ' pages; raise maxPages to read more');
  return { items, pages: maxPages };
}
