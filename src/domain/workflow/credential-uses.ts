import type { CredentialKind } from '../credentials/credential-kinds';
import { kindOfNode } from './node-catalogue/catalogue';
import { credentialNamesIn } from './node-catalogue/declared-inputs';

/** The kinds an api node's Authentication takes (D66): a token goes in its header, basic and login as `Authorization: Basic`. */
export const apiAuthenticationKinds: readonly CredentialKind[] = ['token', 'basic', 'login'];

/** One place in a workflow that names a credential. */
export interface CredentialUse {
  nodeId: string;
  nodeLabel: string;
  /** The property holding the name: a declared input's name, or `authentication` on an api node. */
  setting: string;
  /** The credential's name, as `secrets.get` takes it. */
  name: string;
  /** The kinds that setting accepts. */
  accepts: readonly CredentialKind[];
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
  return workflow.nodes.flatMap((node) => {
    const { label, type, properties } = node.data;
    const kind = kindOfNode({ type, properties });
    if (!kind) return [];
    const at = { nodeId: node.id, nodeLabel: label };
    const uses: CredentialUse[] = credentialNamesIn(kind.inputs, properties).map(({ input, name }) => ({ ...at, setting: input.name, name, accepts: input.accepts ?? [] }));
    const authentication = properties.authentication;
    if (kind.behaviour === 'httpRequest' && typeof authentication === 'string' && authentication.trim() !== '') {
      uses.push({ ...at, setting: 'authentication', name: authentication.trim(), accepts: apiAuthenticationKinds });
    }
    return uses;
  });
}

/** The names of the credentials a saved workflow uses, each once. */
export const credentialNamesOf = (workflow: { nodes: readonly NodeNamingCredentials[] }): string[] => [...new Set(credentialUsesOf(workflow).map((use) => use.name))];
