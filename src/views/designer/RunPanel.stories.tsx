import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, type RefObject } from 'react';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { limitMessages } from '../../domain/plans/limits';
import type { ServerRun } from '../../domain/workflow/server-runs';
import { serverRunFilesMachine, type RunFileDownload, type RunFileRequest } from '../../machines/designer/server-run-files.machine';
import { serverRunMachine } from '../../machines/designer/server-run.machine';
import { objectUrlKeeper, stepScreenshotsMachine, type ScreenshotRequest } from '../../machines/designer/step-screenshots.machine';
import { selectStepScreenshot } from '../../machines/designer/step-screenshots.selectors';
import { RunButton } from './RunButton';
import { RunPanel } from './RunPanel';
import { sampleRuns, sampleStep } from './run-fixtures';

const { queued, queuedBehind, queuedForBrowser, running, completed, failed, cancelled, interrupted, browser, withBot } = sampleRuns;

export default { title: 'Designer/Run panel' };

const never = () => new Promise<never>(() => {});

/** A stand-in for a browser tab's screenshot (D68): a small page drawn in SVG, inline so the story needs no server. */
function pageImage(caption: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
<rect width="1280" height="800" fill="#f8fafc"/><rect width="1280" height="72" fill="${accent}"/>
<rect x="64" y="128" width="720" height="56" rx="8" fill="#fff" stroke="#cbd5e1" stroke-width="2"/>
<rect x="808" y="128" width="180" height="56" rx="8" fill="${accent}"/>
<text x="64" y="280" font-family="sans-serif" font-size="40" fill="#0f172a">${caption}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
const stepImages: Record<string, string> = { 'click-1': pageImage('Search clicked', '#7c3aed'), 'rows-1': pageImage('No results yet', '#0d9488') };

/** How the screenshots' server answers: each image at once, never, or with a refusal. */
type ScreenshotAnswer = 'loaded' | 'loading' | 'failed';

function screenshotsLogic(answer: ScreenshotAnswer) {
  // The fake fetch hands over a blob; the fake keeper shows the step's inline image for it.
  const imageOfBlob = new WeakMap<Blob, string>();
  return stepScreenshotsMachine.provide({
    actors: {
      fetchScreenshot: fromPromise<Blob, ScreenshotRequest>(async ({ input }) => {
        if (answer === 'loading') return never();
        if (answer === 'failed') throw new Error('Screenshot not found');
        const blob = new Blob([input.stepId], { type: 'image/svg+xml' });
        imageOfBlob.set(blob, stepImages[input.stepId] ?? pageImage(input.stepId, '#2563eb'));
        return blob;
      }),
      objectUrls: objectUrlKeeper({ create: (blob) => imageOfBlob.get(blob) ?? '', revoke: () => {} }),
    },
  });
}

/** Opens the steps of these labels once they are on screen, as a user does to see their screenshots. */
function useOpenedSteps(container: RefObject<HTMLDivElement | null>, labels: string) {
  useEffect(() => {
    const root = container.current;
    if (!root || labels === '') return;
    const wanted = labels.split('|');
    // Each once: a step the viewer closes again stays closed.
    const opened = new WeakSet<HTMLDetailsElement>();
    const openWanted = () => {
      for (const details of root.querySelectorAll('details')) {
        const label = details.querySelector('summary > span')?.textContent ?? '';
        if (!wanted.includes(label) || opened.has(details)) continue;
        opened.add(details);
        details.open = true;
      }
    };
    const observer = new MutationObserver(openWanted);
    observer.observe(root, { childList: true, subtree: true });
    openWanted();
    return () => observer.disconnect();
  }, [container, labels]);
}

interface Scenario {
  /** What Run answers; omitted: the run is opened from History instead. */
  start?: () => Promise<ServerRun>;
  load?: () => Promise<ServerRun>;
  /** The stream breaks off at once. */
  lose?: boolean;
  /** Cancel is pressed once the run is running, and its answer never comes. */
  cancel?: boolean;
  /** The first file's download is asked for once the run is shown, and never arrives. */
  download?: boolean;
  /** The steps opened (by label), so their screenshots are asked for, and how those answer. */
  openSteps?: string[];
  screenshots?: ScreenshotAnswer;
  /** This step's screenshot opens large once it is there. */
  enlarge?: string;
  /** The designer's nodes nothing connects to Start (D89). */
  unreachable?: string[];
}

/** The panel over a stand-in canvas, driven into its state by a scripted server. */
function Run({ start, load, lose = false, cancel = false, download = false, openSteps = [], screenshots: screenshotAnswer = 'loaded', enlarge, unreachable }: Scenario) {
  const actor = useActorRef(
    serverRunMachine.provide({
      actors: {
        startRun: fromPromise(() => (start ?? never)()),
        loadRun: fromPromise(() => (load ?? never)()),
        cancelRun: fromPromise<ServerRun, { runId: string }>(never),
        followRun: fromCallback<AnyEventObject, { runId: string }>(({ sendBack }) => {
          if (lose) sendBack({ type: 'run.lost' });
          return () => {};
        }),
      },
      delays: { reconnectPause: 3_600_000 },
    }),
  );
  const files = useActorRef(serverRunFilesMachine.provide({ actors: { fetchRunFile: fromPromise<RunFileDownload, RunFileRequest>(never) } }));
  const screenshots = useActorRef(screenshotsLogic(screenshotAnswer));
  const container = useRef<HTMLDivElement>(null);
  useOpenedSteps(container, openSteps.join('|'));
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const shown = snapshot.context.run;
      if (download && shown && shown.files.length > 0 && files.getSnapshot().matches('idle')) files.send({ type: 'file.download', runId: shown.id, name: shown.files[0]!.name });
      if (cancel && snapshot.matches({ live: 'running' })) {
        subscription.unsubscribe();
        actor.send({ type: 'run.cancel' });
      }
    });
    if (start) actor.send({ type: 'run.start', sequenceId: 'seq-1' });
    else actor.send({ type: 'run.open', runId: 'run-1' });
    return () => subscription.unsubscribe();
  }, [actor, files, start, cancel, download]);
  useEffect(() => {
    if (!enlarge) return;
    const subscription = screenshots.subscribe((snapshot) => {
      if (selectStepScreenshot(snapshot, enlarge)?.status !== 'loaded') return;
      subscription.unsubscribe();
      screenshots.send({ type: 'screenshot.open', stepId: enlarge });
    });
    return () => subscription.unsubscribe();
  }, [screenshots, enlarge]);
  return (
    <div ref={container} style={{ position: 'relative', height: 640, background: '#f8fafc', border: '1px solid #e2e8f0' }}>
      <div style={{ position: 'absolute', bottom: 16, left: 16 }}>
        <RunButton actor={actor} sequenceId="seq-1" />
      </div>
      <RunPanel actor={actor} files={files} screenshots={screenshots} unreachable={unreachable} />
    </div>
  );
}

const answer = (run: ServerRun) => async () => run;

export const Starting: Story = () => <Run start={never} />;
export const RefusedNeedsBrowser: Story = () => (
  <Run start={() => Promise.reject(new Error('These nodes need a browser worker, which Botflow does not include yet: Click Submit'))} />
);
export const Queued: Story = () => <Run start={answer(queued)} />;
/** Why a queued run waits and its place, as the server says it (D89). */
export const QueuedBehindOtherRuns: Story = () => <Run start={answer(queuedBehind)} />;
export const QueuedForABrowser: Story = () => <Run start={answer(queuedForBrowser)} />;
/** Nodes nothing connects to Start are named before the Run starts, and the Run still starts (D89). */
export const StartingWithUnreachableNodes: Story = () => <Run start={never} unreachable={['Send report', 'Archive']} />;
export const RunningWithUnreachableNode: Story = () => <Run load={answer(running)} unreachable={['Archive']} />;
/** A bot node's sub-run steps, nested under its step (D89). */
export const BotSubRunNested: Story = () => <Run load={answer(withBot)} />;
export const Loading: Story = () => <Run load={never} />;
export const Running: Story = () => <Run load={answer(running)} />;
export const Cancelling: Story = () => <Run load={answer(running)} cancel />;
export const Reconnecting: Story = () => <Run load={answer(running)} lose />;
/** With the files its scripts wrote (D67), each with a download link. */
export const Completed: Story = () => <Run load={answer(completed)} />;
export const DownloadingFile: Story = () => <Run load={answer(completed)} download />;
export const FailedAfterRetries: Story = () => <Run load={answer(failed)} />;
export const Cancelled: Story = () => <Run load={answer(cancelled)} />;
export const Interrupted: Story = () => <Run load={answer(interrupted)} />;
export const NotFound: Story = () => <Run load={() => Promise.reject(new Error('Run not found'))} />;
/** A browser run (D68): each browser step opens to the screenshot of its tab, as a thumbnail. */
export const BrowserRunScreenshots: Story = () => <Run load={answer(browser)} openSteps={['Click Trigger', 'Element Selector']} />;
/** The Element Selector's screenshot opened large, in a dialog. */
export const ScreenshotEnlarged: Story = () => <Run load={answer(browser)} openSteps={['Element Selector']} enlarge="rows-1" />;
export const ScreenshotLoading: Story = () => <Run load={answer(browser)} openSteps={['Click Trigger']} screenshots="loading" />;
export const ScreenshotFailedToLoad: Story = () => <Run load={answer(browser)} openSteps={['Click Trigger']} screenshots="failed" />;

// A plan's limit (D85) refuses the run (402, 429) or a step's file write; the panel links to the plans.
export const DailyRunLimitReached: Story = () => <Run start={() => Promise.reject(Object.assign(new Error(limitMessages.runsPerDay(null, null)), { status: 429 }))} />;
DailyRunLimitReached.meta = { routerPath: '/designer' };
export const RunFileStorageFull: Story = () => <Run start={() => Promise.reject(Object.assign(new Error(limitMessages.runFiles(null, null, 100 * 1024 * 1024)), { status: 402 }))} />;
RunFileStorageFull.meta = { routerPath: '/designer' };
const filesFullText = limitMessages.runFiles(null, null, 99 * 1024 * 1024);
const filesFull: ServerRun = {
  ...failed,
  error: `Save report: ${filesFullText}`,
  steps: [failed.steps[0]!, sampleStep('save', 'Save report', 'script', 'failed', { error: filesFullText })],
};
export const StepRefusedRunFiles: Story = () => <Run load={answer(filesFull)} />;
StepRefusedRunFiles.meta = { routerPath: '/designer' };
