import type { SnapshotFrom } from 'xstate';
import type { publishBotMachine } from './publish-bot.machine';

type PublishSnapshot = SnapshotFrom<typeof publishBotMachine>;

export const selectPublishOpen = (snapshot: PublishSnapshot) => !snapshot.matches('closed');
export const selectPublishValues = (snapshot: PublishSnapshot) => snapshot.context.values;
export const selectPublishImage = (snapshot: PublishSnapshot) => snapshot.context.image;
export const selectPublishErrors = (snapshot: PublishSnapshot) => snapshot.context.fieldErrors;
export const selectPublishing = (snapshot: PublishSnapshot) => snapshot.hasTag('busy');
export const selectPublishSequences = (snapshot: PublishSnapshot) => snapshot.context.sequences;
export const selectPublishVersions = (snapshot: PublishSnapshot) => snapshot.context.versions;
export const selectPublishChoice = (snapshot: PublishSnapshot) => snapshot.context.choice;
export const selectPublishProblems = (snapshot: PublishSnapshot) => snapshot.context.problems;

/** Where choosing what to publish stands (D130): what the dialog says under the sequence and version. */
export type PublishStage =
  | 'loadingSequences'
  | 'sequencesFailed'
  | 'noSequence'
  | 'loadingVersions'
  | 'versionsFailed'
  | 'noVersions'
  | 'choosingVersion'
  | 'checking'
  | 'checkFailed'
  | 'refused'
  | 'publishable';

const editingStages = ['noSequence', 'loadingVersions', 'versionsFailed', 'noVersions', 'choosingVersion', 'checking', 'checkFailed', 'refused', 'publishable'] as const;

export function selectPublishStage(snapshot: PublishSnapshot): PublishStage {
  if (snapshot.matches('loadingSequences')) return 'loadingSequences';
  if (snapshot.matches('sequencesFailed')) return 'sequencesFailed';
  // Uploading shows the version as it was checked.
  if (snapshot.matches('submitting')) return 'publishable';
  return editingStages.find((stage) => snapshot.matches({ editing: stage })) ?? 'noSequence';
}
