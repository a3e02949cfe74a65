import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine, AnyMachineSnapshot, EventObject, StateNode, TransitionDefinition } from 'xstate';

export const coverageDir = join(process.cwd(), '.tmp', 'model-coverage');

type AnyStateNode = StateNode<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type AnyTransition = TransitionDefinition<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode))];
}

/** A transition is named by its source, its event and its place among that event's candidates. */
function transitionKey(transition: AnyTransition): string {
  const source = transition.source as AnyStateNode;
  const candidates = transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  return `${source.id} --${transition.eventType || 'always'}#${candidates.indexOf(transition)}`;
}

/** Every state (the root excluded) and every transition the machine defines. */
export function machineInventory(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = allStateNodes(machine.root as AnyStateNode);
  const states = nodes.filter((node) => node !== machine.root).map((node) => node.id);
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
  return { states, transitions: [...new Set(transitions)] };
}

/** Records which states and transitions the generated paths walked, per machine. */
export class CoverageRecorder {
  private readonly states = new Set<string>();
  private readonly transitions = new Set<string>();

  constructor(private readonly machine: AnyStateMachine) {}

  visitState(snapshot: AnyMachineSnapshot): void {
    for (const node of snapshot._nodes as AnyStateNode[]) if (node !== this.machine.root) this.states.add(node.id);
  }

  takeStep(before: AnyMachineSnapshot, event: EventObject, after: AnyMachineSnapshot): void {
    for (const transition of this.machine.getTransitionData(before, event)) this.transitions.add(transitionKey(transition));
    // Eventless transitions taken on the way count as walked when their target is where we landed.
    for (const node of allStateNodes(this.machine.root as AnyStateNode)) {
      for (const always of node.always ?? []) {
        const landed = (always.target ?? []).some((target) => (after._nodes as AnyStateNode[]).includes(target as AnyStateNode));
        const wasInSource = (before._nodes as AnyStateNode[]).includes(node) || this.states.has(node.id);
        if (landed && wasInSource) this.transitions.add(transitionKey(always));
      }
    }
    this.visitState(after);
  }

  report() {
    const inventory = machineInventory(this.machine);
    return {
      machine: this.machine.id,
      states: { total: inventory.states.length, covered: inventory.states.filter((s) => this.states.has(s)) },
      transitions: { total: inventory.transitions.length, covered: inventory.transitions.filter((t) => this.transitions.has(t)) },
      missedStates: inventory.states.filter((s) => !this.states.has(s)),
      missedTransitions: inventory.transitions.filter((t) => !this.transitions.has(t)),
    };
  }

  /** Written for `npm run test:model`'s table. */
  save(): ReturnType<CoverageRecorder['report']> {
    const report = this.report();
    mkdirSync(coverageDir, { recursive: true });
    writeFileSync(join(coverageDir, `${this.machine.id}.json`), JSON.stringify(report, null, 2));
    return report;
  }
}
