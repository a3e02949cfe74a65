import { defaultApiBase, type ApiClient } from './api-client';
import {
  workflowRunPageSchema,
  workflowRunSchema,
  type WorkflowRun,
  type WorkflowRunCreatePayload,
  type WorkflowRunListQuery,
  type WorkflowRunPage,
} from '../domain/workflow/workflow-runs';
import { runEventSchema, serverRunSchema, type RunEvent, type ServerRun } from '../domain/workflow/server-runs';
import { rerunPreviewSchema, type RerunPreview, type RerunRequest } from '../domain/workflow/rerun';
import { readEventStream } from './event-stream';
import { signedInCall } from './signed-in-call';

/** D16: a finished test run is recorded on the server, which names the executor. */
export async function recordWorkflowRun(api: ApiClient, payload: WorkflowRunCreatePayload): Promise<WorkflowRun> {
  return signedInCall(api, async () => workflowRunSchema.parse(await api.post('/workflows/runs', payload)));
}

/** One page of the user's runs; search, status filter and sort are the server's (D16). */
export async function listWorkflowRuns(api: ApiClient, query: WorkflowRunListQuery = {}): Promise<WorkflowRunPage> {
  return signedInCall(api, async () => workflowRunPageSchema.parse(await api.get('/workflows/runs', { query })));
}

/** D44: queues a real run of the sequence's saved workflow; a 422 names what cannot run. */
export async function startServerRun(api: ApiClient, sequenceId: string): Promise<ServerRun> {
  return signedInCall(api, async () => serverRunSchema.parse(await api.post(`/sequences/sequences/${encodeURIComponent(sequenceId)}/runs`, undefined)));
}

export async function readServerRun(api: ApiClient, runId: string): Promise<ServerRun> {
  return signedInCall(api, async () => serverRunSchema.parse(await api.get(`/workflows/runs/${encodeURIComponent(runId)}`)));
}

export async function cancelServerRun(api: ApiClient, runId: string): Promise<ServerRun> {
  return signedInCall(api, async () => serverRunSchema.parse(await api.post(`/workflows/runs/${encodeURIComponent(runId)}/cancel`, undefined)));
}

/** What a re-run would do (D87): the reused nodes and the nodes that act again, or the server's refusal. */
export async function previewRerun(api: ApiClient, runId: string, request: RerunRequest): Promise<RerunPreview> {
  return signedInCall(api, async () => rerunPreviewSchema.parse(await api.post(`/workflows/runs/${encodeURIComponent(runId)}/rerun/preview`, request)));
}

/** Queues a re-run of a finished run (D69, D87); a 409 or 422 says why not. */
export async function startRerun(api: ApiClient, runId: string, request: RerunRequest): Promise<ServerRun> {
  return signedInCall(api, async () => serverRunSchema.parse(await api.post(`/workflows/runs/${encodeURIComponent(runId)}/rerun`, request)));
}

/** Run this node (D69): the node alone, with the chosen input, on the sequence's saved workflow. */
export async function runOneNode(api: ApiClient, sequenceId: string, nodeId: string, input: unknown): Promise<ServerRun> {
  return signedInCall(api, async () => serverRunSchema.parse(await api.post(`/sequences/sequences/${encodeURIComponent(sequenceId)}/nodes/${encodeURIComponent(nodeId)}/run`, { input })));
}

/** A file of the run's folder (D67), as the server keeps it. */
export async function downloadRunFile(api: ApiClient, runId: string, name: string): Promise<Blob> {
  return signedInCall(api, () => api.download(`/workflows/runs/${encodeURIComponent(runId)}/files/${encodeURIComponent(name)}`));
}

/**
 * The API client's path for an address the server wrote under its own base (`/v1/...`), as a browser
 * step's screenshotUrl is: the client adds the base itself. Anything else is refused, so the user's
 * token goes nowhere but the API.
 */
export function apiPathOf(address: string): string {
  const base = `${defaultApiBase}/`;
  if (!address.startsWith(base)) throw new Error(`Not an address of the API: ${address}`);
  return address.slice(defaultApiBase.length);
}

/** A browser step's screenshot (D68), a JPEG only the run's owner may read: fetched with the user's token, as a run's file is. */
export async function downloadStepScreenshot(api: ApiClient, screenshotUrl: string, signal?: AbortSignal): Promise<Blob> {
  const path = apiPathOf(screenshotUrl);
  return signedInCall(api, () => api.download(path, signal ? { signal } : {}));
}

/** A run may go on for as long as its nodes' timeouts allow; the stream stays open that long. */
const runStreamTimeoutMs = 24 * 3_600_000;

/** Follows a run's events until the server ends the stream (after the run's final state) or the signal aborts. */
export async function followServerRun(api: ApiClient, runId: string, signal: AbortSignal, onEvent: (event: RunEvent) => void): Promise<void> {
  const body = await signedInCall(api, () => api.streamGet(`/workflows/runs/${encodeURIComponent(runId)}/events`, { signal, timeoutMs: runStreamTimeoutMs }));
  await readEventStream(body, (json) => runEventSchema.parse(json), onEvent);
}
