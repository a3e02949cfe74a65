import { failureSettingsAnswerSchema, type FailureSettings, type FailureSettingsAnswer } from '../domain/alerts/failure-settings';
import type { ApiClient } from './api-client';
import { signedInCall } from './signed-in-call';

/** A sequence's error workflow and alerts (D129). */
const pathOf = (sequenceId: string) => `/sequences/sequences/${encodeURIComponent(sequenceId)}/failure-settings`;

export async function getFailureSettings(api: ApiClient, sequenceId: string): Promise<FailureSettingsAnswer> {
  return signedInCall(api, async () => failureSettingsAnswerSchema.parse(await api.get(pathOf(sequenceId))));
}

export async function putFailureSettings(api: ApiClient, sequenceId: string, settings: FailureSettings): Promise<FailureSettingsAnswer> {
  return signedInCall(api, async () => failureSettingsAnswerSchema.parse(await api.put(pathOf(sequenceId), settings)));
}
