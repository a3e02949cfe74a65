import { clickTrigger } from '../browser/click-items';
import type { Executor } from '../engine/executor-context';
import { inTab } from './in-tab';

/** Opens its page (or uses the tab's), waits for its Selector and, with Then set to click, clicks it (D68). */
export const executeClickTrigger: Executor<'clickTrigger'> = (context, settings) => inTab(context, (item) => clickTrigger(item, settings));
