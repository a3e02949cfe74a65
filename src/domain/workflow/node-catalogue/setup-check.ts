import { credentialKindLabels, type CredentialKind } from '../../credentials/credential-kinds';
import { credentialUsesOfNode, type NodeCredentialUse } from '../credential-uses';
import { hasTemplate } from '../templates';
import { kindOfNode, type CatalogueNode } from './catalogue';
import { inputProblems } from './declared-inputs';
import type { NodeKind } from './node-kind';
import { missingRequiredSettings } from './run-settings';

/** A credential of the run's owner, as the check before a run sees it: never its values. */
export interface OwnedCredential {
  name: string;
  kind: CredentialKind;
}

const kindList = (kinds: readonly CredentialKind[]) => kinds.map((kind) => credentialKindLabels[kind]).join(' or ');

/** The owner's credentials by name, as `credentialProblems` reads them. */
export const credentialsByName = (credentials: readonly OwnedCredential[]) => new Map(credentials.map((credential) => [credential.name, credential]));

/**
 * Each setting that names a credential its owner does not have, or one of a kind it does not take
 * (a node's credential inputs, an api node's Authentication, a bot node's bot's inputs). A template
 * is filled at run time, so only a name written as it is can be checked here.
 */
export function credentialProblems(uses: ReadonlyArray<Pick<NodeCredentialUse, 'field' | 'name' | 'accepts'>>, byName: ReadonlyMap<string, OwnedCredential>): string[] {
  return uses
    .filter((use) => !hasTemplate(use.name))
    .flatMap((use) => {
      const owned = byName.get(use.name);
      if (!owned) return [`${use.field}: there is no credential named ${use.name}`];
      return use.accepts.includes(owned.kind) ? [] : [`${use.field}: ${use.name} is a ${credentialKindLabels[owned.kind]} credential; this takes ${kindList(use.accepts)}`];
    });
}

/**
 * The required Run Settings a node leaves empty (a Click Action's selector, an api node's URL), said
 * as a missing input is, then what its kind's settings must hold together (a webhook's authentication
 * names its credential).
 */
export const settingProblems = (kind: NodeKind, properties: Readonly<Record<string, unknown>>): string[] => [
  ...missingRequiredSettings(kind.settings, properties).map((field) => `${field.label} is required`),
  ...(kind.settingRules?.(properties) ?? []),
];

/**
 * What keeps each node from running as it is set up (D66), one line per problem, naming the node
 * and the field: a required setting or input left empty, a value its kind cannot read, a credential
 * its owner does not have or of a kind the field does not take. A disabled node is skipped in a
 * run, so it is not checked.
 */
export function setupProblems(nodes: ReadonlyArray<CatalogueNode & { label: string }>, credentials: readonly OwnedCredential[]): string[] {
  const byName = credentialsByName(credentials);
  return nodes.flatMap((node) => {
    if (node.properties.isEnabled === false) return [];
    const kind = kindOfNode(node);
    if (!kind) return [];
    const problems = [...settingProblems(kind, node.properties), ...inputProblems(kind.inputs, node.properties), ...credentialProblems(credentialUsesOfNode(node), byName)];
    return problems.map((problem) => `${node.label}: ${problem}`);
  });
}
