import type { Locator, Page } from 'playwright-core';
import type { SettingsOf } from '../../../src/domain/workflow/node-catalogue/behaviours';
import { notRetried } from '../../../src/domain/workflow/retry-policy';
import { NodeFailure } from '../engine/node-failure';
import { requireWebAddress } from './page-bridge';
import type { BrowserTab } from './run-browser';

/**
 * The Click Workflow items (D68) in the run's tab. Each waits for what it needs up to the node's
 * deadline, like Playwright's web-first assertions, and fails naming its selector when the page
 * does not get there in time; the run's screenshot of the step then shows the page as it was.
 */

export interface ClickItemContext {
  tab: BrowserTab;
  /** When the node's Timeout ends (ms since the epoch): the waits end a little before it, to say why. */
  deadline: number;
  log: (line: string) => void;
}

/** What a Click item answers: where the tab is, and for the Element Selector, the element. */
export interface PageAnswer {
  url: string;
  title: string;
}

/** Kept back from a wait so the node fails with its own message before the Timeout ends it. */
const marginMs = 250;
const pollMs = 100;

const remaining = (deadline: number) => Math.max(1, deadline - Date.now() - marginMs);
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pageAnswer(page: Page): Promise<PageAnswer> {
  return { url: page.url(), title: await page.title() };
}

/** Opens the URL when one is set; without one, the tab must already show a page. */
async function openIfAsked(url: string | undefined, { tab, deadline, log }: ClickItemContext, item: string): Promise<void> {
  if (url) {
    const address = requireWebAddress(url.trim());
    log(`Opening ${address}`);
    const response = await tab.page.goto(address, { waitUntil: 'domcontentloaded', timeout: remaining(deadline) });
    log(`Opened ${tab.page.url()}${response ? ` (${response.status()})` : ''}`);
    tab.assertNothingRefused();
  } else if (tab.page.url() === 'about:blank') {
    throw new NodeFailure(`The ${item} has no URL and the run's tab has no page open yet: set its URL, or open a page in an earlier node`, { why: notRetried.missingInput });
  }
}

/**
 * `check`'s answer, or false when it has none by the margin before the deadline: on a busy machine one
 * round trip to the browser can outlast the margin, and the node's Timeout would end it first, saying
 * nothing of what it waited for (seen once in CI).
 */
async function answerInTime(check: () => Promise<boolean>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), remaining(deadline))));
  try {
    return await Promise.race([check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks `check` until it holds or the deadline comes; whether it held. After a pause it looks at the
 * clock before asking again: on a busy machine the pause can end past the node's deadline, whose
 * Timeout is then due too, and a round trip to the browser would let the Timeout end the node first
 * (seen in CI: "ran longer than its timeout" instead of the selector waited for).
 */
export async function until(check: () => Promise<boolean>, deadline: number): Promise<boolean> {
  for (let first = true; ; first = false) {
    if (!first && Date.now() >= deadline - marginMs) return false;
    if (await answerInTime(check, deadline)) return true;
    if (Date.now() + pollMs >= deadline - marginMs) return false;
    await sleep(pollMs);
  }
}

/** The selector matched nothing after the node's wait: a retry would wait on the same page for it again (D88). */
const neverThere = (message: string) => new NodeFailure(message, { why: notRetried.selector });

async function visible(locator: Locator, selector: string, deadline: number, startedAt: number): Promise<void> {
  if (await until(() => locator.isVisible(), deadline)) return;
  const message = `${selector} was not visible after ${seconds(Date.now() - startedAt)}`;
  throw (await locator.count().catch(() => 1)) === 0 ? neverThere(message) : new Error(message);
}

export async function clickTrigger(context: ClickItemContext, { url, selector, action }: SettingsOf<'clickTrigger'>): Promise<PageAnswer> {
  const startedAt = Date.now();
  await openIfAsked(url, context, 'Click Trigger');
  const { page } = context.tab;
  const element = page.locator(selector).first();
  await visible(element, selector, context.deadline, startedAt);
  context.log(`${selector} is there`);
  if (action === 'click') {
    await element.click({ timeout: remaining(context.deadline) });
    context.log(`Clicked ${selector}`);
  }
  context.tab.assertNothingRefused();
  return pageAnswer(page);
}

const textFor = (action: string, value: string | undefined): string => {
  if (value === undefined || value === '') throw new Error(`The Click Action needs a Text to ${action === 'type' ? 'type' : action === 'press' ? 'press (a key such as Enter)' : 'select (an option’s value or label)'}`);
  return value;
};

export async function clickAction(context: ClickItemContext, { url, selector, action, text, waitFor }: SettingsOf<'clickAction'>): Promise<PageAnswer> {
  const startedAt = Date.now();
  await openIfAsked(url, context, 'Click Action');
  const { page } = context.tab;
  const element = page.locator(selector).first();
  const timeout = () => ({ timeout: remaining(context.deadline) });
  await visible(element, selector, context.deadline, startedAt);
  if (action === 'click') await element.click(timeout());
  else if (action === 'dblclick') await element.dblclick(timeout());
  else if (action === 'type') await element.fill(textFor(action, text), timeout());
  else if (action === 'press') await element.press(textFor(action, text), timeout());
  else if (action === 'select') await element.selectOption(textFor(action, text), timeout());
  else await element.check(timeout());
  context.log(`${action} on ${selector}${text && action !== 'click' && action !== 'dblclick' && action !== 'check' ? `: ${action === 'type' ? `${text.length} characters` : text}` : ''}`);
  if (waitFor) {
    const next = page.locator(waitFor).first();
    if (!(await until(() => next.isVisible(), context.deadline))) throw new Error(`${waitFor} did not appear after the ${action} on ${selector} (waited ${seconds(Date.now() - startedAt)})`);
    context.log(`${waitFor} appeared`);
  }
  context.tab.assertNothingRefused();
  return pageAnswer(page);
}

/** The element as the Element Selector outputs it. */
interface ElementFacts {
  text: string;
  value: string | null;
  attributes: Record<string, string>;
}

const factsOf = (locator: Locator): Promise<ElementFacts> =>
  locator.evaluate((element) => ({
    text: (element.textContent ?? '').trim(),
    value: 'value' in element && typeof element.value === 'string' ? element.value : null,
    attributes: Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value])),
  }));

export async function elementSelector(context: ClickItemContext, settings: SettingsOf<'elementSelector'>): Promise<PageAnswer & { element: ElementFacts }> {
  const { url, selector, condition, text, attribute, value } = settings;
  if (condition === 'hasText' && !text) throw new Error('The condition hasText needs a Text to look for');
  if (condition === 'attributeEquals' && !attribute) throw new Error('The condition attributeEquals needs an Attribute');
  const startedAt = Date.now();
  await openIfAsked(url, context, 'Element Selector');
  const { page } = context.tab;
  const element = page.locator(selector).first();
  const holds: Record<typeof condition, () => Promise<boolean>> = {
    exists: async () => (await page.locator(selector).count()) > 0,
    visible: () => element.isVisible(),
    hasText: async () => ((await element.textContent({ timeout: pollMs })) ?? '').includes(text ?? ''),
    attributeEquals: async () => (await element.getAttribute(attribute ?? '', { timeout: pollMs })) === (value ?? ''),
  };
  if (!(await until(holds[condition], context.deadline))) {
    const waited = seconds(Date.now() - startedAt);
    const found = (await page.locator(selector).count()) > 0;
    if (!found) throw neverThere(`No element matches ${selector} (waited ${waited})`);
    if (condition === 'visible') throw new Error(`${selector} was not visible after ${waited}`);
    if (condition === 'hasText') throw new Error(`${selector} did not contain "${text}" after ${waited}; its text: "${((await element.textContent()) ?? '').trim().slice(0, 200)}"`);
    throw new Error(`${selector}'s ${attribute} was not "${value ?? ''}" after ${waited}; it was ${JSON.stringify(await element.getAttribute(attribute ?? ''))}`);
  }
  context.log(`${selector}: ${condition} holds`);
  context.tab.assertNothingRefused();
  return { ...(await pageAnswer(page)), element: await factsOf(element) };
}
