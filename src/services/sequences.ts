import type { ApiClient } from './api-client';
import {
  sequenceListSchema,
  sequenceSchema,
  type Sequence,
  type SequenceActivePayload,
  type SequenceCreatePayload,
  type SequenceListQuery,
  type SequenceUpdatePayload,
} from '../domain/sequences/sequences';
import {
  sequenceVersionDetailSchema,
  sequenceVersionListSchema,
  versionRestoreAnswerSchema,
  type SequenceVersion,
  type SequenceVersionDetail,
  type VersionRestoreAnswer,
} from '../domain/sequences/versions';
import { requestSequencesBySlug, sequencesPath } from './sequence-by-slug';
import { signedInCall } from './signed-in-call';

/** The caller's sequences, newest first (spec 02 §7). Errors carry the spec's text (02 §8). */
export async function listSequences(api: ApiClient, query: SequenceListQuery = {}): Promise<Sequence[]> {
  return signedInCall(api, async () => sequenceListSchema.parse(await api.get(`${sequencesPath}/`, { query })));
}

export async function getSequence(api: ApiClient, id: string): Promise<Sequence> {
  return signedInCall(api, async () => sequenceSchema.parse(await api.get(`${sequencesPath}/${encodeURIComponent(id)}`)));
}

/**
 * The designer's route carries only the slug after a reload or from a shared link (neither has the
 * navigation state). The server narrows the list, so only that sequence's workflow travels; of two
 * with one slug, the newest opens.
 */
export async function findSequenceBySlug(api: ApiClient, slug: string): Promise<Sequence | null> {
  return firstSequenceOf(await requestSequencesBySlug(api, slug));
}

/** The sequence of a slug from the server's narrowed list: the newest of two with one slug. */
export function firstSequenceOf(answer: unknown): Sequence | null {
  return sequenceListSchema.parse(answer)[0] ?? null;
}

export async function createSequence(api: ApiClient, payload: SequenceCreatePayload): Promise<Sequence> {
  return signedInCall(api, async () => sequenceSchema.parse(await api.post(sequencesPath, payload)));
}

export async function updateSequence(api: ApiClient, id: string, payload: SequenceUpdatePayload): Promise<Sequence> {
  return signedInCall(api, async () => sequenceSchema.parse(await api.put(`${sequencesPath}/${encodeURIComponent(id)}`, payload)));
}

export async function deleteSequence(api: ApiClient, id: string): Promise<void> {
  await signedInCall(api, () => api.delete(`${sequencesPath}/${encodeURIComponent(id)}`));
}

/** D63: "Workflow Active" on the server, which schedules (or unschedules) the workflow's schedule nodes. */
export async function setSequenceActive(api: ApiClient, id: string, active: boolean): Promise<Sequence> {
  return signedInCall(api, async () => sequenceSchema.parse(await api.put(`${sequencesPath}/${encodeURIComponent(id)}/active`, { active } satisfies SequenceActivePayload)));
}

const versionsPath = (id: string) => `${sequencesPath}/${encodeURIComponent(id)}/versions`;

/** D69: the sequence's versions, newest first. */
export async function listSequenceVersions(api: ApiClient, id: string): Promise<SequenceVersion[]> {
  return signedInCall(api, async () => sequenceVersionListSchema.parse(await api.get(versionsPath(id))));
}

export async function readSequenceVersion(api: ApiClient, id: string, number: number): Promise<SequenceVersionDetail> {
  return signedInCall(api, async () => sequenceVersionDetailSchema.parse(await api.get(`${versionsPath(id)}/${number}`)));
}

/** Saves the version's workflow as the sequence's current one, which is a new version. */
export async function restoreSequenceVersion(api: ApiClient, id: string, number: number): Promise<VersionRestoreAnswer> {
  return signedInCall(api, async () => versionRestoreAnswerSchema.parse(await api.post(`${versionsPath(id)}/${number}/restore`)));
}
