import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import { PartLoading } from '../../views/designer/on-demand';
import type { LazyPartActors } from './lazy-part-actors';
import type { PartActors } from './part-actors';

interface WithPartActorsProps {
  parts: LazyPartActors;
  children: (actors: PartActors) => ReactNode;
}

function WhenStarted({ parts, children }: WithPartActorsProps) {
  const actors = useSyncExternalStore(parts.subscribe, parts.get);
  if (actors) return children(actors);
  // Like a part's code: suspends while the actors' chunk comes, and a failed fetch reaches the nearest error boundary.
  use(parts.ready());
  return null;
}

/** A designer part drawn once its actors have started (issue 33); until then the part's loading status, as while its code comes. */
export function WithPartActors({ loadingText, ...props }: WithPartActorsProps & { loadingText: string }) {
  return (
    <Suspense fallback={<PartLoading text={loadingText} />}>
      <WhenStarted {...props} />
    </Suspense>
  );
}
