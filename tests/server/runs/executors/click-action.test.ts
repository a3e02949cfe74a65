import { describe, expect, it } from 'vitest';
import { notRetried } from '../../../../src/domain/workflow/retry-policy';
import { executeClickAction } from '../../../../server/runs/executors/click-action';
import { browserTabs } from './browser-tab';
import { executorContext, failureOf, settingsOf } from './executor-harness';

const tabs = browserTabs();

describe('the Click Action executor, in a real tab', () => {
  it('types its text into the element on the page the tab is on, logging its length only', async () => {
    await tabs.withTab(async (tab) => {
      const url = `${tabs.base()}/click`;
      await tab.page.goto(url);
      const { context, logs } = executorContext({ type: 'process', tab });
      expect(await executeClickAction(context, settingsOf('clickAction', { selector: '#name', action: 'type', text: 'Ada Lovelace' }))).toEqual({ output: { url, title: 'Click items' } });
      expect(await tab.page.textContent('#echo')).toBe('Ada Lovelace');
      expect(logs).toEqual(['type on #name: 12 characters']);
    });
  });

  it('fails naming its selector, not to be retried, when the page never has the element within the node’s time', async () => {
    await tabs.withTab(async (tab) => {
      await tab.page.goto(`${tabs.base()}/click`);
      const { context } = executorContext({ type: 'process', tab, timeoutMs: 1_000 });
      expect(await failureOf(executeClickAction(context, settingsOf('clickAction', { selector: '#nowhere' })))).toEqual({ message: expect.stringMatching(/^#nowhere was not visible after \d/), notRetried: notRetried.selector });
    });
  });
});
