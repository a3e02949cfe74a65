import type { DeclaredInput, InputKind } from '../../../src/domain/workflow/node-catalogue/declared-inputs';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';

/**
 * A bot the marketplace is seeded with (spec 02 §3: sixteen bots, 9.99–59.99, tags from the spec's
 * list), one file each beside this one, listed in seeded-bots.ts. It has no rating and no downloads
 * of its own: they are its buyers' reviews and purchases (D83).
 */
export interface SeededBot {
  id: number;
  title: string;
  description: string;
  author: string;
  tags: string[];
  releasedOn: string;
  priceCents: number;
  /** The illustration's hue (0–360); seeded-illustration.ts draws it. */
  hue: number;
  workflow: SavedWorkflow;
  /**
   * What the latest change of its workflow did, the changelog of the version a seed makes when the
   * workflow differs from the latest one (D130); the first version's is "First version".
   */
  changelog?: string;
}

/** A change of a seeded bot that says nothing of its own. */
export const seededChangelog = 'Improved steps';

/** What the buyer sets up (D66): the declared inputs the bots' steps read as `{{inputs.name}}`. */
export const input = (name: string, label: string, kind: InputKind, more: Partial<DeclaredInput> = {}): DeclaredInput => ({ name, label, kind, required: false, ...more });
export const required = (name: string, label: string, kind: InputKind, help: string, more: Partial<DeclaredInput> = {}) => input(name, label, kind, { required: true, help, ...more });
/** A token credential the api node sends through its Authentication setting. */
export const apiToken = (name: string, label: string, service: string) =>
  required(name, label, 'credential', `A token credential ${service} accepts; it is sent as its header (Authorization: Bearer, unless you set another)`, { accepts: ['token'] });
export const sendTo = (label: string) => required('sendTo', label, 'text', 'E-mail addresses, separated by commas');
export const jsonHeaders = '{"Content-Type":"application/json"}';
