import type { SnapshotFrom } from 'xstate';
import type { limitNoticeMachine } from './limit-notice.machine';

/** The notice's text while it is shown, else null. */
export const selectLimitNotice = (snapshot: SnapshotFrom<typeof limitNoticeMachine>) => (snapshot.matches('shown') ? snapshot.context.detail : null);
