import type { Behaviour } from './behaviours';
import { kindOfNode, type CatalogueNode } from './catalogue';

/**
 * Which behaviours act on the outside world (D87), so that a re-run can say, before it starts,
 * which nodes will do so again: 'acts' always does (a request, an e-mail, a page clicked, a bot whose
 * workflow may), 'calls out' when its code uses one of the script runtime's outward names (D67:
 * fetch, mail, page), 'stays' never leaves the run.
 */
export const outsideEffects: Readonly<Record<Behaviour, 'acts' | 'calls out' | 'stays'>> = {
  start: 'stays',
  end: 'stays',
  passThrough: 'stays',
  decision: 'stays',
  check: 'stays',
  wait: 'stays',
  schedule: 'stays',
  httpRequest: 'acts',
  code: 'calls out',
  transform: 'calls out',
  email: 'acts',
  bot: 'acts',
  // A library script's code is the server's (it fetches, mails or drives a page): counted as acting.
  libraryScript: 'acts',
  clickTrigger: 'acts',
  clickAction: 'acts',
  // It only reads the page the tab is on.
  elementSelector: 'stays',
  // It hands on the request that started the run; answering the caller is the receiver's, not the node's.
  webhook: 'stays',
};

/** The script runtime's names that reach outside the run (D67). */
const outwardNames = /\b(fetch|mail|page)\b/;

/** Whether the node acts on the outside world when it runs (D87); a node the catalogue does not know counts as acting. */
export function actsOnOutside(node: CatalogueNode): boolean {
  const kind = kindOfNode(node);
  if (!kind) return true;
  const effect = outsideEffects[kind.behaviour];
  if (effect !== 'calls out') return effect === 'acts';
  const code = node.properties.code;
  return typeof code === 'string' && outwardNames.test(code);
}
