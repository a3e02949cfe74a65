import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { BotSales } from '../../../src/domain/market/sales';
import { publishUpdateMachine } from '../../../src/machines/sales/publish-update.machine';
import { salesMachine } from '../../../src/machines/sales/sales.machine';
import { unpublishMachine } from '../../../src/machines/sales/unpublish.machine';
import { forecastSales } from '../../../src/views/sales/sales-story-fixtures';
import { SalesView } from '../../../src/views/sales/SalesView';
import { inRouter } from '../../model/account-fixtures';

/** The page with the bots loaded as given. */
async function shown(bots: BotSales[]) {
  const actor = createActor(salesMachine.provide({ actors: { loadSales: fromPromise(async () => bots) } })).start();
  render(inRouter(<SalesView actor={actor} updateActor={createActor(publishUpdateMachine).start()} unpublishActor={createActor(unpublishMachine).start()} />));
  return within(await screen.findByRole('list', { name: 'Your published bots' }));
}

describe('a published bot on the Sales page', () => {
  it('whose sequence was deleted offers no update, says why, and can still be unpublished', async () => {
    const list = await shown([{ ...forecastSales, sequenceId: null, sequenceTitle: null }]);
    expect(list.getByText(/Its sequence was deleted: no update can be published/)).toBeInTheDocument();
    expect(list.queryByRole('button', { name: 'Publish an update of Forecast Poster' })).toBeNull();
    expect(list.getByRole('button', { name: 'Unpublish Forecast Poster' })).toBeEnabled();
  });

  it('counts every sale of every bot under the list, refunded ones included', async () => {
    await shown([forecastSales, { ...forecastSales, id: 18, title: 'Second', sales: 1 }]);
    expect(screen.getByText('4 sales in all.')).toBeInTheDocument();
  });
});
