import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fullName } from '../../../src/domain/account/user';
import { isFinishedRun, isPlainFileName, serverRunMessages, serverRunSchema, type RunEvent, type ServerRun } from '../../../src/domain/workflow/server-runs';
import type { Database } from '../../db/database';
import { openEventStream } from '../../event-stream-reply';
import { currentUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { isUuid } from '../../db/uuid';
import { toServerRun } from '../answers';
import type { OwnedCredentials } from '../credentials-port';
import { requireRunnableSequence, type SequencesForRuns } from '../runnable-sequences-port';
import { findOwnedRunFile } from './run-file-repository';
import * as serverRuns from './run-repository';
import { findOwnedStepScreenshot } from './step-repository';
import type { RunQueue } from './run-queue';
import { waitingOf } from './run-waiting';
import { startRunOf } from './start-run';
import { rerunRoutes } from './rerun-routes';

const tags = ['workflow runs'];
const idParams = z.object({ id: z.string() });
const fileParams = z.object({ id: z.string(), name: z.string() });
const stepParams = z.object({ id: z.string(), stepId: z.string() });
const runNotFound = () => new HttpError(404, 'Run not found');

/** What a run's file is served as, by its extension; anything else is plain bytes. */
const contentTypes: Readonly<Record<string, string>> = {
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  log: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json',
  html: 'text/html; charset=utf-8',
  xml: 'application/xml',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  zip: 'application/zip',
};
const contentTypeOf = (name: string) => contentTypes[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** RFC 6266: an ASCII name for old clients, the exact one (RFC 5987) for the rest. */
function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** How often an events stream looks for progress; a step shows within this of being written. */
const eventsPollMs = 200;

export interface ServerRunRouteOptions {
  database: Database;
  queue: RunQueue;
  sequences: SequencesForRuns;
  credentials: OwnedCredentials;
}

/** Server runs (D44, architecture.md): start, read, follow, cancel. Another user's run is a 404. */
export async function serverRunRoutes(app: FastifyInstance, { database, queue, sequences, credentials }: ServerRunRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };
  // Re-run and Run this node (D87).
  await rerunRoutes(app, { database, queue, sequences, credentials });

  async function requireRun(userId: string, runId: string): Promise<ServerRun> {
    const found = isUuid(runId) ? await serverRuns.findRunWithSteps(db, userId, runId) : undefined;
    if (!found) throw runNotFound();
    return toServerRun(found.run, found.steps, found.files, await waitingOf(db, found.run));
  }

  api.post(
    '/sequences/sequences/:id/runs',
    {
      ...signedIn,
      config: { apiKeyScope: 'runs:start' },
      schema: {
        operationId: 'startSequenceRun',
        summary: 'Run the sequence’s saved workflow on the server: the run is queued',
        tags,
        params: idParams,
        response: { 202: serverRunSchema },
        errors: {
          402: 'The run files your plan keeps are used up: the detail names the plan that keeps more.',
          404: 'No sequence of yours has this id.',
          422: 'The workflow cannot run: nothing is saved, or the detail names the nodes the catalogue does not know, that need a browser no server has, or that are not set up.',
          429: 'Your plan’s runs for today are used up: try again after Retry-After, or change the plan.',
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const sequence = await requireRunnableSequence(sequences, db, user.id, request.params.id);
      const { row, waiting } = await startRunOf(db, queue, credentials, sequence, fullName(user));
      return reply.status(202).send(toServerRun(row, [], [], waiting));
    },
  );

  const runSchema = { operationId: 'getRun', summary: 'A server run with its steps and files', tags, params: idParams, response: { 200: serverRunSchema }, errors: { 404: 'No run of yours has this id.' } };
  api.get('/workflows/runs/:id', { ...signedIn, config: { apiKeyScope: 'runs:read' }, schema: runSchema }, async (request) =>
    requireRun(currentUser(request).id, request.params.id),
  );

  api.post(
    '/workflows/runs/:id/cancel',
    {
      ...signedIn,
      config: { apiKeyScope: 'runs:start' },
      schema: {
        operationId: 'cancelRun',
        summary: 'Cancel a run that is queued or running',
        tags,
        params: idParams,
        response: { 200: serverRunSchema },
        errors: { 404: 'No run of yours has this id.', 409: 'The run has finished already.' },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const answer = isUuid(request.params.id) ? await serverRuns.requestCancel(db, user.id, request.params.id) : undefined;
      if (answer === undefined) throw runNotFound();
      if (answer === 'finished') throw new HttpError(409, serverRunMessages.alreadyFinished);
      // Here, at once; in another process, at its next heartbeat.
      if (answer.wasRunning) queue.abortLocal(answer.row.id);
      return requireRun(user.id, request.params.id);
    },
  );

  // A file of the run's folder (D67), always as a download: nothing a script wrote is shown as a page of ours.
  const fileSchema = {
    operationId: 'getRunFile',
    summary: 'A file of the run’s folder, as a download',
    tags,
    params: fileParams,
    nonJson: { status: 200, mediaTypes: ['*/*'], description: 'The file; its type follows its extension (text/csv for .csv, application/pdf for .pdf, …), application/octet-stream for any other.' },
    errors: { 404: 'No run of yours has this id, or its folder has no file of this name.' },
  } as const;
  api.get('/workflows/runs/:id/files/:name', { ...signedIn, config: { apiKeyScope: 'runs:read' }, schema: fileSchema }, async (request, reply) => {
    const userId = currentUser(request).id;
    const { id, name } = request.params;
    const content = isUuid(id) && isPlainFileName(name) ? await findOwnedRunFile(db, userId, id, name) : undefined;
    if (!content) {
      await requireRun(userId, id);
      throw new HttpError(404, serverRunMessages.fileNotFound);
    }
    return reply.header('Content-Type', contentTypeOf(name)).header('Content-Disposition', attachmentDisposition(name)).send(content);
  });

  // A browser step's screenshot (D68), to the run's owner only; shown inline, as it is our own JPEG.
  const screenshotSchema = {
    operationId: 'getStepScreenshot',
    summary: 'The tab after a browser step, as a JPEG',
    tags,
    params: stepParams,
    nonJson: { status: 200, mediaTypes: ['image/jpeg'], description: 'The screenshot.' },
    errors: { 404: 'No run of yours has this id, or the step has no screenshot.' },
  } as const;
  api.get('/workflows/runs/:id/steps/:stepId/screenshot', { ...signedIn, config: { apiKeyScope: 'runs:read' }, schema: screenshotSchema }, async (request, reply) => {
    const userId = currentUser(request).id;
    const { id, stepId } = request.params;
    const content = isUuid(id) && isUuid(stepId) ? await findOwnedStepScreenshot(db, userId, id, stepId) : undefined;
    if (!content) {
      await requireRun(userId, id);
      throw new HttpError(404, serverRunMessages.screenshotNotFound);
    }
    return reply.header('Content-Type', 'image/jpeg').header('Cache-Control', 'private, max-age=3600').send(content);
  });

  const eventsSchema = {
    operationId: 'followRun',
    summary: 'A run’s progress as server-sent events',
    tags,
    params: idParams,
    nonJson: { status: 200, mediaTypes: ['text/event-stream'], description: 'Server-sent events, each a `data:` line of JSON: `{"type": "run", "run": …}` whenever the run changed, then `{"type": "end"}` once it has finished.' },
    errors: { 404: 'No run of yours has this id.' },
  } as const;
  api.get('/workflows/runs/:id/events', { ...signedIn, config: { apiKeyScope: 'runs:read' }, schema: eventsSchema }, async (request, reply) => {
    const userId = currentUser(request).id;
    let run = await requireRun(userId, request.params.id);
    // The version, then the run sent first: a change between the two reads is sent again at the next
    // poll, never lost (read the other way round, a step that started in between went unseen until it ended).
    let version = await serverRuns.runVersion(db, run.id);
    run = await requireRun(userId, run.id);
    const { send, end, gone } = openEventStream<RunEvent>(reply);
    // Read from the database, not from this process's memory: the run may execute in another process.
    try {
      send({ type: 'run', run });
      while (!isFinishedRun(run.status) && !gone.aborted) {
        await new Promise((resolve) => setTimeout(resolve, eventsPollMs));
        const next = await serverRuns.runVersion(db, run.id);
        // A queued run's wait moves with its user's other runs (D89): it is read again each time, sent when it changed.
        const moved = next !== version;
        if (!moved && run.status !== 'queued') continue;
        version = next;
        const waited = JSON.stringify(run.waiting);
        run = await requireRun(userId, run.id);
        if (!moved && JSON.stringify(run.waiting) === waited) continue;
        send({ type: 'run', run });
      }
      send({ type: 'end' });
    } catch (error) {
      request.log.error({ err: error, runId: run.id }, 'run events stream failed');
    } finally {
      end();
    }
  });
}
