import { useSelector } from '@xstate/react';
import { Rocket } from 'lucide-react';
import { selectRunIsBusy } from '../../machines/designer/server-run.selectors';
import { Button } from '../ui/Button';
import type { ServerRunActorRef } from './run-state-context';

/**
 * "Run" beside "Test Workflow" (D44): runs the saved workflow on the server. Busy from the press
 * until the run has ended; disabled until the sequence is loaded.
 */
export function RunButton({ actor, sequenceId }: { actor: ServerRunActorRef; sequenceId: string | null }) {
  const busy = useSelector(actor, selectRunIsBusy);
  return (
    <Button
      variant="secondary"
      size="lg"
      isPending={busy}
      pendingLabel="Running..."
      isDisabled={sequenceId === null}
      onPress={() => sequenceId && actor.send({ type: 'run.start', sequenceId })}
    >
      <Rocket size={18} aria-hidden="true" />
      Run
    </Button>
  );
}
