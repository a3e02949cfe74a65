import { botsNamed } from '../bots/bought-copies';
import { listCredentialNames } from '../credentials/repository';
import type { Db } from '../db/database';
import { HttpError } from '../plugins/errors';
import { findVersion } from '../sequences/repository';
import { requireOwnedSequence } from '../sequences/owned-sequence';
import { packagedWorkflow } from '../../src/domain/market/packaged-workflow';
import { botIdsNamed, publishProblems } from '../../src/domain/market/publishing';
import { savedWorkflowSchema, type SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { versionMessages } from '../../src/domain/sequences/versions';

/** One of the seller's saved versions, as publishing sees it (D130). */
export interface PublishableVersion {
  sequenceId: string;
  sequenceTitle: string;
  version: number;
  /** Why it cannot be sold; none when it can. */
  problems: string[];
  /** What its buyers would get: the workflow with the seller's credentials lifted into inputs (D138). */
  packaged: SavedWorkflow | null;
}

/**
 * The caller's sequence's saved version and what keeps it from being sold (D130): the check before
 * a run, as the seller's own Run would make it (their credentials by name and kind, never values),
 * and its bot nodes. Another user's sequence, or a version that is not there, is a 404.
 */
export async function publishableVersion(db: Db, userId: string, sequenceId: string, version: number): Promise<PublishableVersion> {
  const sequence = await requireOwnedSequence(db, userId, sequenceId);
  const saved = await findVersion(db, sequence.id, version);
  if (!saved) throw new HttpError(404, versionMessages.notFound);
  const parsed = savedWorkflowSchema.safeParse(saved.workflow);
  const workflow = parsed.success ? parsed.data : null;
  const [credentials, bots] = await Promise.all([listCredentialNames(db, userId), botsNamed(db, userId, botIdsNamed(workflow))]);
  const problems = publishProblems(workflow, { credentials, botOf: (botId) => bots.get(botId) });
  return { sequenceId: sequence.id, sequenceTitle: sequence.title, version, problems, packaged: workflow && problems.length === 0 ? packagedWorkflow(workflow) : null };
}
