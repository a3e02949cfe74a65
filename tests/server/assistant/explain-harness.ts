import { expect } from 'vitest';
import type { App } from '../../../server/app';
import { assistantExplainEventSchema, type AssistantExplainEvent } from '../../../src/domain/assistant/explain';
import type { ServerRun } from '../../../src/domain/workflow/server-runs';
import type { UserWithToken } from '../fixtures';
import { parseEventStream } from '../event-stream-events';

/** Ask Flo why through the API, and the events of its answer as the browser reads them. */
export const eventsOf = (payload: string): AssistantExplainEvent[] => parseEventStream(payload, assistantExplainEventSchema);

export const explain = (app: App, user: UserWithToken, runId: string, stepId: string) =>
  app.inject({ method: 'POST', url: '/v1/assistant/explain', headers: { authorization: user.token }, payload: { runId, stepId } });

/** The run's last failed step of the node. */
export function failedStepOf(run: ServerRun, nodeId: string) {
  const step = run.steps.filter((each) => each.nodeId === nodeId && each.status === 'failed').at(-1);
  expect(step, `no failed step of ${nodeId}: ${run.error ?? run.status}`).toBeDefined();
  return step!;
}

/** Explains the failed step and answers its text and its final event. */
export async function explained(app: App, user: UserWithToken, run: ServerRun, nodeId: string) {
  const step = failedStepOf(run, nodeId);
  const response = await explain(app, user, run.id, step.id);
  expect(response.statusCode, response.body).toBe(200);
  const events = eventsOf(response.payload);
  const last = events.at(-1)!;
  const chunks = events.flatMap((event) => (event.type === 'chunk' ? [event.text] : []));
  return { step, events, chunks, text: chunks.join(''), last };
}
