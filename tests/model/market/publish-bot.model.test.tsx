import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { MarketBot } from '../../../src/domain/market/market';
import { publishMessages, type PublishCheck } from '../../../src/domain/market/publishing';
import { publishBotMachine, type PublishRequest } from '../../../src/machines/market/publish-bot.machine';
import { publishErrors, type SequenceChoice, type VersionChoice } from '../../../src/machines/market/publish-form';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { PublishBotDialog } from '../../../src/views/market/PublishBotDialog';
import { leadCapture } from '../../../src/views/market/market-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const cover = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });
const animation = new File(['GIF89a'], 'spin.gif', { type: 'image/gif' });
const published: MarketBot = { ...leadCapture, id: 17, title: 'Weather Poster', owned: true };
const sequences: SequenceChoice[] = [
  { id: 'seq-forecast', title: 'Forecast' },
  { id: 'seq-empty', title: 'Empty one' },
];
const versions: VersionChoice[] = [
  { number: 2, savedAt: '2026-01-02T10:00:00.000Z', summary: 'Added Post forecast' },
  { number: 1, savedAt: '2026-01-01T10:00:00.000Z', summary: 'First version' },
];
const problem = 'Fetch forecast: URL is required';

function mount() {
  const loadSequences = createDeferredActor<SequenceChoice[]>();
  const loadVersions = createDeferredActor<VersionChoice[], { sequenceId: string }>();
  const checkVersion = createDeferredActor<PublishCheck, { sequenceId: string; version: number }>();
  const publishBot = createDeferredActor<MarketBot, PublishRequest>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const publishedBots = vi.fn<(bot: MarketBot) => void>();
  const actor = createActor(
    publishBotMachine.provide({
      actors: { loadSequences: loadSequences.logic, loadVersions: loadVersions.logic, checkVersion: checkVersion.logic, publishBot: publishBot.logic },
      actions: { showToast: (_, toast) => showToast(toast), published: (_, bot) => publishedBots(bot) },
    }),
  ).start();
  const view = render(<PublishBotDialog actor={actor} />);
  // Toasts from before the dialog last opened belong to an earlier publish (a chained path publishes, then opens again).
  return { actor, view, loadSequences, loadVersions, checkVersion, publishBot, showToast, publishedBots, toastsAtOpen: 0 };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('dialog', { name: 'Upload Bot' });
const fill = (label: string, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
/** The alert that says `text` (a field's own message may be another alert). */
const alertSaying = (text: string) => within(dialog()).getAllByRole('alert').find((alert) => alert.textContent?.includes(text));
const choose = (label: string, value: string) => fireEvent.change(within(dialog()).getByRole('combobox', { name: label }), { target: { value } });

type Snapshot = ReturnType<Sut['actor']['getSnapshot']>;
const inEditing = (snapshot: Snapshot, stage: string) => snapshot.matches({ editing: stage as never });

/** The events worth trying in each state: the editing fields' own transitions are the parent's, walked where no sequence is chosen yet. */
function eventsOf(snapshot: Snapshot) {
  if (snapshot.matches('closed')) return [{ type: 'dialog.open' }];
  if (snapshot.matches('loadingSequences')) return [{ type: 'xstate.done.actor.loadSequences', output: sequences }, { type: 'xstate.error.actor.loadSequences', error: new Error('Failed to fetch') }, { type: 'dialog.close' }];
  if (snapshot.matches('sequencesFailed')) return [{ type: 'load.retry' }, { type: 'dialog.close' }];
  if (snapshot.matches('submitting')) {
    return [
      { type: 'xstate.done.actor.publishBot', output: published },
      { type: 'xstate.error.actor.publishBot', error: refused(415, 'Only PNG and JPG images are accepted') },
      { type: 'xstate.error.actor.publishBot', error: refused(500, 'Internal server error') },
      { type: 'xstate.error.actor.publishBot', error: refused(422, publishMessages.refused([problem])) },
    ];
  }
  if (inEditing(snapshot, 'noSequence')) {
    return [
      { type: 'dialog.close' },
      { type: 'field.changed', field: 'name', value: 'Weather Poster' },
      { type: 'field.changed', field: 'price', value: '-1' },
      { type: 'field.changed', field: 'price', value: '' },
      { type: 'image.chosen', file: cover, fileName: cover.name },
      { type: 'image.chosen', file: animation, fileName: animation.name },
      { type: 'image.removed' },
      { type: 'sequence.chosen', sequenceId: 'seq-forecast' },
      { type: 'form.submit' },
    ];
  }
  if (inEditing(snapshot, 'loadingVersions')) {
    return snapshot.context.choice.sequenceId === 'seq-empty'
      ? [{ type: 'xstate.done.actor.loadVersions', output: [] }]
      : [{ type: 'xstate.done.actor.loadVersions', output: versions }, { type: 'xstate.error.actor.loadVersions', error: new Error('Failed to fetch') }];
  }
  if (inEditing(snapshot, 'versionsFailed')) return [{ type: 'load.retry' }];
  if (inEditing(snapshot, 'noVersions')) return [{ type: 'sequence.chosen', sequenceId: 'seq-forecast' }];
  if (inEditing(snapshot, 'choosingVersion')) return [{ type: 'version.chosen', version: 1 }, { type: 'sequence.chosen', sequenceId: 'seq-empty' }];
  if (inEditing(snapshot, 'checking')) {
    return snapshot.context.choice.version === 1
      ? [{ type: 'xstate.done.actor.checkVersion', output: { problems: [problem] } }, { type: 'xstate.error.actor.checkVersion', error: new Error('Failed to fetch') }]
      : [{ type: 'xstate.done.actor.checkVersion', output: { problems: [] } }];
  }
  if (inEditing(snapshot, 'checkFailed')) return [{ type: 'load.retry' }];
  if (inEditing(snapshot, 'refused')) return [{ type: 'version.chosen', version: 2 }];
  return [{ type: 'form.submit' }, { type: 'field.changed', field: 'price', value: '-1' }, { type: 'field.changed', field: 'price', value: '' }];
}

describeModel('publish-bot machine with the upload modal', {
  machine: publishBotMachine,
  events: eventsOf,
  // Whether the form passes its rules and whether an image is chosen decide what Upload does.
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, Object.keys(publishErrors(snapshot.context.values, snapshot.context.image, snapshot.context.choice)).sort(), snapshot.context.image?.name ?? null, snapshot.context.choice]),
  chainPaths: true,
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // Opening is the marketplace's 'Publish a bot' button, walked by the e2e flow.
    'dialog.open': (sut, event) => {
      sut.toastsAtOpen = sut.showToast.mock.calls.length;
      sut.actor.send(event as never);
    },
    'dialog.close': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    },
    'field.changed': (_sut, event) => void fill(event.field === 'name' ? 'Name' : 'Price (USD)', event.value as string),
    'image.chosen': (_sut, event) => {
      fireEvent.change(dialog().querySelector('input[type=file]')!, { target: { files: [event.file] } });
    },
    'image.removed': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove file' }));
    },
    'sequence.chosen': (_sut, event) => void choose('Sequence', event.sequenceId as string),
    'version.chosen': (_sut, event) => void choose('Version', String(event.version)),
    'load.retry': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: /Try again|Check again/ }));
    },
    'form.submit': (sut) => {
      sut.showToast.mockClear();
      sut.toastsAtOpen = 0;
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    },
    'xstate.done.actor.loadSequences': (sut, event) => sut.loadSequences.resolve(event.output as SequenceChoice[]),
    'xstate.error.actor.loadSequences': (sut, event) => sut.loadSequences.reject(event.error),
    'xstate.done.actor.loadVersions': (sut, event) => sut.loadVersions.resolve(event.output as VersionChoice[]),
    'xstate.error.actor.loadVersions': (sut, event) => sut.loadVersions.reject(event.error),
    'xstate.done.actor.checkVersion': (sut, event) => sut.checkVersion.resolve(event.output as PublishCheck),
    'xstate.error.actor.checkVersion': (sut, event) => sut.checkVersion.reject(event.error),
    'xstate.done.actor.publishBot': (sut, event) => sut.publishBot.resolve(event.output as MarketBot),
    'xstate.error.actor.publishBot': (sut, event) => sut.publishBot.reject(event.error),
  },
  assertions: {
    closed: (sut: Sut) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      if (sut.publishedBots.mock.calls.length > 0) {
        expect(sut.publishedBots).toHaveBeenLastCalledWith(published);
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Bot Published', description: 'Weather Poster is in the marketplace.', variant: 'success' });
      }
    },
    loadingSequences: () => void expect(within(dialog()).getByRole('status')).toHaveTextContent('Loading your sequences...'),
    sequencesFailed: () => void expect(alertSaying('Your sequences could not be loaded.')).toBeDefined(),
    // What was typed and chosen is on screen, with the messages the machine holds under their fields.
    editing: (sut: Sut) => {
      const { values, image, fieldErrors, choice } = sut.actor.getSnapshot().context;
      expect(within(dialog()).getByLabelText('Name')).toHaveValue(values.name);
      expect(within(dialog()).getByLabelText('Price (USD)')).toHaveValue(values.price);
      expect(within(dialog()).getByRole('combobox', { name: 'Sequence' })).toHaveValue(choice.sequenceId);
      expect(within(dialog()).getByText(image ? image.name : 'No file chosen')).toBeInTheDocument();
      expect(within(dialog()).getByText('PNG, JPG up to 5MB')).toBeInTheDocument();
      for (const message of Object.values(fieldErrors).filter(Boolean)) expect(within(dialog()).getAllByText(message!).length).toBeGreaterThan(0);
      const toast = sut.showToast.mock.calls.slice(sut.toastsAtOpen).at(-1)?.[0];
      if (toast) expect(toast).toEqual({ title: 'Publish Failed', description: 'Internal server error', variant: 'destructive' });
    },
    'editing.noSequence': () => void expect(within(dialog()).queryByRole('combobox', { name: 'Version' })).toBeNull(),
    'editing.loadingVersions': () => void expect(within(dialog()).getByText('Loading its saved versions...')).toBeInTheDocument(),
    'editing.versionsFailed': () => void expect(alertSaying('Its saved versions could not be loaded.')).toBeDefined(),
    'editing.noVersions': () => void expect(alertSaying(publishMessages.noVersions)).toBeDefined(),
    'editing.choosingVersion': () => {
      const version = within(dialog()).getByRole('combobox', { name: 'Version' });
      expect(version).toHaveValue('');
      expect(within(version).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a saved version', 'Version 2 · Jan 2, 2026 · Added Post forecast', 'Version 1 · Jan 1, 2026 · First version']);
    },
    'editing.checking': (sut: Sut) => {
      expect(within(dialog()).getByText('Checking this version as a Run would...')).toBeInTheDocument();
      expect(sut.checkVersion.calls.at(-1)).toEqual(sut.actor.getSnapshot().context.choice);
    },
    'editing.checkFailed': () => void expect(alertSaying('This version could not be checked.')).toBeDefined(),
    'editing.refused': () => {
      const alert = alertSaying('This version cannot be published:');
      expect(alert).toBeDefined();
      expect(within(alert!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([problem]);
    },
    'editing.publishable': () => void expect(within(dialog()).getByText(/passes the check before a run/)).toBeInTheDocument(),
    submitting: (sut: Sut) => {
      const { values, image, choice } = sut.actor.getSnapshot().context;
      expect(sut.publishBot.calls.at(-1)).toEqual({ ...values, sequenceId: choice.sequenceId, version: choice.version, image });
      expect(within(dialog()).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    },
  },
});
