import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { WorkflowRunListQuery } from '../../domain/workflow/workflow-runs';
import type { ServerRun } from '../../domain/workflow/server-runs';
import { executionHistoryMachine } from '../../machines/designer/execution-history.machine';
import { nodeRunMachine, type NodeRunRequest } from '../../machines/designer/node-run.machine';
import { rerunMachine, type RerunAsk } from '../../machines/designer/rerun.machine';
import type { serverRunMachine } from '../../machines/designer/server-run.machine';
import { serverRunFilesMachine, type RunFileRequest } from '../../machines/designer/server-run-files.machine';
import { objectUrlKeeper, stepScreenshotsMachine, type ScreenshotRequest } from '../../machines/designer/step-screenshots.machine';
import { webhookAddressesMachine, type RotateRequest } from '../../machines/designer/webhook-addresses.machine';
import { webhookTestFollowMachine, type NewDeliveriesRequest } from '../../machines/designer/webhook-test-follow.machine';
import { webhookDeliveriesMachine, type DeliveryPageRequest, type DeliveryRequest } from '../../machines/designer/webhook-deliveries.machine';
import type { workflowEditorMachine } from '../../machines/designer/workflow-editor.machine';
import type { ToastInput } from '../../machines/toast/toast.types';
import type { ApiClient } from '../../services/api-client';
import { downloadRunFile, downloadStepScreenshot, listWorkflowRuns, previewRerun, runOneNode, startRerun } from '../../services/workflow-runs';
import { listWebhookDeliveries, listWebhooks, readWebhookDelivery, replayWebhookDelivery, rotateWebhook } from '../../services/sequence-webhooks';
import { saveFile } from '../save-file';
import { copyToClipboard } from './copy-to-clipboard';
import { explainStepLogic, followRunExplanation, saveThroughEditor } from './explain-step-logic';
import { followRunScreenshots } from './follow-run-screenshots';
import { followWebhookTests } from './follow-webhook-tests';
import { versionsLogic } from './versions-panel';

export interface PartActorServices {
  api: ApiClient;
  notify: (toast: ToastInput) => void;
  editor: ActorRefFrom<typeof workflowEditorMachine>;
  serverRun: ActorRefFrom<typeof serverRunMachine>;
}

/**
 * The actors of the designer's on-demand parts (D105): the run panel's (run files, step
 * screenshots, Re-run from here, Ask Flo why), Run this node's, Execution History's, the
 * Versions panel's and a Webhook node's addresses, started together once the first part needs
 * them (this module is a chunk of its own). Each starts where a screen-mounted actor would have stood until now: closed, or following
 * the run the panel shows from its current snapshot.
 */
export function startPartActors({ api, notify, editor, serverRun }: PartActorServices) {
  // A re-run or a node run that started is followed in the run panel (D87).
  const showRun = (_: unknown, run: ServerRun) => serverRun.send({ type: 'run.open', runId: run.id });
  const applyProperties = (id: string, properties: Record<string, unknown>) => editor.send({ type: 'node.updateProperties', id, properties });
  const rerun = createActor(
    rerunMachine.provide({
      actors: {
        previewRerun: fromPromise(({ input: { runId, ...request } }: { input: RerunAsk }) => previewRerun(api, runId, request)),
        startRerun: fromPromise(({ input: { runId, ...request } }: { input: RerunAsk }) => startRerun(api, runId, request)),
      },
      actions: { showRun },
    }),
  );
  const actors = {
    rerun,
    // Ask Flo why under a failed step; Flo's fix goes through the editor (one undoable step), then Re-run from that node (D94).
    explain: createActor(explainStepLogic({ api, nodes: () => editor.getSnapshot().context.nodes, applyProperties, save: () => saveThroughEditor(editor), rerun })),
    nodeRun: createActor(
      nodeRunMachine.provide({
        actors: { runNode: fromPromise(({ input }: { input: NodeRunRequest }) => runOneNode(api, input.sequenceId, input.nodeId, input.input)) },
        actions: { showRun },
      }),
    ),
    runFiles: createActor(
      serverRunFilesMachine.provide({
        actors: { fetchRunFile: fromPromise(async ({ input }: { input: RunFileRequest }) => ({ blob: await downloadRunFile(api, input.runId, input.name), name: input.name })) },
        actions: { saveFile: (_, file) => saveFile(file.blob, file.name), showToast: (_, toast) => notify(toast) },
      }),
    ),
    // D68: a browser step's screenshot comes with the user's token, then shows from an object URL.
    stepScreenshots: createActor(
      stepScreenshotsMachine.provide({
        actors: {
          fetchScreenshot: fromPromise(({ input, signal }: { input: ScreenshotRequest; signal: AbortSignal }) => downloadStepScreenshot(api, input.url, signal)),
          objectUrls: objectUrlKeeper({ create: (blob) => URL.createObjectURL(blob), revoke: (objectUrl) => URL.revokeObjectURL(objectUrl) }),
        },
      }),
    ),
    history: createActor(executionHistoryMachine.provide({ actors: { loadRuns: fromPromise(({ input }: { input: WorkflowRunListQuery }) => listWorkflowRuns(api, input)) } })),
    webhookAddresses: createActor(
      webhookAddressesMachine.provide({
        actors: {
          loadWebhooks: fromPromise(({ input }: { input: { sequenceId: string } }) => listWebhooks(api, input.sequenceId)),
          rotateAddress: fromPromise(({ input }: { input: RotateRequest }) => rotateWebhook(api, input.sequenceId, input.nodeId, input.address)),
          copyText: fromPromise(({ input }: { input: { text: string } }) => copyToClipboard(input.text)),
        },
      }),
    ),
    // A delivery's run, or a replay's, is followed in the run panel.
    webhookDeliveries: createActor(
      webhookDeliveriesMachine.provide({
        actors: {
          loadDeliveries: fromPromise(({ input }: { input: DeliveryPageRequest }) => listWebhookDeliveries(api, input.sequenceId, { page: input.page, page_size: input.pageSize })),
          loadDelivery: fromPromise(({ input }: { input: DeliveryRequest }) => readWebhookDelivery(api, input.sequenceId, input.deliveryId)),
          replayDelivery: fromPromise(({ input }: { input: DeliveryRequest }) => replayWebhookDelivery(api, input.sequenceId, input.deliveryId)),
        },
        actions: { showRun: (_, { runId }) => serverRun.send({ type: 'run.open', runId }) },
      }),
    ),
    // A test delivery's run opens in the run panel while the designer is open (D126).
    webhookTests: createActor(
      webhookTestFollowMachine.provide({
        actors: {
          loadTestDeliveries: fromPromise(async ({ input }: { input: NewDeliveriesRequest }) =>
            (await listWebhookDeliveries(api, input.sequenceId, input.after === null ? { address: 'test', page_size: 1 } : { address: 'test', after: input.after })).items,
          ),
        },
        actions: { showRun: (_, { runId }) => serverRun.send({ type: 'run.open', runId }) },
      }),
    ),
    // D69: a restore reaches the editor as one undoable step.
    versions: createActor(versionsLogic({ api, notify, applyRestored: ({ workflow }) => editor.send({ type: 'workflow.restored', workflow }) })),
  };
  for (const actor of Object.values(actors)) actor.start();
  const unfollow = [followRunScreenshots(serverRun, actors.stepScreenshots), followRunExplanation(serverRun, actors.explain), followWebhookTests(editor, actors.webhookTests)];
  return {
    actors,
    stop: () => {
      for (const stopFollowing of unfollow) stopFollowing();
      for (const actor of Object.values(actors)) actor.stop();
    },
  };
}

export type PartActors = ReturnType<typeof startPartActors>['actors'];
