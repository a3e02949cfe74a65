import { fromPromise } from 'xstate';
import type { VersionRestoreAnswer } from '../../domain/sequences/versions';
import { versionsMachine } from '../../machines/designer/versions.machine';
import type { ToastInput } from '../../machines/toast/toast.types';
import type { ApiClient } from '../../services/api-client';
import { listSequenceVersions, readSequenceVersion, restoreSequenceVersion } from '../../services/sequences';
import { storeLocalWorkflow } from '../../services/workflow-storage';

export interface VersionsServices {
  api: ApiClient;
  notify: (toast: ToastInput) => void;
  /** Gives the editor the restored workflow, as one undoable step. */
  applyRestored: (answer: VersionRestoreAnswer) => void;
}

/** The Versions panel (D69) with its real services. */
export function versionsLogic({ api, notify, applyRestored }: VersionsServices) {
  return versionsMachine.provide({
    actors: {
      loadVersions: fromPromise(({ input }: { input: { sequenceId: string } }) => listSequenceVersions(api, input.sequenceId)),
      loadVersion: fromPromise(({ input }: { input: { sequenceId: string; number: number } }) => readSequenceVersion(api, input.sequenceId, input.number)),
      restoreVersion: fromPromise(async ({ input }: { input: { sequenceId: string; number: number } }) => {
        const answer = await restoreSequenceVersion(api, input.sequenceId, input.number);
        // D14: a save also keeps the workflow in this browser; a restore is a save.
        storeLocalWorkflow(answer.workflow, input.sequenceId);
        return answer;
      }),
    },
    actions: {
      applyRestored: (_, answer) => applyRestored(answer),
      notify: (_, toast) => notify(toast),
    },
  });
}
