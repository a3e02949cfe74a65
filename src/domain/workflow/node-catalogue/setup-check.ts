import { credentialKindLabels, type CredentialKind } from '../../credentials/credential-kinds';
import { kindOfNode, type CatalogueNode } from './catalogue';
import { credentialNamesIn, inputProblems } from './declared-inputs';
import { hasTemplate } from '../templates';

/** A credential of the run's owner, as the check before a run sees it: never its values. */
export interface OwnedCredential {
  name: string;
  kind: CredentialKind;
}

interface CredentialUse {
  field: string;
  name: string;
  accepts: readonly CredentialKind[];
}

/** The credentials a node names: its credential inputs (D66) and an api node's Authentication. A template is filled at run time, so it is not checked here. */
function credentialUses(node: CatalogueNode): CredentialUse[] {
  const kind = kindOfNode(node);
  if (!kind) return [];
  const uses: CredentialUse[] = credentialNamesIn(kind.inputs, node.properties).map(({ input, name }) => ({ field: input.label, name, accepts: input.accepts ?? [] }));
  const authentication = node.properties.authentication;
  if (kind.behaviour === 'httpRequest' && typeof authentication === 'string' && authentication.trim() !== '') {
    uses.push({ field: 'Authentication', name: authentication.trim(), accepts: ['token', 'basic', 'login'] });
  }
  return uses.filter((use) => !hasTemplate(use.name));
}

const kindList = (kinds: readonly CredentialKind[]) => kinds.map((kind) => credentialKindLabels[kind]).join(' or ');

/**
 * What keeps each node from running as it is set up (D66), one line per problem, naming the node
 * and the field: a required input left empty, a value its kind cannot read, a credential its owner
 * does not have or of a kind the field does not take. A disabled node is skipped in a run, so it is
 * not checked.
 */
export function setupProblems(nodes: ReadonlyArray<CatalogueNode & { label: string }>, credentials: readonly OwnedCredential[]): string[] {
  const byName = new Map(credentials.map((credential) => [credential.name, credential]));
  return nodes.flatMap((node) => {
    if (node.properties.isEnabled === false) return [];
    const kind = kindOfNode(node);
    if (!kind) return [];
    const problems = inputProblems(kind.inputs, node.properties);
    for (const use of credentialUses(node)) {
      const owned = byName.get(use.name);
      if (!owned) problems.push(`${use.field}: there is no credential named ${use.name}`);
      else if (!use.accepts.includes(owned.kind)) problems.push(`${use.field}: ${use.name} is a ${credentialKindLabels[owned.kind]} credential; this takes ${kindList(use.accepts)}`);
    }
    return problems.map((problem) => `${node.label}: ${problem}`);
  });
}
