import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { serverRunMachine } from '../../machines/designer/server-run.machine';
import { selectRunIsShown, selectServerNodeRunState } from '../../machines/designer/server-run.selectors';
import type { simulationMachine } from '../../machines/designer/simulation.machine';
import { selectNodeRunState, type NodeRunState } from '../../machines/designer/simulation.selectors';

export type SimulationActorRef = ActorRefFrom<typeof simulationMachine>;
export type ServerRunActorRef = ActorRefFrom<typeof serverRunMachine>;

/** Where the canvas reads each node's run state from. */
export interface NodeRunStates {
  subscribe: (onChange: () => void) => () => void;
  stateOf: (nodeId: string) => NodeRunState;
}

/**
 * The test run's node states, or the server run's while the run panel shows one (D44): a real run
 * paints the canvas over the simulation's leftovers, and closing its panel gives them back.
 */
export function designerRunStates(simulation: SimulationActorRef, serverRun?: ServerRunActorRef): NodeRunStates {
  return {
    subscribe: (onChange) => {
      const subscriptions = [simulation.subscribe(onChange), serverRun?.subscribe(onChange)];
      return () => subscriptions.forEach((subscription) => subscription?.unsubscribe());
    },
    stateOf: (nodeId) => {
      const server = serverRun?.getSnapshot();
      return server && selectRunIsShown(server) ? selectServerNodeRunState(server, nodeId) : selectNodeRunState(simulation.getSnapshot(), nodeId);
    },
  };
}

/** The runs the canvas shows; without them (stories, benches) every node is idle. */
export const RunStateContext = createContext<NodeRunStates | null>(null);

const noSubscription = () => () => {};

/** A node's run state, read with a narrow selector: other nodes' changes do not re-render it. */
export function useNodeRunState(nodeId: string): NodeRunState {
  const states = useContext(RunStateContext);
  const subscribe = useCallback((onChange: () => void) => (states ? states.subscribe(onChange) : noSubscription()), [states]);
  const read = () => (states ? states.stateOf(nodeId) : 'idle');
  return useSyncExternalStore(subscribe, read, read);
}
