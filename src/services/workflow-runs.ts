import type { ApiClient } from './api-client';
import { workflowRunListSchema, workflowRunSchema, type WorkflowRun, type WorkflowRunCreatePayload, type WorkflowRunListQuery } from '../domain/workflow/workflow-runs';
import { signedInCall } from './signed-in-call';

/** D16: a finished test run is recorded on the server, which names the executor. */
export async function recordWorkflowRun(api: ApiClient, payload: WorkflowRunCreatePayload): Promise<WorkflowRun> {
  return signedInCall(api, async () => workflowRunSchema.parse(await api.post('/workflows/runs', payload)));
}

export async function listWorkflowRuns(api: ApiClient, query: WorkflowRunListQuery = {}): Promise<WorkflowRun[]> {
  return signedInCall(api, async () => workflowRunListSchema.parse(await api.get('/workflows/runs', { query })));
}
