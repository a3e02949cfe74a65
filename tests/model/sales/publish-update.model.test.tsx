import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { MarketBotDetail } from '../../../src/domain/market/listing';
import { publishMessages, type MarketUpdate, type PublishCheck } from '../../../src/domain/market/publishing';
import type { VersionChoice } from '../../../src/machines/market/publish-form';
import { publishUpdateMachine } from '../../../src/machines/sales/publish-update.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { storyProblems, storyVersions } from '../../../src/views/market/publish-story-fixtures';
import { PublishUpdateDialog } from '../../../src/views/sales/PublishUpdateDialog';
import { forecastSales, forecastUpdated } from '../../../src/views/sales/sales-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const changelog = 'Posts the wind too';
const sameWorkflow = refused(409, publishMessages.sameVersion);
const serverDown = refused(500, 'Internal server error');

function mount() {
  const loadVersions = createDeferredActor<VersionChoice[], { sequenceId: string }>();
  const checkVersion = createDeferredActor<PublishCheck, { sequenceId: string; version: number }>();
  const publishUpdate = createDeferredActor<MarketBotDetail, { botId: number; update: MarketUpdate }>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const published = vi.fn<(bot: MarketBotDetail) => void>();
  const actor = createActor(
    publishUpdateMachine.provide({
      actors: { loadVersions: loadVersions.logic, checkVersion: checkVersion.logic, publishUpdate: publishUpdate.logic },
      actions: { showToast: (_, toast) => showToast(toast), published: (_, bot) => published(bot) },
    }),
  ).start();
  const view = render(<PublishUpdateDialog actor={actor} />);
  return { actor, view, loadVersions, checkVersion, publishUpdate, showToast, published, expectedToast: null as ToastInput | null };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('dialog', { name: 'Publish an Update of Forecast Poster' });

describeModel('publish-update machine with the update dialog', {
  machine: publishUpdateMachine,
  // Which version is chosen, whether a changelog is typed and which field errors show decide what Publish update does.
  serializeState: (snapshot) => {
    const { version, changelog: typed, fieldErrors } = snapshot.context;
    return JSON.stringify([snapshot.value, version, typed !== '', Object.keys(fieldErrors).filter((field) => fieldErrors[field])]);
  },
  events: [
    { type: 'update.open', bot: forecastSales },
    { type: 'update.close' },
    { type: 'load.retry' },
    { type: 'xstate.done.actor.loadVersions', output: storyVersions },
    { type: 'xstate.done.actor.loadVersions', output: [] },
    { type: 'xstate.error.actor.loadVersions', error: new Error('Failed to fetch') },
    { type: 'version.chosen', version: 2 },
    { type: 'xstate.done.actor.checkVersion', output: { problems: [] } },
    { type: 'xstate.done.actor.checkVersion', output: { problems: storyProblems } },
    { type: 'xstate.error.actor.checkVersion', error: new Error('Failed to fetch') },
    { type: 'changelog.changed', value: changelog },
    { type: 'update.submit' },
    { type: 'xstate.done.actor.publishUpdate', output: forecastUpdated },
    { type: 'xstate.error.actor.publishUpdate', error: refused(422, publishMessages.refused(storyProblems)) },
    { type: 'xstate.error.actor.publishUpdate', error: sameWorkflow },
    { type: 'xstate.error.actor.publishUpdate', error: serverDown },
  ],
  chainPaths: true,
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // Opening is the Sales page's Publish update button (its own test).
    'update.open': (sut, event) => {
      sut.expectedToast = null;
      sut.published.mockClear();
      sut.actor.send(event as never);
    },
    'update.close': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    },
    'load.retry': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: /^(Try again|Check again)$/ }));
    },
    'xstate.done.actor.loadVersions': (sut, event) => sut.loadVersions.resolve(event.output as VersionChoice[]),
    'xstate.error.actor.loadVersions': (sut, event) => sut.loadVersions.reject(event.error),
    'version.chosen': (_sut, event) => void fireEvent.change(within(dialog()).getByLabelText('Version'), { target: { value: String(event.version) } }),
    'xstate.done.actor.checkVersion': (sut, event) => sut.checkVersion.resolve(event.output as PublishCheck),
    'xstate.error.actor.checkVersion': (sut, event) => sut.checkVersion.reject(event.error),
    'changelog.changed': (_sut, event) => void fireEvent.change(within(dialog()).getByLabelText('Changelog'), { target: { value: event.value } }),
    'update.submit': (sut) => {
      sut.expectedToast = null;
      sut.showToast.mockClear();
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Publish update' }));
    },
    'xstate.done.actor.publishUpdate': (sut, event) => {
      sut.expectedToast = { title: 'Update Published', description: 'Forecast Poster version 3 is out. Its buyers update when they choose.', variant: 'success' };
      sut.publishUpdate.resolve(event.output as MarketBotDetail);
    },
    'xstate.error.actor.publishUpdate': (sut, event) => {
      const error = event.error as Error;
      // A version the server refuses lists its problems in the dialog; anything else is a toast.
      sut.expectedToast = error.message.startsWith('This version cannot be published') ? null : { title: 'Update Not Published', description: error.message, variant: 'destructive' };
      sut.publishUpdate.reject(error);
    },
  },
  assertions: {
    closed: (sut: Sut) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      if (sut.expectedToast?.title === 'Update Published') {
        expect(sut.published).toHaveBeenLastCalledWith(forecastUpdated);
        expect(sut.showToast).toHaveBeenLastCalledWith(sut.expectedToast);
      } else {
        expect(sut.published).not.toHaveBeenCalled();
      }
    },
    open: (sut: Sut) => {
      const { changelog: typed, fieldErrors } = sut.actor.getSnapshot().context;
      expect(dialog()).toHaveTextContent('Now version 2, from Forecast poster. Buyers keep their version until they choose Update.');
      expect(within(dialog()).getByLabelText('Changelog')).toHaveValue(typed);
      if (fieldErrors.changelog) expect(within(dialog()).getByText(publishMessages.changelogRequired)).toBeInTheDocument();
      else expect(within(dialog()).queryByText(publishMessages.changelogRequired)).toBeNull();
      if (sut.expectedToast) expect(sut.showToast).toHaveBeenLastCalledWith(sut.expectedToast);
      expect(sut.published).not.toHaveBeenCalled();
    },
    'open.loadingVersions': (sut: Sut) => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent('Loading its sequence’s saved versions...');
      expect(sut.loadVersions.calls.at(-1)).toEqual({ sequenceId: 'seq-forecast' });
    },
    'open.versionsFailed': () => void expect(within(dialog()).getByRole('alert')).toHaveTextContent('Its sequence’s saved versions could not be loaded.'),
    'open.noVersions': () => {
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(publishMessages.noVersions);
      expect(within(dialog()).queryByLabelText('Version')).toBeNull();
    },
    'open.choosing': (sut: Sut) => {
      const { version, fieldErrors } = sut.actor.getSnapshot().context;
      const select = within(dialog()).getByLabelText('Version');
      expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Choose a saved version',
        'Version 2 · Jan 2, 2026 · Added Post forecast',
        'Version 1 · Jan 1, 2026 · First version',
      ]);
      expect(select).toHaveValue(version === null ? '' : String(version));
      if (fieldErrors.version) expect(within(dialog()).getByText(publishMessages.versionRequired)).toBeInTheDocument();
    },
    'open.checking': (sut: Sut) => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent('Checking this version as a Run would...');
      expect(sut.checkVersion.calls.at(-1)).toEqual({ sequenceId: 'seq-forecast', version: 2 });
    },
    'open.checkFailed': () => void expect(within(dialog()).getByRole('alert')).toHaveTextContent('This version could not be checked.'),
    'open.refused': () => {
      const alert = within(dialog()).getByRole('alert');
      expect(alert).toHaveTextContent('This version cannot be published:');
      expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(storyProblems);
    },
    'open.publishable': () => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent('This version passes the check before a run.');
      expect(within(dialog()).getByRole('button', { name: 'Publish update' })).toBeEnabled();
    },
    publishing: (sut: Sut) => {
      expect(within(dialog()).getByRole('button', { name: 'Publishing...' })).toBeDisabled();
      expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(sut.publishUpdate.calls.at(-1)).toEqual({ botId: forecastSales.id, update: { version: 2, changelog } });
    },
  },
});
