import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { AssistantContext } from '../../domain/assistant/chat';
import type { WorkflowRunListQuery } from '../../domain/workflow/workflow-runs';
import { credentialChoicesMachine } from '../../machines/designer/credential-choices.machine';
import { executionHistoryMachine } from '../../machines/designer/execution-history.machine';
import { nodePropertiesMachine } from '../../machines/designer/node-properties.machine';
import { paletteMachine, type PaletteSources } from '../../machines/designer/palette.machine';
import { serverRunFilesMachine, type RunFileRequest } from '../../machines/designer/server-run-files.machine';
import { serverRunMachine, type FollowEvent } from '../../machines/designer/server-run.machine';
import { simulationMachine, type RunRecord } from '../../machines/designer/simulation.machine';
import { objectUrlKeeper, stepScreenshotsMachine, type ScreenshotRequest } from '../../machines/designer/step-screenshots.machine';
import type { ApiClient } from '../../services/api-client';
import type { ToastInput } from '../../machines/toast/toast.types';
import { listBots } from '../../services/bots';
import { listCredentials } from '../../services/credentials';
import { listScripts } from '../../services/scripts';
import { cancelServerRun, downloadRunFile, downloadStepScreenshot, followServerRun, listWorkflowRuns, previewRerun, readServerRun, recordWorkflowRun, runOneNode, startRerun, startServerRun } from '../../services/workflow-runs';
import { rerunMachine, type RerunAsk } from '../../machines/designer/rerun.machine';
import { nodeRunMachine, type NodeRunRequest } from '../../machines/designer/node-run.machine';
import { floChat } from '../assistant/flo-chat';
import { saveFile } from '../save-file';

export interface PanelServices {
  api: ApiClient;
  notify: (toast: ToastInput) => void;
  /** Writes a node's properties through the editor, so undo covers them. */
  applyProperties: (nodeId: string, properties: Record<string, unknown>) => void;
  /** The workflow on the canvas, for Flo (D37). */
  workflowContext: () => AssistantContext;
}

const paletteBotLimit = 100;

/** The designer's panels with their real services (spec 02 §7, D16). */
export function designerPanelLogic({ api, notify, applyProperties, workflowContext }: PanelServices) {
  return {
    palette: paletteMachine.provide({
      actors: {
        // D38: the user's active bots, the first 100 by title (the palette is a picker, not a browser: My Bots searches all).
        loadPaletteSources: fromPromise(async (): Promise<PaletteSources> => {
          const [scripts, bots] = await Promise.all([listScripts(api), listBots(api, { status: 'active', sort: 'title', page_size: paletteBotLimit })]);
          return { scripts, bots: bots.items.map(({ id, title, description, inputs, inputValues }) => ({ id, title, description, inputs, inputValues })) };
        }),
      },
    }),
    properties: nodePropertiesMachine.provide({ actions: { applyProperties: (_, update) => applyProperties(update.nodeId, update.properties) } }),
    // D66: Run Settings offer the user's credentials by name and kind, never their values.
    credentialChoices: credentialChoicesMachine.provide({
      actors: { loadCredentialChoices: fromPromise(async () => (await listCredentials(api)).map(({ name, kind }) => ({ name, kind }))) },
    }),
    simulation: simulationMachine.provide({
      actors: {
        recordRun: fromPromise(async ({ input }: { input: RunRecord }) => {
          await recordWorkflowRun(api, {
            ...(input.sequenceId ? { sequence_id: input.sequenceId } : {}),
            workflow_name: input.workflowName,
            start_time: input.startTime,
            end_time: input.endTime,
            status: 'completed',
            nodes_executed: input.nodesExecuted,
          });
        }),
      },
      actions: { showToast: (_, toast) => notify(toast) },
    }),
    serverRun: serverRunMachine.provide({
      actors: {
        startRun: fromPromise(({ input }: { input: { sequenceId: string } }) => startServerRun(api, input.sequenceId)),
        loadRun: fromPromise(({ input }: { input: { runId: string } }) => readServerRun(api, input.runId)),
        cancelRun: fromPromise(({ input }: { input: { runId: string } }) => cancelServerRun(api, input.runId)),
        // The run as the server writes it; a stream that ends before the run did was lost on the way.
        followRun: fromCallback<AnyEventObject, { runId: string }>(({ sendBack, input }) => {
          const stopped = new AbortController();
          const report = (event: FollowEvent) => {
            if (!stopped.signal.aborted) sendBack(event);
          };
          let ended = false;
          followServerRun(api, input.runId, stopped.signal, (event) => {
            if (event.type === 'end') ended = true;
            else report({ type: 'run.updated', run: event.run });
          }).then(
            () => !ended && report({ type: 'run.lost' }),
            () => report({ type: 'run.lost' }),
          );
          return () => stopped.abort();
        }),
      },
    }),
    // Issue 31: the screen supplies showRun, which hands the new run to the run panel.
    rerun: rerunMachine.provide({
      actors: {
        previewRerun: fromPromise(({ input: { runId, ...request } }: { input: RerunAsk }) => previewRerun(api, runId, request)),
        startRerun: fromPromise(({ input: { runId, ...request } }: { input: RerunAsk }) => startRerun(api, runId, request)),
      },
    }),
    nodeRun: nodeRunMachine.provide({
      actors: { runNode: fromPromise(({ input }: { input: NodeRunRequest }) => runOneNode(api, input.sequenceId, input.nodeId, input.input)) },
    }),
    runFiles: serverRunFilesMachine.provide({
      actors: { fetchRunFile: fromPromise(async ({ input }: { input: RunFileRequest }) => ({ blob: await downloadRunFile(api, input.runId, input.name), name: input.name })) },
      actions: { saveFile: (_, file) => saveFile(file.blob, file.name), showToast: (_, toast) => notify(toast) },
    }),
    // D68: a browser step's screenshot comes with the user's token, then shows from an object URL.
    stepScreenshots: stepScreenshotsMachine.provide({
      actors: {
        fetchScreenshot: fromPromise(({ input, signal }: { input: ScreenshotRequest; signal: AbortSignal }) => downloadStepScreenshot(api, input.url, signal)),
        objectUrls: objectUrlKeeper({ create: (blob) => URL.createObjectURL(blob), revoke: (objectUrl) => URL.revokeObjectURL(objectUrl) }),
      },
    }),
    history: executionHistoryMachine.provide({ actors: { loadRuns: fromPromise(({ input }: { input: WorkflowRunListQuery }) => listWorkflowRuns(api, input)) } }),
    assistant: floChat(api, workflowContext),
  };
}
