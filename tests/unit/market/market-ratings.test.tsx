import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { MarketBot } from '../../../src/domain/market/market';
import { MarketBotCard } from '../../../src/views/market/MarketBotCard';
import { MarketBotDialog } from '../../../src/views/market/MarketBotDialog';
import { cardRatingText, ratingLabel } from '../../../src/views/market/market-format';
import { invoiceReminder, leadCapture } from '../../../src/views/market/market-story-fixtures';

/** The cards and the detail modal show the buyers' reviews' average and count, or that there are none (D83). */

const handlers = { onFavorite: () => {}, onAddToCart: () => {}, onBuy: () => {}, onInfo: () => {} };

function renderCard(bot: MarketBot) {
  render(
    <MemoryRouter>
      <ul>
        <MarketBotCard bot={bot} isFavorite={false} inCart={false} {...handlers} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByTestId('market-bot-card');
}

describe('a card’s rating (D83)', () => {
  it('is the average to one decimal and the count, read out in words', () => {
    const card = renderCard({ ...leadCapture, rating: 4.333333, reviewCount: 3 });
    const rating = within(card).getByRole('img', { name: 'Rated 4.3 out of 5 from 3 reviews' });
    expect(rating).toHaveTextContent('4.3 (3)');
  });

  it('says No reviews when there are none, and shows no number', () => {
    const card = renderCard(invoiceReminder);
    expect(within(card).getByRole('img', { name: 'No reviews yet' }).textContent).toBe('No reviews');
  });

  it('counts one review in the singular and thousands with a separator', () => {
    expect([ratingLabel({ rating: 5, reviewCount: 1 }), cardRatingText({ rating: 4.96, reviewCount: 1234 })]).toEqual(['Rated 5.0 out of 5 from 1 review', '5.0 (1,234)']);
    expect(cardRatingText({ rating: null, reviewCount: 0 })).toBe('No reviews');
  });
});

describe('the detail modal’s rating (D83)', () => {
  const renderDialog = (bot: MarketBot) =>
    render(
      <MarketBotDialog bot={bot} isFavorite={false} onClose={() => {}} onFavorite={() => {}} onAddToCart={() => {}} onBuy={() => {}} listing={null} listingStatus="loading" onRetryListing={() => {}} />,
    );

  it('says what the bot page says: the average and count', () => {
    renderDialog({ ...leadCapture, rating: 4.5, reviewCount: 2 });
    expect(screen.getByRole('dialog')).toHaveTextContent('4.5 out of 5 · 2 reviews');
  });

  it('or No reviews yet', () => {
    renderDialog(invoiceReminder);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('No reviews yet');
    expect(dialog).not.toHaveTextContent('out of 5');
  });
});
