import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import type { RunsCard } from '../../../src/domain/insights/insights';
import { dashboardMachine, type DashboardData } from '../../../src/machines/dashboard/dashboard.machine';
import { runsCardMachine } from '../../../src/machines/dashboard/runs-card.machine';
import { DashboardView } from '../../../src/views/dashboard/DashboardView';
import { runsCard } from '../../../src/views/insights/insights-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

function mount() {
  const loadRunsCard = createDeferredActor<RunsCard>();
  // The bots' cards load on their own and stay loading: the Runs card neither waits for them nor they for it.
  const bots = createActor(dashboardMachine.provide({ actors: { loadDashboard: createDeferredActor<DashboardData>().logic } })).start();
  const actor = createActor(runsCardMachine.provide({ actors: { loadRunsCard: loadRunsCard.logic } })).start();
  const view = render(
    <MemoryRouter>
      <DashboardView actor={bots} runsCard={actor} />
    </MemoryRouter>,
  );
  return { actor, bots, view, loadRunsCard };
}
type Sut = ReturnType<typeof mount>;

const card = () => screen.getByRole('region', { name: 'Runs' });
const rowValue = (label: string) => within(card()).getByText(label, { exact: true, selector: 'span' }).parentElement!.textContent!.slice(label.length);

describeModel('runs card machine with the dashboard view', {
  machine: runsCardMachine,
  events: [
    { type: 'xstate.done.actor.loadRunsCard', output: runsCard },
    { type: 'xstate.error.actor.loadRunsCard', error: refused(500, 'Internal server error') },
    { type: 'runs.retry' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    sut.bots.stop();
  },
  execute: {
    'xstate.done.actor.loadRunsCard': (sut, event) => sut.loadRunsCard.resolve(event.output as RunsCard),
    'xstate.error.actor.loadRunsCard': (sut, event) => sut.loadRunsCard.reject(event.error),
    'runs.retry': () => void fireEvent.click(within(card()).getByRole('button', { name: 'Try again' })),
  },
  assertions: {
    loading: () => {
      expect(within(card()).getByText('Loading your runs...')).toBeInTheDocument();
      expect(within(card()).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights');
      // The spec's four tiles stay as they are.
      expect(screen.getAllByTestId('stat-tile').map((tile) => tile.textContent)).toEqual(['Active Tasks–', 'Paused Tasks–', 'Inactive Tasks–', 'High Priority–']);
    },
    loaded: () => {
      expect(within(card()).getByText('Last 7 days, on the server')).toBeInTheDocument();
      expect(rowValue('Runs')).toBe('70');
      expect(rowValue('Failures')).toBe('7');
      expect(rowValue('Success rate')).toBe('90%');
      const failed = within(card()).getAllByTestId('failed-run');
      expect(failed).toHaveLength(3);
      expect(within(failed[0]!).getByRole('link', { name: 'Scrape Prices' })).toHaveAttribute('href', '/sequences/scrape-prices?run=run-3');
      expect(failed[0]).toHaveTextContent('Fetch prices: the server answered 503');
      expect(within(failed[0]!).getByText(/^Failed \w{3} \d{1,2}, \d{1,2}:\d\d [AP]M$/)).toHaveAttribute('datetime', '2026-12-02T03:10:00.000Z');
      // A run of a deleted sequence opens nowhere.
      expect(within(failed[2]!).queryByRole('link')).toBeNull();
      expect(failed[2]).toHaveTextContent('Deleted (deleted sequence)');
      expect(within(card()).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights');
    },
    failed: () => {
      expect(within(card()).getByText('Your runs could not be loaded.')).toBeInTheDocument();
      expect(within(card()).queryByTestId('failed-run')).toBeNull();
    },
  },
});
