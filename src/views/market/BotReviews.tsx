import { useSelector } from '@xstate/react';
import { Star } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { reviewTextMax, starsText, type Review, type ReviewList } from '../../domain/market/reviews';
import type { reviewsMachine } from '../../machines/market/reviews.machine';
import {
  selectCanReview,
  selectConfirmingDelete,
  selectDeleting,
  selectFormOpen,
  selectMyReview,
  selectReviewErrors,
  selectReviewList,
  selectReviewsError,
  selectReviewsFailed,
  selectReviewsLoading,
  selectReviewValues,
  selectSaving,
} from '../../machines/market/reviews.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { Form } from '../ui/Form';
import { Radio, RadioGroup } from '../ui/RadioGroup';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { releaseDate } from './market-format';
import * as styles from './BotReviews.css';

type ReviewsActor = ActorRefFrom<typeof reviewsMachine>;

const ratingValues = [1, 2, 3, 4, 5] as const;

/** "★★★★☆", read out as "4 out of 5 stars" (or not at all beside a text that says it). */
export function Stars({ rating, decorative = false }: { rating: number; decorative?: boolean }) {
  const name = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': starsText(rating) };
  return (
    <span {...name} className={styles.stars}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

/** "4.3 out of 5 · 3 reviews", or "No reviews yet". */
export function reviewSummaryText(list: Pick<ReviewList, 'average' | 'count'>): string {
  if (list.count === 0 || list.average === null) return 'No reviews yet';
  return `${list.average.toFixed(1)} out of 5 · ${list.count} ${list.count === 1 ? 'review' : 'reviews'}`;
}

function ReviewForm({ actor, editing }: { actor: ReviewsActor; editing: boolean }) {
  const values = useSelector(actor, selectReviewValues);
  const errors = useSelector(actor, selectReviewErrors);
  const error = useSelector(actor, selectReviewsError);
  const saving = useSelector(actor, selectSaving);
  const over = values.text.length > reviewTextMax;
  return (
    <Form className={styles.form} aria-labelledby="review-form-title" onSubmit={() => actor.send({ type: 'form.submit' })}>
      <h3 id="review-form-title" className={styles.summaryText}>
        {editing ? 'Edit your review' : 'Write a review'}
      </h3>
      <RadioGroup
        className={styles.starGroup}
        value={values.rating === null ? null : String(values.rating)}
        onChange={(value) => actor.send({ type: 'form.rating', rating: Number(value) })}
        isDisabled={saving}
        isInvalid={Boolean(errors.rating)}
        orientation="horizontal"
        aria-labelledby="review-rating-label"
        aria-describedby={errors.rating ? 'review-rating-error' : undefined}
      >
        <span id="review-rating-label" className={styles.starLabel}>
          Your rating
        </span>
        <div className={styles.starChoices}>
          {ratingValues.map((rating) => (
            <Radio key={rating} value={String(rating)} aria-label={starsText(rating)} className={[styles.star, values.rating !== null && rating <= values.rating ? styles.starOn : ''].join(' ')}>
              <Star size={24} aria-hidden="true" fill={values.rating !== null && rating <= values.rating ? 'currentColor' : 'none'} />
            </Radio>
          ))}
        </div>
        {errors.rating ? (
          <p id="review-rating-error" className={styles.fieldError}>
            {errors.rating}
          </p>
        ) : null}
      </RadioGroup>
      <TextField
        label="Your review"
        multiline
        value={values.text}
        onChange={(text) => actor.send({ type: 'form.text', text })}
        isDisabled={saving}
        errorMessage={errors.text}
        aria-describedby="review-text-count"
      />
      <p id="review-text-count" className={[styles.counter, over ? styles.counterOver : ''].join(' ')}>
        {values.text.length.toLocaleString('en-US')}/{reviewTextMax.toLocaleString('en-US')} characters
      </p>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isPending={saving} pendingLabel="Saving...">
          {editing ? 'Save changes' : 'Post review'}
        </Button>
        <Button variant="secondary" isDisabled={saving} onPress={() => actor.send({ type: 'form.cancel' })}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function ReviewItem({ review, actor }: { review: Review; actor: ReviewsActor }) {
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        <strong>{review.mine ? `${review.author} (you)` : review.author}</strong>
        <Stars rating={review.rating} />
        <time className={styles.muted} dateTime={review.created_at}>
          {releaseDate(review.created_at)}
        </time>
      </div>
      <p className={styles.reviewText}>{review.text}</p>
      {review.mine ? (
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onPress={() => actor.send({ type: 'review.delete' })}>
            Delete
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function DeleteReviewDialog({ actor }: { actor: ReviewsActor }) {
  const open = useSelector(actor, selectConfirmingDelete);
  const deleting = useSelector(actor, selectDeleting);
  const error = useSelector(actor, selectReviewsError);
  return (
    <Dialog
      role="alertdialog"
      isOpen={open}
      isDismissable={!deleting}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'delete.cancel' });
      }}
    >
      <DialogHeader title="Delete your review?" />
      <p>Your rating and text will be removed from this bot's page. This cannot be undone.</p>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <DialogActions>
        <Button variant="secondary" isDisabled={deleting} onPress={() => actor.send({ type: 'delete.cancel' })}>
          Cancel
        </Button>
        <Button variant="danger" isPending={deleting} pendingLabel="Deleting..." onPress={() => actor.send({ type: 'delete.confirm' })}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The bot page's Reviews tab (D83): buyers' reviews newest first, their average and count, a buyer's own form. */
export function BotReviews({ actor }: { actor: ReviewsActor }) {
  const loading = useSelector(actor, selectReviewsLoading);
  const failed = useSelector(actor, selectReviewsFailed);
  const list = useSelector(actor, selectReviewList);
  const error = useSelector(actor, selectReviewsError);
  const canReview = useSelector(actor, selectCanReview);
  const mine = useSelector(actor, selectMyReview);
  const formOpen = useSelector(actor, selectFormOpen);
  if (failed) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.muted}>{error}</p>
        <Button variant="secondary" onPress={() => actor.send({ type: 'reviews.retry' })}>
          Try again
        </Button>
      </div>
    );
  }
  if (loading || !list) {
    return (
      <p className={styles.muted} role="status">
        <Spinner /> Loading reviews...
      </p>
    );
  }
  return (
    <section className={styles.reviews} aria-label="Reviews">
      <div className={styles.summary}>
        <p className={styles.summaryText}>
          {list.count > 0 && list.average !== null ? <Stars rating={Math.round(list.average)} decorative /> : null} {reviewSummaryText(list)}
        </p>
        {canReview && !formOpen ? (
          <Button variant="secondary" onPress={() => actor.send({ type: 'review.write' })}>
            {mine ? 'Edit your review' : 'Write a review'}
          </Button>
        ) : null}
      </div>
      {formOpen ? <ReviewForm actor={actor} editing={mine !== null} /> : null}
      {list.items.length > 0 ? (
        <ul className={styles.list} aria-label="Reviews, newest first">
          {list.items.map((review) => (
            <ReviewItem key={review.id} review={review} actor={actor} />
          ))}
        </ul>
      ) : null}
      <DeleteReviewDialog actor={actor} />
    </section>
  );
}
