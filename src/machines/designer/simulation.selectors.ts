import type { SnapshotFrom } from 'xstate';
import type { simulationMachine } from './simulation.machine';

type SimulationSnapshot = SnapshotFrom<typeof simulationMachine>;

/** 'failed' comes only from a server run (D44): the simulation's nodes never fail. */
export type NodeRunState = 'idle' | 'active' | 'completed' | 'failed';

export const selectIsRunning = (snapshot: SimulationSnapshot) => !snapshot.matches('idle');

/** One node's state: a primitive, so a node re-renders only when its own state changes. */
export function selectNodeRunState(snapshot: SimulationSnapshot, nodeId: string): NodeRunState {
  const { order, index, completed } = snapshot.context;
  if (snapshot.matches('running') && order[index] === nodeId) return 'active';
  return completed.includes(nodeId) ? 'completed' : 'idle';
}
