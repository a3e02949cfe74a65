import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { simulationMachine } from '../../machines/designer/simulation.machine';
import { selectNodeRunState, type NodeRunState } from '../../machines/designer/simulation.selectors';

export type SimulationActorRef = ActorRefFrom<typeof simulationMachine>;

/** The test run the canvas shows; without one (stories, benches) every node is idle. */
export const RunStateContext = createContext<SimulationActorRef | null>(null);

const noSubscription = () => () => {};

/** A node's run state, read with a narrow selector: other nodes' changes do not re-render it. */
export function useNodeRunState(nodeId: string): NodeRunState {
  const actor = useContext(RunStateContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = () => (actor ? selectNodeRunState(actor.getSnapshot(), nodeId) : 'idle');
  return useSyncExternalStore(subscribe, read, read);
}
