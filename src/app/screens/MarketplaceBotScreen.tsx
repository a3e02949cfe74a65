import { useActorRef } from '@xstate/react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { marketBotIdOf, marketMessages } from '../../domain/market/market';
import { marketBotMachine } from '../../machines/market/market-bot.machine';
import { ApiError } from '../../services/api-client';
import { deleteReview, getMarketBot, getReviews, saveReview } from '../../services/market';
import { reviewsMachine, type SaveReviewRequest } from '../../machines/market/reviews.machine';
import { MarketBotPage } from '../../views/market/MarketBotPage';
import { CheckoutModal } from '../../views/payments/CheckoutModal';
import { useAppSystem } from '../app-system-context';
import type { UserActors } from '../../machines/session/user-actors.machine';
import { useUserActors } from '../market/use-user-actors';
import { useCheckoutModal } from '../market/buy';

function MarketBotDetail({ cart, favorites, id }: UserActors & { id: number | null }) {
  const { api } = useAppSystem();
  const navigate = useNavigate();
  const actor = useActorRef(
    marketBotMachine.provide({
      actors: {
        loadBot: fromPromise(({ input, signal }: { input: { id: number | null }; signal: AbortSignal }) =>
          input.id === null ? Promise.reject(new ApiError(marketMessages.notFound, 404)) : getMarketBot(api, input.id, signal),
        ),
      },
      actions: { leave: () => void navigate('/marketplace', { replace: true }) },
    }),
    { input: { id } },
  );
  const reviews = useActorRef(
    reviewsMachine.provide({
      actors: {
        loadReviews: fromPromise(({ input, signal }: { input: { botId: number }; signal: AbortSignal }) => getReviews(api, input.botId, signal)),
        saveReview: fromPromise(({ input: { botId, ...review } }: { input: SaveReviewRequest }) => saveReview(api, botId, review)),
        deleteReview: fromPromise(({ input }: { input: { botId: number } }) => deleteReview(api, input.botId)),
      },
    }),
    // A path that names no bot leaves for /marketplace; its reviews are asked for as bot 0, which the server does not know.
    { input: { botId: id ?? 0 } },
  );
  const { modal, buy } = useCheckoutModal(cart, () => {
    actor.send({ type: 'bot.purchased' });
    // A buyer may review it now.
    reviews.send({ type: 'reviews.reload' });
  });
  return (
    <>
      <MarketBotPage actor={actor} cart={cart} favorites={favorites} reviews={reviews} onBuy={buy} onBack={() => void navigate('/marketplace')} />
      <CheckoutModal actor={modal} />
    </>
  );
}

/** /marketplace/{id} (02 §2): a numeric id; anything else goes back to the marketplace. */
export default function MarketplaceBotScreen() {
  const actors = useUserActors();
  const { slug = '' } = useParams();
  // A new id is a new page: the key starts its machine afresh.
  return actors ? <MarketBotDetail key={slug} {...actors} id={marketBotIdOf(slug)} /> : null;
}
