import type { CredentialKind } from '../credentials/credential-kinds';
import { credentialUsesOfNode } from '../workflow/credential-uses';
import { reservedPropertyNames, type DeclaredInput } from '../workflow/node-catalogue/declared-inputs';
import type { SavedWorkflow, WorkflowNode } from '../workflow/saved-workflow';
import { hasTemplate } from '../workflow/templates';
import { publishMessages } from './publishing';

/**
 * What a buyer gets of a published version (D130, D138): its workflow and declared inputs, and
 * the kinds of credential it needs, never the seller's credentials. Each setting that names one of
 * the seller's credentials (an API Call's Authentication, a library script's credential input)
 * becomes a required credential input of the bot, taking the kinds that setting takes, and the
 * setting reads it as `{{inputs.name}}`: the buyer chooses their own in the bot's setup. Settings
 * that name the same credential with kinds in common share one input.
 */

interface LiftedCredential {
  input: DeclaredInput;
  credential: string;
  accepts: CredentialKind[];
  labels: string[];
  field: string;
}

const labelMax = 80;
const nameMax = 40;

/** "Check the site" and "Authentication" → "checkTheSiteAuthentication": a valid input name of at most 40 characters. */
function inputNameOf(nodeLabel: string, field: string, taken: ReadonlySet<string>): string {
  const words = `${nodeLabel} ${field}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const camel = words.map((word, index) => (index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())).join('');
  const base = (/^[A-Za-z]/.test(camel) ? camel : `credential${camel}`).slice(0, nameMax - 3) || 'credential';
  const free = (name: string) => !taken.has(name) && !(reservedPropertyNames as readonly string[]).includes(name);
  if (free(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (free(`${base}${suffix}`)) return `${base}${suffix}`;
}

const labelOf = (field: string, labels: readonly string[]) => {
  const text = `${field} for ${labels.join(', ')}`;
  return text.length > labelMax ? `${text.slice(0, labelMax - 1)}…` : text;
};

/** The version as its buyers get it: the seller's credential names lifted into inputs of their own. */
export function packagedWorkflow(workflow: SavedWorkflow): SavedWorkflow {
  // A credential input has no default: a seller's credential name must not ride along as one.
  const declared = (workflow.inputs ?? []).map((input) => (input.kind === 'credential' ? withoutDefault(input) : input));
  const taken = new Set(declared.map((input) => input.name));
  const lifted: LiftedCredential[] = [];
  const nodes = workflow.nodes.map((node): WorkflowNode => {
    const uses = credentialUsesOfNode(node.data).filter((use) => !hasTemplate(use.name));
    if (uses.length === 0) return node;
    const properties = { ...node.data.properties };
    for (const use of uses) {
      const shared = lifted.find((entry) => entry.credential === use.name && entry.accepts.some((kind) => use.accepts.includes(kind)));
      if (shared) {
        shared.accepts = shared.accepts.filter((kind) => use.accepts.includes(kind));
        if (!shared.labels.includes(node.data.label)) shared.labels.push(node.data.label);
        properties[use.setting] = `{{inputs.${shared.input.name}}}`;
        continue;
      }
      const name = inputNameOf(node.data.label, use.field, taken);
      taken.add(name);
      const entry: LiftedCredential = {
        credential: use.name,
        accepts: [...use.accepts],
        labels: [node.data.label],
        field: use.field,
        input: { name, label: '', kind: 'credential', required: true, help: publishMessages.credentialHelp, accepts: [...use.accepts] },
      };
      lifted.push(entry);
      properties[use.setting] = `{{inputs.${name}}}`;
    }
    return { ...node, data: { ...node.data, properties } };
  });
  const liftedInputs = lifted.map((entry) => ({ ...entry.input, label: labelOf(entry.field, entry.labels), accepts: entry.accepts }));
  return { ...workflow, nodes, inputs: [...declared, ...liftedInputs] };
}

function withoutDefault(input: DeclaredInput): DeclaredInput {
  const { default: _default, ...rest } = input;
  return rest;
}
