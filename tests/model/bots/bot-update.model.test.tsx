import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { BotUpdate, BotUpdatePayload } from '../../../src/domain/bots/bot-update';
import type { Bot } from '../../../src/domain/bots/bots';
import { askedInputs, botUpdateMachine, type LoadedUpdate } from '../../../src/machines/bots/bot-update.machine';
import { checkSetupForm } from '../../../src/machines/bots/setup-form';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { BotUpdateDialog } from '../../../src/views/bots/BotUpdateDialog';
import { leadCaptureUpdatable, leadCaptureUpdate } from '../../../src/views/bots/bot-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

/** Version 2 asks for a number and keeps the CRM's address; it adds a step and changes one (D130). */
const update: BotUpdate = {
  ...leadCaptureUpdate,
  inputs: { added: [{ name: 'limit', label: 'Rows at most', kind: 'number', required: false }], removed: leadCaptureUpdate.inputs.removed, changed: [] },
  kept: ['crmUrl', 'crmToken'],
};
const nothingAsked: BotUpdate = { ...update, inputs: { added: [], removed: update.inputs.removed, changed: [] } };
const updated: Bot = { ...leadCaptureUpdatable, version: 2, updateTo: null, inputValues: { ...leadCaptureUpdatable.inputValues, limit: 7 } };
const limitMessage = 'Rows at most must be a number';

function mount() {
  const loadUpdate = createDeferredActor<LoadedUpdate, { id: number }>();
  const applyUpdate = createDeferredActor<Bot, { id: number; payload: BotUpdatePayload }>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const updatedBots = vi.fn<(bot: Bot) => void>();
  const actor = createActor(
    botUpdateMachine.provide({
      actors: { loadUpdate: loadUpdate.logic, applyUpdate: applyUpdate.logic },
      actions: { showToast: (_, toast) => showToast(toast), updated: (_, bot) => updatedBots(bot) },
    }),
  ).start();
  const view = render(<BotUpdateDialog actor={actor} />);
  return { actor, view, loadUpdate, applyUpdate, showToast, updatedBots, expectedToast: null as ToastInput | null };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('dialog', { name: 'Update Lead Capture Pro' });

describeModel('bot-update machine with the update dialog', {
  machine: botUpdateMachine,
  events: [
    { type: 'update.open', bot: leadCaptureUpdatable },
    { type: 'update.close' },
    { type: 'update.retry' },
    { type: 'xstate.done.actor.loadUpdate', output: { update, credentials: [] } },
    { type: 'xstate.done.actor.loadUpdate', output: { update: nothingAsked, credentials: [] } },
    { type: 'xstate.error.actor.loadUpdate', error: new Error('Failed to fetch') },
    { type: 'setup.changed', name: 'limit', value: 'lots' },
    { type: 'setup.changed', name: 'limit', value: '7' },
    { type: 'update.apply' },
    { type: 'xstate.done.actor.applyUpdate', output: updated },
    { type: 'xstate.error.actor.applyUpdate', error: refused(422, `inputValues.limit: ${limitMessage}`) },
    { type: 'xstate.error.actor.applyUpdate', error: refused(409, 'Version 3 came out meanwhile: look at what it changes first') },
    { type: 'xstate.error.actor.applyUpdate', error: refused(500, 'Internal server error') },
  ],
  // Whether the values typed would pass decides what Update does; whether it asks for any, which fields it shows.
  serializeState: (snapshot) => {
    const { update: shown, setup } = snapshot.context;
    return JSON.stringify([snapshot.value, shown ? askedInputs(shown).length : null, shown ? checkSetupForm(askedInputs(shown), setup).ok : null, Boolean(snapshot.context.setupErrors.limit)]);
  },
  chainPaths: true,
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // Opening is the card's Update button (tests/unit/bots/bot-card-needs-setup.test.tsx).
    'update.open': (sut, event) => sut.actor.send(event as never),
    'update.close': () => {
      const cancel = within(dialog()).queryByRole('button', { name: 'Cancel' });
      fireEvent.click(cancel ?? within(dialog()).getByRole('button', { name: 'Close' }));
    },
    'update.retry': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    },
    'xstate.done.actor.loadUpdate': (sut, event) => sut.loadUpdate.resolve(event.output as LoadedUpdate),
    'xstate.error.actor.loadUpdate': (sut, event) => sut.loadUpdate.reject(event.error),
    'setup.changed': (_sut, event) => void fireEvent.change(within(dialog()).getByLabelText('Rows at most'), { target: { value: event.value } }),
    'update.apply': (sut) => {
      sut.showToast.mockClear();
      sut.expectedToast = null;
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Update to version 2' }));
    },
    'xstate.done.actor.applyUpdate': (sut, event) => {
      sut.expectedToast = { title: 'Bot Updated', description: 'Lead Capture Pro now runs version 2.', variant: 'success' };
      sut.applyUpdate.resolve(event.output as Bot);
    },
    'xstate.error.actor.applyUpdate': (sut, event) => {
      const message = (event.error as Error).message;
      // A message about an input the dialog asks for sits under it; any other is a toast.
      const asked = askedInputs(sut.actor.getSnapshot().context.update!).length > 0;
      sut.expectedToast = message.startsWith('inputValues.') && asked ? null : { title: 'Update Failed', description: message, variant: 'destructive' };
      sut.applyUpdate.reject(event.error);
    },
  },
  assertions: {
    closed: (sut: Sut) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      if (sut.expectedToast?.title === 'Bot Updated') {
        expect(sut.updatedBots).toHaveBeenLastCalledWith(updated);
        expect(sut.showToast).toHaveBeenLastCalledWith(sut.expectedToast);
      }
    },
    loading: (sut: Sut) => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent('Loading what the update changes...');
      expect(sut.loadUpdate.calls.at(-1)).toEqual({ id: leadCaptureUpdatable.id });
      // A newer version came out while the owner looked: they are told, and see what it changes.
      if (sut.expectedToast?.title === 'Update Failed') expect(sut.showToast).toHaveBeenLastCalledWith(sut.expectedToast);
    },
    failed: () => void expect(within(dialog()).getByRole('alert')).toHaveTextContent('What the update changes could not be loaded.'),
    // D130: what the seller says, the steps and inputs that change, the setup kept, the inputs asked for.
    showing: (sut: Sut) => {
      const { update: shown, setup, setupErrors } = sut.actor.getSnapshot().context;
      expect(dialog()).toHaveTextContent('From version 1 to version 2');
      expect(within(dialog()).getByRole('region', { name: 'What the seller says' })).toHaveTextContent('Version 2 · Jan 10, 2026: Sends each contact with the date it came in');
      const changes = within(dialog()).getByRole('region', { name: 'What changes' });
      expect(within(changes).getByRole('list', { name: 'Steps added' })).toHaveTextContent('Date the Lead (Transform)');
      expect(within(changes).getByRole('list', { name: 'Steps changed' })).toHaveTextContent('Add Contact to CRM (API Call): body');
      expect(within(changes).getByRole('list', { name: 'Inputs removed' })).toHaveTextContent('Lead source');
      expect(within(dialog()).getByRole('region', { name: 'Your setup' })).toHaveTextContent('Kept as you set it: CRM contacts endpoint, CRM API token.');
      if (askedInputs(shown!).length > 0) {
        expect(within(changes).getByRole('list', { name: 'Inputs added' })).toHaveTextContent('Rows at most');
        expect(within(dialog()).getByLabelText('Rows at most')).toHaveValue(setup.limit);
      } else {
        expect(within(dialog()).queryByLabelText('Rows at most')).toBeNull();
      }
      if (setupErrors.limit) expect(within(dialog()).getByText(limitMessage)).toBeInTheDocument();
      else expect(within(dialog()).queryByText(limitMessage)).toBeNull();
      if (sut.expectedToast?.title === 'Update Failed') expect(sut.showToast).toHaveBeenLastCalledWith(sut.expectedToast);
    },
    applying: (sut: Sut) => {
      const { update: shown, setup } = sut.actor.getSnapshot().context;
      const values = askedInputs(shown!).length > 0 && setup.limit ? { limit: Number(setup.limit) } : {};
      expect(sut.applyUpdate.calls.at(-1)).toEqual({ id: leadCaptureUpdatable.id, payload: { version: 2, inputValues: values } });
      expect(within(dialog()).getByRole('button', { name: 'Updating...' })).toBeDisabled();
    },
  },
});
