import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { alertChannelLabels, alertKindLabels, alertStatusLabels, type AlertDelivery, type FailureSettings } from '../../domain/alerts/failure-settings';
import type { failureSettingsMachine } from '../../machines/alerts/failure-settings.machine';
import {
  selectFailureChoices,
  selectFailureLoadFailed,
  selectFailureLoading,
  selectFailureSaved,
  selectFailureSaveError,
  selectFailureSaving,
  selectFailureSettings,
  selectRecentAlerts,
} from '../../machines/alerts/failure-settings.selectors';
import { Button } from '../ui/Button';
import { LoadFailed } from '../ui/LoadFailed';
import { SelectField } from '../ui/SelectField';
import { Switch } from '../ui/Switch';
import { TextField } from '../ui/TextField';
import * as styles from './FailureSettingsSection.css';

export type FailureSettingsActor = ActorRefFrom<typeof failureSettingsMachine>;

const none = '';
const optionsOf = (names: readonly string[]) => [{ value: none, label: 'None' }, ...names.map((name) => ({ value: name, label: name }))];
const orNull = (value: string) => (value === none ? null : value);

function Toggle({ label, isSelected, isDisabled, onChange }: { label: string; isSelected: boolean; isDisabled: boolean; onChange: (value: boolean) => void }) {
  return (
    <Switch isSelected={isSelected} isDisabled={isDisabled} onChange={onChange} className={styles.toggle}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {label}
    </Switch>
  );
}

/** One alert as the list says it: "Failure · Slack · Sent · 2026-12-02 10:02 UTC", and why it failed. */
const alertLine = (alert: AlertDelivery) =>
  `${alertKindLabels[alert.kind]} · ${alertChannelLabels[alert.channel]} · ${alertStatusLabels[alert.status]} · ${alert.createdAt.slice(0, 10)} ${alert.createdAt.slice(11, 16)} UTC${alert.error ? `: ${alert.error}` : ''}`;

function SettingsForm({ actor, settings }: { actor: FailureSettingsActor; settings: FailureSettings }) {
  const choices = useSelector(actor, selectFailureChoices);
  const recentAlerts = useSelector(actor, selectRecentAlerts);
  const saving = useSelector(actor, selectFailureSaving);
  const saved = useSelector(actor, selectFailureSaved);
  const error = useSelector(actor, selectFailureSaveError);
  const change = (changes: Partial<FailureSettings>) => actor.send({ type: 'failure.change', changes });
  const sequenceOptions = [{ value: none, label: 'None' }, ...choices.sequences.map((sequence) => ({ value: sequence.id, label: sequence.title }))];
  return (
    <>
      <SelectField label="Error workflow" value={settings.errorWorkflowId ?? none} options={sequenceOptions} isDisabled={saving} onChange={(value) => change({ errorWorkflowId: orNull(value) })} />
      <div className={styles.switches}>
        <Toggle label="Alert on failure" isSelected={settings.onFailure} isDisabled={saving} onChange={(onFailure) => change({ onFailure })} />
        <Toggle label="Alert on recovery" isSelected={settings.onRecovery} isDisabled={saving} onChange={(onRecovery) => change({ onRecovery })} />
        <Toggle label="E-mail me" isSelected={settings.email} isDisabled={saving} onChange={(email) => change({ email })} />
      </div>
      <SelectField label="Slack incoming webhook" value={settings.slackCredential ?? none} options={optionsOf(choices.webhookUrls)} isDisabled={saving} onChange={(value) => change({ slackCredential: orNull(value) })} />
      <TextField label="Webhook URL" value={settings.webhookUrl ?? ''} isDisabled={saving} onChange={(value) => change({ webhookUrl: value.trim() === '' ? null : value })} />
      <SelectField label="Webhook signing secret" value={settings.webhookCredential ?? none} options={optionsOf(choices.secrets)} isDisabled={saving} onChange={(value) => change({ webhookCredential: orNull(value) })} />
      <div className={styles.actions}>
        <Button variant="secondary" isPending={saving} pendingLabel="Saving..." onPress={() => actor.send({ type: 'failure.save' })}>
          Save alert settings
        </Button>
        {saved ? <p className={styles.note} role="status">Alert settings saved.</p> : null}
      </div>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
      <h4 className={styles.heading}>Recent alerts</h4>
      {recentAlerts.length === 0 ? (
        <p className={styles.note}>No alert sent yet.</p>
      ) : (
        <ul className={styles.alerts} aria-label="Recent alerts">
          {recentAlerts.map((alert) => (
            <li key={alert.id}>{alertLine(alert)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** "When a run fails" (D129): the sequence's error workflow, its alert channels and the alerts sent lately. */
export function FailureSettingsSection({ actor }: { actor: FailureSettingsActor }) {
  const settings = useSelector(actor, selectFailureSettings);
  const loading = useSelector(actor, selectFailureLoading);
  const failed = useSelector(actor, selectFailureLoadFailed);
  return (
    <section className={styles.section} aria-labelledby="when-a-run-fails">
      <h3 id="when-a-run-fails" className={styles.heading}>
        When a run fails
      </h3>
      {loading ? (
        <p className={styles.note} role="status">
          Loading…
        </p>
      ) : failed ? (
        <LoadFailed subject="The alert settings" onRetry={() => actor.send({ type: 'failure.retry' })} />
      ) : settings ? (
        <SettingsForm actor={actor} settings={settings} />
      ) : null}
    </section>
  );
}
