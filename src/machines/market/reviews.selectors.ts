import type { SnapshotFrom } from 'xstate';
import { mineOf } from './review-form';
import type { reviewsMachine } from './reviews.machine';

type ReviewsSnapshot = SnapshotFrom<typeof reviewsMachine>;

export const selectReviewsLoading = (snapshot: ReviewsSnapshot) => snapshot.matches('loading');
export const selectReviewsFailed = (snapshot: ReviewsSnapshot) => snapshot.matches('failed');
export const selectReviewList = (snapshot: ReviewsSnapshot) => snapshot.context.list;
export const selectMyReview = (snapshot: ReviewsSnapshot) => mineOf(snapshot.context.list);
export const selectCanReview = (snapshot: ReviewsSnapshot) => snapshot.context.list?.can_review === true;
/** The form is open while it is edited and while it is being saved. */
export const selectFormOpen = (snapshot: ReviewsSnapshot) => snapshot.matches({ ready: 'editing' }) || snapshot.matches({ ready: 'saving' });
export const selectSaving = (snapshot: ReviewsSnapshot) => snapshot.matches({ ready: 'saving' });
export const selectConfirmingDelete = (snapshot: ReviewsSnapshot) => snapshot.matches({ ready: 'confirmingDelete' }) || snapshot.matches({ ready: 'deleting' });
export const selectDeleting = (snapshot: ReviewsSnapshot) => snapshot.matches({ ready: 'deleting' });
export const selectReviewValues = (snapshot: ReviewsSnapshot) => snapshot.context.values;
export const selectReviewErrors = (snapshot: ReviewsSnapshot) => snapshot.context.fieldErrors;
export const selectReviewsError = (snapshot: ReviewsSnapshot) => snapshot.context.error;
