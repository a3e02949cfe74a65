import { describe, expect, it } from 'vitest';
import { reviewInputSchema, reviewMessages, starsText } from '../../../src/domain/market/reviews';
import { reviewErrors, withoutMine, withSaved } from '../../../src/machines/market/review-form';
import { deleteReview, getReviews, saveReview } from '../../../src/services/market';
import { reviewSummaryText } from '../../../src/views/market/BotReviews';
import { buyerReviews, maraReview, myReview, noReviews, tomReview, withMyReview } from '../../../src/views/market/review-story-fixtures';
import { answeringClient, jsonResponse } from '../services/answering-client';

describe('the review rules (D83), shared by the form and the server', () => {
  it('takes 1 to 5 whole stars and a trimmed text of 1 to 1,000 characters', () => {
    expect(reviewInputSchema.parse({ rating: 5, text: '  Fine.  ' })).toEqual({ rating: 5, text: 'Fine.' });
    expect(reviewInputSchema.safeParse({ rating: 1, text: 'a'.repeat(1000) }).success).toBe(true);
    for (const rating of [0, 6, 2.5, '4']) expect(reviewInputSchema.safeParse({ rating, text: 'x' }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ rating: 3, text: 'a'.repeat(1001) }).success).toBe(false);
  });

  it('says what is wrong under each field', () => {
    expect(reviewErrors({ rating: null, text: '' })).toEqual({ rating: reviewMessages.ratingRequired, text: reviewMessages.textRequired });
    expect(reviewErrors({ rating: 3, text: 'a'.repeat(1001) })).toEqual({ text: reviewMessages.textTooLong });
    expect(reviewErrors({ rating: 3, text: 'Good' })).toEqual({});
  });

  it('reads stars out as "4 out of 5 stars", and sums up a list or says there is none', () => {
    expect(starsText(4)).toBe('4 out of 5 stars');
    expect(reviewSummaryText(noReviews)).toBe('No reviews yet');
    expect(reviewSummaryText({ average: 4, count: 1 })).toBe('4.0 out of 5 · 1 review');
    expect(reviewSummaryText(withMyReview)).toBe('3.7 out of 5 · 3 reviews');
  });
});

describe('the list after the caller’s own change', () => {
  it('puts a new review first and counts it in the average', () => {
    const after = withSaved(buyerReviews, myReview);
    expect(after.items.map((review) => review.id)).toEqual([myReview.id, maraReview.id, tomReview.id]);
    expect([after.average, after.count]).toEqual([11 / 3, 3]);
  });

  it('keeps an edited review in its place', () => {
    const list = { ...buyerReviews, items: [maraReview, { ...myReview, created_at: '2026-11-15T00:00:00.000Z' }, tomReview] };
    const after = withSaved(list, { ...myReview, rating: 1, text: 'Changed my mind' });
    expect(after.items.map((review) => [review.id, review.rating])).toEqual([
      [maraReview.id, 4],
      [myReview.id, 1],
      [tomReview.id, 2],
    ]);
    expect(after.average).toBeCloseTo(7 / 3);
  });

  it('drops the caller’s review, and with the last one the average', () => {
    expect(withoutMine(withMyReview)).toMatchObject({ items: [maraReview, tomReview], average: 3, count: 2 });
    expect(withoutMine({ ...noReviews, items: [myReview], average: 5, count: 1 })).toMatchObject({ items: [], average: null, count: 0 });
  });
});

describe('the reviews service', () => {
  it('reads, writes and deletes at /v1/market/bots/{id}/reviews(/mine)', async () => {
    const { api, requests } = answeringClient(() => jsonResponse(withMyReview));
    expect(await getReviews(api, 7)).toEqual(withMyReview);
    const saving = answeringClient(() => jsonResponse(myReview));
    expect(await saveReview(saving.api, 7, { rating: 5, text: 'Exactly what I needed.' })).toEqual(myReview);
    const deleting = answeringClient(() => new Response(null, { status: 204 }));
    await deleteReview(deleting.api, 7);
    expect([requests[0]!.url, requests[0]!.init.method]).toEqual(['/v1/market/bots/7/reviews', 'GET']);
    expect([saving.requests[0]!.url, saving.requests[0]!.init.method, JSON.parse(String(saving.requests[0]!.init.body))]).toEqual([
      '/v1/market/bots/7/reviews/mine',
      'PUT',
      { rating: 5, text: 'Exactly what I needed.' },
    ]);
    expect([deleting.requests[0]!.url, deleting.requests[0]!.init.method]).toEqual(['/v1/market/bots/7/reviews/mine', 'DELETE']);
  });

  it('refuses an answer that is not a review list', async () => {
    const { api } = answeringClient(() => jsonResponse({ items: [{ rating: 9 }] }));
    await expect(getReviews(api, 7)).rejects.toThrow();
  });
});
