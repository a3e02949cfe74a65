/**
 * A designer part whose code loads on first use (D105, D109): the module is fetched the first time
 * something uses the part (or the designer preloads it after the open), then the part is started
 * from it while the designer is mounted. What is handed to the part before it has started waits,
 * in order, and is delivered as it starts: none is lost. A failed fetch (offline, a new release) is
 * tried again the next time the part is used. `get` is null until the part has started.
 */
export interface OnFirstUse<Part> {
  subscribe: (listener: () => void) => () => void;
  get: () => Part | null;
  /** Settles once the part's code is here (and it started, while the designer is mounted). */
  ready: () => Promise<void>;
  /** Runs `deliver` with the part now if it has started, else once it starts (loading it). */
  use: (deliver: (part: Part) => void) => void;
  /** While the designer is mounted; the returned cleanup stops the part with it and drops what waits. */
  mount: () => () => void;
}

export function onFirstUse<Module, Part>(load: () => Promise<Module>, start: (module: Module) => { part: Part; stop: () => void }): OnFirstUse<Part> {
  let loaded: Module | null = null;
  let loading: Promise<void> | undefined;
  let started: { part: Part; stop: () => void } | null = null;
  let isStopped = false;
  const waiting: Array<(part: Part) => void> = [];
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());

  const startWhenLoaded = () => {
    if (!loaded || started || isStopped) return;
    started = start(loaded);
    for (const deliver of waiting.splice(0)) deliver(started.part);
    tell();
  };
  const ready = (): Promise<void> =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
        startWhenLoaded();
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => started?.part ?? null,
    ready,
    use: (deliver) => {
      if (started) return deliver(started.part);
      waiting.push(deliver);
      void ready().catch(() => undefined);
    },
    mount: () => {
      isStopped = false;
      startWhenLoaded();
      return () => {
        isStopped = true;
        waiting.length = 0;
        started?.stop();
        started = null;
        tell();
      };
    },
  };
}
