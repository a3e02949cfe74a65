import { useSelector } from '@xstate/react';
import { Play } from 'lucide-react';
import { selectIsRunning } from '../../machines/designer/simulation.selectors';
import { Button } from '../ui/Button';
import type { SimulationActorRef } from './run-state-context';

/** The centred "Test Workflow" button (spec 02 §2, §4): busy and disabled while a run goes on. */
export function TestWorkflowButton({ actor, onStart }: { actor: SimulationActorRef; onStart: () => void }) {
  const running = useSelector(actor, selectIsRunning);
  return (
    <Button variant="primary" size="lg" isPending={running} pendingLabel="Running Simulation..." onPress={onStart}>
      <Play size={18} aria-hidden="true" />
      Test Workflow
    </Button>
  );
}
