import type { CredentialKind } from '../credentials/credential-kinds';
import { kindOfNode, type CatalogueNode } from './node-catalogue/catalogue';
import { runSettingFieldsOf } from './node-catalogue/run-settings';

/** One setting of a node that names a credential. */
export interface NodeCredentialUse {
  /** The property holding the name: the Run Settings field's key (`authentication`, a declared input's name). */
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

/**
 * The credentials one node names: each of its kind's Run Settings fields whose control is a
 * credential (an api node's Authentication, a library script's credential inputs) holding a name.
 * The catalogue says which fields those are and which kinds each takes, so a new kind that names
 * credentials needs nothing here.
 */
export function credentialUsesOfNode({ type, properties }: CatalogueNode): NodeCredentialUse[] {
  const kind = kindOfNode({ type, properties });
  if (!kind) return [];
  return runSettingFieldsOf(kind).flatMap((field) => {
    const value = properties[field.key];
    if (field.control !== 'credential' || typeof value !== 'string' || value.trim() === '') return [];
    return [{ setting: field.key, field: field.input?.label ?? field.label, name: value.trim(), accepts: field.accepts ?? [] }];
  });
}

/** What the scan reads of a saved workflow's node. */
export interface NodeNamingCredentials {
  id: string;
  data: { label: string; type: string; properties: Readonly<Record<string, unknown>> };
}

/**
 * Every credential a saved workflow's nodes name (D66): their Run Settings' credential fields, from
 * the node catalogue. A bot node's inputs are not read here: a bot declares them on its own saved
 * workflow, which this one does not hold.
 */
export function credentialUsesOf(workflow: { nodes: readonly NodeNamingCredentials[] }): CredentialUse[] {
  return workflow.nodes.flatMap((node) => credentialUsesOfNode(node.data).map((use) => ({ nodeId: node.id, nodeLabel: node.data.label, ...use })));
}

/** The names of the credentials a saved workflow uses, each once. */
export const credentialNamesOf = (workflow: { nodes: readonly NodeNamingCredentials[] }): string[] => [...new Set(credentialUsesOf(workflow).map((use) => use.name))];
