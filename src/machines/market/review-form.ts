import { reviewInputSchema, type Review, type ReviewList } from '../../domain/market/reviews';
import { fieldErrorsOf, type FieldErrors } from '../forms/form-errors';

/** The review form's values: no star chosen yet is null. */
export interface ReviewValues {
  rating: number | null;
  text: string;
}

export const emptyReviewValues: ReviewValues = { rating: null, text: '' };

/** The server's field names are the form's. */
export const reviewFieldsOfBody = { rating: 'rating', text: 'text' } as const;

/** The form's messages: the server's own schema, so the form says what the server would. */
export function reviewErrors(values: ReviewValues): FieldErrors {
  const parsed = reviewInputSchema.safeParse({ rating: values.rating ?? undefined, text: values.text });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

/** The caller's own review in the list, if they wrote one. */
export const mineOf = (list: ReviewList | null): Review | null => list?.items.find((review) => review.mine) ?? null;

/** The list after a review of the caller's was saved: an edit keeps its place, a new one comes first. */
export function withSaved(list: ReviewList, saved: Review): ReviewList {
  const edited = list.items.some((review) => review.id === saved.id);
  return summarised({ ...list, items: edited ? list.items.map((review) => (review.id === saved.id ? saved : review)) : [saved, ...list.items] });
}

/** The list after the caller deleted their review. */
export function withoutMine(list: ReviewList): ReviewList {
  return summarised({ ...list, items: list.items.filter((review) => !review.mine) });
}

/** The average and count of the (complete) list, as the server counts them. */
function summarised(list: ReviewList): ReviewList {
  const count = list.items.length;
  const average = count === 0 ? null : list.items.reduce((sum, review) => sum + review.rating, 0) / count;
  return { ...list, average, count };
}
