import type { Story } from '@ladle/react';
import type { ServerRun } from '../../domain/workflow/server-runs';
import { useActorRef } from '@xstate/react';
import { stepTreeOf } from '../../machines/designer/server-run.selectors';
import { stepScreenshotsMachine } from '../../machines/designer/step-screenshots.machine';
import { withEmails } from './email-run-fixtures';
import { sampleRuns } from './run-fixtures';
import { RunSteps } from './RunSteps';


export default { title: 'Designer/Run steps' };

/** A run's steps alone, as the run panel lists them (its stories show them in the panel). */
function Steps({ run }: { run: ServerRun }) {
  const screenshots = useActorRef(stepScreenshotsMachine);
  return (
    <div style={{ width: 420, padding: 16 }}>
      <RunSteps steps={stepTreeOf(run.steps)} screenshots={screenshots} />
    </div>
  );
}

export const Running: Story = () => <Steps run={sampleRuns.running} />;
export const Completed: Story = () => <Steps run={sampleRuns.completed} />;
export const FailedAfterRetries: Story = () => <Steps run={sampleRuns.failed} />;
export const Cancelled: Story = () => <Steps run={sampleRuns.cancelled} />;
export const BotSubRunNested: Story = () => <Steps run={sampleRuns.withBot} />;
export const EmailSentAndKept: Story = () => <Steps run={withEmails} />;
