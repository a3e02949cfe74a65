import { onFirstUse, type OnFirstUse } from './on-first-use';
import type * as partActorsModule from './part-actors';
import type { PartActors, PartActorServices } from './part-actors';

type PartName = keyof PartActors;
type EventOf<Name extends PartName> = Parameters<PartActors[Name]['send']>[0];

/**
 * The on-demand parts' actors (D105): started once the first part needs them or the designer
 * preloads its parts, so their machines stay out of the designer's chunk. An event sent before they
 * exist waits, in order, and is delivered as they start (on-first-use.ts).
 */
export function lazyPartActors(services: PartActorServices, load: () => Promise<typeof partActorsModule> = () => import('./part-actors')) {
  const parts: OnFirstUse<PartActors> = onFirstUse(load, (module) => {
    const { actors, stop } = module.startPartActors(services);
    return { part: actors, stop };
  });
  return {
    ...parts,
    send: <Name extends PartName>(name: Name, event: EventOf<Name>): void => parts.use((actors) => (actors[name] as { send: (event: EventOf<Name>) => void }).send(event)),
  };
}

export type LazyPartActors = ReturnType<typeof lazyPartActors>;
