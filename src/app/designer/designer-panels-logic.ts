import { fromCallback, fromPromise, type ActorRefFrom, type AnyEventObject } from 'xstate';
import { designerPanelsMachine, type DesignerReport, type SaveActiveRequest } from '../../machines/designer/designer-panels.machine';
import { selectHistoryPhase } from '../../machines/designer/execution-history.selectors';
import type { serverRunMachine } from '../../machines/designer/server-run.machine';
import { selectRunIsBusy } from '../../machines/designer/server-run.selectors';
import type { simulationMachine } from '../../machines/designer/simulation.machine';
import { selectVersionsOpen } from '../../machines/designer/versions.selectors';
import type { workflowEditorMachine } from '../../machines/designer/workflow-editor.machine';
import { selectIsActive, selectSequence } from '../../machines/designer/workflow-editor.selectors';
import type { ToastInput } from '../../machines/toast/toast.types';
import type { LazyPartActors } from './lazy-part-actors';
import { testRunRequest } from './test-run';

type Report = (event: DesignerReport) => void;

export interface DesignerPanelsServices {
  editor: ActorRefFrom<typeof workflowEditorMachine>;
  serverRun: ActorRefFrom<typeof serverRunMachine>;
  simulation: ActorRefFrom<typeof simulationMachine>;
  parts: LazyPartActors;
  /** The title from the slug: a test run's name until the sequence is loaded. */
  title: string;
  saveActive: (sequenceId: string, active: boolean) => Promise<unknown>;
  notify: (toast: ToastInput) => void;
}

/** The editor's sequence once it opens, then each change of its Workflow Active switch. */
function followEditor(editor: DesignerPanelsServices['editor'], report: Report): () => void {
  let shown: boolean | null = null;
  const subscription = editor.subscribe((snapshot) => {
    const sequence = selectSequence(snapshot);
    if (!snapshot.matches('ready') || !sequence) return;
    const active = selectIsActive(snapshot);
    if (shown === null) report({ type: 'sequence.opened', sequenceId: sequence.id, active: sequence.active ?? false, shown: active });
    else if (active !== shown) report({ type: 'activity.shown', active });
    shown = active;
  });
  return () => subscription.unsubscribe();
}

/** Whether the real run is under way (the Run button busy), as it changes. */
function followRun(serverRun: DesignerPanelsServices['serverRun'], report: Report): () => void {
  let busy = false;
  const subscription = serverRun.subscribe((snapshot) => {
    if (selectRunIsBusy(snapshot) === busy) return;
    busy = !busy;
    report({ type: busy ? 'run.underWay' : 'run.settled' });
  });
  return () => subscription.unsubscribe();
}

/** History and the Versions panel closing themselves (their Close, a restore), once their actors have started. */
function followParts(parts: LazyPartActors, report: Report): () => void {
  let unfollow = () => {};
  const follow = () => {
    unfollow();
    const actors = parts.get();
    if (!actors) return;
    let isHistoryOpen = selectHistoryPhase(actors.history.getSnapshot()) !== 'closed';
    let isVersionsOpen = selectVersionsOpen(actors.versions.getSnapshot());
    const subscriptions = [
      actors.history.subscribe((snapshot) => {
        const isOpen = selectHistoryPhase(snapshot) !== 'closed';
        if (isHistoryOpen && !isOpen) report({ type: 'history.closed' });
        isHistoryOpen = isOpen;
      }),
      actors.versions.subscribe((snapshot) => {
        const isOpen = selectVersionsOpen(snapshot);
        if (isVersionsOpen && !isOpen) report({ type: 'versions.closed' });
        isVersionsOpen = isOpen;
      }),
    ];
    unfollow = () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  };
  follow();
  const unsubscribe = parts.subscribe(follow);
  return () => {
    unsubscribe();
    unfollow();
  };
}

/** The designer's panel links (designer-panels.machine.ts) with the editor, the runs, the parts and the server. */
export function designerPanelsLogic({ editor, serverRun, simulation, parts, title, saveActive, notify }: DesignerPanelsServices) {
  return designerPanelsMachine.provide({
    actors: {
      followEditor: fromCallback<AnyEventObject>(({ sendBack }) => followEditor(editor, sendBack)),
      followRun: fromCallback<AnyEventObject>(({ sendBack }) => followRun(serverRun, sendBack)),
      followParts: fromCallback<AnyEventObject>(({ sendBack }) => followParts(parts, sendBack)),
      saveActive: fromPromise<void, SaveActiveRequest>(async ({ input }) => void (await saveActive(input.sequenceId, input.active))),
    },
    actions: {
      openHistory: (_, { sequenceId }) => parts.send('history', { type: 'history.open', sequenceId }),
      closeHistory: () => parts.send('history', { type: 'history.close' }),
      openRun: (_, { runId }) => serverRun.send({ type: 'run.open', runId }),
      closeRun: () => serverRun.send({ type: 'run.close' }),
      startTest: () => simulation.send(testRunRequest(editor.getSnapshot(), title)),
      clearSelection: () => editor.send({ type: 'selection.clear' }),
      openVersions: (_, request) => parts.send('versions', { type: 'versions.open', ...request }),
      closeVersions: () => parts.send('versions', { type: 'versions.close' }),
      flipSwitch: () => editor.send({ type: 'workflow.toggleActive' }),
      notify: (_, toast) => notify(toast),
    },
  });
}
