import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';

export interface PathStep {
  event: EventObject;
  state: AnyMachineSnapshot;
}

interface RouteStep {
  event: EventObject;
  targetKey: string;
}

export interface ChainInput {
  machine: AnyStateMachine;
  input?: unknown;
  /** The events the snapshot can take (already filtered by `snapshot.can`). */
  eventsOf: (snapshot: AnyMachineSnapshot) => EventObject[];
  serialize: (snapshot: AnyMachineSnapshot) => string;
  /** Names an event with its payload, so two payloads of one type are two transitions. */
  eventId: (event: EventObject) => string;
  /** The transitions to walk: state key → event id → the event and the key it leads to in the adjacency map. */
  required: Map<string, Map<string, { event: EventObject; targetKey: string }>>;
}

/** What a fresh mount costs, counted in steps: ending a path is worth it only when the way on is longer. */
const mountCostInSteps = 2;
/** A path longer than this is hard to read when it fails and risks the test's time limit. */
export const maxChainedSteps = 40;

/**
 * Paths that take every required transition at least once, each chaining as many as it can. Every
 * step is computed from the snapshot the path really reached (its context too), never from another
 * route's snapshot of the same state key, so the expected state of each step is the real one. Where
 * no untaken transition leaves the current state, the path goes on a short way to one that has them
 * or ends; a new path starts from a fresh mount. Returns the required transitions it could not take
 * from any snapshot it reached (the caller walks those the one-transition way).
 */
export function chainPaths({ machine, input, eventsOf, serialize, eventId, required }: ChainInput) {
  const untaken = new Map([...required].map(([key, transitions]) => [key, new Set(transitions.keys())]));
  const untakenFrom = (key: string) => untaken.get(key)?.size ?? 0;
  const take = (key: string, id: string) => {
    untaken.get(key)?.delete(id);
    if (untaken.get(key)?.size === 0) untaken.delete(key);
  };

  // The nearest state key (in the adjacency map) with an untaken transition, and the events to it.
  // Keys whose untaken transitions the real snapshot could not take on this path are passed by.
  function routeToUntaken(fromKey: string, blocked: ReadonlySet<string>): RouteStep[] | null {
    const cameFrom = new Map<string, { key: string; event: EventObject; targetKey: string } | null>([[fromKey, null]]);
    const queue = [fromKey];
    while (queue.length > 0) {
      const key = queue.shift()!;
      if (key !== fromKey && untakenFrom(key) > 0 && !blocked.has(key)) {
        const steps: RouteStep[] = [];
        for (let at = cameFrom.get(key); at; at = cameFrom.get(at.key)) steps.unshift({ event: at.event, targetKey: at.targetKey });
        return steps;
      }
      for (const { event, targetKey } of required.get(key)?.values() ?? []) {
        if (cameFrom.has(targetKey)) continue;
        cameFrom.set(targetKey, { key, event, targetKey });
        queue.push(targetKey);
      }
    }
    return null;
  }

  // The route's event if this snapshot offers it, else one of the same type this snapshot offers
  // that leads to the same state key (the route's payload was made from another snapshot's context).
  function stepTowards(current: AnyMachineSnapshot, routeEvent: EventObject, targetKey: string) {
    const offered = eventsOf(current);
    const candidates = [
      ...offered.filter((event) => eventId(event) === eventId(routeEvent)),
      ...offered.filter((event) => event.type === routeEvent.type && eventId(event) !== eventId(routeEvent)),
    ];
    for (const event of candidates) {
      const next = getNextSnapshot(machine, current, event) as AnyMachineSnapshot;
      if (serialize(next) === targetKey) return { event, next };
    }
    // Elsewhere than the map said, but still a real step: the path goes on from where it is.
    const same = candidates[0];
    return same && eventId(same) === eventId(routeEvent) ? { event: same, next: getNextSnapshot(machine, current, same) as AnyMachineSnapshot } : null;
  }

  const initial = getInitialSnapshot(machine, input) as AnyMachineSnapshot;
  const initialKey = serialize(initial);
  const paths: PathStep[][] = [];
  while (untaken.size > 0) {
    const steps: PathStep[] = [{ event: { type: 'xstate.init' }, state: initial }];
    const blocked = new Set<string>();
    let current = initial;
    // Steps after the last new transition only route towards one: a path ends at its last new one.
    let usefulLength = 1;
    while (steps.length - 1 < maxChainedSteps) {
      const key = serialize(current);
      const open = untaken.get(key);
      const choices = eventsOf(current)
        .filter((event) => open?.has(eventId(event)))
        .map((event) => ({ event, next: getNextSnapshot(machine, current, event) as AnyMachineSnapshot }));
      if (choices.length > 0) {
        // Rather the transition that lands where more is left to take, so the path runs on.
        const best = choices.reduce((a, b) => (untakenFrom(serialize(b.next)) > untakenFrom(serialize(a.next)) ? b : a));
        take(key, eventId(best.event));
        steps.push({ event: best.event, state: best.next });
        usefulLength = steps.length;
        current = best.next;
        continue;
      }
      if (open) blocked.add(key);
      const route = routeToUntaken(key, blocked);
      const fresh = routeToUntaken(initialKey, new Set());
      if (!route || (fresh && fresh.length + mountCostInSteps < route.length) || steps.length - 1 + route.length >= maxChainedSteps) break;
      // The route was found in the adjacency map; each of its steps is taken from the real snapshot,
      // with the event this snapshot offers for it (a payload may depend on the context reached).
      let followed = true;
      for (const { event: routeEvent, targetKey } of route) {
        const fromKey = serialize(current);
        const step = stepTowards(current, routeEvent, targetKey);
        if (!step) {
          followed = false;
          break;
        }
        current = step.next;
        steps.push({ event: step.event, state: current });
        if (untaken.get(fromKey)?.has(eventId(step.event))) {
          take(fromKey, eventId(step.event));
          usefulLength = steps.length;
        }
      }
      if (!followed) break;
    }
    if (usefulLength === 1) break;
    paths.push(steps.slice(0, usefulLength));
  }
  return { paths, untaken };
}
