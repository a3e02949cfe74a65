import { act } from '@testing-library/react';
import { TestModel } from '@xstate/graph';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { chainPaths, type PathStep as Step } from './chained-paths';
import { CoverageRecorder } from './coverage';

// Captured before any test installs fake timers, so polling keeps real time.
const realSetTimeout = globalThis.setTimeout;
const realNow = Date.now;

type EventOf<M extends AnyStateMachine> = EventFromLogic<M>;
type Snap<M extends AnyStateMachine> = SnapshotFrom<M>;

type ModelEvent<M extends AnyStateMachine> = EventOf<M> | { type: string; [key: string]: unknown };

/**
 * The events to try, or a function of the snapshot giving them: a form filled field by field is
 * then one chain of states instead of every order of its fields.
 */
export type ModelEvents<M extends AnyStateMachine> = ReadonlyArray<ModelEvent<M>> | ((snapshot: Snap<M>) => ReadonlyArray<ModelEvent<M>>);

export interface ModelTestConfig<M extends AnyStateMachine, Sut extends { actor: AnyActorRef }> {
  /** The very machine the app runs (with placeholder implementations; the harness never starts it). */
  machine: M;
  /**
   * Every event the machine can take, with payloads, including `xstate.done.actor.<id>`,
   * `xstate.error.actor.<id>` and `xstate.after.<delay>.<state id>` ones.
   */
  events: ModelEvents<M>;
  /** The machine's input, for machines whose context is built from it (the same the view's actor gets). */
  input?: unknown;
  /** Which parts of a snapshot make it a distinct state for path generation (default: value only). */
  serializeState?: (snapshot: Snap<M>) => string;
  /** Renders the real view on an actor of the machine provided with fakes. */
  mount: () => Sut | Promise<Sut>;
  unmount?: (sut: Sut) => void | Promise<void>;
  /**
   * How each event comes about: a click, a keystroke, a fake request settling, the fake clock.
   * Wrap fake-clock advances in act() so React sees the updates they cause.
   */
  execute: Record<string, (sut: Sut, event: { type: string; [key: string]: unknown }) => void | Promise<void>>;
  /** What the view shows in a state: keys are state values for `snapshot.matches` or `#state-ids`. */
  assertions: Record<string, (sut: Sut, snapshot: Snap<M>) => void | Promise<void>>;
  /**
   * Chain transitions into few long paths, each on one mount, instead of one path (and mount) per
   * transition. For tests whose fakes and execute steps hold up after any earlier step, not only
   * after the shortest way into the state.
   */
  chainPaths?: boolean;
}

function matches(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, key: string): boolean {
  if (key.startsWith('#')) return snapshot._nodes.includes(machine.getStateNodeById(key.slice(1)));
  return snapshot.matches(key.includes('.') ? pathToValue(key) : key);
}

function pathToValue(path: string): Record<string, unknown> | string {
  const [head, ...rest] = path.split('.');
  return rest.length === 0 ? (head as string) : { [head as string]: pathToValue(rest.join('.')) };
}

/** Polls with real time; works whether or not the test has installed fake timers. */
export async function eventually(check: () => void | Promise<void>, { timeoutMs = 3000 } = {}): Promise<void> {
  const deadline = realNow() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (realNow() > deadline) throw error;
      await act(async () => {
        await new Promise((resolve) => realSetTimeout(resolve, 10));
      });
    }
  }
}

// Identity keeps the payloads apart (two submits with different values are different transitions);
// errors are named by their message, which JSON would drop.
const payloadText = (event: { type: string }) => JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? `Error(${value.message})` : value));

/**
 * Paths that together walk every transition. Chained (opt-in): few long paths, each taking as many
 * untaken transitions as it can from the snapshot it really reached (see chained-paths.ts). Not
 * chained, and for any transition chaining could not reach: the shortest path to the state and the
 * transition, one path each.
 */
export function generatePaths<M extends AnyStateMachine>(config: Pick<ModelTestConfig<M, never>, 'machine' | 'events' | 'serializeState' | 'input' | 'chainPaths'>) {
  const serialize = config.serializeState ?? ((snapshot: Snap<M>) => JSON.stringify((snapshot as AnyMachineSnapshot).value));
  const eventsOf = (snapshot: AnyMachineSnapshot) =>
    (typeof config.events === 'function' ? config.events(snapshot as Snap<M>) : config.events).filter((event) => snapshot.can(event as EventOf<M>)) as EventOf<M>[];
  const model = new TestModel(config.machine, {
    input: config.input,
    events: eventsOf,
    serializeState: (snapshot: AnyMachineSnapshot) => serialize(snapshot as Snap<M>),
  });
  const adjacency = model.getAdjacencyMap() as Record<string, { state: AnyMachineSnapshot; transitions: Record<string, Step> }>;
  // Breadth first from the initial state: the shortest way into every state. (The library's own
  // shortest paths drop those that are prefixes of others, and we need one per state.)
  const [initialKey, initialEntry] = Object.entries(adjacency)[0]!;
  const toState = new Map<string, Step[]>([[initialKey, [{ event: { type: 'xstate.init' }, state: initialEntry.state }]]]);
  const queue = [initialKey];
  while (queue.length > 0) {
    const key = queue.shift()!;
    for (const { event, state } of Object.values(adjacency[key]!.transitions)) {
      const nextKey = serialize(state as Snap<M>);
      if (toState.has(nextKey)) continue;
      toState.set(nextKey, [...toState.get(key)!, { event, state }]);
      queue.push(nextKey);
    }
  }
  const oneTransitionPath = (stateKey: string, transition: Step) => {
    const head = toState.get(stateKey);
    return head ? [...head, transition] : null;
  };

  let paths: Step[][] = [];
  if (config.chainPaths ?? false) {
    const required = new Map(
      Object.entries(adjacency).map(([key, entry]) => [
        key,
        new Map(Object.values(entry.transitions).map(({ event, state }) => [payloadText(event), { event, targetKey: serialize(state as Snap<M>) }])),
      ]),
    );
    const chained = chainPaths({ machine: config.machine, input: config.input, eventsOf, serialize: (snapshot) => serialize(snapshot as Snap<M>), eventId: payloadText, required });
    paths = chained.paths;
    for (const [key, ids] of chained.untaken) {
      for (const transition of Object.values(adjacency[key]!.transitions)) {
        if (ids.has(payloadText(transition.event))) paths.push(oneTransitionPath(key, transition) ?? []);
      }
    }
    paths = paths.filter((steps) => steps.length > 0);
  } else {
    for (const [stateKey, entry] of Object.entries(adjacency)) {
      for (const transition of Object.values(entry.transitions)) {
        const path = oneTransitionPath(stateKey, transition);
        if (path) paths.push(path);
      }
    }
  }
  if (paths.length === 0) paths.push(toState.get(initialKey)!);
  // A path that is the start of a longer one adds nothing.
  const identify = (steps: Step[]) => steps.map((step) => `${payloadText(step.event)}→${serialize(step.state as Snap<M>)}`).join(' ');
  const unique = [...new Map(paths.map((steps) => [identify(steps), steps])).values()];
  return unique
    .filter((steps) => !unique.some((other) => other !== steps && other.length > steps.length && identify(other).startsWith(identify(steps) + ' ')))
    .map((steps) => ({ steps, description: describeSteps(steps.slice(1)) }));
}

/** The transition a path failed on (the last one walked), from which state, and the steps before it. */
function whereOnPath(initial: Step, steps: Step[], walked: number): string {
  if (walked === 0) return `In the initial state ${JSON.stringify(initial.state.value)}, before step 1 of ${steps.length}`;
  const failed = steps[walked - 1]!;
  const from = walked === 1 ? initial : steps[walked - 2]!;
  const before = walked === 1 ? 'the initial state' : describeSteps(steps.slice(0, walked - 1));
  return `At step ${walked} of ${steps.length}, ${failed.event.type} from ${JSON.stringify(from.state.value)} to ${JSON.stringify(failed.state.value)} (after ${before})`;
}

const describeSteps = (steps: Step[]) => steps.map((step) => `${step.event.type}→${JSON.stringify(step.state.value)}`).join(' ') || 'initial state';
const longestName = 300;

function testName(path: { steps: Step[]; description: string }, index: number, count: number): string {
  if (path.description.length <= longestName) return path.description;
  const steps = path.steps.slice(1);
  return `path ${index + 1} of ${count}, ${steps.length} steps: ${describeSteps(steps.slice(0, 2))} … ${describeSteps(steps.slice(-1))}`;
}

/** vitest's 5 s is for one mount and a few steps; a chained path gets time for each of its steps (a timed-out
 * test goes on running beside the next ones, which share its jsdom: isolate is off). */
const testTimeoutMs = (steps: number) => 5_000 + steps * 1_000;

export function describeModel<M extends AnyStateMachine, Sut extends { actor: AnyActorRef }>(name: string, config: ModelTestConfig<M, Sut>) {
  describe(`${name} (generated paths)`, () => {
    const recorder = new CoverageRecorder(config.machine);
    const paths = generatePaths(config);

    async function checkState(sut: Sut, expected: AnyMachineSnapshot) {
      await eventually(() => expect(sut.actor.getSnapshot().value).toEqual(expected.value));
      const keys = Object.keys(config.assertions).filter((key) => matches(config.machine, expected, key));
      if (keys.length === 0) throw new Error(`No assertion describes the view in state ${JSON.stringify(expected.value)}`);
      for (const key of keys) await eventually(() => config.assertions[key]!(sut, expected as Snap<M>));
    }

    for (const [index, path] of paths.entries()) {
      it(testName(path, index, paths.length), { timeout: testTimeoutMs(path.steps.length) }, async ({ signal }) => {
        const sut = await config.mount();
        const [initial, ...steps] = path.steps;
        let walked = 0;
        try {
          recorder.visitState(initial!.state);
          await checkState(sut, initial!.state);
          let before = initial!.state;
          for (const step of steps) {
            // A test that timed out would otherwise go on driving the shared jsdom under the next tests.
            signal.throwIfAborted();
            const execute = config.execute[step.event.type];
            if (!execute) throw new Error(`No way to cause ${step.event.type} is given in execute`);
            // Not one act() around the whole interaction: a gesture of several events (a swipe) needs
            // React to re-render between them, as it does in a browser. fireEvent and user-event wrap
            // each event themselves; timer-driven steps wrap their own advance in act().
            walked += 1;
            await execute(sut, step.event);
            await act(async () => {});
            recorder.takeStep(before, step.event, step.state);
            await checkState(sut, step.state);
            before = step.state;
          }
        } catch (error) {
          // A long path's name cannot hold every step: the failure names the transition and the way to it.
          if (error instanceof Error && steps.length > 0) error.message = `${whereOnPath(initial!, steps, walked)}: ${error.message}`;
          throw error;
        } finally {
          await config.unmount?.(sut);
        }
      });
    }

    afterAll(() => {
      recorder.save();
    });

    it('walks every state and transition of the machine', () => {
      const report = recorder.report();
      expect(report.missedStates).toEqual([]);
      expect(report.missedTransitions).toEqual([]);
    });
  });
}
