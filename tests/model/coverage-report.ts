/**
 * Prints, per machine in src/machines, how many of its states and transitions the generated
 * model-based paths walked in the last `vitest run tests/model`. Exits non-zero when a machine is
 * below 100 % or has no generated paths at all.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { coverageDir, machineInventory } from './coverage';

interface SavedReport {
  machine: string;
  states: { total: number; covered: string[] };
  transitions: { total: number; covered: string[] };
  missedStates: string[];
  missedTransitions: string[];
}

const machinesDir = join(process.cwd(), 'src', 'machines');
const saved = new Map<string, SavedReport>();
if (existsSync(coverageDir)) {
  for (const file of readdirSync(coverageDir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(coverageDir, file), 'utf8')) as SavedReport;
    saved.set(report.machine, report);
  }
}

const rows: string[][] = [];
let incomplete = false;
// Machines sit in one folder per feature (src/machines/<feature>/<flow>.machine.ts).
const machineFiles = (readdirSync(machinesDir, { recursive: true }) as string[]).filter((name) => name.endsWith('.machine.ts')).sort();
for (const file of machineFiles) {
  const module = (await import(pathToFileURL(join(machinesDir, file)).href)) as Record<string, unknown>;
  const machines = Object.values(module).filter((value): value is AnyStateMachine => typeof value === 'object' && value !== null && 'root' in value && 'getTransitionData' in value);
  for (const machine of machines) {
    const inventory = machineInventory(machine);
    const report = saved.get(machine.id);
    const states = report ? report.states.covered.length : 0;
    const transitions = report ? report.transitions.covered.length : 0;
    const percent = (covered: number, total: number) => (total === 0 ? '100.0' : ((covered / total) * 100).toFixed(1));
    const complete = report !== undefined && states === inventory.states.length && transitions === inventory.transitions.length;
    if (!complete) incomplete = true;
    rows.push([
      machine.id,
      file,
      `${states}/${inventory.states.length}`,
      `${percent(states, inventory.states.length)} %`,
      `${transitions}/${inventory.transitions.length}`,
      `${percent(transitions, inventory.transitions.length)} %`,
      report ? (complete ? 'complete' : `missed: ${[...report.missedStates, ...report.missedTransitions].join(', ')}`) : 'no generated paths',
    ]);
  }
}

const header = ['machine', 'file', 'states', '', 'transitions', '', ''];
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
console.log('\nModel-based coverage (paths generated from the app machines, run against the views)\n');
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
rows.forEach((row) => console.log(line(row)));
console.log('');
process.exit(incomplete ? 1 : 0);
