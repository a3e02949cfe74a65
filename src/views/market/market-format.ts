import dayjs from 'dayjs';

/** "18,420 downloads" (02 §2 card and modal). */
export const downloadsText = (downloads: number) => `${downloads.toLocaleString('en-US')} ${downloads === 1 ? 'download' : 'downloads'}`;

/** A market bot's reviews, as the API sums them up (D83). */
export type RatingFigures = { rating: number | null; reviewCount: number };

/** A card's rating, where space is short: "4.3 (12)", or "No reviews" (D83). */
export const cardRatingText = ({ rating, reviewCount }: RatingFigures) => (reviewCount === 0 || rating === null ? 'No reviews' : `${rating.toFixed(1)} (${reviewCount.toLocaleString('en-US')})`);

/** What a screen reader says for it: "Rated 4.3 out of 5 from 12 reviews", or "No reviews yet". */
export const ratingLabel = ({ rating, reviewCount }: RatingFigures) =>
  reviewCount === 0 || rating === null ? 'No reviews yet' : `Rated ${rating.toFixed(1)} out of 5 from ${reviewCount.toLocaleString('en-US')} ${reviewCount === 1 ? 'review' : 'reviews'}`;

/** The detail modal's release date. */
export const releaseDate = (iso: string) => dayjs(iso).format('MMM D, YYYY');

/** Cards show at most two tags (02 §9). */
export const cardTagLimit = 2;

/** A tag as a chip names it: "ai" is "AI", the rest take a capital. */
export const tagLabel = (tag: string) => (tag === 'ai' ? 'AI' : tag.charAt(0).toUpperCase() + tag.slice(1));
