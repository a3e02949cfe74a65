import { kindOfNode } from '../../src/domain/workflow/node-catalogue/catalogue';
import type { NodeKind } from '../../src/domain/workflow/node-catalogue/node-kind';
import { credentialUsesOfNode } from '../../src/domain/workflow/credential-uses';
import { savedWorkflowSchema } from '../../src/domain/workflow/saved-workflow';
import type { Db } from '../db/database';
import { isUuid } from '../db/uuid';
import { redactedMark, RunSecrets } from '../runs/engine/redaction';
import { noSecrets } from '../runs/engine/secrets';
import { findRunWithSteps } from '../runs/server-runs/run-repository';
import type { ExplainedNode } from './proposed-fix';

/** One attempt of the failed node, as the step list has it. */
export interface Attempt {
  attempt: number;
  status: string;
  error: string | null;
}

/**
 * What Ask Flo why knows of a failed step (D92): the node as the run ran it (null for a step
 * of a bot's own workflow, whose node is not on this canvas), its kind, input, error, logs and the
 * attempts of the same node in the same (sub-)run.
 */
export interface FailedStep {
  runId: string;
  stepId: string;
  nodeId: string;
  label: string;
  nodeType: string;
  node: ExplainedNode | null;
  kind: NodeKind | undefined;
  input: unknown;
  error: string;
  logs: readonly string[];
  attempts: readonly Attempt[];
}

export const explainMessages = {
  runNotFound: 'Run not found',
  stepNotFound: 'Step not found in this run',
  notFailed: (status: string) => `Flo explains failed steps only: this step is ${status}`,
} as const;

/**
 * The user's failed step; 'not-found' for another user's run, an unknown run or a step it has not,
 * and the step's status when it did not fail. Read through the runs feature's repository.
 */
export async function readFailedStep(db: Db, userId: string, runId: string, stepId: string): Promise<FailedStep | { missing: 'run' | 'step' } | { status: string }> {
  const found = isUuid(runId) ? await findRunWithSteps(db, userId, runId) : undefined;
  if (!found) return { missing: 'run' };
  const step = found.steps.find((each) => each.id === stepId);
  if (!step) return { missing: 'step' };
  if (step.status !== 'failed') return { status: step.status };
  const saved = savedWorkflowSchema.safeParse(found.run.workflow);
  const stored = step.parentStepId === null && saved.success ? saved.data.nodes.find((each) => each.id === step.nodeId) : undefined;
  const node: ExplainedNode | null = stored ? { id: stored.id, label: stored.data.label, type: stored.data.type, properties: stored.data.properties } : null;
  return {
    runId,
    stepId,
    nodeId: step.nodeId,
    label: step.label,
    nodeType: step.nodeType,
    node,
    kind: kindOfNode(node ?? { type: step.nodeType, properties: {} }),
    input: step.input,
    error: step.error ?? '',
    logs: step.logs,
    attempts: found.steps.filter((each) => each.nodeId === step.nodeId && each.parentStepId === step.parentStepId).map(({ attempt, status, error }) => ({ attempt, status, error })),
  };
}

/** Header names whose values are credentials however they got there. */
const sensitiveName = /auth|token|secret|password|passwd|api[-_]?key|cookie|session|signature|private/i;

function redactedHeaders(value: unknown): unknown {
  let headers = value;
  if (typeof value === 'string') {
    try {
      headers = JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  if (headers === null || typeof headers !== 'object' || Array.isArray(headers)) return value;
  return Object.fromEntries(Object.entries(headers).map(([name, each]) => [name, sensitiveName.test(name) ? redactedMark : each]));
}

function redactedUrl(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  let changed = false;
  if (url.password) {
    url.password = 'redacted';
    changed = true;
  }
  for (const name of [...url.searchParams.keys()]) {
    if (sensitiveName.test(name)) {
      url.searchParams.set(name, 'redacted');
      changed = true;
    }
  }
  return changed ? url.toString().replaceAll('redacted', redactedMark) : value;
}

/**
 * The step as it may leave the server (D70, D92): no credential value. What a run stores is
 * already redacted of the values it used (D66); on top of that, every value of the user's stored
 * credentials is hidden wherever it appears (a token typed into a header by hand), header values
 * and URL query parameters whose names say they hold a credential are hidden whatever they hold,
 * and so is a password in a URL. Credential settings keep the credential's name, never a value:
 * the name is what a missing credential is about.
 */
export function redactedStep(step: FailedStep, secretValues: readonly string[]): FailedStep {
  const secrets = new RunSecrets(noSecrets);
  for (const value of secretValues) secrets.remember(value);
  let node = step.node;
  if (node) {
    const credentialSettings = new Set(credentialUsesOfNode(node).map((use) => use.setting));
    const properties = Object.fromEntries(
      Object.entries(node.properties).map(([key, value]) => {
        if (credentialSettings.has(key)) return [key, value];
        if (key === 'headers') return [key, redactedHeaders(value)];
        if (key === 'url' || key === 'waitFor') return [key, redactedUrl(value)];
        return [key, value];
      }),
    );
    node = { ...node, properties: secrets.redact(properties) };
  }
  return {
    ...step,
    node,
    input: secrets.redact(step.input),
    error: secrets.redactText(step.error),
    logs: step.logs.map((line) => secrets.redactText(String(redactedUrlsIn(line)))),
    attempts: step.attempts.map((each) => ({ ...each, error: each.error === null ? null : secrets.redactText(each.error) })),
  };
}

/** URLs inside a log line ("GET https://...?api_key=..."), each redacted as a URL setting is. */
const redactedUrlsIn = (line: string) => line.replace(/https?:\/\/\S+/g, (url) => String(redactedUrl(url)));
