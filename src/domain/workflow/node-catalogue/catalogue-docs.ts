import { behaviourDocs } from './behaviours';
import { nodeKinds } from './catalogue';
import { retryPolicyRows } from '../retry-policy';
import { onFailureModes, onFailureTexts } from '../node-properties';
import { libraryScripts } from './library-scripts';
import { paletteCategories, type NodeKind } from './node-kind';
import { handlesOf, nodeTypeUses, type NodeHandles } from './node-types';
import { settingFieldsOf } from './run-settings';

/**
 * The documentation's tables of node kinds, written from the catalogue (D65) so that the pages and
 * Flo's offline answers, which quote the same Markdown, never disagree with what the designer offers.
 * A page asks for one with a line `<!-- catalogue: palette -->` (or `node-types`, `older-types`, `library`, `retry-policy`, `on-failure`).
 */

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const row = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
const table = (headings: readonly string[], rows: ReadonlyArray<readonly string[]>) => [row(headings), row(headings.map(() => '---')), ...rows.map(row)].join('\n');

const settingsOf = (kind: NodeKind) => settingFieldsOf(kind.settings).map((field) => field.label).join(', ') || '–';
const inARun = (kind: NodeKind) => behaviourDocs[kind.behaviour];

const handlesText: Readonly<Record<NodeHandles, string>> = {
  'output-only': 'Output only',
  'input-only': 'Input only',
  decision: 'Input on the left; two outputs, right and bottom',
  'in-out': 'Input on the left, output on the right',
};

/** The spec's types in the order the page tells them (`nodeTypeUses`'s): where a run starts, ends and branches, then the steps. */
function nodeTypesTable(): string {
  const types = Object.keys(nodeTypeUses) as Array<keyof typeof nodeTypeUses>;
  return table(
    ['Type', 'Use it for', 'Handles'],
    types.map((type) => [`\`${type}\``, nodeTypeUses[type], handlesText[handlesOf(type)]]),
  );
}

function paletteTable(): string {
  const rows = paletteCategories.flatMap((category) => {
    if (category === 'Scripts') return [[category, 'One item per script of the library (see [Scripts](/documents/scripts))', '`script`', '–', behaviourDocs.libraryScript]];
    if (category === 'My Bots') return [[category, 'One item per active bot of My Bots', '`bot`', '–', behaviourDocs.bot]];
    return nodeKinds.filter((kind) => kind.category === category).map((kind) => [category, kind.label, `\`${kind.type}\``, settingsOf(kind), inARun(kind)]);
  });
  return table(['Category', 'Item', 'Type', 'Run Settings', 'In a run'], rows);
}

function olderTypesTable(): string {
  const rows = nodeKinds.filter((kind) => kind.category === null).map((kind) => [`\`${kind.type}\``, kind.description, inARun(kind)]);
  return table(['Type', 'Use it for', 'In a run'], rows);
}

function libraryTable(): string {
  return table(
    ['Script', 'scriptId', 'What it does', 'Needs a browser'],
    libraryScripts.map((script) => [script.title, `\`${script.scriptId}\``, script.description, script.needsBrowser ? 'yes' : 'no']),
  );
}

/** The failures a node's retries skip (D88), as the engine says them. */
const retryPolicyTable = () => table(['The failure', 'Not retried, because'], retryPolicyRows);

/** A node's On failure choices (D128), in the Execution section's words. */
const onFailureTable = () => table(['On failure', 'What the run does'], onFailureModes.map((mode) => [`${onFailureTexts[mode].label}${mode === 'stop' ? ' (default)' : ''}`, onFailureTexts[mode].hint]));

const tables: Readonly<Record<string, () => string>> = { 'node-types': nodeTypesTable, palette: paletteTable, 'older-types': olderTypesTable, library: libraryTable, 'retry-policy': retryPolicyTable, 'on-failure': onFailureTable };

/** The page with each `<!-- catalogue: name -->` line replaced by that table. */
export function withCatalogueTables(markdown: string): string {
  return markdown.replace(/^<!-- catalogue: ([a-z-]+) -->$/gm, (line, name: string) => tables[name]?.() ?? line);
}
