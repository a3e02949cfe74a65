import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notRetried } from '../../../../src/domain/workflow/retry-policy';
import type { BrowserPool } from '../../../../server/runs/browser/browser-pool';
import { RunSecrets } from '../../../../server/runs/engine/redaction';
import type { StepUpdate } from '../../../../server/runs/engine/run-workflow';
import type { EngineNode, EngineWorkflow } from '../../../../server/runs/engine/workflow';
import { startFixtureSite, type FixtureSite } from '../../../fixtures/fixture-site';
import { rightPassword, rightUsername } from '../../../fixtures/fixture-site/account';
import { chain, edge, fakeSecrets, node } from '../engine-harness';
import { browserPool, runInBrowser, WatchedRunBrowser } from './browser-harness';

let site: FixtureSite;
let pool: BrowserPool;

beforeAll(async () => {
  site = await startFixtureSite();
  // Four tabs: the failing conditions, which each wait out their node's Timeout, run side by side.
  pool = browserPool({ contexts: 4 });
});
afterAll(async () => {
  await pool.close();
  await site.close();
});

const clickTrigger = (id: string, properties: Record<string, unknown>, y = 0, x = 0) => node(id, 'event', { paletteItem: 'click-trigger', timeout: 5, ...properties }, y, x);
const clickAction = (id: string, properties: Record<string, unknown>, y = 0, x = 0) => node(id, 'process', { paletteItem: 'click-action', timeout: 5, ...properties }, y, x);
const elementSelector = (id: string, properties: Record<string, unknown>, y = 0, x = 0) => node(id, 'validate', { paletteItem: 'element-selector', timeout: 5, ...properties }, y, x);
const script = (id: string, scriptId: string, inputs: Record<string, unknown>) => node(id, 'script', { paletteItem: `script-${scriptId}`, scriptId, timeout: 20, ...inputs });
/** Nodes that fail are not retried here: the run fails at once with the node's message. */
const once = (each: EngineNode): EngineNode => ({ ...each, properties: { retryCount: 0, ...each.properties } });
const flow = (...nodes: EngineNode[]) => chain(node('start', 'start'), ...nodes.map(once), node('end', 'end'));
const openClickPage = () => clickTrigger('open', { url: `${site.base}/click`, selector: '#go' });

type Ran = Awaited<ReturnType<typeof runInBrowser>>;
const stepOf = ({ finished }: Ran, nodeId: string) => {
  const step = finished.find((each) => each.nodeId === nodeId);
  if (!step) throw new Error(`No step of ${nodeId} finished`);
  return step;
};
const isJpeg = (image: Buffer | null) => image !== null && image[0] === 0xff && image[1] === 0xd8;

describe('the Click Workflow items in a real browser (D68)', () => {
  it('opens a page, clicks, and checks what the click did, with a screenshot after each browser step', async () => {
    const { outcome, finished } = await runInBrowser(
      pool,
      chain(
        node('start', 'start'),
        clickTrigger('open', { url: `${site.base}/click`, selector: '#go', action: 'click' }),
        elementSelector('check', { selector: '#clicked', condition: 'hasText', text: 'Clicked once' }),
        node('end', 'end'),
      ),
    );
    expect(outcome).toMatchObject({ status: 'completed' });
    const check = finished.find((step) => step.nodeId === 'check')!;
    expect(check.output).toMatchObject({ url: `${site.base}/click`, element: { text: 'Clicked once', attributes: { id: 'clicked' } } });
    const shots = finished.filter((step) => step.screenshot !== null).map((step) => step.nodeId);
    expect(shots).toEqual(['open', 'check']);
    expect(finished.find((step) => step.nodeId === 'open')!.screenshot!.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  describe('Click Trigger', () => {
    it('without an action waits for its element to appear', async () => {
      const ran = await runInBrowser(pool, flow(clickTrigger('open', { url: `${site.base}/late-element?ms=800`, selector: '#late' })));
      expect(ran.outcome).toMatchObject({ status: 'completed' });
      expect(stepOf(ran, 'open').logs).toEqual([`Opening ${site.base}/late-element?ms=800`, `Opened ${site.base}/late-element?ms=800 (200)`, '#late is there']);
    });

    it('without an action clicks nothing', async () => {
      const ran = await runInBrowser(pool, flow(clickTrigger('open', { url: `${site.base}/click`, selector: '#go', action: 'none' }), script('clicked', 'extract-text', { selector: '#clicked' })));
      expect(ran.outcome).toMatchObject({ status: 'completed' });
      expect(stepOf(ran, 'clicked').output).toEqual({ values: [], first: null });
    });

    it('without a URL fails on a tab that has no page open yet', async () => {
      const ran = await runInBrowser(pool, flow(clickTrigger('open', { selector: '#go' })));
      expect(ran.outcome).toEqual({ status: 'failed', error: "open: The Click Trigger has no URL and the run's tab has no page open yet: set its URL, or open a page in an earlier node" });
    });
  });

  describe('Click Action', () => {
    const effects = [
      { action: 'click', selector: '#go', effect: '#clicked', shows: 'Clicked once' },
      { action: 'dblclick', selector: '#double', effect: '#double-result', shows: 'Double-clicked' },
      { action: 'type', selector: '#name', text: 'Ada Lovelace', effect: '#echo', shows: 'Ada Lovelace' },
      { action: 'press', selector: '#keys', text: 'Enter', effect: '#last-key', shows: 'Enter' },
      { action: 'select', selector: '#size', text: 'L', effect: '#size-echo', shows: 'L' },
    ];
    for (const { action, selector, text, effect, shows } of effects) {
      it(`${action} on ${selector}: the page shows "${shows}" in ${effect}`, async () => {
        const ran = await runInBrowser(
          pool,
          flow(openClickPage(), clickAction('act', { selector, action, ...(text ? { text } : {}) }), elementSelector('check', { selector: effect, condition: 'hasText', text: shows })),
        );
        expect(ran.outcome).toMatchObject({ status: 'completed' });
        expect(stepOf(ran, 'check').output).toMatchObject({ element: { text: shows } });
      });
    }

    it('check ticks the checkbox', async () => {
      const ran = await runInBrowser(
        pool,
        flow(openClickPage(), elementSelector('before', { selector: '#agree:not(:checked)', condition: 'exists' }), clickAction('act', { selector: '#agree', action: 'check' }), elementSelector('after', { selector: '#agree:checked', condition: 'exists' })),
      );
      expect(ran.outcome).toMatchObject({ status: 'completed' });
      expect(stepOf(ran, 'act').logs).toEqual(['check on #agree']);
    });

    it('waits for its Then wait for element after the action', async () => {
      const ran = await runInBrowser(pool, flow(openClickPage(), clickAction('act', { selector: '#go', action: 'click', waitFor: '#clicked' })));
      expect(ran.outcome).toMatchObject({ status: 'completed' });
      expect(stepOf(ran, 'act').logs).toEqual(['click on #go', '#clicked appeared']);
    });

    it('fails naming the element it waited for in vain after the action', async () => {
      const ran = await runInBrowser(pool, flow(openClickPage(), clickAction('act', { selector: '#double', action: 'click', waitFor: '#never' })));
      expect(ran.outcome).toMatchObject({ status: 'failed', error: expect.stringContaining('act: #never did not appear after the click on #double') });
    });
  });

  describe('Element Selector', () => {
    it('passes each condition that holds, waiting for one that holds only later', async () => {
      const ran = await runInBrowser(
        pool,
        flow(
          openClickPage(),
          // #delayed says "Waiting" until 800 ms after the page loaded.
          elementSelector('hasText', { selector: '#delayed', condition: 'hasText', text: 'Done' }),
          elementSelector('exists', { selector: '#hidden-thing', condition: 'exists' }),
          elementSelector('visible', { selector: '#go', condition: 'visible' }),
          elementSelector('attribute', { selector: '#status', condition: 'attributeEquals', attribute: 'data-state', value: 'ready' }),
        ),
      );
      expect(ran.outcome).toMatchObject({ status: 'completed' });
      expect(stepOf(ran, 'hasText').output).toMatchObject({ element: { text: 'Done' } });
      expect(stepOf(ran, 'exists').output).toMatchObject({ element: { text: 'You cannot see me', attributes: { id: 'hidden-thing', style: 'display: none' } } });
      expect(stepOf(ran, 'visible').logs).toEqual(['#go: visible holds']);
      expect(stepOf(ran, 'attribute').output).toMatchObject({ element: { text: 'Ready', attributes: { 'data-state': 'ready' } } });
    });

    // Each waits out its node's Timeout (5 s) before it fails: they run side by side.
    const failures = [
      // A selector the page never had after the wait is not retried (D88): its retry count is not used.
      { condition: 'exists', settings: { selector: '#nowhere', retryCount: 2 }, message: 'No element matches #nowhere (waited' },
      { condition: 'visible', settings: { selector: '#hidden-thing' }, message: '#hidden-thing was not visible after' },
      { condition: 'hasText', settings: { selector: '#status', text: 'Busy' }, message: '#status did not contain "Busy" after' },
      { condition: 'attributeEquals', settings: { selector: '#status', attribute: 'data-state', value: 'busy' }, message: '#status\'s data-state was not "busy" after' },
    ];
    for (const { condition, settings, message } of failures) {
      it.concurrent(`fails naming its selector when ${condition} does not hold, and its step still has a screenshot`, async () => {
        const ran = await runInBrowser(pool, flow(openClickPage(), elementSelector('check', { condition, ...settings })));
        expect(ran.outcome).toMatchObject({ status: 'failed', error: expect.stringContaining(`check: ${message}`) });
        const check = stepOf(ran, 'check');
        expect(check.status).toBe('failed');
        expect(isJpeg(check.screenshot)).toBe(true);
        const never = condition === 'exists';
        expect(ran.finished.filter((step) => step.nodeId === 'check')).toHaveLength(1);
        expect(check.error?.endsWith(`Not retried: ${notRetried.selector}.`)).toBe(never);
      });
    }
  });

  describe('the run’s tab', () => {
    it('is closed as soon as a node runs past its Timeout on a slow page', async () => {
      const browser = new WatchedRunBrowser(pool);
      const askedAt = browser.requested('/slow').then(() => Date.now());
      let tabsWhenFailed: number | null = null;
      const ran = await runInBrowser(pool, flow(script('health', 'check-page-health', { url: `${site.base}/slow?ms=20000`, timeout: 5 })), {}, {
        browser,
        onStep: (step: StepUpdate) => {
          if (step.status === 'failed') tabsWhenFailed = pool.openContexts;
        },
      });
      const failedAt = Date.now();
      expect(ran.outcome).toEqual({ status: 'failed', error: 'health: The node ran longer than its timeout of 5 s' });
      // Closed by the Timeout, before the step was reported, not by the run's end.
      expect(tabsWhenFailed).toBe(0);
      expect(pool.openContexts).toBe(0);
      // The Timeout, then the step's screenshot, which gives up after 3 s on a page still loading.
      expect(failedAt - (await askedAt)).toBeGreaterThan(4_500);
      expect(failedAt - (await askedAt)).toBeLessThan(10_000);
    });

    it('is closed at once when the run is cancelled while a node waits on a page', async () => {
      const browser = new WatchedRunBrowser(pool);
      const cancel = new AbortController();
      const asked = browser.requested('/slow');
      const running = runInBrowser(pool, flow(clickTrigger('open', { url: `${site.base}/slow?ms=20000`, selector: '#done', timeout: 30 })), {}, { browser, signal: cancel.signal });
      await asked;
      const cancelledAt = Date.now();
      cancel.abort(new Error('Cancelled by the test'));
      const ran = await running;
      expect(ran.outcome).toEqual({ status: 'cancelled' });
      expect(Date.now() - cancelledAt).toBeLessThan(2_000);
      expect(stepOf(ran, 'open')).toMatchObject({ status: 'cancelled', error: 'The run was cancelled', screenshot: null });
      expect(pool.openContexts).toBe(0);
    });

    it('keeps a run’s cookies from the next run', async () => {
      const secrets = new RunSecrets(fakeSecrets({ 'Supplier portal': { name: 'Supplier portal', kind: 'login', fields: { username: rightUsername, password: rightPassword } } }));
      const whoami = (id: string) => elementSelector(id, { url: `${site.base}/whoami`, selector: 'pre', condition: 'exists' });
      const first = await runInBrowser(
        pool,
        flow(script('login', 'log-in-to-site', { loginUrl: `${site.base}/login`, credential: 'Supplier portal', signedInMarker: '#sign-out' }), whoami('whoami')),
        { secrets },
      );
      expect(first.outcome).toMatchObject({ status: 'completed' });
      expect(stepOf(first, 'whoami').output).toMatchObject({ element: { text: '{"signedIn":true}' } });

      const second = await runInBrowser(pool, flow(whoami('whoami')));
      expect(second.outcome).toMatchObject({ status: 'completed' });
      expect(stepOf(second, 'whoami').output).toMatchObject({ element: { text: '{"signedIn":false}' } });
    });

    it('of a second run waits for a free browser while another run holds the only one, then completes', async () => {
      const single = browserPool({ contexts: 1 });
      try {
        const holder = new WatchedRunBrowser(single);
        const asked = holder.requested('/slow');
        const holding = runInBrowser(single, flow(clickTrigger('open', { url: `${site.base}/slow?ms=1500`, selector: '#done' })), {}, { browser: holder });
        await asked;
        const waiting = await runInBrowser(single, flow(openClickPage(), clickAction('act', { selector: '#go', action: 'click', waitFor: '#clicked' })));
        const held = await holding;
        expect(held.outcome).toMatchObject({ status: 'completed' });
        expect(waiting.outcome).toMatchObject({ status: 'completed' });
        const [waited, got] = stepOf(waiting, 'open').logs;
        expect(waited).toBe("Waiting for a browser: this server's 1 browser tabs are all in use by other runs");
        expect(got).toMatch(/^Got a browser tab after \d+\.\d s$/);
        // It got the tab only once the first run had ended.
        expect(stepOf(waiting, 'open').finishedAt!.getTime()).toBeGreaterThanOrEqual(stepOf(held, 'open').finishedAt!.getTime());
      } finally {
        await single.close();
      }
    });

    it('is shared by parallel branches taking turns, each node holding it to its end', async () => {
      // The Click Trigger runs its children at once: the first waits ~800 ms for #delayed, the second types at once.
      const workflow: EngineWorkflow = {
        nodes: [
          node('start', 'start'),
          clickTrigger('open', { url: `${site.base}/click`, selector: '#go', executionMode: 'parallel' }, 0),
          elementSelector('waitDone', { selector: '#delayed', condition: 'hasText', text: 'Done' }, 1, 0),
          clickAction('typeName', { selector: '#name', action: 'type', text: 'Ada' }, 1, 1),
          elementSelector('checkEcho', { selector: '#echo', condition: 'hasText', text: 'Ada' }, 2, 1),
        ].map(once),
        edges: [edge('start', 'open'), edge('open', 'waitDone'), edge('open', 'typeName'), edge('typeName', 'checkEcho')],
      };
      const ran = await runInBrowser(pool, workflow);
      expect(ran.outcome).toMatchObject({ status: 'completed' });
      const started = (nodeId: string) => ran.steps.find((step) => step.nodeId === nodeId && step.status === 'running')!.startedAt.getTime();
      const ended = (nodeId: string) => stepOf(ran, nodeId).finishedAt!.getTime();
      // Both started together; the typing, quick on its own, waited for the slow check's turn to end.
      expect(Math.abs(started('typeName') - started('waitDone'))).toBeLessThan(100);
      expect(ended('typeName')).toBeGreaterThanOrEqual(ended('waitDone'));
      expect(stepOf(ran, 'checkEcho').output).toMatchObject({ element: { text: 'Ada' } });
      expect(ran.finished.filter((step) => isJpeg(step.screenshot)).map((step) => step.nodeId).sort()).toEqual(['checkEcho', 'open', 'typeName', 'waitDone']);
    });
  });
});
