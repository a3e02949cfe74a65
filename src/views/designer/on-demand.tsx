import { lazy, Suspense, type ComponentType } from 'react';
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
 * A designer part the first frame does not need (issue 33): its code is a chunk of its own, fetched
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
