import type { ApiClient } from './api-client';
import {
  workflowRunPageSchema,
  workflowRunSchema,
  type WorkflowRun,
  type WorkflowRunCreatePayload,
  type WorkflowRunListQuery,
  type WorkflowRunPage,
} from '../domain/workflow/workflow-runs';
import { signedInCall } from './signed-in-call';

/** D16: a finished test run is recorded on the server, which names the executor. */
export async function recordWorkflowRun(api: ApiClient, payload: WorkflowRunCreatePayload): Promise<WorkflowRun> {
  return signedInCall(api, async () => workflowRunSchema.parse(await api.post('/workflows/runs', payload)));
}

/** One page of the user's runs; search, status filter and sort are the server's (D16). */
export async function listWorkflowRuns(api: ApiClient, query: WorkflowRunListQuery = {}): Promise<WorkflowRunPage> {
  return signedInCall(api, async () => workflowRunPageSchema.parse(await api.get('/workflows/runs', { query })));
}
