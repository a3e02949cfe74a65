import { useSelector } from '@xstate/react';
import { Download, FileText } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { RunFile } from '../../domain/workflow/server-runs';
import type { serverRunFilesMachine } from '../../machines/designer/server-run-files.machine';
import { selectDownloadingFile } from '../../machines/designer/server-run-files.selectors';
import { Button } from '../ui/Button';
import { fileSizeText } from '../ui/file-size';
import * as styles from './RunPanel.css';

export type ServerRunFilesActorRef = ActorRefFrom<typeof serverRunFilesMachine>;

/** The run's working folder (D67): each file its scripts wrote, downloaded through the API with the user's token. */
export function RunFiles({ runId, files, actor }: { runId: string; files: readonly RunFile[]; actor: ServerRunFilesActorRef }) {
  const downloading = useSelector(actor, selectDownloadingFile);
  if (files.length === 0) return null;
  return (
    <section className={styles.filesSection} aria-labelledby="run-files-title">
      <h4 id="run-files-title" className={styles.heading}>
        Files
      </h4>
      <ul className={styles.files}>
        {files.map((file) => (
          <li key={file.name} className={styles.file}>
            <FileText size={16} aria-hidden="true" className={styles.fileIcon} />
            <span className={styles.fileName} title={file.name}>
              {file.name}
            </span>
            <span className={styles.muted}>{fileSizeText(file.size)}</span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Download ${file.name}`}
              isPending={downloading === file.name}
              pendingLabel="Downloading..."
              isDisabled={downloading !== null}
              onPress={() => actor.send({ type: 'file.download', runId, name: file.name })}
            >
              <Download size={16} aria-hidden="true" />
              Download
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
