import type { Review, ReviewList } from '../../domain/market/reviews';

/** Reviews for stories and tests: buyers' first names, their ratings and texts (D83). */
export const maraReview: Review = {
  id: 3,
  rating: 4,
  text: 'Set it up in ten minutes. The weekly report needed one extra step for our CRM.',
  author: 'Mara',
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
  mine: false,
};

export const tomReview: Review = {
  id: 2,
  rating: 2,
  text: 'Works, but the retries are too slow for us.',
  author: 'Tom',
  created_at: '2026-11-12T16:05:00.000Z',
  updated_at: '2026-11-12T16:05:00.000Z',
  mine: false,
};

export const myReview: Review = {
  id: 4,
  rating: 5,
  text: 'Exactly what I needed.',
  author: 'Ada',
  created_at: '2026-11-24T11:00:00.000Z',
  updated_at: '2026-11-24T11:00:00.000Z',
  mine: true,
};

/** Nobody reviewed it, and the caller has not bought it. */
export const noReviews: ReviewList = { items: [], average: null, count: 0, can_review: false };
/** Two buyers' reviews; the caller has not bought it. */
export const othersReviews: ReviewList = { items: [maraReview, tomReview], average: 3, count: 2, can_review: false };
/** The caller bought it and has not reviewed it yet. */
export const buyerReviews: ReviewList = { ...othersReviews, can_review: true };
/** The caller's own review among the others. */
export const withMyReview: ReviewList = { items: [myReview, maraReview, tomReview], average: 11 / 3, count: 3, can_review: true };
