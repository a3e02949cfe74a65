import type { SnapshotFrom } from 'xstate';
import type { publishUpdateMachine } from './publish-update.machine';

type PublishUpdateSnapshot = SnapshotFrom<typeof publishUpdateMachine>;

/** Where choosing the update's version stands, as the dialog says it. */
export type PublishUpdateStage = 'closed' | 'loadingVersions' | 'versionsFailed' | 'noVersions' | 'choosing' | 'checking' | 'checkFailed' | 'refused' | 'publishable';

const openStages = ['loadingVersions', 'versionsFailed', 'noVersions', 'choosing', 'checking', 'checkFailed', 'refused', 'publishable'] as const;

export function selectPublishUpdateStage(snapshot: PublishUpdateSnapshot): PublishUpdateStage {
  if (snapshot.matches('publishing')) return 'publishable';
  return openStages.find((stage) => snapshot.matches({ open: stage })) ?? 'closed';
}

export const selectUpdateBot = (snapshot: PublishUpdateSnapshot) => snapshot.context.bot;
export const selectUpdateVersions = (snapshot: PublishUpdateSnapshot) => snapshot.context.versions;
export const selectUpdateVersion = (snapshot: PublishUpdateSnapshot) => snapshot.context.version;
export const selectChangelog = (snapshot: PublishUpdateSnapshot) => snapshot.context.changelog;
export const selectUpdateProblems = (snapshot: PublishUpdateSnapshot) => snapshot.context.problems;
export const selectUpdateErrors = (snapshot: PublishUpdateSnapshot) => snapshot.context.fieldErrors;
export const selectPublishingUpdate = (snapshot: PublishUpdateSnapshot) => snapshot.hasTag('busy');
