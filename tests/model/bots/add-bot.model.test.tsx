import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Bot } from '../../../src/domain/bots/bots';
import { addBotMachine, type AddBotRequest } from '../../../src/machines/bots/add-bot.machine';
import { subscribeTabErrors, uploadTabErrors } from '../../../src/machines/bots/add-bot-form';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { AddBotDialog } from '../../../src/views/bots/AddBotDialog';
import { leadSync } from '../../../src/views/bots/bot-story-fixtures';
import { fill } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const workflowFile = new File(['{"nodes":[],"edges":[],"viewport":{"x":0,"y":0,"zoom":1}}'], 'flow.json', { type: 'application/json' });
const pictureFile = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'picture.png', { type: 'image/png' });
const added: Bot = { ...leadSync, id: 12, title: 'Nightly export' };

function mount() {
  const addBot = createDeferredActor<Bot, AddBotRequest>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const addedAction = vi.fn<(bot: Bot) => void>();
  const actor = createActor(
    addBotMachine.provide({
      actors: { addBot: addBot.logic },
      actions: { showToast: (_, toast) => showToast(toast), added: (_, bot) => addedAction(bot) },
    }),
  ).start();
  const view = render(<AddBotDialog actor={actor} />);
  // Toasts from before the dialog last opened belong to an earlier addition (a chained path adds, then opens again).
  return { actor, view, addBot, showToast, addedAction, toastsAtOpen: 0, additions: 0, closedByAddition: false };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('dialog', { name: 'Add Bot' });

describeModel('add-bot machine with the Add Bot dialog', {
  machine: addBotMachine,
  // What Add Bot does depends on whether each tab's form passes and whether a file is chosen.
  serializeState: (snapshot) => {
    const { values, file } = snapshot.context;
    return JSON.stringify([snapshot.value, Object.keys(uploadTabErrors(values, file)).length === 0, file !== null, Object.keys(subscribeTabErrors(values)).length === 0]);
  },
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'tab.subscribe' },
    { type: 'tab.upload' },
    { type: 'field.changed', field: 'name', value: 'Nightly export' },
    { type: 'field.changed', field: 'priority', value: 'high' },
    { type: 'field.changed', field: 'subscriptionUrl', value: 'https://hooks.example.com/daily-report' },
    // The file's name rides along so the paths of two files stay apart (a File prints as {}).
    { type: 'file.chosen', file: workflowFile, fileName: workflowFile.name },
    { type: 'file.chosen', file: pictureFile, fileName: pictureFile.name },
    { type: 'file.removed' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.addBot', output: added },
    { type: 'xstate.error.actor.addBot', error: refused(415, 'Only JSON and text files are accepted') },
    { type: 'xstate.error.actor.addBot', error: refused(500, 'Internal server error') },
    // A JSON file sent without a name that carries no title either (D83): the server says so under the name.
    { type: 'xstate.error.actor.addBot', error: refused(422, 'title: Bot name is required') },
  ],
  chainPaths: true,
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // Opening is the screen's Add Bot button; the list view has its own paths.
    'dialog.open': (sut, event) => {
      sut.toastsAtOpen = sut.showToast.mock.calls.length;
      sut.closedByAddition = false;
      sut.actor.send(event as never);
    },
    'dialog.close': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    },
    'tab.subscribe': () => {
      fireEvent.click(within(dialog()).getByRole('tab', { name: 'Subscribe' }));
    },
    'tab.upload': () => {
      fireEvent.click(within(dialog()).getByRole('tab', { name: 'Upload' }));
    },
    'field.changed': (_sut, event) => {
      if (event.field === 'priority') fireEvent.change(within(dialog()).getByLabelText('Priority'), { target: { value: event.value } });
      else fill(event.field === 'name' ? 'Bot Name' : 'Subscription URL', event.value as string);
    },
    'file.chosen': (_sut, event) => {
      fireEvent.change(dialog().querySelector('input[type=file]')!, { target: { files: [event.file] } });
    },
    'file.removed': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove file' }));
    },
    'form.submit': (sut) => {
      sut.showToast.mockClear();
      sut.toastsAtOpen = 0;
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Bot' }));
    },
    'xstate.done.actor.addBot': (sut, event) => {
      sut.additions += 1;
      sut.closedByAddition = true;
      sut.addBot.resolve(event.output as Bot);
    },
    'xstate.error.actor.addBot': (sut, event) => sut.addBot.reject(event.error),
  },
  assertions: {
    closed: (sut: Sut) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      // Each answered addition reached the list once; the toast is checked when this closing was the addition's.
      expect(sut.addedAction).toHaveBeenCalledTimes(sut.additions);
      if (sut.closedByAddition) {
        expect(sut.addedAction).toHaveBeenLastCalledWith(added);
        expect(sut.showToast.mock.lastCall?.[0].title).toBe('Bot Added');
      }
    },
    'open.editing': (sut: Sut) => {
      expect(within(dialog()).getByText('Choose how you want to add your bot')).toBeInTheDocument();
      const { fieldErrors } = sut.actor.getSnapshot().context;
      // Each message sits under its field, on the tab that shows the field.
      const onUpload = sut.actor.getSnapshot().matches({ open: { editing: 'upload' } });
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (message && onUpload === (field !== 'subscriptionUrl')) expect(within(dialog()).getByText(message)).toBeInTheDocument();
      }
      const last = sut.addBot.calls.at(-1);
      const toasts = sut.showToast.mock.calls.slice(sut.toastsAtOpen);
      if (last && fieldErrors.file === undefined && toasts.length > 0) {
        expect(toasts.at(-1)?.[0]).toEqual({ title: 'Add Bot Failed', description: 'Internal server error', variant: 'destructive' });
      }
    },
    'open.editing.upload': (sut: Sut) => {
      expect(within(dialog()).getByRole('tab', { name: 'Upload' })).toHaveAttribute('aria-selected', 'true');
      const { values, file, fieldErrors } = sut.actor.getSnapshot().context;
      expect(within(dialog()).getByLabelText('Bot Name')).toHaveValue(values.name);
      expect(within(dialog()).getByText(file ? file.name : 'No file chosen')).toBeInTheDocument();
      if (file === pictureFile) expect(within(dialog()).getByText('Only JSON and text files are accepted')).toBeInTheDocument();
      if (fieldErrors.name) expect(within(dialog()).getByText('Bot name is required')).toBeInTheDocument();
      // Beside a JSON file, the name and priority left empty are the file's to fill (D83), and the form says so.
      expect(within(dialog()).getByLabelText('Priority')).toHaveValue(values.priority);
      const fromFile = file === workflowFile;
      expect(within(dialog()).queryByText("Left empty, the workflow file's title is used.") !== null).toBe(fromFile);
      expect(within(dialog()).getByRole('option', { name: fromFile ? "Not chosen: the file's, else Normal" : 'Not chosen: Normal' })).toBeInTheDocument();
    },
    'open.editing.subscribe': (sut: Sut) => {
      expect(within(dialog()).getByRole('tab', { name: 'Subscribe' })).toHaveAttribute('aria-selected', 'true');
      expect(within(dialog()).getByLabelText('Subscription URL')).toHaveValue(sut.actor.getSnapshot().context.values.subscriptionUrl);
    },
    // What is sent is what the tab holds: the upload with its file, the form, or the subscription named by its URL.
    'open.submitting': (sut: Sut) => {
      expect(within(dialog()).getByRole('button', { name: /Adding/ })).toBeInTheDocument();
      const { values, file } = sut.actor.getSnapshot().context;
      const request = sut.addBot.calls.at(-1)!;
      if (request.kind === 'upload') expect(request.upload).toEqual({ ...values, file });
      else if (request.payload.subscriptionUrl) expect(request.payload).toEqual({ title: 'hooks.example.com/daily-report', subscriptionUrl: values.subscriptionUrl, priority: values.priority || undefined });
      else expect(request.payload).toEqual({ title: values.name, description: values.description, priority: values.priority || undefined, notes: values.notes });
      // A plain form needs its name; only a JSON file may bring one.
      if (request.kind === 'create' && !request.payload.subscriptionUrl) expect(values.name.trim()).not.toBe('');
    },
  },
});
