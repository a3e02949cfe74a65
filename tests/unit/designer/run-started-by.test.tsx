import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { WorkflowRun, WorkflowRunPage } from '../../../src/domain/workflow/workflow-runs';
import { executionHistoryMachine } from '../../../src/machines/designer/execution-history.machine';
import { ExecutionHistoryDialog } from '../../../src/views/designer/ExecutionHistoryDialog';
import { startedByText } from '../../../src/views/designer/run-started-by';

/** History says what started each run, from the run's trigger (D126, D135). */

const run = (id: string, changes: Partial<WorkflowRun>): WorkflowRun => ({
  id,
  workflowName: 'Order Intake',
  kind: 'server',
  startTime: '2026-12-01T08:00:00Z',
  endTime: '2026-12-01T08:00:02Z',
  status: 'completed',
  executedBy: 'Ada Lovelace',
  nodesExecuted: 2,
  version: 3,
  sequenceId: 'seq-1',
  ...changes,
});

describe('startedByText', () => {
  it('names each trigger, Test Workflow for a simulated run, and nothing for a run without a trigger', () => {
    expect(startedByText({ kind: 'server', trigger: { kind: 'run' } })).toBe('Run');
    expect(startedByText({ kind: 'server', trigger: { kind: 'schedule', nodeId: 'cron' } })).toBe('Schedule');
    expect(startedByText({ kind: 'server', trigger: { kind: 'webhook', nodeId: 'hook', deliveryId: 'd1' } })).toBe('Webhook');
    expect(startedByText({ kind: 'server', trigger: { kind: 'webhook', nodeId: 'hook', deliveryId: 'd1', address: 'production' } })).toBe('Webhook (production URL)');
    expect(startedByText({ kind: 'server', trigger: { kind: 'webhook', nodeId: 'hook', deliveryId: 'd1', address: 'test' } })).toBe('Webhook (test URL)');
    expect(startedByText({ kind: 'server', trigger: { kind: 'webhook', nodeId: 'hook', deliveryId: 'd1', address: 'replay' } })).toBe('Webhook (run again)');
    expect(startedByText({ kind: 'server', trigger: { kind: 'rerun' } })).toBe('Re-run');
    expect(startedByText({ kind: 'node', trigger: { kind: 'node', nodeId: 'fetch' } })).toBe('Run this node');
    expect(startedByText({ kind: 'test', trigger: null })).toBe('Test Workflow');
    expect(startedByText({ kind: 'server' })).toBe('—');
  });

  it('is the Started by column of History', async () => {
    const page: WorkflowRunPage = {
      items: [run('r1', { trigger: { kind: 'webhook', nodeId: 'hook', deliveryId: 'd1' } }), run('r2', { trigger: { kind: 'schedule', nodeId: 'cron' } })],
      total: 2,
      page: 1,
      page_size: 20,
    };
    const actor = createActor(executionHistoryMachine.provide({ actors: { loadRuns: fromPromise(async () => page) } })).start();
    actor.send({ type: 'history.open', sequenceId: 'seq-1' });
    render(<ExecutionHistoryDialog actor={actor} />);
    const rows = await screen.findAllByTestId('history-row');
    const table = screen.getByRole('table');
    const column = within(table).getAllByRole('columnheader').findIndex((head) => head.textContent === 'Started by');
    expect(column).toBeGreaterThan(-1);
    expect(within(rows[0]!).getAllByRole('cell')[column]).toHaveTextContent('Webhook');
    expect(within(rows[1]!).getAllByRole('cell')[column]).toHaveTextContent('Schedule');
    actor.stop();
  });
});
