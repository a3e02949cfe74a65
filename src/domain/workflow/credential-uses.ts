import type { CredentialKind } from '../credentials/credential-kinds';
import { apiAuthenticationKinds } from './node-catalogue/behaviours';
import { kindOfNode, type CatalogueNode } from './node-catalogue/catalogue';
import { credentialNamesIn } from './node-catalogue/declared-inputs';

/** One setting of a node that names a credential. */
export interface NodeCredentialUse {
  /** The property holding the name: a declared input's name, or `authentication` on an api node. */
  setting: string;
  /** That setting as the panel labels it. */
  field: string;
  /** The credential's name, as `secrets.get` takes it. */
  name: string;
  /** The kinds that setting accepts. */
  accepts: readonly CredentialKind[];
}

/** One place in a workflow that names a credential. */
export interface CredentialUse extends NodeCredentialUse {
  nodeId: string;
  nodeLabel: string;
}

/** The credentials one node names: its credential inputs (the library scripts' declared inputs) and an api node's Authentication. */
export function credentialUsesOfNode({ type, properties }: CatalogueNode): NodeCredentialUse[] {
  const kind = kindOfNode({ type, properties });
  if (!kind) return [];
  const uses: NodeCredentialUse[] = credentialNamesIn(kind.inputs, properties).map(({ input, name }) => ({ setting: input.name, field: input.label, name, accepts: input.accepts ?? [] }));
  const authentication = properties.authentication;
  if (kind.behaviour === 'httpRequest' && typeof authentication === 'string' && authentication.trim() !== '') {
    uses.push({ setting: 'authentication', field: 'Authentication', name: authentication.trim(), accepts: apiAuthenticationKinds });
  }
  return uses;
}

/** What the scan reads of a saved workflow's node. */
export interface NodeNamingCredentials {
  id: string;
  data: { label: string; type: string; properties: Readonly<Record<string, unknown>> };
}

/**
 * Every credential a saved workflow's nodes name (D66): a node's credential inputs (the library
 * scripts' declared inputs, from the node catalogue) and an api node's Authentication. A bot node's
 * inputs are not read here: a bot declares them on its own saved workflow, which this one does not hold.
 */
export function credentialUsesOf(workflow: { nodes: readonly NodeNamingCredentials[] }): CredentialUse[] {
  return workflow.nodes.flatMap((node) => credentialUsesOfNode(node.data).map((use) => ({ nodeId: node.id, nodeLabel: node.data.label, ...use })));
}

/** The names of the credentials a saved workflow uses, each once. */
export const credentialNamesOf = (workflow: { nodes: readonly NodeNamingCredentials[] }): string[] => [...new Set(credentialUsesOf(workflow).map((use) => use.name))];
