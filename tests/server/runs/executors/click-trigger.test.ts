import { describe, expect, it } from 'vitest';
import { notRetried } from '../../../../src/domain/workflow/retry-policy';
import { executeClickTrigger } from '../../../../server/runs/executors/click-trigger';
import { browserTabs } from './browser-tab';
import { executorContext, failureOf, settingsOf } from './executor-harness';

const tabs = browserTabs();

describe('the Click Trigger executor, in a real tab', () => {
  it('opens its page, waits for its element and clicks it, answering where the tab is', async () => {
    await tabs.withTab(async (tab) => {
      const { context, logs } = executorContext({ type: 'event', tab });
      const url = `${tabs.base()}/click`;
      expect(await executeClickTrigger(context, settingsOf('clickTrigger', { url, selector: '#go', action: 'click' }))).toEqual({ output: { url, title: 'Click items' } });
      expect(logs).toEqual([`Opening ${url}`, `Opened ${url} (200)`, '#go is there', 'Clicked #go']);
      expect(await tab.page.textContent('#clicked')).toBe('Clicked once');
    });
  });

  it('fails, not to be retried, without a URL on a tab that has no page open yet', async () => {
    await tabs.withTab(async (tab) => {
      const { context } = executorContext({ type: 'event', tab });
      expect(await failureOf(executeClickTrigger(context, settingsOf('clickTrigger', { selector: '#go' })))).toEqual({
        message: "The Click Trigger has no URL and the run's tab has no page open yet: set its URL, or open a page in an earlier node",
        notRetried: notRetried.missingInput,
      });
    });
  });

  it('fails, not to be retried, when the engine holds no tab for it', async () => {
    const { context } = executorContext({ type: 'event' });
    expect(await failureOf(executeClickTrigger(context, settingsOf('clickTrigger', { selector: '#go' })))).toEqual({ message: 'The node has no browser tab', notRetried: notRetried.other });
  });
});
