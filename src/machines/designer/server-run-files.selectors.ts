import type { SnapshotFrom } from 'xstate';
import type { serverRunFilesMachine } from './server-run-files.machine';

type ServerRunFilesSnapshot = SnapshotFrom<typeof serverRunFilesMachine>;

/** The file whose download is under way, or null. */
export const selectDownloadingFile = (snapshot: ServerRunFilesSnapshot) => (snapshot.matches('downloading') ? snapshot.context.downloading : null);
