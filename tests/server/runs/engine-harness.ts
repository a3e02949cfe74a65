import type { EngineServices } from '../../../server/runs/engine/executor-context';
import type { OutboxEmail } from '../../../server/runs/engine/outbox-email';
import { RunSecrets } from '../../../server/runs/engine/redaction';
import { runWorkflow, type StepUpdate } from '../../../server/runs/engine/run-workflow';
import { noSecrets, type ResolvedSecret, type SecretStore } from '../../../server/runs/engine/secrets';
import type { EngineEdge, EngineNode, EngineWorkflow } from '../../../server/runs/engine/workflow';
import { memoryRunFolder } from '../../../server/runs/runtime/run-folder';

/** The engine on its own (no queue, no database), with real timers, sandbox and HTTP, as the engine's tests run it. */

export const node = (id: string, type: string, properties: Record<string, unknown> = {}, y = 0, x = 0): EngineNode => ({ id, type, label: `${id}`, properties, position: { x, y } });
export const edge = (source: string, target: string, sourceHandle?: string): EngineEdge => ({ source, target, sourceHandle });
export const chain = (...nodes: EngineNode[]): EngineWorkflow => ({ nodes, edges: nodes.slice(1).map((each, index) => edge(nodes[index]!.id, each.id)) });

export function engineServices(overrides: Partial<EngineServices> = {}) {
  const outbox: OutboxEmail[] = [];
  const files = memoryRunFolder();
  return {
    outbox,
    files,
    services: {
      allowPrivateNetwork: true,
      sandbox: { timeMs: 200, memoryBytes: 8 * 1024 * 1024 },
      retryBackoffMs: 5,
      // No SMTP_URL in the engine's tests: each message stays in the outbox (D152).
      sendEmail: async (email: OutboxEmail) => {
        outbox.push(email);
        return { delivery: 'outbox' as const };
      },
      loadBotWorkflow: async () => null,
      secrets: new RunSecrets(noSecrets),
      files,
      maxBotDepth: 3,
      browser: null,
      ...overrides,
    } satisfies EngineServices,
  };
}

export async function runEngine(workflow: EngineWorkflow, overrides: Partial<EngineServices> = {}, signal = new AbortController().signal) {
  const steps: StepUpdate[] = [];
  const { services, outbox, files } = engineServices(overrides);
  const outcome = await runWorkflow(workflow, services, { onStep: (step) => void steps.push(step) }, signal);
  const finished = steps.filter((step) => step.status !== 'running');
  return { outcome, steps, finished, outbox, files: files.files };
}

/** A fake of the credentials feature's store (D66): the run owner's credentials, by name. */
export function fakeSecrets(credentials: Record<string, ResolvedSecret>): SecretStore {
  return {
    get: async (name) => {
      const found = credentials[name];
      if (!found) throw new Error(`There is no credential named ${name}`);
      return found;
    },
  };
}
