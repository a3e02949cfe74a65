import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { reviewMessages, type Review, type ReviewList } from '../../domain/market/reviews';
import { reviewsMachine, type ReviewsEvent, type SaveReviewRequest } from '../../machines/market/reviews.machine';
import { BotReviews } from './BotReviews';
import { buyerReviews, myReview, noReviews, othersReviews, withMyReview } from './review-story-fixtures';

export default { title: 'Market/BotReviews' };

const never = () => new Promise<never>(() => {});

interface Scene {
  load: () => Promise<ReviewList>;
  /** What the user does once the reviews are there. */
  events?: ReviewsEvent[];
  save?: () => Promise<Review>;
  remove?: () => Promise<void>;
}

function Reviews({ load, events = [], save = never, remove = never }: Scene) {
  const actor = useActorRef(
    reviewsMachine.provide({
      actors: {
        loadReviews: fromPromise<ReviewList, { botId: number }>(load),
        saveReview: fromPromise<Review, SaveReviewRequest>(save),
        deleteReview: fromPromise<void, { botId: number }>(remove),
      },
    }),
    { input: { botId: 1 } },
  );
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches('ready')) return;
      subscription.unsubscribe();
      for (const event of events) actor.send(event);
    });
    return () => subscription.unsubscribe();
  }, [actor, events]);
  return <BotReviews actor={actor} />;
}

const typed: ReviewsEvent[] = [{ type: 'review.write' }, { type: 'form.rating', rating: 4 }, { type: 'form.text', text: 'Does what it says, and the setup took five minutes.' }];

export const Loading: Story = () => <Reviews load={never} />;
export const LoadFailed: Story = () => <Reviews load={() => Promise.reject(new Error('No response from server'))} />;
/** Nobody reviewed it yet; the caller has not bought it, so there is no form. */
export const NoReviewsYet: Story = () => <Reviews load={async () => noReviews} />;
/** A buyer sees "Write a review" under "No reviews yet". */
export const NoReviewsYetBuyer: Story = () => <Reviews load={async () => ({ ...noReviews, can_review: true })} />;
export const OthersReviews: Story = () => <Reviews load={async () => othersReviews} />;
export const BuyerCanWrite: Story = () => <Reviews load={async () => buyerReviews} />;
export const WithMyReview: Story = () => <Reviews load={async () => withMyReview} />;
export const Writing: Story = () => <Reviews load={async () => buyerReviews} events={[{ type: 'review.write' }]} />;
export const WritingMissingFields: Story = () => <Reviews load={async () => buyerReviews} events={[{ type: 'review.write' }, { type: 'form.submit' }]} />;
export const WritingTooLong: Story = () => (
  <Reviews load={async () => buyerReviews} events={[{ type: 'review.write' }, { type: 'form.rating', rating: 2 }, { type: 'form.text', text: 'a'.repeat(1001) }, { type: 'form.submit' }]} />
);
export const Saving: Story = () => <Reviews load={async () => buyerReviews} events={[...typed, { type: 'form.submit' }]} />;
export const SaveRefused: Story = () => (
  <Reviews load={async () => buyerReviews} events={[...typed, { type: 'form.submit' }]} save={() => Promise.reject(new Error(reviewMessages.notABuyer))} />
);
export const Saved: Story = () => <Reviews load={async () => buyerReviews} events={[...typed, { type: 'form.submit' }]} save={async () => ({ ...myReview, rating: 4, text: 'Does what it says, and the setup took five minutes.' })} />;
export const Editing: Story = () => <Reviews load={async () => withMyReview} events={[{ type: 'review.write' }]} />;
export const ConfirmDelete: Story = () => <Reviews load={async () => withMyReview} events={[{ type: 'review.delete' }]} />;
export const Deleting: Story = () => <Reviews load={async () => withMyReview} events={[{ type: 'review.delete' }, { type: 'delete.confirm' }]} />;
export const DeleteFailed: Story = () => (
  <Reviews load={async () => withMyReview} events={[{ type: 'review.delete' }, { type: 'delete.confirm' }]} remove={() => Promise.reject(new Error('No response from server'))} />
);
export const Deleted: Story = () => <Reviews load={async () => withMyReview} events={[{ type: 'review.delete' }, { type: 'delete.confirm' }]} remove={async () => {}} />;
