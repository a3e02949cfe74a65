import { describe, expect, it } from 'vitest';
import { executeElementSelector } from '../../../../server/runs/executors/element-selector';
import { browserTabs } from './browser-tab';
import { executorContext, failureOf, settingsOf } from './executor-harness';

const tabs = browserTabs();

describe('the Element Selector executor, in a real tab', () => {
  it('opens its page and answers the element once its condition holds: its text, value and attributes', async () => {
    await tabs.withTab(async (tab) => {
      const url = `${tabs.base()}/click`;
      const { context, logs } = executorContext({ type: 'validate', tab });
      expect(await executeElementSelector(context, settingsOf('elementSelector', { url, selector: '#status', condition: 'attributeEquals', attribute: 'data-state', value: 'ready' }))).toEqual({
        output: { url, title: 'Click items', element: { text: 'Ready', value: null, attributes: { id: 'status', 'data-state': 'ready' } } },
      });
      expect(logs).toEqual([`Opening ${url}`, `Opened ${url} (200)`, '#status: attributeEquals holds']);
    });
  });

  it('fails saying what the element holds instead, to be retried, when the condition does not hold on an element that is there', async () => {
    await tabs.withTab(async (tab) => {
      await tab.page.goto(`${tabs.base()}/click`);
      const { context } = executorContext({ type: 'validate', tab, timeoutMs: 1_000 });
      expect(await failureOf(executeElementSelector(context, settingsOf('elementSelector', { selector: '#status', condition: 'hasText', text: 'Busy' })))).toEqual({
        message: expect.stringMatching(/^#status did not contain "Busy" after .*; its text: "Ready"$/),
        notRetried: null,
      });
    });
  });
});
