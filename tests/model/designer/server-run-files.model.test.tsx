import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { serverRunFilesMachine, type RunFileDownload, type RunFileRequest } from '../../../src/machines/designer/server-run-files.machine';
import { serverRunMachine } from '../../../src/machines/designer/server-run.machine';
import { stepScreenshotsMachine } from '../../../src/machines/designer/step-screenshots.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { RunPanel } from '../../../src/views/designer/RunPanel';
import { sampleRuns } from '../../../src/views/designer/run-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel, eventually } from '../harness';

const { completed } = sampleRuns;
const [csv, chart] = completed.files;

/** The run panel on a finished run with files; the files machine downloads them (D67). */
async function mount() {
  const fetchRunFile = createDeferredActor<RunFileDownload, RunFileRequest>();
  const saveFile = vi.fn<(file: RunFileDownload) => void>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const actor = createActor(serverRunFilesMachine.provide({ actors: { fetchRunFile: fetchRunFile.logic }, actions: { saveFile: (_, file) => saveFile(file), showToast: (_, toast) => showToast(toast) } })).start();
  const run = createActor(
    serverRunMachine.provide({ actors: { loadRun: fromPromise(async () => completed), followRun: fromCallback<AnyEventObject, { runId: string }>(() => () => {}) } }),
  ).start();
  run.send({ type: 'run.open', runId: completed.id });
  const screenshots = createActor(stepScreenshotsMachine).start();
  const view = render(<RunPanel actor={run} files={actor} screenshots={screenshots} />);
  await eventually(() => void expect(screen.getByRole('region', { name: /^Run/ })).toHaveTextContent('Completed'));
  return { actor, run, screenshots, view, fetchRunFile, saveFile, showToast };
}
type Sut = Awaited<ReturnType<typeof mount>>;

const files = () => within(screen.getByRole('region', { name: 'Files' }));
const blob = new Blob(['id,price\n1,41.5\n'], { type: 'text/csv' });

describeModel('run files machine with the run panel’s file list', {
  machine: serverRunFilesMachine,
  events: [
    { type: 'file.download', runId: completed.id, name: csv!.name },
    { type: 'xstate.done.actor.fetchRunFile', output: { blob, name: csv!.name } },
    { type: 'xstate.error.actor.fetchRunFile', error: new Error('The run has no file of that name') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    sut.run.stop();
    sut.screenshots.stop();
  },
  execute: {
    'file.download': () => {
      fireEvent.click(files().getByRole('button', { name: `Download ${csv!.name}` }));
    },
    'xstate.done.actor.fetchRunFile': (sut, event) => sut.fetchRunFile.resolve(event.output as RunFileDownload),
    'xstate.error.actor.fetchRunFile': (sut, event) => sut.fetchRunFile.reject(event.error),
  },
  assertions: {
    idle: (sut: Sut) => {
      expect(files().getAllByRole('listitem').map((item) => item.textContent)).toEqual(['prices.csv2 kBDownload', 'Price chart 2026-11-25.png180 kBDownload']);
      for (const file of [csv!, chart!]) expect(files().getByRole('button', { name: `Download ${file.name}` })).toBeEnabled();
      // What the last download came to: the browser saved the file, or a toast said why it could not.
      const saved = sut.saveFile.mock.calls.length + sut.showToast.mock.calls.length;
      expect(saved).toBe(sut.fetchRunFile.calls.length);
      if (sut.showToast.mock.calls.length > 0) {
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Download Failed', description: 'The run has no file of that name', variant: 'destructive' });
      }
      if (sut.saveFile.mock.calls.length > 0) expect(sut.saveFile).toHaveBeenLastCalledWith({ blob, name: csv!.name });
    },
    downloading: (sut: Sut) => {
      expect(sut.fetchRunFile.calls.at(-1)).toEqual({ runId: completed.id, name: csv!.name });
      expect(files().getByRole('button', { name: `Download ${csv!.name}` })).toBeDisabled();
      expect(files().getByRole('button', { name: `Download ${csv!.name}` })).toHaveTextContent('Downloading...');
      // One at a time: the others wait.
      expect(files().getByRole('button', { name: `Download ${chart!.name}` })).toBeDisabled();
    },
  },
});
