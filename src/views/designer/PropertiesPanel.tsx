import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { executionModes, onFailureTexts, priorities, propertyBounds, type NodeProperties } from '../../domain/workflow/node-properties';
import type { Adjustment, NodeDraft, nodePropertiesMachine } from '../../machines/designer/node-properties.machine';
import type { credentialChoicesMachine } from '../../machines/designer/credential-choices.machine';
import { selectIsWebhookNode, selectKindLabel, selectOnFailureChoices } from '../../machines/designer/node-properties.selectors';
import { Button } from '../ui/Button';
import { PanelField as Field } from './PanelField';
import * as styles from './PropertiesPanel.css';
import { RunSettings } from './RunSettings';

type PropertiesActor = ActorRefFrom<typeof nodePropertiesMachine>;
type CredentialsActor = ActorRefFrom<typeof credentialChoicesMachine>;

const modeLabels = { sequential: 'Sequential', parallel: 'Parallel', async: 'Asynchronous' } as const;
const priorityLabels = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' } as const;

function BoundedNumberField({ label, hint, bounds, value, adjustment, onChange }: {
  label: string;
  hint: string;
  bounds: { min: number; max: number; step: number };
  value: number;
  adjustment: Adjustment | undefined;
  onChange: (value: number) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      {(id, hintId) => (
        <>
          <input
            id={id}
            type="number"
            aria-describedby={hintId}
            className={styles.control}
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            value={value}
            onChange={(event) => onChange(Number(event.target.value))}
          />
          <span role="status" className={styles.adjusted}>
            {adjustment ? `You entered ${adjustment.asked}; stored ${adjustment.stored} (${hint}).` : null}
          </span>
        </>
      )}
    </Field>
  );
}

function NodeForm({ actor, credentials, draft, type, addresses }: { actor: PropertiesActor; credentials: CredentialsActor | undefined; draft: NodeDraft; type: string; addresses: ReactNode }) {
  const adjusted = useSelector(actor, (snapshot) => snapshot.context.adjusted);
  const kindLabel = useSelector(actor, selectKindLabel);
  const onFailureChoices = useSelector(actor, selectOnFailureChoices);
  const change = (changes: Partial<NodeProperties>) => actor.send({ type: 'draft.changed', changes });
  return (
    // noValidate: the browser would refuse a timeout of 7 (step 5); Update Properties keeps values
    // within the bounds instead, and the panel then shows what was stored (5).
    <form
      className={styles.panel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'properties.update' });
      }}
    >
      <div className={styles.heading}>
        <p className={styles.nodeType}>{type} node</p>
        {/* Spec 02 §2: one node shows an 'Active' badge; it dims while the node is disabled. */}
        <span className={styles.activeBadge} data-enabled={draft.isEnabled}>
          Active
        </span>
      </div>
      <p className={styles.hint}>{kindLabel ? `Palette item: ${kindLabel}` : 'Botflow does not know this kind of node: Run refuses a workflow that holds it.'}</p>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Basic Settings</legend>
        <Field label="Label">{(id) => <input id={id} className={styles.control} value={draft.label} onChange={(event) => change({ label: event.target.value })} />}</Field>
        <Field label="Description">
          {(id) => <textarea id={id} className={styles.control} rows={3} value={draft.description} onChange={(event) => change({ description: event.target.value })} />}
        </Field>
        <Field label="Priority">
          {(id) => (
            <select id={id} className={styles.control} value={draft.priority} onChange={(event) => change({ priority: event.target.value as NodeProperties['priority'] })}>
              {priorities.map((priority) => (
                <option key={priority} value={priority}>
                  {priorityLabels[priority]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Execution</legend>
        <BoundedNumberField label="Timeout (seconds)" hint="5 to 300, in steps of 5" bounds={propertyBounds.timeout} value={draft.timeout} adjustment={adjusted.timeout} onChange={(timeout) => change({ timeout })} />
        <BoundedNumberField label="Retry attempts" hint="0 to 10" bounds={propertyBounds.retryCount} value={draft.retryCount} adjustment={adjusted.retryCount} onChange={(retryCount) => change({ retryCount })} />
        <Field label="Execution mode">
          {(id) => (
            <select
              id={id}
              className={styles.control}
              value={draft.executionMode}
              onChange={(event) => change({ executionMode: event.target.value as NodeProperties['executionMode'] })}
            >
              {executionModes.map((mode) => (
                <option key={mode} value={mode}>
                  {modeLabels[mode]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {/* D128: what the run does once the retries are spent; the error path grows the node a red output. */}
        <Field label="On failure" hint={onFailureTexts[draft.onFailure].hint}>
          {(id, hintId) => (
            <select id={id} aria-describedby={hintId} className={styles.control} value={draft.onFailure} onChange={(event) => change({ onFailure: event.target.value as NodeProperties['onFailure'] })}>
              {onFailureChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {onFailureTexts[choice].label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Advanced</legend>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={draft.isEnabled} onChange={(event) => change({ isEnabled: event.target.checked })} />
          Enabled
        </label>
        <Field label="Tags" hint="Separated by commas">
          {(id) => <input id={id} className={styles.control} value={draft.tags} onChange={(event) => change({ tags: event.target.value })} />}
        </Field>
      </fieldset>
      <RunSettings actor={actor} credentials={credentials} draft={draft} />
      {addresses}
      <Button type="submit" variant="primary">
        Update Properties
      </Button>
    </form>
  );
}

/** "Bot Properties" (spec 02 §2): edits stay here until "Update Properties" writes them to the node. */
export interface PropertiesPanelProps {
  actor: PropertiesActor;
  credentials?: CredentialsActor;
  runNode?: (nodeId: string) => ReactNode;
  /** A Webhook node's addresses (D126), under its Run Settings. */
  addresses?: (nodeId: string) => ReactNode;
}

export function PropertiesPanel({ actor, credentials, runNode, addresses }: PropertiesPanelProps) {
  const count = useSelector(actor, (snapshot) => snapshot.context.count);
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const type = useSelector(actor, (snapshot) => snapshot.context.node?.type ?? '');
  const nodeId = useSelector(actor, (snapshot) => snapshot.context.node?.id ?? null);
  const isWebhook = useSelector(actor, selectIsWebhookNode);
  if (count === 0 || (count === 1 && !draft)) return <p className={styles.message}>Select a node to view its properties</p>;
  if (count > 1) return <p className={styles.message}>Multiple nodes selected ({count})</p>;
  return (
    <>
      <NodeForm actor={actor} credentials={credentials} draft={draft!} type={type} addresses={isWebhook && addresses && nodeId ? addresses(nodeId) : null} />
      {/* Run this node (D87), below the node's form. */}
      {runNode && nodeId ? runNode(nodeId) : null}
    </>
  );
}
