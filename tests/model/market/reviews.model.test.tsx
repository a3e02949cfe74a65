import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { reviewMessages, type Review, type ReviewList } from '../../../src/domain/market/reviews';
import { mineOf, reviewErrors } from '../../../src/machines/market/review-form';
import { reviewsMachine, type SaveReviewRequest } from '../../../src/machines/market/reviews.machine';
import { BotReviews, reviewSummaryText } from '../../../src/views/market/BotReviews';
import { buyerReviews, myReview, othersReviews, withMyReview } from '../../../src/views/market/review-story-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const botId = 7;
const longText = 'a'.repeat(1001);
const saved: Review = { ...myReview, rating: 4, text: 'Great bot' };

function mount() {
  const loadReviews = createDeferredActor<ReviewList, { botId: number }>();
  const saveReview = createDeferredActor<Review, SaveReviewRequest>();
  const deleteReview = createDeferredActor<void, { botId: number }>();
  const actor = createActor(reviewsMachine.provide({ actors: { loadReviews: loadReviews.logic, saveReview: saveReview.logic, deleteReview: deleteReview.logic } }), {
    input: { botId },
  }).start();
  const view = render(<BotReviews actor={actor} />);
  return { actor, view, loadReviews, saveReview, deleteReview };
}
type Sut = ReturnType<typeof mount>;

const form = () => screen.getByRole('form', { name: /Write a review|Edit your review/ });
const confirmation = () => screen.getByRole('alertdialog', { name: 'Delete your review?' });

describeModel('reviews machine with the bot page’s Reviews tab', {
  machine: reviewsMachine,
  input: { botId },
  events: (snapshot) => {
    if (snapshot.matches({ ready: 'editing' })) {
      return [
        { type: 'form.rating', rating: 4 },
        { type: 'form.text', text: 'Great bot' },
        { type: 'form.text', text: longText },
        { type: 'form.submit' },
        { type: 'form.cancel' },
      ];
    }
    return [
      { type: 'xstate.done.actor.loadReviews', output: othersReviews },
      { type: 'xstate.done.actor.loadReviews', output: buyerReviews },
      { type: 'xstate.done.actor.loadReviews', output: withMyReview },
      { type: 'xstate.error.actor.loadReviews', error: refused(500, 'Internal server error') },
      { type: 'reviews.retry' },
      { type: 'reviews.reload' },
      { type: 'review.write' },
      { type: 'review.delete' },
      { type: 'xstate.done.actor.saveReview', output: saved },
      { type: 'xstate.error.actor.saveReview', error: refused(422, `text: ${reviewMessages.textTooLong}`) },
      { type: 'xstate.error.actor.saveReview', error: refused(403, reviewMessages.notABuyer) },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
      { type: 'xstate.done.actor.deleteReview' },
      { type: 'xstate.error.actor.deleteReview', error: refused(500, 'Internal server error') },
    ];
  },
  // What the buttons offer depends on whether the caller may review and has a review; Save on whether the form passes.
  serializeState: (snapshot) => {
    const { list, values, fieldErrors, error } = snapshot.context;
    return JSON.stringify([
      snapshot.value,
      list?.can_review ?? null,
      mineOf(list) !== null,
      Object.keys(reviewErrors(values)).sort(),
      Object.entries(fieldErrors).filter(([, message]) => message).length,
      error !== null,
    ]);
  },
  chainPaths: true,
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'xstate.done.actor.loadReviews': (sut, event) => sut.loadReviews.resolve(event.output as ReviewList),
    'xstate.error.actor.loadReviews': (sut, event) => sut.loadReviews.reject(event.error),
    'reviews.retry': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    },
    // The screen sends it when the bot was bought on its page (the purchase e2e walks that).
    'reviews.reload': (sut, event) => sut.actor.send(event as never),
    'review.write': () => {
      fireEvent.click(screen.getByRole('button', { name: /^(Write a review|Edit your review)$/ }));
    },
    'review.delete': () => {
      const mine = screen.getAllByRole('listitem').find((item) => item.textContent?.includes('(you)'))!;
      fireEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    },
    'form.rating': (_sut, event) => {
      fireEvent.click(within(form()).getByRole('radio', { name: `${event.rating as number} out of 5 stars` }));
    },
    'form.text': (_sut, event) => {
      fireEvent.change(within(form()).getByRole('textbox', { name: 'Your review' }), { target: { value: event.text } });
    },
    'form.submit': () => {
      fireEvent.click(within(form()).getByRole('button', { name: /^(Post review|Save changes)$/ }));
    },
    'form.cancel': () => {
      fireEvent.click(within(form()).getByRole('button', { name: 'Cancel' }));
    },
    'xstate.done.actor.saveReview': (sut, event) => sut.saveReview.resolve(event.output as Review),
    'xstate.error.actor.saveReview': (sut, event) => sut.saveReview.reject(event.error),
    'delete.confirm': () => {
      fireEvent.click(within(confirmation()).getByRole('button', { name: 'Delete' }));
    },
    'delete.cancel': () => {
      fireEvent.click(within(confirmation()).getByRole('button', { name: 'Cancel' }));
    },
    'xstate.done.actor.deleteReview': (sut) => sut.deleteReview.resolve(undefined),
    'xstate.error.actor.deleteReview': (sut, event) => sut.deleteReview.reject(event.error),
  },
  assertions: {
    loading: (sut: Sut) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading reviews...');
      expect(sut.loadReviews.calls.at(-1)).toEqual({ botId });
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Internal server error');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
    // The average and count, or "No reviews yet"; the reviews newest first with their stars read out; Delete only on the caller's own.
    ready: (sut: Sut) => {
      const list = sut.actor.getSnapshot().context.list!;
      expect(screen.getByText(reviewSummaryText(list), { exact: false })).toBeInTheDocument();
      if (list.count === 0) {
        expect(screen.getByText('No reviews yet', { exact: false })).toBeInTheDocument();
        return;
      }
      const items = within(screen.getByRole('list', { name: 'Reviews, newest first', hidden: true })).getAllByRole('listitem', { hidden: true });
      expect(items.map((item) => item.querySelector('strong')!.textContent)).toEqual(list.items.map((review) => (review.mine ? `${review.author} (you)` : review.author)));
      list.items.forEach((review, index) => {
        const item = items[index]!;
        expect(within(item).getByRole('img', { name: `${review.rating} out of 5 stars`, hidden: true })).toBeInTheDocument();
        expect(within(item).getByText(review.text)).toBeInTheDocument();
        expect(within(item).queryAllByRole('button', { name: 'Delete', hidden: true })).toHaveLength(review.mine ? 1 : 0);
      });
    },
    'ready.viewing': (sut: Sut) => {
      const list = sut.actor.getSnapshot().context.list!;
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      const offered = screen.queryByRole('button', { name: /^(Write a review|Edit your review)$/ });
      if (!list.can_review) expect(offered).toBeNull();
      else expect(offered).toHaveTextContent(mineOf(list) ? 'Edit your review' : 'Write a review');
    },
    // What was typed is on screen with the machine's messages under their fields, and a refusal that names no field above the buttons.
    'ready.editing': (sut: Sut) => {
      const { values, fieldErrors, error, list } = sut.actor.getSnapshot().context;
      expect(within(form()).getByRole('heading', { name: mineOf(list) ? 'Edit your review' : 'Write a review' })).toBeInTheDocument();
      expect(within(form()).getByRole('textbox', { name: 'Your review' })).toHaveValue(values.text);
      expect(within(form()).getByText(`${values.text.length.toLocaleString('en-US')}/1,000 characters`)).toBeInTheDocument();
      for (const rating of [1, 2, 3, 4, 5]) expect(within(form()).getByRole('radio', { name: `${rating} out of 5 stars` })).toHaveProperty('checked', rating === values.rating);
      for (const message of Object.values(fieldErrors).filter(Boolean)) expect(within(form()).getByText(message!)).toBeInTheDocument();
      if (error) expect(within(form()).getByRole('alert')).toHaveTextContent(error);
      else expect(within(form()).queryByRole('alert')).toBeNull();
    },
    'ready.saving': (sut: Sut) => {
      const { values } = sut.actor.getSnapshot().context;
      expect(sut.saveReview.calls.at(-1)).toEqual({ botId, rating: values.rating, text: values.text });
      expect(within(form()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    },
    'ready.confirmingDelete': (sut: Sut) => {
      const { error } = sut.actor.getSnapshot().context;
      expect(within(confirmation()).getByText(/This cannot be undone/)).toBeInTheDocument();
      if (error) expect(within(confirmation()).getByRole('alert')).toHaveTextContent(error);
    },
    'ready.deleting': (sut: Sut) => {
      expect(sut.deleteReview.calls.at(-1)).toEqual({ botId });
      expect(within(confirmation()).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    },
  },
});
