import { render, screen, waitFor as waitForDom, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../src/views/designer/ErrorPaths.stories';
import { installReactFlowDom } from '../../model/react-flow-dom';

installReactFlowDom();

describe('what the designer shows of On failure (D128)', () => {
  it('offers On failure in the Execution section, said for what is chosen, and chosen by keyboard', async () => {
    render(<stories.OnFailureStop />);
    const field = screen.getByRole('combobox', { name: 'On failure' });
    expect(within(field).getAllByRole('option').map((option) => option.textContent)).toEqual(['Stop the run', 'Continue', 'Take the error path']);
    expect(field).toHaveValue('stop');
    expect(field).toHaveAccessibleDescription('After its retries, the run fails at this node.');
    field.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.selectOptions(field, 'errorPath');
    expect(field).toHaveAccessibleDescription('After its retries, the run follows the node’s red On error output, with the error as input.');
  });

  it('offers a decision stop and the error path only (D142)', () => {
    render(<stories.OnFailureDecision />);
    expect(within(screen.getByRole('combobox', { name: 'On failure' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Stop the run', 'Take the error path']);
  });

  it('says a run completed with errors, how many, and marks the failed step the run went on past', async () => {
    render(<stories.RunCompletedWithErrors />);
    expect(await screen.findByRole('status', { name: 'Run status: Completed with errors' })).toBeInTheDocument();
    expect(screen.getByTestId('run-failures-handled')).toHaveTextContent('1 node failed and the run went on past it');
    const steps = screen.getAllByTestId('run-step');
    expect(steps.map((step) => step.querySelector('summary')!.textContent)).toEqual([
      expect.stringContaining('Completed') as string,
      expect.stringMatching(/^Fetch pricesapi, 420 msFailed$/) as string,
      expect.stringContaining('Failed — error path taken') as string,
      expect.stringContaining('Completed') as string,
      expect.stringContaining('Completed') as string,
    ]);
  });

  it('marks a step the run continued past', async () => {
    render(<stories.RunContinuedPastAFailure />);
    expect(await screen.findByText('Failed — continued')).toBeInTheDocument();
  });

  it('lists a run completed with errors in History, the other runs as before', async () => {
    render(<stories.HistoryCompletedWithErrors />);
    const rows = await screen.findAllByRole('row');
    const statuses = rows.slice(1).map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    expect(statuses).toEqual(['Completed with errors', 'Completed', 'Failed']);
  });

  it('draws a red, labelled On error output on each node that takes its error path, and names its edges', async () => {
    const { container } = render(<stories.NodesWithErrorHandles />);
    // Fetch Orders and the decision take their error path; Start, End and the Email node do not.
    expect(container.querySelectorAll('.react-flow__handle[data-handleid="error"]')).toHaveLength(2);
    expect(screen.getAllByText('On error')).toHaveLength(2);
    expect(container.querySelectorAll('.react-flow__handle[data-handleid="error"][title="On error"]')).toHaveLength(2);
    const edges = await waitForDom(() => {
      const named = screen.getAllByRole('group', { name: /^On error: edge from/ });
      expect(named).toHaveLength(2);
      return named;
    });
    expect(edges.map((each) => each.getAttribute('aria-label'))).toEqual(['On error: edge from fetch to tell', 'On error: edge from check to tell']);
  });
});
