import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { SequenceVersion } from '../../domain/sequences/versions';
import type { ServerRun } from '../../domain/workflow/server-runs';
import type { WorkflowRunPage } from '../../domain/workflow/workflow-runs';
import { assistantChatMachine } from '../../machines/assistant/assistant-chat.machine';
import { credentialChoicesMachine } from '../../machines/designer/credential-choices.machine';
import { designerPanelsMachine } from '../../machines/designer/designer-panels.machine';
import { executionHistoryMachine } from '../../machines/designer/execution-history.machine';
import { explainStepMachine } from '../../machines/designer/explain-step.machine';
import { nodePropertiesMachine } from '../../machines/designer/node-properties.machine';
import { nodeRunMachine } from '../../machines/designer/node-run.machine';
import { paletteMachine } from '../../machines/designer/palette.machine';
import { rerunMachine } from '../../machines/designer/rerun.machine';
import { serverRunFilesMachine } from '../../machines/designer/server-run-files.machine';
import { serverRunMachine } from '../../machines/designer/server-run.machine';
import { simulationMachine } from '../../machines/designer/simulation.machine';
import { stepScreenshotsMachine } from '../../machines/designer/step-screenshots.machine';
import { versionsMachine } from '../../machines/designer/versions.machine';
import { webhookAddressesMachine } from '../../machines/designer/webhook-addresses.machine';
import { webhookDeliveriesMachine } from '../../machines/designer/webhook-deliveries.machine';
import { DesignerWithPanels, type DesignerPartActors } from './DesignerWithPanels';
import type { StartedOnFirstUse } from './on-demand';
import { designerRunStates } from './run-state-context';
import { sampleRuns } from './run-fixtures';
import { sampleWorkflow, useStoryEditor } from './designer-story-fixtures';

export default { title: 'Designer/Designer with panels' };

const never = () => new Promise<never>(() => {});
const page: WorkflowRunPage = {
  items: [{ id: 'run-1', workflowName: 'Order Intake', kind: 'server', startTime: '2026-11-25T08:00:00Z', endTime: '2026-11-25T08:00:01Z', status: 'completed', executedBy: 'Ada Lovelace', nodesExecuted: 3, version: 2, sequenceId: 'seq-1' }],
  total: 1,
  page: 1,
  page_size: 20,
};
const versions: SequenceVersion[] = [{ number: 2, saved_at: '2026-11-25T07:00:00.000Z', saved_by: 'Ada Lovelace', node_count: 5, edge_count: 4, summary: 'First version' }];

/** The on-demand parts on fakes: started at once, or (`started: false`) their code never comes. */
function storyParts(started: boolean): StartedOnFirstUse<DesignerPartActors> {
  const actors: DesignerPartActors = {
    history: createActor(executionHistoryMachine.provide({ actors: { loadRuns: fromPromise(async () => page) } })).start(),
    versions: createActor(versionsMachine.provide({ actors: { loadVersions: fromPromise(async () => versions) } })).start(),
    nodeRun: createActor(nodeRunMachine).start(),
    runFiles: createActor(serverRunFilesMachine).start(),
    stepScreenshots: createActor(stepScreenshotsMachine).start(),
    rerun: createActor(rerunMachine).start(),
    explain: createActor(explainStepMachine).start(),
    webhookAddresses: createActor(webhookAddressesMachine).start(),
    webhookDeliveries: createActor(webhookDeliveriesMachine).start(),
  };
  return { subscribe: () => () => {}, get: () => (started ? actors : null), ready: () => (started ? Promise.resolve() : never()) };
}

interface Scenario {
  /** What the user opened. */
  open?: 'history' | 'versions' | 'run';
  /** Whether the parts' actors have started (else their code still comes). */
  partsStarted?: boolean;
}

function Designer({ open, partsStarted = true }: Scenario) {
  const editor = useStoryEditor(sampleWorkflow);
  const [parts] = useState(() => storyParts(partsStarted));
  const palette = useActorRef(paletteMachine);
  const properties = useActorRef(nodePropertiesMachine);
  const credentialChoices = useActorRef(credentialChoicesMachine);
  const simulation = useActorRef(simulationMachine);
  const serverRun = useActorRef(
    serverRunMachine.provide({ actors: { loadRun: fromPromise<ServerRun, { runId: string }>(async () => sampleRuns.failed), followRun: fromCallback(() => () => {}) } }),
  );
  const assistant = useActorRef(assistantChatMachine, { input: { welcome: null } });
  // The panel links with the parts as the designer wires them (app/designer/designer-panels-logic.ts).
  const panels = useActorRef(
    designerPanelsMachine.provide({
      actions: {
        openHistory: (_, { sequenceId }) => parts.get()?.history.send({ type: 'history.open', sequenceId }),
        openVersions: (_, request) => parts.get()?.versions.send({ type: 'versions.open', ...request }),
        openRun: (_, { runId }) => serverRun.send({ type: 'run.open', runId }),
      },
    }),
  );
  useEffect(() => {
    if (open === 'history') panels.send({ type: 'history.open' });
    if (open === 'run') serverRun.send({ type: 'run.open', runId: 'run-1' });
    if (open === 'versions') {
      panels.send({ type: 'sequence.opened', sequenceId: 'seq-1', active: false, shown: false });
      panels.send({ type: 'versions.open' });
    }
  }, [open, panels, serverRun]);
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '*',
        element: (
          <div style={{ position: 'relative', width: '100%', height: 720 }}>
            <DesignerWithPanels
              title="Order Intake"
              actors={{ editor, palette, properties, credentialChoices, simulation, serverRun, assistant, panels }}
              parts={parts}
              draft={{ overlay: null, draft: null }}
              runStates={designerRunStates(simulation, serverRun)}
              onBuild={() => {}}
            />
          </div>
        ),
      },
    ]),
  );
  return <RouterProvider router={router} />;
}

export const AtRest: Story = () => <Designer />;
export const HistoryOpen: Story = () => <Designer open="history" />;
export const HistoryAskedBeforeItsPartCame: Story = () => <Designer open="history" partsStarted={false} />;
export const VersionsOpen: Story = () => <Designer open="versions" />;
export const VersionsAskedBeforeItsPartCame: Story = () => <Designer open="versions" partsStarted={false} />;
export const RunPanelOpen: Story = () => <Designer open="run" />;
