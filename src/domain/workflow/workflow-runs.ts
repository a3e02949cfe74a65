import { z } from 'zod';
import { ruleMessages } from '../rule-texts';
import { runTriggerSchema } from './run-trigger';

/** A simulated test run is recorded finished; a server run (D44) also passes through queued and running, or ends cancelled. */
export const workflowRunStatuses = ['completed', 'failed', 'cancelled', 'running', 'queued'] as const;
export type WorkflowRunStatus = (typeof workflowRunStatuses)[number];
/** What a recorded simulation can be (the browser only records runs that ended). */
export const testRunStatuses = ['completed', 'failed'] as const;

/**
 * 'test': the designer's simulation ("Test Workflow"); 'server': a real run on the server ("Run");
 * 'node': a run of one node alone on the server ("Run this node", D69).
 */
export const workflowRunKinds = ['test', 'server', 'node'] as const;
/** The kinds the server executes (D44, D69). */
export const serverRunKinds = ['server', 'node'] as const satisfies readonly WorkflowRunKind[];
export type WorkflowRunKind = (typeof workflowRunKinds)[number];

export const workflowRunLimits = { workflowName: 200, nodesExecuted: 100_000, pageSizeDefault: 20, pageSizeMax: 100 } as const;

export const workflowRunMessages = {
  endBeforeStart: 'End time must not be before start time',
} as const;

/**
 * Why a queued run waits, and its place (D89): its user's runs running against the plan's runs
 * at once (`runs`), or, with a place free, a process with a browser (`browser`); `position` is its
 * place among its user's queued runs, 1 the next to start.
 */
export const runWaitingReasons = ['runs', 'browser'] as const;
export const runWaitingSchema = z.object({
  reason: z.enum(runWaitingReasons),
  position: z.number().int().min(1),
  running: z.number().int().min(0),
  limit: z.number().int().min(1),
});
export type RunWaiting = z.infer<typeof runWaitingSchema>;

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
};

/** What a queued run says about its wait (D89), word for word. */
export const runWaitingMessages = {
  runs: (running: number, limit: number) => `Waiting: ${running} of your runs ${running === 1 ? 'is' : 'are'} running (limit ${limit})`,
  browser: 'Waiting for a browser',
  position: (position: number) => `${ordinal(position)} in your queue`,
} as const;

/** The wait's two lines: why, then the place. */
export function runWaitingLines(waiting: RunWaiting): [string, string] {
  const why = waiting.reason === 'browser' ? runWaitingMessages.browser : runWaitingMessages.runs(waiting.running, waiting.limit);
  return [why, runWaitingMessages.position(waiting.position)];
}

/** An execution history entry (spec 02 §3), recorded by the server (D16). */
export const workflowRunSchema = z.object({
  id: z.string(),
  workflowName: z.string(),
  kind: z.enum(workflowRunKinds),
  startTime: z.string(),
  /** Null while a server run has not ended. */
  endTime: z.string().nullable(),
  status: z.enum(workflowRunStatuses),
  executedBy: z.string(),
  /** The nodes the run executed: distinct nodes of its own steps, skipped ones apart (D89). */
  nodesExecuted: z.number().int(),
  /**
   * The node failures it went on past by continue or an error path (D128, D143): a completed run with
   * any is "completed with errors". The server always sends it; 0 for a test run.
   */
  failuresHandled: z.number().int().min(0).optional(),
  /** A queued server run's wait (D89), shown live in History; null or absent otherwise. */
  waiting: runWaitingSchema.nullable().optional(),
  /** The run this one re-ran (D69), for "Re-run of #…"; null for any other run. The server always sends it. */
  rerunOf: z.string().nullable().optional(),
  /** The sequence's version it ran (D69); null for a test run and a run saved before versions. */
  version: z.number().int().nullable(),
  /** The sequence it ran, so History opens the version it ran there; null once the sequence is deleted. */
  sequenceId: z.string().nullable(),
  /** What started it (D126): Run, a schedule, a webhook, a re-run or Run this node; null for a test run. The server always sends it. */
  trigger: runTriggerSchema.nullable().optional(),
}).meta({ id: 'WorkflowRun', description: 'A run as History lists it.' });
export type WorkflowRun = z.infer<typeof workflowRunSchema>;


const timestampRule = (field: string) =>
  z.iso.datetime({ offset: true, error: ruleMessages.invalidDate }).describe(`${field} (ISO 8601)`);

/** The executor is not part of the payload: the server takes it from the session. */
export const workflowRunCreatePayloadSchema = z
  .object({
    sequence_id: z.string().optional(),
    workflow_name: z
      .string({ error: ruleMessages.required('Workflow name') })
      .trim()
      .min(1, ruleMessages.required('Workflow name'))
      .max(workflowRunLimits.workflowName, ruleMessages.tooLong('Workflow name', workflowRunLimits.workflowName)),
    start_time: timestampRule('Start time'),
    end_time: timestampRule('End time'),
    status: z.enum(testRunStatuses),
    nodes_executed: z.number().int().min(0).max(workflowRunLimits.nodesExecuted),
  })
  .refine((run) => Date.parse(run.end_time) >= Date.parse(run.start_time), {
    path: ['end_time'],
    message: workflowRunMessages.endBeforeStart,
  });
export type WorkflowRunCreatePayload = z.input<typeof workflowRunCreatePayloadSchema>;

export const workflowRunSorts = ['asc', 'desc'] as const;

/** The History dialog asks the server for one page; search, status and sort are applied there only. */
export const workflowRunListQuerySchema = z.object({
  sequence_id: z.string().optional(),
  q: z.string().trim().max(200).optional(),
  status: z.enum(workflowRunStatuses).optional(),
  sort: z.enum(workflowRunSorts).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(workflowRunLimits.pageSizeMax).default(workflowRunLimits.pageSizeDefault),
});
/** What the client may send: every field optional, the server fills in the defaults. */
export type WorkflowRunListQuery = Partial<z.output<typeof workflowRunListQuerySchema>>;

export const workflowRunPageSchema = z.object({
  items: z.array(workflowRunSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type WorkflowRunPage = z.infer<typeof workflowRunPageSchema>;
