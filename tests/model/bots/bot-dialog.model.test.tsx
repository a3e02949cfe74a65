import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Bot, BotEditPayload } from '../../../src/domain/bots/bots';
import { botDialogMachine } from '../../../src/machines/bots/bot-dialog.machine';
import { checkBotForm } from '../../../src/machines/bots/bot-form';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { BotDialog } from '../../../src/views/bots/BotDialog';
import { invoiceCollector, leadSync } from '../../../src/views/bots/bot-story-fixtures';
import { fill } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const saved: Bot = { ...invoiceCollector, title: 'Invoice Collector Pro' };

function mount() {
  const saveBot = createDeferredActor<Bot, { id: number; payload: BotEditPayload }>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const savingStarted = vi.fn<(draft: Bot) => void>();
  const savedAction = vi.fn<(bot: Bot) => void>();
  const saveRefused = vi.fn<(previous: Bot) => void>();
  const actor = createActor(
    botDialogMachine.provide({
      actors: { saveBot: saveBot.logic },
      actions: {
        showToast: (_, toast) => showToast(toast),
        savingStarted: (_, draft) => savingStarted(draft),
        saved: (_, bot) => savedAction(bot),
        saveRefused: (_, previous) => saveRefused(previous),
      },
    }),
  ).start();
  const view = render(<BotDialog actor={actor} />);
  return { actor, view, saveBot, showToast, savingStarted, savedAction, saveRefused, expectedToast: null as string | null };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('dialog');

describeModel('bot-dialog machine with the bot dialog', {
  machine: botDialogMachine,
  // Whether the form would pass decides what Save Changes does.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.values ? checkBotForm(snapshot.context.values).ok : null]),
  events: [
    { type: 'dialog.open', bot: invoiceCollector, mode: 'view' },
    { type: 'dialog.open', bot: leadSync, mode: 'edit' },
    { type: 'dialog.close' },
    { type: 'mode.view' },
    { type: 'mode.edit' },
    { type: 'field.changed', field: 'title', value: 'Invoice Collector Pro' },
    { type: 'field.changed', field: 'author', value: '' },
    { type: 'form.reset' },
    { type: 'form.cancel' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.saveBot', output: saved },
    { type: 'xstate.error.actor.saveBot', error: refused(422, 'author: Author is required') },
    { type: 'xstate.error.actor.saveBot', error: refused(500, 'Internal server error') },
  ],
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
      sut.expectedToast = (event.error as Error).message.startsWith('author') ? null : 'Update Failed';
      sut.showToast.mockClear();
      sut.saveBot.reject(event.error);
    },
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
      if (sut.expectedToast === 'Bot Updated') {
        expect(sut.savedAction).toHaveBeenLastCalledWith(saved);
        expect(sut.showToast.mock.lastCall?.[0].title).toBe('Bot Updated');
      }
    },
    'open.edit.editing': (sut: Sut) => {
      const { values, fieldErrors } = sut.actor.getSnapshot().context;
      expect(within(dialog()).getByLabelText('Title')).toHaveValue(values!.title);
      expect(within(dialog()).getByLabelText('Author')).toHaveValue(values!.author);
      for (const section of ['Basic Information', 'Media & Appearance', 'Statistics', 'Configuration']) expect(within(dialog()).getByRole('heading', { name: section })).toBeInTheDocument();
      if (fieldErrors.author) {
        expect(within(dialog()).getByText('Author is required')).toBeInTheDocument();
        expect(within(dialog()).getByLabelText('Author')).toHaveAttribute('aria-invalid', 'true');
      } else {
        expect(within(dialog()).queryByText('Author is required')).toBeNull();
      }
      if (sut.saveRefused.mock.calls.length > 0) expect(sut.saveRefused).toHaveBeenLastCalledWith(sut.actor.getSnapshot().context.bot);
      if (sut.expectedToast === 'Update Failed') expect(sut.showToast.mock.lastCall?.[0]).toEqual({ title: 'Update Failed', description: 'Internal server error', variant: 'destructive' });
      if (sut.expectedToast === null && sut.saveRefused.mock.calls.length > 0) expect(sut.showToast).not.toHaveBeenCalled();
    },
    // The card shows the edited bot at once; the dialog waits with its fields held.
    'open.edit.saving': (sut: Sut) => {
      const { bot, values } = sut.actor.getSnapshot().context;
      expect(sut.savingStarted).toHaveBeenLastCalledWith(expect.objectContaining({ id: bot!.id, title: values!.title.trim() }));
      expect(within(dialog()).getByRole('button', { name: /Saving/ })).toBeInTheDocument();
      expect(within(dialog()).getByLabelText('Title')).toBeDisabled();
    },
  },
});
