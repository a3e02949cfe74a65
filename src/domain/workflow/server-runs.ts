import { z } from 'zod';
import { runWaitingSchema, workflowRunSchema, type WorkflowRunStatus } from './workflow-runs';

export { runWaitingLines, runWaitingMessages, runWaitingReasons, runWaitingSchema, type RunWaiting } from './workflow-runs';

/** A server run (D44) as it goes: one step per execution of a node, a retry being a new step. */
/** `cancelled`: the step a cancel interrupted (D89). */
export const runStepStatuses = ['running', 'completed', 'failed', 'skipped', 'cancelled'] as const;
export type RunStepStatus = (typeof runStepStatuses)[number];

export const runStepSchema = z.object({
  id: z.string(),
  nodeId: z.string(),
  /** The bot node's step whose sub-run this step is part of; null for the run's own steps (D89). */
  parentStepId: z.string().nullable(),
  nodeType: z.string(),
  label: z.string(),
  status: z.enum(runStepStatuses),
  attempt: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** JSON values cut to `serverRunLimits.storedValueChars` characters when longer (then `{ truncated, preview }`). */
  input: z.unknown(),
  output: z.unknown(),
  error: z.string().nullable(),
  logs: z.array(z.string()),
  /** A browser node's screenshot of its tab after it ended (D68), served to the run's owner; null for other steps. */
  screenshotUrl: z.string().nullable(),
  /** Carried over as it was from the run this one re-ran (D87): not executed again. The server always sends it. */
  reused: z.boolean().optional(),
  /** On a node's last failed attempt, how the run went on past it (D128): continued, or took the error path; null when it stopped the run. The server always sends it. */
  handled: z.enum(['continue', 'errorPath']).nullable().optional(),
});
export type RunStep = z.infer<typeof runStepSchema>;

/** A file in the run's working folder (D67): what its scripts wrote with `files.write`. */
export const runFileSchema = z.object({ name: z.string(), size: z.number().int() });
export type RunFile = z.infer<typeof runFileSchema>;

export const serverRunSchema = workflowRunSchema.extend({
  sequenceId: z.string().nullable(),
  /** Why it failed, or null. A run whose process died says "interrupted". */
  error: z.string().nullable(),
  output: z.unknown(),
  steps: z.array(runStepSchema),
  /** The run's working folder, by name; each downloads at /workflows/runs/{id}/files/{name}. */
  files: z.array(runFileSchema),
  /** While it is queued, why it waits and its place (D89); null otherwise. */
  waiting: runWaitingSchema.nullable(),
}).meta({ id: 'ServerRun', description: 'A server run with its steps and files.' });
export type ServerRun = z.infer<typeof serverRunSchema>;

/** What the events stream sends: the whole run each time something changed, then `end` once it is final. */
export const runEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('run'), run: serverRunSchema }),
  z.object({ type: z.literal('end') }),
]);
export type RunEvent = z.infer<typeof runEventSchema>;

export const serverRunLimits = {
  /** Stored input and output of a step, and a run's output, as JSON text. */
  storedValueChars: 16_384,
  logLines: 200,
  logLineChars: 1_000,
  /** A file in the run's working folder, and all of them together (D67). */
  fileBytes: 10 * 1024 * 1024,
  runFilesBytes: 50 * 1024 * 1024,
} as const;

/**
 * A name the run's folder accepts (D67): a plain file name, never a path. No / or backslash, no
 * `..`, no control characters, at most 255 characters, and not blank.
 */
export function isPlainFileName(name: string): boolean {
  const hasControl = [...name].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  return name.trim() !== '' && name.length <= 255 && !hasControl && !/[/\\]/.test(name) && !name.includes('..') && name !== '.';
}

export const finishedRunStatuses: readonly WorkflowRunStatus[] = ['completed', 'failed', 'cancelled'];
export const isFinishedRun = (status: WorkflowRunStatus) => finishedRunStatuses.includes(status);

export const serverRunMessages = {
  interrupted: 'interrupted: the server stopped while the run was under way',
  alreadyFinished: 'The run has already finished',
  cancelled: 'The run was cancelled',
  noWorkflow: 'Save the workflow before running it',
  /** D135: a workflow with Webhook nodes and no Start runs when a request reaches one of them. */
  startsByWebhook: 'This workflow has no Start node: it runs when a request reaches its Webhook node’s address (its test URL runs the latest saved version)',
  fileNotFound: 'The run has no file of that name',
  screenshotNotFound: 'The step has no screenshot',
  /** D68: no process of the deployment has a browser, so nodes that act in a page cannot run. */
  needsBrowser: (labels: string[]) => `This server has no browser: install Chromium or set CHROMIUM_PATH. These nodes need one: ${labels.join(', ')}`,
  /** D66: required inputs, readable values and the credentials nodes name are checked before a run. */
  notSetUp: (problems: string[]) => `The workflow is not set up yet: ${problems.join('; ')}`,
  /** D65: a node whose type or palette item the node catalogue does not know is never run as pass-through. */
  unknownNodes: (names: string[]) => `Botflow does not know what these nodes do, so it cannot run them: ${names.join(', ')}`,
} as const;
