import type { SnapshotFrom } from 'xstate';
import type { publishBotMachine } from './publish-bot.machine';

type PublishSnapshot = SnapshotFrom<typeof publishBotMachine>;

export const selectPublishOpen = (snapshot: PublishSnapshot) => !snapshot.matches('closed');
export const selectPublishValues = (snapshot: PublishSnapshot) => snapshot.context.values;
export const selectPublishImage = (snapshot: PublishSnapshot) => snapshot.context.image;
export const selectPublishErrors = (snapshot: PublishSnapshot) => snapshot.context.fieldErrors;
export const selectPublishing = (snapshot: PublishSnapshot) => snapshot.hasTag('busy');
