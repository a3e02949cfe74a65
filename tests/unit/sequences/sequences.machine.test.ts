import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { sequencesMachine } from '../../../src/machines/sequences/sequences.machine';
import { selectIsRefreshing, selectSequencesPhase } from '../../../src/machines/sequences/sequences.selectors';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import { createDeferredActor } from '../../model/deferred-actor';
import { morning } from '../../model/sequences/sequence-fixtures';

function start() {
  const loadSequences = createDeferredActor<Sequence[]>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const actor = createActor(
    sequencesMachine.provide({ actors: { loadSequences: loadSequences.logic }, actions: { showToast: (_, toast) => showToast(toast) } }),
  ).start();
  return { actor, loadSequences, showToast };
}

describe('refreshing after the list failed to load', () => {
  it('is a refresh: the refreshing flag, then the list and "Sequences Refreshed"', async () => {
    const { actor, loadSequences, showToast } = start();
    loadSequences.reject(new Error('No response from server'));
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));

    actor.send({ type: 'sequences.refresh' });
    expect(selectSequencesPhase(actor.getSnapshot())).toBe('list');
    expect(selectIsRefreshing(actor.getSnapshot())).toBe(true);

    loadSequences.resolve([morning]);
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'idle' }));
    expect(actor.getSnapshot().context.sequences).toEqual([morning]);
    expect(showToast).toHaveBeenLastCalledWith({ title: 'Sequences Refreshed', description: 'Sequences data has been refreshed successfully.' });
  });

  it('that fails again says so and leaves the empty list with the refresh button', async () => {
    const { actor, loadSequences, showToast } = start();
    loadSequences.reject(new Error('No response from server'));
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'sequences.refresh' });
    loadSequences.reject(new Error('Still down'));
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'idle' }));
    expect(showToast).toHaveBeenLastCalledWith({ title: 'Error Loading Sequences', description: 'Still down', variant: 'destructive' });
    expect(actor.getSnapshot().context.sequences).toEqual([]);
  });
});
