import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { ReactFlow, type Edge } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect } from 'react';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { ServerRun } from '../../domain/workflow/server-runs';
import type { WorkflowRun, WorkflowRunPage } from '../../domain/workflow/workflow-runs';
import { executionHistoryMachine } from '../../machines/designer/execution-history.machine';
import { nodePropertiesMachine, type SelectedNode } from '../../machines/designer/node-properties.machine';
import { serverRunFilesMachine, type RunFileDownload, type RunFileRequest } from '../../machines/designer/server-run-files.machine';
import { serverRunMachine } from '../../machines/designer/server-run.machine';
import { objectUrlKeeper, stepScreenshotsMachine, type ScreenshotRequest } from '../../machines/designer/step-screenshots.machine';
import type { EditorNode } from '../../machines/designer/workflow-editor/types';
import * as canvasStyles from './Canvas.css';
import { withErrorEdgeLooks } from './error-edges';
import { ExecutionHistoryDialog } from './ExecutionHistoryDialog';
import { withDeclaredBoxes } from './nodes/declared-boxes';
import { nodeTypes } from './nodes/react-flow-node-types';
import { PropertiesPanel } from './PropertiesPanel';
import { RunPanel } from './RunPanel';
import { sampleRuns, sampleStep } from './run-fixtures';

/** What a node does when it fails (D128): the On failure field, the error handle, and runs completed with errors. */
export default { title: 'Designer/Error paths' };

const never = () => new Promise<never>(() => {});

function Properties({ node }: { node: SelectedNode }) {
  const actor = useActorRef(nodePropertiesMachine);
  useEffect(() => actor.send({ type: 'selection.changed', nodes: [node] }), [actor, node]);
  return <PropertiesPanel actor={actor} />;
}

const fetchOrders: SelectedNode = { id: 'node-2', type: 'api', label: 'Fetch Orders', properties: { paletteItem: 'api', url: 'https://orders.example/new', retryCount: 2 } };
export const OnFailureStop: Story = () => <Properties node={fetchOrders} />;
export const OnFailureContinue: Story = () => <Properties node={{ ...fetchOrders, properties: { ...fetchOrders.properties, onFailure: 'continue' } }} />;
export const OnFailureErrorPath: Story = () => <Properties node={{ ...fetchOrders, properties: { ...fetchOrders.properties, onFailure: 'errorPath' } }} />;
/** A decision offers stop and the error path only: it has no one output to continue along (D142). */
export const OnFailureDecision: Story = () => <Properties node={{ id: 'node-3', type: 'decision', label: 'Any orders?', properties: { condition: 'input.body.length > 0' } }} />;

const drawn = (id: string, type: string, label: string, x: number, y: number, properties: Record<string, unknown> = {}): EditorNode => ({ id, type, position: { x, y }, data: { label, type, properties } });
const canvasNodes = withDeclaredBoxes([
  drawn('start', 'start', 'Start', 0, 80),
  drawn('fetch', 'api', 'Fetch Orders', 260, 80, { paletteItem: 'api', onFailure: 'errorPath' }),
  drawn('check', 'decision', 'Any orders?', 520, 80, { onFailure: 'errorPath' }),
  drawn('end', 'end', 'End', 780, 80),
  drawn('tell', 'email', 'Tell the team', 520, 260),
]);
const canvasEdges: Edge[] = withErrorEdgeLooks([
  { id: 'e1', source: 'start', target: 'fetch' },
  { id: 'e2', source: 'fetch', target: 'check' },
  { id: 'e3', source: 'check', target: 'end', sourceHandle: 'right' },
  { id: 'e4', source: 'fetch', target: 'tell', sourceHandle: 'error' },
  { id: 'e5', source: 'check', target: 'tell', sourceHandle: 'error' },
]);
/** Nodes that take their error path: a second, red output labelled On error, its edges red. */
export const NodesWithErrorHandles: Story = () => (
  <div style={{ position: 'relative', height: 420, border: '1px solid #e2e8f0' }}>
    <div className={canvasStyles.canvas}>
      <ReactFlow nodes={canvasNodes} edges={canvasEdges} nodeTypes={nodeTypes} fitView nodesDraggable={false} />
    </div>
  </div>
);

const { completed } = sampleRuns;
const fetchFailed = (attempt: number, handled?: 'continue' | 'errorPath') =>
  sampleStep('fetch', 'Fetch prices', 'api', 'failed', { attempt, id: `fetch-${attempt}`, error: 'HTTP 500 from https://prices.example/today', ...(handled ? { handled } : {}) });
const errorInput = { error: { message: 'HTTP 500 from https://prices.example/today', node: { id: 'fetch', label: 'Fetch prices', type: 'api' }, attempts: 2 } };
const completedWithErrors: ServerRun = {
  ...completed,
  failuresHandled: 1,
  output: { sent: true },
  steps: [completed.steps[0]!, fetchFailed(1), fetchFailed(2, 'errorPath'), sampleStep('tell', 'Tell the team', 'email', 'completed', { input: errorInput }), sampleStep('end', 'End', 'end', 'completed', { id: 'end-2' })],
};
const continued: ServerRun = { ...completedWithErrors, steps: [completed.steps[0]!, fetchFailed(1, 'continue'), sampleStep('end', 'End', 'end', 'completed', { input: errorInput })] };

function Run({ run }: { run: ServerRun }) {
  const actor = useActorRef(
    serverRunMachine.provide({
      actors: {
        startRun: fromPromise<ServerRun, { sequenceId: string }>(never),
        loadRun: fromPromise(async () => run),
        cancelRun: fromPromise<ServerRun, { runId: string }>(never),
        followRun: fromCallback<AnyEventObject, { runId: string }>(() => () => {}),
      },
    }),
  );
  const files = useActorRef(serverRunFilesMachine.provide({ actors: { fetchRunFile: fromPromise<RunFileDownload, RunFileRequest>(never) } }));
  const screenshots = useActorRef(stepScreenshotsMachine.provide({ actors: { fetchScreenshot: fromPromise<Blob, ScreenshotRequest>(never), objectUrls: objectUrlKeeper({ create: () => '', revoke: () => {} }) } }));
  useEffect(() => actor.send({ type: 'run.open', runId: run.id }), [actor, run]);
  return (
    <div style={{ position: 'relative', height: 640, background: '#f8fafc', border: '1px solid #e2e8f0' }}>
      <RunPanel actor={actor} files={files} screenshots={screenshots} />
    </div>
  );
}

/** The run took the error path: "Completed with errors", how many, and the failed step marked. */
export const RunCompletedWithErrors: Story = () => <Run run={completedWithErrors} />;
export const RunContinuedPastAFailure: Story = () => <Run run={continued} />;

const runs: WorkflowRun[] = [
  { id: 'r1', workflowName: 'Price Watch', kind: 'server', startTime: '2026-11-25T08:00:00Z', endTime: '2026-11-25T08:00:05Z', status: 'completed', failuresHandled: 2, executedBy: 'Ada Lovelace', nodesExecuted: 4, version: 2, sequenceId: 'seq-1' },
  { id: 'r2', workflowName: 'Price Watch', kind: 'server', startTime: '2026-11-24T08:00:00Z', endTime: '2026-11-24T08:00:03Z', status: 'completed', failuresHandled: 0, executedBy: 'Ada Lovelace', nodesExecuted: 3, version: 2, sequenceId: 'seq-1' },
  { id: 'r3', workflowName: 'Price Watch', kind: 'server', startTime: '2026-11-23T08:00:00Z', endTime: '2026-11-23T08:00:02Z', status: 'failed', failuresHandled: 0, executedBy: 'Ada Lovelace', nodesExecuted: 2, version: 2, sequenceId: 'seq-1' },
];
/** History lists a run that went on past failures as "Completed with errors"; the status filter keeps it under Completed. */
export const HistoryCompletedWithErrors: Story = () => {
  const actor = useActorRef(executionHistoryMachine.provide({ actors: { loadRuns: fromPromise(async (): Promise<WorkflowRunPage> => ({ items: runs, total: runs.length, page: 1, page_size: 20 })) } }));
  useEffect(() => actor.send({ type: 'history.open', sequenceId: 'seq-1' }), [actor]);
  return (
    <>
      <h1>Price Watch</h1>
      <ExecutionHistoryDialog actor={actor} versions={{ sequenceId: 'seq-1', open: () => {} }} />
    </>
  );
};
