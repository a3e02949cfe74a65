import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { MarketBot } from '../../../src/domain/market/market';
import { publishBotMachine, type PublishRequest } from '../../../src/machines/market/publish-bot.machine';
import { publishErrors } from '../../../src/machines/market/publish-form';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { PublishBotDialog } from '../../../src/views/market/PublishBotDialog';
import { leadCapture } from '../../../src/views/market/market-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const cover = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });
const animation = new File(['GIF89a'], 'spin.gif', { type: 'image/gif' });
const published: MarketBot = { ...leadCapture, id: 17, title: 'Weather Poster', owned: true };

function mount() {
  const publishBot = createDeferredActor<MarketBot, PublishRequest>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const publishedBots = vi.fn<(bot: MarketBot) => void>();
  const actor = createActor(
    publishBotMachine.provide({
      actors: { publishBot: publishBot.logic },
      actions: { showToast: (_, toast) => showToast(toast), published: (_, bot) => publishedBots(bot) },
    }),
  ).start();
  const view = render(<PublishBotDialog actor={actor} />);
  // Toasts from before the dialog last opened belong to an earlier publish (a chained path publishes, then opens again).
  return { actor, view, publishBot, showToast, publishedBots, toastsAtOpen: 0 };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('dialog', { name: 'Upload Bot' });
const fill = (label: string, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

describeModel('publish-bot machine with the upload modal', {
  machine: publishBotMachine,
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'field.changed', field: 'name', value: 'Weather Poster' },
    { type: 'field.changed', field: 'price', value: '-1' },
    { type: 'image.chosen', file: cover, fileName: cover.name },
    { type: 'image.chosen', file: animation, fileName: animation.name },
    { type: 'image.removed' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.publishBot', output: published },
    { type: 'xstate.error.actor.publishBot', error: refused(415, 'Only PNG and JPG images are accepted') },
    { type: 'xstate.error.actor.publishBot', error: refused(500, 'Internal server error') },
  ],
  // Whether the form passes its rules and whether an image is chosen decide what Upload does.
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, Object.keys(publishErrors(snapshot.context.values, snapshot.context.image)).sort(), snapshot.context.image?.name ?? null]),
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
    'form.submit': (sut) => {
      sut.showToast.mockClear();
      sut.toastsAtOpen = 0;
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    },
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
    // What was typed and chosen is on screen, with the messages the machine holds under their fields.
    editing: (sut: Sut) => {
      const { values, image, fieldErrors } = sut.actor.getSnapshot().context;
      expect(within(dialog()).getByLabelText('Name')).toHaveValue(values.name);
      expect(within(dialog()).getByLabelText('Price (USD)')).toHaveValue(values.price);
      expect(within(dialog()).getByText(image ? image.name : 'No file chosen')).toBeInTheDocument();
      expect(within(dialog()).getByText('PNG, JPG up to 5MB')).toBeInTheDocument();
      for (const message of Object.values(fieldErrors).filter(Boolean)) expect(within(dialog()).getByText(message!)).toBeInTheDocument();
      const toast = sut.showToast.mock.calls.slice(sut.toastsAtOpen).at(-1)?.[0];
      if (toast) expect(toast).toEqual({ title: 'Publish Failed', description: 'Internal server error', variant: 'destructive' });
    },
    submitting: (sut: Sut) => {
      const { values, image } = sut.actor.getSnapshot().context;
      expect(sut.publishBot.calls.at(-1)).toEqual({ ...values, image });
      expect(within(dialog()).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    },
  },
});
