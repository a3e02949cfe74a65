import { lazy, Suspense, use, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '../ui/Spinner';
import { statusLine } from './DesignerView.css';

/** What a designer part shows while its code (or its actors) come. */
export function PartLoading({ text }: { text: string }) {
  return (
    <p className={statusLine} role="status">
      <Spinner />
      {text}
    </p>
  );
}

/**
 * A designer part the first frame does not need (D105): its code is a chunk of its own, fetched
 * when the part is first shown, or earlier through `preload` (the designer preloads a while after
 * the workflow is ready). Until it arrives a status says so.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, loadingText: string) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        // A failed fetch (offline, a new release) is tried again the next time the part is shown.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Part = lazy(preload) as unknown as ComponentType<P>;
  function OnDemand(props: P) {
    return (
      <Suspense fallback={<PartLoading text={loadingText} />}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnDemand, { preload, loadingText });
}

/** Something started on first use (app/designer/on-first-use.ts): null until it has started. */
export interface StartedOnFirstUse<Part> {
  subscribe: (listener: () => void) => () => void;
  get: () => Part | null;
  /** Settles once its code is here; a failed fetch rejects. */
  ready: () => Promise<void>;
}

interface WithStartedProps<Part> {
  source: StartedOnFirstUse<Part>;
  children: (part: Part) => ReactNode;
}

/** Like a part's code: suspends while the chunk comes, and a failed fetch reaches the nearest error boundary. */
function UntilReady({ ready }: { ready: () => Promise<void> }) {
  use(ready());
  return null;
}

function WhenStarted<Part>({ source, children }: WithStartedProps<Part>) {
  const part = useSyncExternalStore(source.subscribe, source.get);
  // Its own component: once the part has started it is not drawn again, so no render skips the use() it suspended on.
  return part ? children(part) : <UntilReady ready={source.ready} />;
}

/** A designer part drawn once what it needs has started (its actors, D105); until then the part's loading status, as while its code comes. */
export function WithStarted<Part>({ loadingText, ...props }: WithStartedProps<Part> & { loadingText: string }) {
  return (
    <Suspense fallback={<PartLoading text={loadingText} />}>
      <WhenStarted {...props} />
    </Suspense>
  );
}
