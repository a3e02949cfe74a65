import type { SnapshotFrom } from 'xstate';
import type { unpublishMachine } from './unpublish.machine';

type UnpublishSnapshot = SnapshotFrom<typeof unpublishMachine>;

export const selectUnpublishBot = (snapshot: UnpublishSnapshot) => (snapshot.matches('idle') ? null : snapshot.context.bot);
export const selectUnpublishing = (snapshot: UnpublishSnapshot) => snapshot.hasTag('busy');
