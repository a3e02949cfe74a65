import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { ReactFlowProvider } from '@xyflow/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { SequenceVersion, SequenceVersionDetail, VersionRestoreAnswer } from '../../domain/sequences/versions';
import type { SavedWorkflow, WorkflowNode } from '../../domain/workflow/saved-workflow';
import { versionsMachine, type VersionsEvent } from '../../machines/designer/versions.machine';
import { Drawer } from './Drawer';
import { useVersionsStage } from './use-versions-stage';

export default { title: 'Designer/Versions' };

const never = () => new Promise<never>(() => {});
const failing = (message: string) => () => Promise.reject(new Error(message));

const node = (id: string, label: string, type: string, properties: Record<string, unknown>, x: number, y = 80): WorkflowNode => ({ id, type, position: { x, y }, data: { label, type, properties } });
const flow = (...nodes: WorkflowNode[]): SavedWorkflow => ({
  nodes,
  edges: nodes.slice(1).map((each, index) => ({ id: `e${index}`, source: nodes[index]!.id, target: each.id })),
  viewport: { x: 0, y: 0, zoom: 1 },
});
const versionOne = flow(
  node('start', 'Start', 'start', {}, 0),
  node('fetch', 'Fetch prices', 'api', { url: 'https://prices.example.com/v1', method: 'GET' }, 240),
  node('wait', 'Wait', 'timer', { seconds: 30 }, 480),
);
const current = flow(
  node('start', 'Start', 'start', {}, 0),
  node('fetch', 'Fetch prices', 'api', { url: 'https://prices.example.com/v2', method: 'GET', retryCount: 2 }, 240),
  node('send', 'Send report', 'email', { to: 'team@example.com' }, 480),
);
const versions: SequenceVersion[] = [
  { number: 2, saved_at: '2026-11-25T09:00:00.000Z', saved_by: 'Ada Lovelace', node_count: 3, edge_count: 2, summary: 'Added Send report; changed Fetch prices; removed Wait' },
  { number: 1, saved_at: '2026-11-25T08:00:00.000Z', saved_by: 'Ada Lovelace', node_count: 3, edge_count: 2, summary: 'First version' },
];
const detail: SequenceVersionDetail = { ...versions[1]!, workflow: versionOne };

interface Script {
  loadVersions?: () => Promise<SequenceVersion[]>;
  loadVersion?: () => Promise<SequenceVersionDetail>;
  restoreVersion?: () => Promise<VersionRestoreAnswer>;
  /** Sent once the panel is open (after the list answered, for those that need it). */
  then?: VersionsEvent[];
  opened?: number;
}

function Versions({ loadVersions = async () => versions, loadVersion = async () => detail, restoreVersion = never, then = [], opened }: Script) {
  const actor = useActorRef(
    versionsMachine.provide({ actors: { loadVersions: fromPromise(loadVersions), loadVersion: fromPromise(loadVersion), restoreVersion: fromPromise(restoreVersion) } }),
  );
  // The script as the story first rendered it: sent once, not again on every render.
  const [script] = useState(() => ({ then, opened }));
  useEffect(() => {
    actor.send({ type: 'versions.open', sequenceId: 'seq-1', ...(script.opened === undefined ? {} : { number: script.opened }) });
    // The fakes answer on the next ticks; the story's events follow them.
    const timer = setTimeout(() => script.then.forEach((event) => actor.send(event)), 20);
    return () => clearTimeout(timer);
  }, [actor, script]);
  const { panel, canvas } = useVersionsStage(actor, current);
  return (
    <ReactFlowProvider>
      <div style={{ position: 'relative', height: '90vh' }}>
        {canvas ?? <p>The editable workflow stands here while no version is open.</p>}
        {panel ? (
          <Drawer id="versions" title="Versions" side="right" onClose={() => actor.send({ type: 'versions.close' })}>
            {panel}
          </Drawer>
        ) : null}
      </div>
    </ReactFlowProvider>
  );
}

export const Loading: Story = () => <Versions loadVersions={never} />;
export const LoadFailed: Story = () => <Versions loadVersions={failing('No response from server')} />;
export const List: Story = () => <Versions />;
export const Empty: Story = () => <Versions loadVersions={async () => []} />;
export const Opening: Story = () => <Versions loadVersion={never} then={[{ type: 'version.open', number: 1 }]} />;
export const OpenFailed: Story = () => <Versions loadVersion={failing('Version not found')} then={[{ type: 'version.open', number: 1 }]} />;
/** Version 1 on the canvas: Wait added, Fetch prices changed, Send report a removed ghost. */
export const Viewing: Story = () => <Versions opened={1} />;
export const ViewingChangedNode: Story = () => <Versions opened={1} then={[{ type: 'node.select', id: 'fetch' }]} />;
export const ViewingRemovedNode: Story = () => <Versions opened={1} then={[{ type: 'node.select', id: 'send' }]} />;
export const Restoring: Story = () => <Versions opened={1} then={[{ type: 'version.restore' }]} />;
export const RestoreFailed: Story = () => <Versions opened={1} restoreVersion={failing('No response from server')} then={[{ type: 'version.restore' }]} />;
