import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { FailureSettings, FailureSettingsAnswer } from '../../domain/alerts/failure-settings';
import { failureSettingsMachine, type FailureSettingsLoaded } from '../../machines/alerts/failure-settings.machine';
import { failureSettingsLoaded } from './alert-story-fixtures';
import { FailureSettingsSection } from './FailureSettingsSection';

export default { title: 'Alerts/FailureSettingsSection' };

const never = () => new Promise<never>(() => {});

/** The section on a machine whose load answers `load` and whose save answers `save`; `saveAtOnce` presses Save once it is there. */
function Section({ load, save = never, saveAtOnce = false }: { load: () => Promise<FailureSettingsLoaded>; save?: () => Promise<FailureSettingsAnswer>; saveAtOnce?: boolean }) {
  const actor = useActorRef(
    failureSettingsMachine.provide({
      actors: {
        loadFailureSettings: fromPromise<FailureSettingsLoaded, { sequenceId: string }>(load),
        saveFailureSettings: fromPromise<FailureSettingsAnswer, { sequenceId: string; settings: FailureSettings }>(save),
      },
    }),
    { input: { sequenceId: 's-1' } },
  );
  useEffect(() => {
    if (!saveAtOnce) return;
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches('ready')) return;
      subscription.unsubscribe();
      actor.send({ type: 'failure.save' });
    });
    return () => subscription.unsubscribe();
  }, [actor, saveAtOnce]);
  return (
    <div style={{ maxWidth: 560, padding: 16 }}>
      <FailureSettingsSection actor={actor} />
    </div>
  );
}

const loaded = async () => failureSettingsLoaded;
export const Set: Story = () => <Section load={loaded} />;
export const NothingSetYet: Story = () => (
  <Section
    load={async () => ({
      ...failureSettingsLoaded,
      answer: { settings: { errorWorkflowId: null, onFailure: true, onRecovery: true, email: false, slackCredential: null, webhookUrl: null, webhookCredential: null }, recentAlerts: [] },
    })}
  />
);
export const Loading: Story = () => <Section load={never} />;
export const LoadFailed: Story = () => (
  <Section
    load={async () => {
      throw new Error('Service unavailable');
    }}
  />
);
export const Saving: Story = () => <Section load={loaded} saveAtOnce />;
export const Saved: Story = () => <Section load={loaded} save={async () => failureSettingsLoaded.answer} saveAtOnce />;
export const SaveRefused: Story = () => (
  <Section
    load={loaded}
    save={async () => {
      throw new Error('error workflow: No sequence of yours has this id');
    }}
    saveAtOnce
  />
);
