import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise, waitFor } from 'xstate';
import type { MarketBotDetail } from '../../domain/market/listing';
import type { MarketUpdate, PublishCheck } from '../../domain/market/publishing';
import type { BotSales, BotSalesDetail } from '../../domain/market/sales';
import type { VersionChoice } from '../../machines/market/publish-form';
import { publishUpdateMachine } from '../../machines/sales/publish-update.machine';
import { salesMachine, type SalesEvent } from '../../machines/sales/sales.machine';
import { unpublishMachine } from '../../machines/sales/unpublish.machine';
import { storyVersions } from '../market/publish-story-fixtures';
import { forecastSales, forecastSalesDetail, storySalesBots } from './sales-story-fixtures';
import { SalesView } from './SalesView';

export default { title: 'Sales/SalesView' };

const never = () => new Promise<never>(() => {});
const refuse = async (): Promise<never> => {
  throw new Error('Failed to fetch');
};

interface Scene {
  load?: () => Promise<BotSales[]>;
  detail?: () => Promise<BotSalesDetail>;
  /** What the seller does once the list is shown, each step when the one before has settled. */
  steps?: SalesEvent[];
}

/** The Sales page as it opens on /sales, its services answering as each story says. */
function Sales({ load = async () => storySalesBots, detail = async () => forecastSalesDetail, steps = [] }: Scene) {
  const actor = useActorRef(
    salesMachine.provide({
      actors: {
        loadSales: fromPromise(load),
        loadDetail: fromPromise<BotSalesDetail, { botId: number }>(detail),
      },
    }),
  );
  const updateActor = useActorRef(
    publishUpdateMachine.provide({
      actors: {
        loadVersions: fromPromise<VersionChoice[], { sequenceId: string }>(async () => storyVersions),
        checkVersion: fromPromise<PublishCheck, { sequenceId: string; version: number }>(async () => ({ problems: [] })),
        publishUpdate: fromPromise<MarketBotDetail, { botId: number; update: MarketUpdate }>(never),
      },
    }),
  );
  const unpublishActor = useActorRef(unpublishMachine.provide({ actors: { unpublishBot: fromPromise<void, { botId: number }>(never) } }));
  useEffect(() => {
    void (async () => {
      for (const step of steps) {
        await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'list' }) || snapshot.matches({ ready: 'detail' }) || snapshot.matches({ ready: 'detailFailed' }));
        actor.send(step);
      }
    })();
  }, [actor, steps]);
  return <SalesView actor={actor} updateActor={updateActor} unpublishActor={unpublishActor} />;
}

/** The list first, then what reading it again answers (after an update or an unpublish). */
function listThen(later: () => Promise<BotSales[]>): () => Promise<BotSales[]> {
  let calls = 0;
  return () => (calls++ === 0 ? Promise.resolve(storySalesBots) : later());
}

const opened: SalesEvent[] = [{ type: 'detail.open', botId: forecastSales.id }];

export const Loading: Story = () => <Sales load={never} />;
export const LoadFailed: Story = () => <Sales load={refuse} />;
/** Nothing published yet: the page says where publishing is. */
export const Empty: Story = () => <Sales load={async () => []} />;
/** A bot that sold, with a refund and a review, and one unpublished. */
export const Ready: Story = () => <Sales />;
/** After an update or an unpublish, the figures are read again while the list stays. */
export const Refreshing: Story = () => <Sales load={listThen(never)} steps={[{ type: 'sales.reload' }]} />;
export const RecordsLoading: Story = () => <Sales detail={never} steps={opened} />;
export const RecordsFailed: Story = () => <Sales detail={refuse} steps={opened} />;
export const Records: Story = () => <Sales steps={opened} />;

// Ladle reads each story's meta from its own assignment: the empty page links to the Marketplace.
Loading.meta = { routerPath: '/sales' };
LoadFailed.meta = { routerPath: '/sales' };
Empty.meta = { routerPath: '/sales' };
Ready.meta = { routerPath: '/sales' };
Refreshing.meta = { routerPath: '/sales' };
RecordsLoading.meta = { routerPath: '/sales' };
RecordsFailed.meta = { routerPath: '/sales' };
Records.meta = { routerPath: '/sales' };
