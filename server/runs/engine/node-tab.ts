import { notRetried } from '../../../src/domain/workflow/retry-policy';
import { serverRunMessages } from '../../../src/domain/workflow/server-runs';
import type { RunBrowser, TabTurn } from '../browser/run-browser';
import { NodeFailure } from './node-failure';

/**
 * The run's tab around a node whose kind acts in a page (D68): held for the node from before its
 * Timeout starts to after its screenshot.
 */

/**
 * Takes the run's tab for the node. Waiting for it (another branch's turn, a free context) is not
 * the node's work, so it comes before the node's Timeout starts. A process without a browser fails
 * the node at once.
 */
export async function takeTab(browser: RunBrowser | null, nodeLabel: string, signal: AbortSignal, log: (line: string) => void): Promise<TabTurn> {
  if (!browser) throw new NodeFailure(serverRunMessages.needsBrowser([nodeLabel]), { why: notRetried.noBrowser });
  return browser.take(signal, log);
}

/**
 * After the node: the tab's screenshot, taken before anything closes it (none after a cancel); then
 * a cancel or the node's Timeout closes the tab at once, ending whatever still waits in the page.
 * The tab goes to the next browser node however this ends.
 */
export async function leaveTab(browser: RunBrowser, turn: TabTurn, { cancelled, timedOut }: { cancelled: boolean; timedOut: boolean }): Promise<Buffer | null> {
  try {
    const screenshot = cancelled ? null : await browser.screenshot();
    if (cancelled || timedOut) await browser.abandon();
    return screenshot;
  } finally {
    turn.release();
  }
}
