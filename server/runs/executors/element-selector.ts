import { elementSelector } from '../browser/click-items';
import type { Executor } from '../engine/executor-context';
import { inTab } from './in-tab';

/** Waits, up to the node's Timeout, for its Condition to hold on the element its Selector finds, and outputs the element (D68). */
export const executeElementSelector: Executor<'elementSelector'> = (context, settings) => inTab(context, (item) => elementSelector(item, settings));
