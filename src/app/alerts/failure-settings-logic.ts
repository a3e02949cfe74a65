import { fromPromise } from 'xstate';
import type { FailureSettings } from '../../domain/alerts/failure-settings';
import { failureSettingsMachine, type FailureSettingsLoaded } from '../../machines/alerts/failure-settings.machine';
import type { ApiClient } from '../../services/api-client';
import { listCredentials } from '../../services/credentials';
import { getFailureSettings, putFailureSettings } from '../../services/failure-settings';
import { listSequences } from '../../services/sequences';

/** "When a run fails" with its services: the settings, the user's other sequences and their credentials' names by kind. */
export const failureSettingsLogic = (api: ApiClient) =>
  failureSettingsMachine.provide({
    actors: {
      loadFailureSettings: fromPromise(async ({ input }: { input: { sequenceId: string } }): Promise<FailureSettingsLoaded> => {
        const [answer, sequences, credentials] = await Promise.all([getFailureSettings(api, input.sequenceId), listSequences(api), listCredentials(api)]);
        return {
          answer,
          choices: {
            sequences: sequences.filter((sequence) => sequence.id !== input.sequenceId).map(({ id, title }) => ({ id, title })),
            webhookUrls: credentials.filter((credential) => credential.kind === 'webhookUrl').map((credential) => credential.name),
            secrets: credentials.filter((credential) => credential.kind === 'secret').map((credential) => credential.name),
          },
        };
      }),
      saveFailureSettings: fromPromise(({ input }: { input: { sequenceId: string; settings: FailureSettings } }) => putFailureSettings(api, input.sequenceId, input.settings)),
    },
  });
