import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { AssistantContext } from '../../domain/assistant/chat';
import { credentialChoicesMachine } from '../../machines/designer/credential-choices.machine';
import { nodePropertiesMachine } from '../../machines/designer/node-properties.machine';
import { paletteMachine, type PaletteSources } from '../../machines/designer/palette.machine';
import { serverRunMachine, type FollowEvent } from '../../machines/designer/server-run.machine';
import { simulationMachine, type RunRecord } from '../../machines/designer/simulation.machine';
import type { ApiClient } from '../../services/api-client';
import type { ToastInput } from '../../machines/toast/toast.types';
import { listScripts } from '../../services/scripts';
import { floChat } from '../assistant/flo-chat';

/*
 * The services the panels call only after the open (the palette's bots, Run Settings' credentials,
 * runs) load with their first call: their modules build some 160 zod schemas at load, which the
 * designer's open need not wait for (D119). The parts' preload (part-actors.ts) loads the runs' one too.
 */
const botsService = () => import('../../services/bots');
const credentialsService = () => import('../../services/credentials');
const runsService = () => import('../../services/workflow-runs');

export interface PanelServices {
  api: ApiClient;
  notify: (toast: ToastInput) => void;
  /** Writes a node's properties through the editor, so undo covers them. */
  applyProperties: (nodeId: string, properties: Record<string, unknown>) => void;
  /** The workflow on the canvas, for Flo (D37). */
  workflowContext: () => AssistantContext;
  /** Settles once the canvas is on screen: the lists the panels show are asked for after it (open-gate.ts). */
  opened: Promise<void>;
}

const paletteBotLimit = 100;

/** The designer's panels with their real services (spec 02 §7, D16); the on-demand parts' actors are in part-actors.ts. */
export function designerPanelLogic({ api, notify, applyProperties, workflowContext, opened }: PanelServices) {
  return {
    palette: paletteMachine.provide({
      actors: {
        // D38: the user's active bots, the first 100 by title (the palette is a picker, not a browser: My Bots searches all).
        loadPaletteSources: fromPromise(async (): Promise<PaletteSources> => {
          await opened;
          const { listBots } = await botsService();
          const [scripts, bots] = await Promise.all([listScripts(api), listBots(api, { status: 'active', sort: 'title', page_size: paletteBotLimit })]);
          return { scripts, bots: bots.items.map(({ id, title, description, inputs, inputValues }) => ({ id, title, description, inputs, inputValues })) };
        }),
      },
    }),
    properties: nodePropertiesMachine.provide({ actions: { applyProperties: (_, update) => applyProperties(update.nodeId, update.properties) } }),
    // D66: Run Settings offer the user's credentials by name and kind, never their values.
    credentialChoices: credentialChoicesMachine.provide({
      actors: {
        loadCredentialChoices: fromPromise(async () => {
          await opened;
          const { listCredentials } = await credentialsService();
          return (await listCredentials(api)).map(({ name, kind }) => ({ name, kind }));
        }),
      },
    }),
    simulation: simulationMachine.provide({
      actors: {
        recordRun: fromPromise(async ({ input }: { input: RunRecord }) => {
          const { recordWorkflowRun } = await runsService();
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
        startRun: fromPromise(async ({ input }: { input: { sequenceId: string } }) => (await runsService()).startServerRun(api, input.sequenceId)),
        loadRun: fromPromise(async ({ input }: { input: { runId: string } }) => (await runsService()).readServerRun(api, input.runId)),
        cancelRun: fromPromise(async ({ input }: { input: { runId: string } }) => (await runsService()).cancelServerRun(api, input.runId)),
        // The run as the server writes it; a stream that ends before the run did was lost on the way.
        followRun: fromCallback<AnyEventObject, { runId: string }>(({ sendBack, input }) => {
          const stopped = new AbortController();
          const report = (event: FollowEvent) => {
            if (!stopped.signal.aborted) sendBack(event);
          };
          let ended = false;
          runsService()
            .then(({ followServerRun }) =>
              followServerRun(api, input.runId, stopped.signal, (event) => {
                if (event.type === 'end') ended = true;
                else report({ type: 'run.updated', run: event.run });
              }),
            )
            .then(
            () => !ended && report({ type: 'run.lost' }),
            () => report({ type: 'run.lost' }),
          );
          return () => stopped.abort();
        }),
      },
    }),
    assistant: floChat(api, workflowContext),
  };
}
