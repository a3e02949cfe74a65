import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { failureSettingsMessages, type FailureSettings, type FailureSettingsAnswer } from '../../../src/domain/alerts/failure-settings';
import { failureSettingsMachine, type FailureSettingsLoaded } from '../../../src/machines/alerts/failure-settings.machine';
import { alertsSet, failureSettingsLoaded } from '../../../src/views/alerts/alert-story-fixtures';
import { FailureSettingsSection } from '../../../src/views/alerts/FailureSettingsSection';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

function mount() {
  const loadFailureSettings = createDeferredActor<FailureSettingsLoaded, { sequenceId: string }>();
  const saveFailureSettings = createDeferredActor<FailureSettingsAnswer, { sequenceId: string; settings: FailureSettings }>();
  const actor = createActor(failureSettingsMachine.provide({ actors: { loadFailureSettings: loadFailureSettings.logic, saveFailureSettings: saveFailureSettings.logic } }), {
    input: { sequenceId: 's-1' },
  }).start();
  const view = render(<FailureSettingsSection actor={actor} />);
  return { actor, view, loadFailureSettings, saveFailureSettings };
}
type Sut = ReturnType<typeof mount>;

const section = () => screen.getByRole('region', { name: 'When a run fails' });
const notYours = refused(400, failureSettingsMessages.notYours);
const withoutErrorWorkflow: FailureSettingsAnswer = { ...alertsSet, settings: { ...alertsSet.settings, errorWorkflowId: null } };

describeModel('failure-settings machine with When a run fails', {
  machine: failureSettingsMachine,
  input: { sequenceId: 's-1' },
  chainPaths: true,
  events: [
    { type: 'xstate.done.actor.loadFailureSettings', output: failureSettingsLoaded },
    { type: 'xstate.error.actor.loadFailureSettings', error: refused(503, 'Service unavailable') },
    { type: 'failure.retry' },
    { type: 'failure.change', changes: { errorWorkflowId: null } },
    { type: 'failure.save' },
    { type: 'xstate.done.actor.saveFailureSettings', output: withoutErrorWorkflow },
    { type: 'xstate.error.actor.saveFailureSettings', error: notYours },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'xstate.done.actor.loadFailureSettings': (sut, event) => sut.loadFailureSettings.resolve(event.output as FailureSettingsLoaded),
    'xstate.error.actor.loadFailureSettings': (sut, event) => sut.loadFailureSettings.reject(event.error),
    'failure.retry': () => {
      fireEvent.click(within(section()).getByRole('button', { name: 'Try again' }));
    },
    'failure.change': () => {
      fireEvent.change(within(section()).getByLabelText('Error workflow'), { target: { value: '' } });
    },
    'failure.save': () => {
      fireEvent.click(within(section()).getByRole('button', { name: 'Save alert settings' }));
    },
    'xstate.done.actor.saveFailureSettings': (sut, event) => sut.saveFailureSettings.resolve(event.output as FailureSettingsAnswer),
    'xstate.error.actor.saveFailureSettings': (sut, event) => sut.saveFailureSettings.reject(event.error),
  },
  assertions: {
    loading: (sut) => {
      expect(within(section()).getByRole('status')).toHaveTextContent('Loading…');
      expect(sut.loadFailureSettings.calls.at(-1)).toEqual({ sequenceId: 's-1' });
    },
    failed: () => {
      expect(within(section()).getByRole('alert')).toHaveTextContent('The alert settings could not be loaded.');
    },
    ready: (_sut, snapshot) => {
      const { settings, error, saved, recentAlerts } = snapshot.context;
      expect(within(section()).getByLabelText('Error workflow')).toHaveValue(settings!.errorWorkflowId ?? '');
      expect(within(section()).getByRole('option', { name: 'Page the on-call' })).toBeInTheDocument();
      expect(within(section()).getByLabelText('Slack incoming webhook')).toHaveValue('team-slack');
      expect(within(section()).getByLabelText('Webhook URL')).toHaveValue('https://hooks.example.com/botflow');
      expect(within(section()).getByRole('switch', { name: 'E-mail me' })).toBeChecked();
      expect(within(section()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Failure · Slack · Sent · 2026-12-02 10:02 UTC',
        'Failure · Webhook · Failed · 2026-12-02 10:02 UTC: The webhook answered 500',
      ]);
      expect(recentAlerts).toHaveLength(2);
      if (error) expect(within(section()).getByRole('alert')).toHaveTextContent(failureSettingsMessages.notYours);
      else expect(within(section()).queryByRole('alert')).toBeNull();
      if (saved) expect(within(section()).getByRole('status')).toHaveTextContent('Alert settings saved.');
      else expect(within(section()).queryByRole('status')).toBeNull();
    },
    saving: (sut, snapshot) => {
      expect(within(section()).getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
      expect(sut.saveFailureSettings.calls.at(-1)).toEqual({ sequenceId: 's-1', settings: snapshot.context.settings });
    },
  },
});
