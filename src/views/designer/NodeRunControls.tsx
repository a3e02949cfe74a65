import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { NodeRunSource, nodeRunMachine } from '../../machines/designer/node-run.machine';
import { selectNodeRunForm, selectNodeRunPhase } from '../../machines/designer/node-run.selectors';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import * as styles from './PropertiesPanel.css';
import * as runPanelStyles from './RunPanel.css';

export type NodeRunActorRef = ActorRefFrom<typeof nodeRunMachine>;

const sourceOptions: ReadonlyArray<{ value: NodeRunSource; label: string }> = [
  { value: 'last', label: 'The input it had in the last run' },
  { value: 'typed', label: 'JSON typed here' },
];

/**
 * Run this node (D87) in the properties panel: the node alone, on the server, with the input it
 * had in the last run that reached it or JSON typed here; the run panel then shows its step.
 */
export function NodeRunControls({ actor, sequenceId, nodeId, lastInput }: { actor: NodeRunActorRef; sequenceId: string | null; nodeId: string; lastInput: { value: unknown } | null }) {
  const phase = useSelector(actor, (snapshot) => selectNodeRunPhase(snapshot, nodeId));
  const form = useSelector(actor, selectNodeRunForm);
  if (!sequenceId) return null;
  if (phase === 'closed') {
    return (
      <Button variant="secondary" onPress={() => actor.send({ type: 'nodeRun.open', sequenceId, nodeId, lastInput })}>
        Run this node
      </Button>
    );
  }
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Run this node</legend>
      {form.hasLastInput ? <SelectField label="Input" value={form.source} options={sourceOptions} onChange={(source) => actor.send({ type: 'nodeRun.source', source })} /> : null}
      {form.source === 'typed' ? (
        <TextField label="Input (JSON)" multiline value={form.text} errorMessage={form.fieldError} onChange={(text) => actor.send({ type: 'nodeRun.text', text })} />
      ) : (
        <pre className={runPanelStyles.code} aria-label="The input it had" tabIndex={0}>
          {form.lastInputText}
        </pre>
      )}
      {form.errorMessage ? (
        <p className={styles.runError} role="alert">
          {form.errorMessage}
        </p>
      ) : null}
      <div className={styles.runActions}>
        <Button variant="primary" isPending={phase === 'starting'} pendingLabel="Starting..." onPress={() => actor.send({ type: 'nodeRun.submit' })}>
          Run
        </Button>
        <Button variant="ghost" isDisabled={phase === 'starting'} onPress={() => actor.send({ type: 'nodeRun.close' })}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
