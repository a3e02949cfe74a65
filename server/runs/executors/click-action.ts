import { clickAction } from '../browser/click-items';
import type { Executor } from '../engine/executor-context';
import { inTab } from './in-tab';

/** Acts on the element its Selector finds, after opening its URL when one is set (D68). */
export const executeClickAction: Executor<'clickAction'> = (context, settings) => inTab(context, (item) => clickAction(item, settings));
