import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import type { Insights } from '../../../src/domain/insights/insights';
import { analyticsMessages } from '../../../src/domain/plans/analytics';
import { insightsMachine, type InsightsRequest } from '../../../src/machines/insights/insights.machine';
import { InsightsView } from '../../../src/views/insights/InsightsView';
import { advancedInsights } from '../../../src/views/insights/insights-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const ninetyRefused = analyticsMessages.notInPlan('The last 90 days', null);

function mount() {
  const loadInsights = createDeferredActor<Insights, InsightsRequest>();
  const actor = createActor(insightsMachine.provide({ actors: { loadInsights: loadInsights.logic } })).start();
  const view = render(
    <MemoryRouter>
      <InsightsView actor={actor} />
    </MemoryRouter>,
  );
  return { actor, view, loadInsights };
}
type Sut = ReturnType<typeof mount>;


describeModel('insights machine with the insights view', {
  machine: insightsMachine,
  events: [
    { type: 'xstate.done.actor.loadInsights', output: advancedInsights },
    { type: 'xstate.error.actor.loadInsights', error: refused(500, 'Internal server error') },
    { type: 'xstate.error.actor.loadInsights', error: refused(402, ninetyRefused) },
    { type: 'period.choose', days: 30 },
    { type: 'sequence.choose', sequenceId: 'seq-prices' },
    { type: 'insights.retry' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'xstate.done.actor.loadInsights': (sut, event) => sut.loadInsights.resolve(event.output as Insights),
    'xstate.error.actor.loadInsights': (sut, event) => sut.loadInsights.reject(event.error),
    'period.choose': (_sut, event) => void fireEvent.change(screen.getByLabelText('Period'), { target: { value: String(event.days) } }),
    'sequence.choose': (_sut, event) => void fireEvent.change(screen.getByLabelText('Sequence'), { target: { value: String(event.sequenceId) } }),
    'insights.retry': () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
  },
  assertions: {
    loading: (sut: Sut) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading insights...');
      expect(screen.getByLabelText('Period')).toBeDisabled();
      expect(screen.queryByTestId('runs-per-day-chart')).toBeNull();
      // The request carries the period and the sequence chosen.
      const { days, sequenceId } = sut.actor.getSnapshot().context;
      expect(sut.loadInsights.calls.at(-1)).toEqual({ days, sequenceId });
    },
    loaded: (sut: Sut) => {
      expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
      expect(screen.getByTestId('insights-plan')).toHaveTextContent('Advanced analytics and reporting on Pro Annual: 7, 30 or 90 days, each sequence on its own and the nodes that fail most. Runs are kept for 1 year, then deleted.');
      const figures = screen.getAllByTestId('insights-figure').map((element) => element.textContent);
      expect(figures).toEqual(['Runs72', 'Success rate90%', 'p50 duration4.2 s', 'p95 duration18.4 s']);
      // The chart is one image named by its summary; the table beside it holds every day's figures.
      const chart = screen.getByRole('img', { name: /^Runs per day, All sequences, last 7 days: 72 runs over 7 days, most on Nov 27 \(14\)\.$/ });
      expect(within(chart).getAllByTestId('runs-per-day-bar').map((bar) => bar.getAttribute('data-runs'))).toEqual(['13', '14', '13', '0', '13', '13', '6']);
      const table = screen.getByRole('table', { name: 'Runs per day, All sequences, last 7 days, each day' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(7);
      expect(rows[0]).toHaveTextContent('Dec 2641');
      const period = screen.getByLabelText<HTMLSelectElement>('Period');
      expect(period).toBeEnabled();
      expect([...period.options].map((option) => option.text)).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days']);
      expect(period.value).toBe(String(sut.actor.getSnapshot().context.days));
      const sequence = screen.getByLabelText<HTMLSelectElement>('Sequence');
      expect([...sequence.options].map((option) => option.text)).toEqual(['All sequences', 'Scrape Prices', 'Morning Report', 'Idle Sequence']);
      expect(screen.getAllByTestId('sequence-figures').map((row) => row.textContent)).toEqual(['Scrape Prices50590%5.1 s19 s', 'Morning Report22290%900 ms2.4 s', 'Idle Sequence00–––']);
      expect(screen.getByRole('link', { name: 'Scrape Prices' })).toHaveAttribute('href', '/sequences/scrape-prices');
      expect(screen.getAllByTestId('failing-node').map((row) => row.textContent)).toEqual(['Fetch pricesScrape Prices59', 'Send reportMorning Report22']);
      expect(screen.queryByRole('alert')).toBeNull();
    },
    failed: (sut: Sut) => {
      const alert = screen.getByRole('alert');
      expect(screen.queryByTestId('runs-per-day-chart')).toBeNull();
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      if (sut.actor.getSnapshot().context.refusedByPlan) {
        expect(alert).toHaveTextContent(ninetyRefused);
        expect(within(alert).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscriptions');
      } else {
        expect(alert).toHaveTextContent('Insights could not be loaded: Internal server error');
        expect(within(alert).queryByRole('link')).toBeNull();
      }
      expect(screen.getByLabelText('Period')).toBeEnabled();
    },
  },
});
