import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { designerPanelsLogic } from '../../../src/app/designer/designer-panels-logic';
import { lazyPartActors } from '../../../src/app/designer/lazy-part-actors';
import type * as partActorsModule from '../../../src/app/designer/part-actors';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import type { SequenceVersion, SequenceVersionDetail, VersionRestoreAnswer } from '../../../src/domain/sequences/versions';
import type { ServerRun } from '../../../src/domain/workflow/server-runs';
import type { WorkflowRunPage } from '../../../src/domain/workflow/workflow-runs';
import { assistantChatMachine } from '../../../src/machines/assistant/assistant-chat.machine';
import { credentialChoicesMachine } from '../../../src/machines/designer/credential-choices.machine';
import { executionHistoryMachine } from '../../../src/machines/designer/execution-history.machine';
import { explainStepMachine } from '../../../src/machines/designer/explain-step.machine';
import { nodePropertiesMachine } from '../../../src/machines/designer/node-properties.machine';
import { nodeRunMachine } from '../../../src/machines/designer/node-run.machine';
import { paletteMachine } from '../../../src/machines/designer/palette.machine';
import { rerunMachine } from '../../../src/machines/designer/rerun.machine';
import { serverRunFilesMachine } from '../../../src/machines/designer/server-run-files.machine';
import { serverRunMachine } from '../../../src/machines/designer/server-run.machine';
import { simulationMachine, type RunRecord } from '../../../src/machines/designer/simulation.machine';
import { stepScreenshotsMachine } from '../../../src/machines/designer/step-screenshots.machine';
import { versionsMachine } from '../../../src/machines/designer/versions.machine';
import { webhookAddressesMachine } from '../../../src/machines/designer/webhook-addresses.machine';
import { webhookDeliveriesMachine } from '../../../src/machines/designer/webhook-deliveries.machine';
import { workflowEditorMachine } from '../../../src/machines/designer/workflow-editor.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { DesignerWithPanels } from '../../../src/views/designer/DesignerWithPanels';
import { designerRunStates } from '../../../src/views/designer/run-state-context';
import { sampleRuns } from '../../../src/views/designer/run-fixtures';
import { savedWorkflow } from '../../unit/designer/workflow-editor.fixtures';
import { createDeferredActor } from '../deferred-actor';
import { eventually } from '../harness';

/*
 * The designer as DesignerScreen wires it (designer-panels-logic.ts, lazy-part-actors.ts,
 * DesignerWithPanels), on the real machines with fake services, for the panel links' model test.
 */

export const never = () => new Promise<never>(() => {});
export const refusal = 'The Schedule (cron) of Every morning is not a cron expression pg-boss can read: 8 am';
/** History's one row: a real run of this sequence, which ran version 2. */
const historyPage: WorkflowRunPage = {
  items: [{ id: 'run-7', workflowName: 'Order Intake', kind: 'server', startTime: '2026-11-21T08:00:00Z', endTime: '2026-11-21T08:00:02Z', status: 'completed', executedBy: 'Ada Lovelace', nodesExecuted: 2, version: 2, sequenceId: 'seq-1' }],
  total: 1,
  page: 1,
  page_size: 20,
};
const versionList: SequenceVersion[] = [{ number: 2, saved_at: '2026-11-21T07:00:00.000Z', saved_by: 'Ada Lovelace', node_count: 2, edge_count: 1, summary: 'First version' }];
const versionDetail: SequenceVersionDetail = { ...versionList[0]!, workflow: savedWorkflow };
export const openedRun: ServerRun = { ...sampleRuns.completed, id: 'run-7', workflowName: 'Order Intake' };

/** The on-demand parts' actors with fake services, as part-actors.ts starts them. */
export function partActorsWith(calls: { loadVersion: number[] }): typeof partActorsModule {
  const startPartActors = () => {
    const actors = {
      history: createActor(executionHistoryMachine.provide({ actors: { loadRuns: fromPromise(async () => historyPage) } })),
      versions: createActor(
        versionsMachine.provide({
          actors: {
            loadVersions: fromPromise(async () => versionList),
            loadVersion: fromPromise<SequenceVersionDetail, { sequenceId: string; number: number }>(async ({ input }) => (calls.loadVersion.push(input.number), versionDetail)),
            restoreVersion: fromPromise<VersionRestoreAnswer, { sequenceId: string; number: number }>(never),
          },
        }),
      ),
      nodeRun: createActor(nodeRunMachine),
      runFiles: createActor(serverRunFilesMachine),
      stepScreenshots: createActor(stepScreenshotsMachine),
      rerun: createActor(rerunMachine),
      explain: createActor(explainStepMachine),
      webhookAddresses: createActor(webhookAddressesMachine),
      webhookDeliveries: createActor(webhookDeliveriesMachine),
    };
    for (const actor of Object.values(actors)) actor.start();
    return { actors, stop: () => Object.values(actors).forEach((actor) => actor.stop()) };
  };
  return { startPartActors } as unknown as typeof partActorsModule;
}

export function mountDesigner(loadParts?: (calls: { loadVersion: number[] }) => Promise<typeof partActorsModule>) {
  const loadSequence = createDeferredActor<Sequence | null, { slug: string; sequence: Sequence | null }>();
  const startRun = createDeferredActor<ServerRun, { sequenceId: string }>();
  const loadRun = createDeferredActor<ServerRun, { runId: string }>();
  const saves = { calls: [] as Array<{ sequenceId: string; active: boolean }>, pending: null as { resolve: () => void; reject: (error: Error) => void } | null };
  const toasts: ToastInput[] = [];
  const tests = { recorded: 0 };
  const calls = { loadVersion: [] as number[] };
  const editor = createActor(workflowEditorMachine.provide({ actors: { loadSequence: loadSequence.logic } }), { input: { slug: 'order-intake', sequence: null } }).start();
  const serverRun = createActor(
    serverRunMachine.provide({ actors: { startRun: startRun.logic, loadRun: loadRun.logic, cancelRun: fromPromise<ServerRun, { runId: string }>(never), followRun: fromCallback<AnyEventObject, { runId: string }>(() => () => {}) } }),
  ).start();
  // Test Workflow steps through its nodes at once here; each finished test run is counted as recorded.
  const simulation = createActor(
    simulationMachine.provide({ delays: { nodeStep: 0 }, actors: { recordRun: fromPromise<void, RunRecord>(async () => { tests.recorded += 1; }) } }),
  ).start();
  const parts = lazyPartActors({} as partActorsModule.PartActorServices, () => (loadParts ? loadParts(calls) : Promise.resolve(partActorsWith(calls))));
  const unmountParts = parts.mount();
  const actor = createActor(
    designerPanelsLogic({
      editor,
      serverRun,
      simulation,
      parts,
      title: 'Order Intake',
      saveActive: (sequenceId, active) =>
        new Promise<void>((resolve, reject) => {
          saves.calls.push({ sequenceId, active });
          saves.pending = { resolve, reject };
        }),
      notify: (toast) => void toasts.push(toast),
    }),
  ).start();
  const palette = createActor(paletteMachine).start();
  const properties = createActor(nodePropertiesMachine).start();
  const credentialChoices = createActor(credentialChoicesMachine).start();
  const assistant = createActor(assistantChatMachine, { input: { welcome: null } }).start();
  const others = [palette, properties, credentialChoices, assistant];
  // A data router: the unsaved-changes guard blocks navigation through it.
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <DesignerWithPanels
          title="Order Intake"
          actors={{ editor, palette, properties, credentialChoices, simulation, serverRun, assistant, panels: actor }}
          parts={parts}
          draft={{ overlay: null, draft: null }}
          runStates={designerRunStates(simulation, serverRun)}
          onBuild={() => {}}
        />
      ),
    },
  ]);
  const view = render(<RouterProvider router={router} />);
  const stop = () => {
    view.unmount();
    unmountParts();
    for (const each of [actor, editor, serverRun, simulation, ...others]) each.stop();
  };
  return { actor, editor, serverRun, simulation, loadSequence, startRun, loadRun, saves, toasts, tests, calls, stop };
}
export type DesignerSut = ReturnType<typeof mountDesigner>;

export const historyDialog = () => screen.queryByRole('dialog', { name: 'Workflow Execution History' });
export const runPanel = () => screen.queryByRole('region', { name: /^Run/, hidden: true });
export const versionsDrawer = () => screen.queryByRole('complementary', { name: 'Versions', hidden: true });
// Behind History's modal dialog the designer is hidden from the accessibility tree, but still there.
export const activeSwitch = () => screen.getByRole('switch', { name: 'Workflow Active', hidden: true });

/** The element once it is on screen. */
export async function found(get: () => HTMLElement): Promise<HTMLElement> {
  let element: HTMLElement | null = null;
  await eventually(() => {
    element = get();
  });
  return element!;
}
