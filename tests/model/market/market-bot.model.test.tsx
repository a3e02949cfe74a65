import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { MarketBotDetail } from '../../../src/domain/market/listing';
import { cartMachine } from '../../../src/machines/market/cart.machine';
import { favoritesMachine } from '../../../src/machines/market/favorites.machine';
import { marketBotMachine } from '../../../src/machines/market/market-bot.machine';
import { reviewsMachine } from '../../../src/machines/market/reviews.machine';
import { othersReviews } from '../../../src/views/market/review-story-fixtures';
import { fromPromise } from 'xstate';
import { MarketBotPage } from '../../../src/views/market/MarketBotPage';
import { leadCaptureDetail as leadCapture } from '../../../src/views/market/market-story-fixtures';
import { releaseDate } from '../../../src/views/market/market-format';
import { createDeferredActor } from '../deferred-actor';
import { describeModel, eventually } from '../harness';
import { refused } from '../refused';
import { answering } from './marketplace-harness';

function mount() {
  const loadBot = createDeferredActor<MarketBotDetail, { id: number | null }>();
  const leave = vi.fn();
  const actor = createActor(marketBotMachine.provide({ actors: { loadBot: loadBot.logic }, actions: { leave } }), { input: { id: leadCapture.id } }).start();
  const cart = createActor(cartMachine.provide({ actors: { loadCart: answering.loadCart, sendCartChange: answering.sendCartChange } })).start();
  const favorites = createActor(favoritesMachine.provide({ actors: { loadFavorites: answering.loadFavorites, saveFavorite: answering.saveFavorite } })).start();
  const reviews = createActor(reviewsMachine.provide({ actors: { loadReviews: fromPromise(async () => othersReviews) } }), { input: { botId: leadCapture.id } }).start();
  const view = render(<MarketBotPage actor={actor} cart={cart} favorites={favorites} reviews={reviews} onBuy={() => {}} onBack={() => {}} />);
  return { actor, view, loadBot, leave, cart, favorites, reviews };
}
type Sut = ReturnType<typeof mount>;

describeModel('market-bot machine with the bot detail page', {
  machine: marketBotMachine,
  input: { id: leadCapture.id },
  events: [
    { type: 'xstate.done.actor.loadBot', output: leadCapture },
    { type: 'xstate.error.actor.loadBot', error: refused(404, 'Bot not found') },
    { type: 'xstate.error.actor.loadBot', error: refused(500, 'Internal server error') },
    { type: 'bot.retry' },
    { type: 'bot.purchased' },
  ],
  // Bought from this page's checkout modal, the bot is owned and Buy Now gives way.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.bot?.owned ?? null]),
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    for (const actor of [sut.actor, sut.cart, sut.favorites, sut.reviews]) actor.stop();
  },
  execute: {
    'xstate.done.actor.loadBot': (sut, event) => sut.loadBot.resolve(event.output as MarketBotDetail),
    'xstate.error.actor.loadBot': (sut, event) => sut.loadBot.reject(event.error),
    'bot.retry': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    },
    // The screen's checkout modal sends it once the payment went through (the purchase e2e walks that).
    'bot.purchased': (sut, event) => sut.actor.send(event as never),
  },
  assertions: {
    loading: (sut: Sut) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading...');
      expect(sut.loadBot.calls.at(-1)).toEqual({ id: leadCapture.id });
    },
    // An unknown id leaves for /marketplace, still saying Loading... (02 §2).
    notFound: (sut: Sut) => {
      expect(sut.leave).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('This bot could not be loaded.');
    },
    // The same favourites actor as the grid: the side panel's button toggles it.
    ready: async (sut: Sut) => {
      expect(screen.getByRole('heading', { level: 1, name: 'Lead Capture Pro' })).toBeInTheDocument();
      const info = screen.getByLabelText('About this bot');
      // The bot's own last update (D83) and its listing's version (D130), not the spec's fixed 1.0.0.
      expect(within(info).getByText(releaseDate(leadCapture.updatedAt))).toBeInTheDocument();
      expect(within(info).getByText('Version').nextElementSibling).toHaveTextContent('2');
      expect(within(info).queryByText('1.0.0')).toBeNull();
      const side = screen.getByRole('complementary', { name: 'Buy' });
      expect(within(side).getByText('$49.99')).toBeInTheDocument();
      if (sut.actor.getSnapshot().context.bot!.owned) {
        expect(within(side).getByText('In your library')).toBeInTheDocument();
        expect(within(side).queryByRole('button', { name: 'Buy Now' })).toBeNull();
      } else {
        expect(within(side).getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
      }
      await eventually(() => void expect(sut.favorites.getSnapshot().matches('ready')).toBe(true));
      fireEvent.click(within(side).getByRole('button', { name: 'Add to Favorites' }));
      await eventually(() => void expect(within(side).getByRole('button', { name: 'Remove from Favorites' })).toBeInTheDocument());
      fireEvent.click(within(side).getByRole('button', { name: 'Remove from Favorites' }));
      // The page's rating is the buyers' reviews' average and count (D83), and the Reviews tab lists them.
      await eventually(() => void expect(within(info).getByText('3.0 out of 5 · 2 reviews')).toBeInTheDocument());
      // Features: what its workflow does and needs, and its changelog (D130).
      fireEvent.click(screen.getByRole('tab', { name: 'Features' }));
      const steps = screen.getByRole('list', { name: 'What it does' });
      expect(within(steps).getAllByRole('listitem').map((item) => item.textContent?.trim())).toEqual(['Form Submitted Event', 'Email Is Valid Validate', 'Date the Lead Transform', 'Add Contact to CRM API Call']);
      expect(screen.getByRole('list', { name: 'What it needs' })).toHaveTextContent('CRM API token: one of your API token credentials (required)');
      expect(within(screen.getByRole('list', { name: 'Changelog' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Version 2 · Jan 10, 2026: Sends each contact with the date it came in',
        'Version 1 · Sep 12, 2025: First version',
      ]);
      fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
      const list = screen.getByRole('list', { name: 'Reviews, newest first' });
      expect(within(list).getAllByRole('listitem').map((item) => within(item).getByRole('strong', { hidden: true }).textContent)).toEqual(['Mara', 'Tom']);
    },
  },
});
