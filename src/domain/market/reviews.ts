import { z } from 'zod';

/**
 * Buyers' reviews of a market bot (D83): one per buyer and bot, 1 to 5 stars and a text of
 * up to 1,000 characters, editable and deletable by its author, listed newest first. The form and
 * the server check a review with the same schema.
 */

export const reviewTextMax = 1000;
export const reviewRatingMin = 1;
export const reviewRatingMax = 5;

export const reviewMessages = {
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  textRequired: 'Write a few words about the bot',
  textTooLong: 'A review must not exceed 1,000 characters',
  /** 403: only a buyer (the bot is in their My Bots as a copy of this one) reviews it. */
  notABuyer: 'Only a buyer of this bot can review it',
  /** 403: the publisher does not review their own bot. */
  ownBot: 'You published this bot: only its buyers can review it',
  /** 404 on DELETE .../reviews/mine when there is none. */
  noReview: 'You have not reviewed this bot',
} as const;

/** PUT /v1/market/bots/{id}/reviews/mine: writes the caller's review, or edits the one they wrote. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: reviewMessages.ratingRequired })
    .int(reviewMessages.ratingRequired)
    .min(reviewRatingMin, reviewMessages.ratingRequired)
    .max(reviewRatingMax, reviewMessages.ratingRequired),
  text: z.string({ error: reviewMessages.textRequired }).trim().min(1, reviewMessages.textRequired).max(reviewTextMax, reviewMessages.textTooLong),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** One review as the API answers it; `mine` marks the caller's own. */
export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(reviewRatingMin).max(reviewRatingMax),
  text: z.string(),
  /** The author's first name only. */
  author: z.string(),
  /** When it was first written, ISO 8601: the date shown and the order of the list. */
  created_at: z.string(),
  /** When it was last edited, ISO 8601. */
  updated_at: z.string(),
  mine: z.boolean(),
}).meta({ id: 'Review', description: 'A buyer’s review of a marketplace bot.' });
export type Review = z.infer<typeof reviewSchema>;

/** GET /v1/market/bots/{id}/reviews: every review, newest first, their average (null without any) and count. */
export const reviewListSchema = z.object({
  items: z.array(reviewSchema),
  average: z.number().nullable(),
  count: z.number().int().min(0),
  /** Whether the caller may write (or edit) a review: they bought the bot. */
  can_review: z.boolean(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** "4 out of 5 stars": what a screen reader says for a row of stars. */
export const starsText = (rating: number) => `${rating} out of 5 stars`;
