import { assign, fromPromise, setup } from 'xstate';
import { errorTextOr } from '../../domain/error-text';
import type { ToastInput } from '../toast/toast.types';

/** A file of a run's folder (D67) as the browser is to save it. */
export interface RunFileDownload {
  blob: Blob;
  name: string;
}

export interface RunFileRequest {
  runId: string;
  name: string;
}

export interface ServerRunFilesContext {
  /** The file on its way, so its link shows it. */
  downloading: string | null;
}

export type ServerRunFilesEvent = { type: 'file.download'; runId: string; name: string };

export const runFileDownloadFailedToast = (name: string, error: unknown): ToastInput => ({
  title: 'Download Failed',
  description: errorTextOr(error, `${name} could not be downloaded. Please try again.`),
  variant: 'destructive',
});

/**
 * Downloads from the run panel's file list (D67): a run's file comes through the API client with
 * the user's token, then the browser saves it. One at a time; a failure says so in a toast.
 */
export const serverRunFilesMachine = setup({
  types: {
    context: {} as ServerRunFilesContext,
    events: {} as ServerRunFilesEvent,
  },
  actors: {
    fetchRunFile: fromPromise<RunFileDownload, RunFileRequest>(async () => {
      throw new Error('fetchRunFile is supplied by the app');
    }),
  },
  actions: {
    saveFile: (_, _file: RunFileDownload) => {},
    showToast: (_, _toast: ToastInput) => {},
  },
}).createMachine({
  id: 'serverRunFiles',
  context: { downloading: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'file.download': { target: 'downloading', actions: assign({ downloading: ({ event }) => event.name }) } },
    },
    downloading: {
      invoke: {
        id: 'fetchRunFile',
        src: 'fetchRunFile',
        input: ({ event }) => {
          const { runId, name } = event as ServerRunFilesEvent;
          return { runId, name };
        },
        onDone: { target: 'idle', actions: [{ type: 'saveFile', params: ({ event }) => event.output }, assign({ downloading: null })] },
        onError: {
          target: 'idle',
          actions: [{ type: 'showToast', params: ({ context, event }) => runFileDownloadFailedToast(context.downloading ?? '', event.error) }, assign({ downloading: null })],
        },
      },
    },
  },
});
