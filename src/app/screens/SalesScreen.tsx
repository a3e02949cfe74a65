import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { MarketUpdate } from '../../domain/market/publishing';
import { publishUpdateMachine } from '../../machines/sales/publish-update.machine';
import { salesMachine } from '../../machines/sales/sales.machine';
import { unpublishMachine } from '../../machines/sales/unpublish.machine';
import { checkPublishable } from '../../services/market';
import { getBotSales, listSales, publishMarketUpdate, unpublishMarketBot } from '../../services/sales';
import { listSequenceVersions } from '../../services/sequences';
import { SalesView } from '../../views/sales/SalesView';
import { useAppSystem } from '../app-system-context';

/** /sales (D130): a seller's published bots with their figures, an update's dialog and Unpublish's confirmation, on the API. */
export default function SalesScreen() {
  const { api, notify } = useAppSystem();
  const actor = useActorRef(
    salesMachine.provide({
      actors: {
        loadSales: fromPromise(async ({ signal }) => (await listSales(api, signal)).items),
        loadDetail: fromPromise(({ input, signal }: { input: { botId: number }; signal: AbortSignal }) => getBotSales(api, input.botId, signal)),
      },
      actions: { showToast: (_, toast) => notify(toast) },
    }),
  );
  const updateActor = useActorRef(
    publishUpdateMachine.provide({
      actors: {
        loadVersions: fromPromise(async ({ input }: { input: { sequenceId: string } }) =>
          (await listSequenceVersions(api, input.sequenceId)).map((version) => ({ number: version.number, savedAt: version.saved_at, summary: version.summary })),
        ),
        checkVersion: fromPromise(({ input, signal }: { input: { sequenceId: string; version: number }; signal: AbortSignal }) => checkPublishable(api, input.sequenceId, input.version, signal)),
        publishUpdate: fromPromise(({ input }: { input: { botId: number; update: MarketUpdate } }) => publishMarketUpdate(api, input.botId, input.update)),
      },
      actions: {
        showToast: (_, toast) => notify(toast),
        published: () => actor.send({ type: 'sales.reload' }),
      },
    }),
  );
  const unpublishActor = useActorRef(
    unpublishMachine.provide({
      actors: { unpublishBot: fromPromise(({ input }: { input: { botId: number } }) => unpublishMarketBot(api, input.botId)) },
      actions: {
        showToast: (_, toast) => notify(toast),
        unpublished: () => actor.send({ type: 'sales.reload' }),
      },
    }),
  );
  return <SalesView actor={actor} updateActor={updateActor} unpublishActor={unpublishActor} />;
}
