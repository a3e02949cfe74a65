import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { serverRunFilesMachine, type RunFileDownload, type RunFileRequest } from '../../machines/designer/server-run-files.machine';
import { sampleRuns } from './run-fixtures';
import { RunFiles } from './RunFiles';

export default { title: 'Designer/Run files' };

const never = () => new Promise<never>(() => {});

/** The files a run's scripts wrote (D67), as the run panel lists them; `downloading`: the first one's download under way. */
function Files({ downloading = false }: { downloading?: boolean }) {
  const actor = useActorRef(serverRunFilesMachine.provide({ actors: { fetchRunFile: fromPromise<RunFileDownload, RunFileRequest>(never) } }));
  const { id, files } = sampleRuns.completed;
  useEffect(() => {
    if (downloading) actor.send({ type: 'file.download', runId: id, name: files[0]!.name });
  }, [actor, downloading, id, files]);
  return (
    <div style={{ width: 420, padding: 16 }}>
      <RunFiles runId={id} files={files} actor={actor} />
    </div>
  );
}

export const Listed: Story = () => <Files />;
export const Downloading: Story = () => <Files downloading />;
