import type { SnapshotFrom } from 'xstate';
import type { userActorsMachine } from './user-actors.machine';

export const selectUserActors = (snapshot: SnapshotFrom<typeof userActorsMachine> | undefined) => snapshot?.context.actors ?? null;
