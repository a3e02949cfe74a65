import type * as partActorsModule from './part-actors';
import type { PartActors, PartActorServices } from './part-actors';

type PartActorsModule = typeof partActorsModule;
type PartName = keyof PartActors;
type EventOf<Name extends PartName> = Parameters<PartActors[Name]['send']>[0];

/**
 * The on-demand parts' actors (issue 33), started once the first part needs them or the designer
 * preloads its parts, so their machines stay out of the designer's chunk. An event the screen sends
 * before they exist waits, in order, and is delivered as they start: none is lost. `get` is null
 * until then; the screen shows what it asked for (a panel opening) meanwhile.
 */
export function lazyPartActors(services: PartActorServices, load: () => Promise<PartActorsModule> = () => import('./part-actors')) {
  let loaded: PartActorsModule | null = null;
  let loading: Promise<void> | undefined;
  let started: ReturnType<PartActorsModule['startPartActors']> | null = null;
  let isStopped = false;
  const waiting: Array<(actors: PartActors) => void> = [];
  const listeners = new Set<() => void>();

  const startWhenLoaded = () => {
    if (!loaded || started || isStopped) return;
    started = loaded.startPartActors(services);
    for (const deliver of waiting.splice(0)) deliver(started.actors);
    listeners.forEach((listener) => listener());
  };
  /** Settles once the actors' code is here (and they started, while the designer is mounted). */
  const ready = (): Promise<void> =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
        startWhenLoaded();
      },
      (error: unknown) => {
        // A failed fetch (offline, a new release) is tried again the next time a part asks.
        loading = undefined;
        throw error;
      },
    ));

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: (): PartActors | null => started?.actors ?? null,
    ready,
    send: <Name extends PartName>(name: Name, event: EventOf<Name>): void => {
      const deliver = (actors: PartActors) => (actors[name] as { send: (event: EventOf<Name>) => void }).send(event);
      if (started) return deliver(started.actors);
      waiting.push(deliver);
      void ready().catch(() => undefined);
    },
    /** While the designer is mounted; the returned cleanup stops the actors with it. */
    mount: () => {
      isStopped = false;
      startWhenLoaded();
      return () => {
        isStopped = true;
        waiting.length = 0;
        started?.stop();
        started = null;
        listeners.forEach((listener) => listener());
      };
    },
  };
}

export type LazyPartActors = ReturnType<typeof lazyPartActors>;
