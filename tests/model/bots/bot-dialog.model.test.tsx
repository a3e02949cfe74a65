import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { asksForCredentials, setupMessages, type CredentialChoice } from '../../../src/domain/bots/bot-setup';
import type { Bot } from '../../../src/domain/bots/bots';
import { botDialogMachine, editIsValid, isBought, type BotSave } from '../../../src/machines/bots/bot-dialog.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { BotDialog } from '../../../src/views/bots/BotDialog';
import { invoiceCollector, leadCapture, leadSync, storyCredentials } from '../../../src/views/bots/bot-story-fixtures';
import { fill } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const saved: Bot = { ...invoiceCollector, title: 'Invoice Collector Pro' };

const crmUrl = 'CRM contacts endpoint (required)';
const crmToken = 'CRM API token (required)';
const urlMessage = setupMessages.url('CRM contacts endpoint');

function mount() {
  const saveBot = createDeferredActor<Bot, BotSave>();
  const loadCredentials = createDeferredActor<CredentialChoice[]>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const savingStarted = vi.fn<(draft: Bot) => void>();
  const savedAction = vi.fn<(bot: Bot) => void>();
  const saveRefused = vi.fn<(previous: Bot) => void>();
  const actor = createActor(
    botDialogMachine.provide({
      actors: { saveBot: saveBot.logic, loadCredentials: loadCredentials.logic },
      actions: {
        showToast: (_, toast) => showToast(toast),
        savingStarted: (_, draft) => savingStarted(draft),
        saved: (_, bot) => savedAction(bot),
        saveRefused: (_, previous) => saveRefused(previous),
      },
    }),
  ).start();
  const view = render(<BotDialog actor={actor} />);
  return { actor, view, saveBot, loadCredentials, showToast, savingStarted, savedAction, saveRefused, expectedToast: null as string | null };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('dialog');

describeModel('bot-dialog machine with the bot dialog', {
  machine: botDialogMachine,
  // While editing, whether the form and its setup would pass decides what Save Changes does; whether
  // the bot has a credential input decides whether Edit asks for the credentials.
  serializeState: (snapshot) => {
    const { bot } = snapshot.context;
    const valid = snapshot.matches({ open: { edit: { form: 'editing' } } }) ? editIsValid(snapshot.context) : null;
    return JSON.stringify([snapshot.value, valid, bot ? asksForCredentials(bot.inputs) : null]);
  },
  // The edit form's two regions run side by side (D66): each of the form's events is tried with the
  // credentials in one state only, so the paths walk every transition without every combination.
  events: (snapshot) => {
    const credentials = (['notAsked', 'loading', 'loaded', 'unavailable'] as const).find((state) => snapshot.matches({ open: { edit: { credentials: state } } }));
    if (snapshot.matches({ open: { edit: { form: 'saving' } } })) {
      return [
        { type: 'xstate.done.actor.saveBot', output: saved },
        { type: 'xstate.error.actor.saveBot', error: refused(422, 'author: Author is required') },
        { type: 'xstate.error.actor.saveBot', error: refused(422, `inputValues.crmUrl: ${urlMessage}`) },
        { type: 'xstate.error.actor.saveBot', error: refused(500, 'Internal server error') },
      ];
    }
    if (credentials === 'loading') {
      return [
        { type: 'xstate.done.actor.loadCredentials', output: storyCredentials },
        { type: 'xstate.error.actor.loadCredentials', error: refused(503, 'No response from server') },
      ];
    }
    if (credentials === 'loaded') {
      return [{ type: 'setup.changed', name: 'crmUrl', value: 'crm.acme.test' }, { type: 'form.reset' }, { type: 'form.submit' }, { type: 'mode.view' }, { type: 'credentials.reload' }];
    }
    if (credentials === 'unavailable') return [{ type: 'dialog.close' }, { type: 'credentials.reload' }];
    return [
      { type: 'dialog.open', bot: invoiceCollector, mode: 'view' },
      { type: 'dialog.open', bot: leadSync, mode: 'edit' },
      { type: 'dialog.open', bot: leadCapture, mode: 'edit' },
      { type: 'dialog.close' },
      { type: 'mode.view' },
      { type: 'mode.edit' },
      { type: 'field.changed', field: 'title', value: 'Invoice Collector Pro' },
      { type: 'form.reset' },
      { type: 'form.cancel' },
      { type: 'form.submit' },
    ];
  },
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // Opening is the card's View Details or its menu's Edit; the list view has its own paths.
    'dialog.open': (sut, event) => sut.actor.send(event as never),
    'dialog.close': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    },
    'mode.view': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'View' }));
    },
    'mode.edit': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Edit' }));
    },
    'field.changed': (_sut, event) => fill(event.field === 'title' ? 'Title' : 'Author', event.value as string),
    'setup.changed': (_sut, event) => fill(crmUrl, event.value as string),
    'form.reset': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Reset' }));
    },
    'form.cancel': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    },
    'form.submit': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    },
    'xstate.done.actor.saveBot': (sut, event) => {
      sut.expectedToast = 'Bot Updated';
      sut.saveBot.resolve(event.output as Bot);
    },
    'xstate.error.actor.saveBot': (sut, event) => {
      // A message naming a field sits under it; a bought bot's form has only its setup's fields (D130).
      const message = (event.error as Error).message;
      const placed = message.startsWith('inputValues.') || (!isBought(sut.actor.getSnapshot().context.bot!) && message.includes(': '));
      sut.expectedToast = placed ? null : message;
      sut.showToast.mockClear();
      sut.saveBot.reject(event.error);
    },
    'credentials.reload': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Reload credentials' }));
    },
    'xstate.done.actor.loadCredentials': (sut, event) => sut.loadCredentials.resolve(event.output as CredentialChoice[]),
    'xstate.error.actor.loadCredentials': (sut, event) => sut.loadCredentials.reject(event.error),
  },
  assertions: {
    closed: () => {
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    'open.view': (sut: Sut) => {
      const bot = sut.actor.getSnapshot().context.bot!;
      expect(within(dialog()).getByRole('heading', { name: new RegExp(bot.title) })).toBeInTheDocument();
      for (const section of ['Basic Information', 'Statistics', 'Tags', 'Timeline', 'Configuration']) expect(within(dialog()).getByRole('heading', { name: section })).toBeInTheDocument();
      expect(within(dialog()).getByText(bot.notes || 'No notes available')).toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: 'View' })).toHaveAttribute('aria-pressed', 'true');
      // D66: a bot whose workflow declares inputs shows each and whether it is set.
      if (bot.inputs.length > 0) {
        expect(within(dialog()).getByRole('heading', { name: 'Setup' })).toBeInTheDocument();
        expect(within(dialog()).getByText('CRM contacts endpoint')).toBeInTheDocument();
        expect(within(dialog()).getAllByText('Not set (required)')).toHaveLength(2);
        expect(within(dialog()).getByText('Not set: web form by default')).toBeInTheDocument();
        expect(within(dialog()).getByText(/needs its setup before it can run/)).toBeInTheDocument();
      } else {
        expect(within(dialog()).queryByRole('heading', { name: 'Setup' })).toBeNull();
      }
      if (sut.expectedToast === 'Bot Updated') {
        expect(sut.savedAction).toHaveBeenLastCalledWith(saved);
        expect(sut.showToast.mock.lastCall?.[0].title).toBe('Bot Updated');
      }
    },
    'open.edit.form.editing': (sut: Sut) => {
      const { values, fieldErrors, bot, setup, setupErrors } = sut.actor.getSnapshot().context;
      if (isBought(bot!)) {
        // D130: a bought bot's edit is its setup alone; its author, rating, downloads and price are its listing's.
        expect(within(dialog()).getByText(/Bought in the marketplace/)).toBeInTheDocument();
        for (const label of ['Title', 'Author', 'Rating (0-5)', 'Downloads', 'Price (USD)']) expect(within(dialog()).queryByLabelText(label)).toBeNull();
        for (const section of ['Basic Information', 'Media & Appearance', 'Statistics', 'Configuration']) expect(within(dialog()).queryByRole('heading', { name: section })).toBeNull();
      } else {
        expect(within(dialog()).getByLabelText('Title')).toHaveValue(values!.title);
        expect(within(dialog()).getByLabelText('Author')).toHaveValue(values!.author);
        for (const section of ['Basic Information', 'Media & Appearance', 'Statistics', 'Configuration']) expect(within(dialog()).getByRole('heading', { name: section })).toBeInTheDocument();
      }
      if (fieldErrors.author) {
        expect(within(dialog()).getByText('Author is required')).toBeInTheDocument();
        expect(within(dialog()).getByLabelText('Author')).toHaveAttribute('aria-invalid', 'true');
      } else {
        expect(within(dialog()).queryByText('Author is required')).toBeNull();
      }
      if (bot!.inputs.length > 0) {
        expect(within(dialog()).getByRole('heading', { name: 'Setup' })).toBeInTheDocument();
        expect(within(dialog()).getByLabelText(crmUrl)).toHaveValue(setup.crmUrl);
        if (setupErrors.crmUrl) expect(within(dialog()).getByText(urlMessage)).toBeInTheDocument();
        else expect(within(dialog()).queryByText(urlMessage)).toBeNull();
      } else {
        expect(within(dialog()).queryByRole('heading', { name: 'Setup' })).toBeNull();
      }
      if (sut.saveRefused.mock.calls.length > 0) expect(sut.saveRefused).toHaveBeenLastCalledWith(sut.actor.getSnapshot().context.bot);
      if (sut.expectedToast !== null && sut.expectedToast !== 'Bot Updated') expect(sut.showToast.mock.lastCall?.[0]).toEqual({ title: 'Update Failed', description: sut.expectedToast, variant: 'destructive' });
      if (sut.expectedToast === null && sut.saveRefused.mock.calls.length > 0) expect(sut.showToast).not.toHaveBeenCalled();
    },
    // The card shows the edited bot at once; the dialog waits with its fields held.
    'open.edit.form.saving': (sut: Sut) => {
      const { bot, values } = sut.actor.getSnapshot().context;
      expect(sut.savingStarted).toHaveBeenLastCalledWith(expect.objectContaining({ id: bot!.id, title: values!.title.trim() }));
      expect(within(dialog()).getByRole('button', { name: /Saving/ })).toBeInTheDocument();
      if (isBought(bot!)) {
        // Its setup alone goes to PUT /v1/bots/{id}/setup (D130).
        expect(sut.saveBot.calls.at(-1)).toEqual({ id: bot!.id, setup: expect.any(Object) });
        expect(within(dialog()).getByLabelText(crmUrl)).toBeDisabled();
      } else {
        expect(sut.saveBot.calls.at(-1)).toEqual({ id: bot!.id, payload: expect.objectContaining({ title: values!.title.trim() }) });
        expect(within(dialog()).getByLabelText('Title')).toBeDisabled();
      }
    },
    // D66: the credential input is a select of the user's credentials of the kinds it accepts,
    // once they are loaded, and a typed name while they load or when they cannot be read.
    'open.edit.credentials.notAsked': () => {
      expect(within(dialog()).queryByLabelText(crmToken)).toBeNull();
    },
    'open.edit.credentials.loading': () => {
      expect(within(dialog()).getByRole('textbox', { name: crmToken })).toHaveAccessibleDescription(/loading your credentials/);
      expect(within(dialog()).queryByRole('button', { name: 'Reload credentials' })).toBeNull();
    },
    'open.edit.credentials.loaded': () => {
      const select = within(dialog()).getByRole('combobox', { name: crmToken });
      expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['None chosen', 'acme-crm', 'github']);
      expect(within(dialog()).getByRole('link', { name: 'Add a credential (opens a new tab)' })).toHaveAttribute('target', '_blank');
    },
    'open.edit.credentials.unavailable': () => {
      expect(within(dialog()).getByRole('textbox', { name: crmToken })).toHaveAccessibleDescription(/The name of one of your credentials \(API token\)$/);
      expect(within(dialog()).getByRole('link', { name: 'Add a credential (opens a new tab)' })).toHaveAttribute('href', '/credentials');
      expect(within(dialog()).getByRole('button', { name: 'Reload credentials' })).toBeInTheDocument();
    },
  },
});
