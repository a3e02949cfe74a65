export default async function ({ inputs, page, log }) {
  const { choice = 'reject', extraSelectors = [] } = inputs;
  // The buttons of the consent tools seen most often, most specific first.
  const candidates = choice === 'accept'
    ? ['#onetrust-accept-btn-handler', 'button#didomi-notice-agree-button', '[data-testid=uc-accept-all-button]', 'button:has-text("Accept all")']
    : ['#onetrust-reject-all-handler', 'button#didomi-notice-disagree-button', '[data-testid=uc-deny-all-button]', 'button:has-text("Reject all")'];

  for (const selector of [...extraSelectors, ...candidates]) {
    if (await page.isVisible(selector)) {
      await page.click(selector);
      log.info('Consent banner closed with ' + selector);
      return { dismissed: true, selector };
    }
  }
  log.info('No consent banner found');
  return { dismissed: false };
}
