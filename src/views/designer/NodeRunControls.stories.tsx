import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { ServerRun } from '../../domain/workflow/server-runs';
import { nodeRunMachine, type NodeRunEvent, type NodeRunRequest } from '../../machines/designer/node-run.machine';
import { NodeRunControls } from './NodeRunControls';

/** Run this node (D87) in the properties panel, in each state of its machine. */
export default { title: 'Designer/Properties/Run this node' };

const never = () => new Promise<never>(() => {});
const lastInput = { value: { city: 'Oslo', days: 3 } };

function NodeRun({ events = [], run = never, hasLastInput = true }: { events?: NodeRunEvent[]; run?: () => Promise<ServerRun>; hasLastInput?: boolean }) {
  const actor = useActorRef(nodeRunMachine.provide({ actors: { runNode: fromPromise<ServerRun, NodeRunRequest>(run) } }));
  useEffect(() => {
    for (const event of events) actor.send(event);
  }, [actor, events]);
  return (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <NodeRunControls actor={actor} sequenceId="seq-1" nodeId="fetch" lastInput={hasLastInput ? lastInput : null} />
    </div>
  );
}

const open = (withLast: boolean): NodeRunEvent => ({ type: 'nodeRun.open', sequenceId: 'seq-1', nodeId: 'fetch', lastInput: withLast ? lastInput : null });

export const Closed: Story = () => <NodeRun />;
/** The input the node had in the last run that reached it. */
export const LastRunInput: Story = () => <NodeRun events={[open(true)]} />;
/** No run reached the node yet: JSON typed in the editor. */
export const TypedJson: Story = () => <NodeRun hasLastInput={false} events={[open(false), { type: 'nodeRun.text', text: '{ "city": "Bergen" }' }]} />;
/** Not JSON: said under the field, and nothing is sent. */
export const InvalidJson: Story = () => <NodeRun hasLastInput={false} events={[open(false), { type: 'nodeRun.text', text: '{ "city": ' }, { type: 'nodeRun.submit' }]} />;
export const Starting: Story = () => <NodeRun events={[open(true), { type: 'nodeRun.submit' }]} />;
export const Refused: Story = () => (
  <NodeRun events={[open(true), { type: 'nodeRun.submit' }]} run={() => Promise.reject(new Error('The workflow is not set up yet: Fetch prices needs a URL'))} />
);
