import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { lazyPartActors } from '../../../src/app/designer/lazy-part-actors';
import * as partActors from '../../../src/app/designer/part-actors';
import { serverRunMachine } from '../../../src/machines/designer/server-run.machine';
import type { ApiClient } from '../../../src/services/api-client';

/** A server that never answers: the parts' actors only need to exist and take events here. */
const silent = () => new Promise<never>(() => {});
const api = { get: silent, post: silent, put: silent, patch: silent, delete: silent, download: silent, stream: silent, streamGet: silent, hasToken: () => true } as unknown as ApiClient;

function designer(load: () => Promise<typeof partActors> = async () => partActors) {
  // Idle: no run is asked for here.
  const serverRun = createActor(serverRunMachine).start();
  // No sequence opened: the webhook test follower has nothing to follow.
  const editor = { send: vi.fn(), getSnapshot: () => ({ context: { sequence: null } }), subscribe: () => ({ unsubscribe: () => {} }) } as unknown as partActors.PartActorServices['editor'];
  return lazyPartActors({ api, notify: vi.fn(), editor, serverRun }, load);
}

describe('the designer’s on-demand parts’ actors (D105)', () => {
  it('deliver what the screen sent before they existed, in order, once they start', async () => {
    const parts = designer();
    const unmount = parts.mount();
    parts.send('history', { type: 'history.open', sequenceId: 'seq-1' });
    parts.send('versions', { type: 'versions.open', sequenceId: 'seq-1' });
    parts.send('versions', { type: 'versions.close' });
    expect(parts.get()).toBeNull();
    await parts.ready();
    const actors = parts.get()!;
    expect(actors.history.getSnapshot().matches('closed')).toBe(false);
    expect(actors.history.getSnapshot().context.sequenceId).toBe('seq-1');
    expect(actors.versions.getSnapshot().matches('closed')).toBe(true);
    unmount();
    expect(parts.get()).toBeNull();
    expect(actors.history.getSnapshot().status).toBe('stopped');
  });

  it('send at once when started, and tell their subscribers when they start', async () => {
    const parts = designer();
    parts.mount();
    const changed = vi.fn();
    parts.subscribe(changed);
    await parts.ready();
    expect(changed).toHaveBeenCalledTimes(1);
    parts.send('history', { type: 'history.open', sequenceId: null });
    expect(parts.get()!.history.getSnapshot().matches('closed')).toBe(false);
  });

  it('start nothing for a designer that closed while their code came, and start again on its next mount', async () => {
    const parts = designer();
    const unmount = parts.mount();
    parts.send('history', { type: 'history.open', sequenceId: 'seq-1' });
    const coming = parts.ready();
    unmount();
    await coming;
    expect(parts.get()).toBeNull();
    parts.mount();
    expect(parts.get()!.history.getSnapshot().matches('closed')).toBe(true);
  });

  it('fetch their code again after a failed fetch, keeping what waits', async () => {
    const load = vi.fn<() => Promise<typeof partActors>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(partActors);
    const parts = designer(load);
    parts.mount();
    parts.send('history', { type: 'history.open', sequenceId: 'seq-1' });
    await expect(parts.ready()).rejects.toThrow('offline');
    expect(parts.get()).toBeNull();
    await parts.ready();
    expect(load).toHaveBeenCalledTimes(2);
    expect(parts.get()!.history.getSnapshot().context.sequenceId).toBe('seq-1');
  });
});
