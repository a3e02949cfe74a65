import type { Page } from '@playwright/test';
import { buyBot, createAccount, expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** The radio's input is visually hidden inside its label, which takes the click. */
const chooseStars = (page: Page, stars: number) => page.locator('label', { has: page.getByRole('radio', { name: `${stars} out of 5 stars`, exact: true }) }).click();

// Recipe Planner (/marketplace/14): no other flow buys or reviews it, so its reviews are this test's.
test('a buyer reviews the bot they bought: written, shown with the average, edited, deleted; others only read it', async ({ page, request, browser }) => {
  test.slow();
  const buyer = await createAccount(request, { name: 'Grace', lastname: 'Hopper' });
  const reader = await createAccount(request, { name: 'Alan', lastname: 'Turing' });
  await signIn(page, buyer);
  await page.goto('/marketplace/14');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Planner' })).toBeVisible();
  const info = page.getByLabel('About this bot');
  await expect(info).toContainText('No reviews yet');
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const reviews = page.getByRole('tabpanel', { name: 'Reviews' });
  await expect(reviews).toContainText('No reviews yet');
  // Not bought yet: nothing to write.
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

  // Bought through the API: the checkout modal and its 3 s processing are purchase.spec.ts's flow.
  await buyBot(request, buyer, 14);
  await page.reload();
  await page.getByRole('tab', { name: 'Reviews' }).click();

  // A buyer writes one: the form says what is missing, and counts the characters.
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form).toContainText('Choose a rating from 1 to 5 stars');
  await expect(form).toContainText('Write a few words about the bot');
  await chooseStars(page, 4);
  await form.getByLabel('Your review').fill('Plans the whole week in a minute.');
  await expect(form).toContainText('33/1,000 characters');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form).toHaveCount(0);
  const list = reviews.getByRole('list', { name: 'Reviews, newest first' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Grace (you)');
  await expect(list.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(reviews).toContainText('4.0 out of 5 · 1 review');
  await expect(info).toContainText('4.0 out of 5 · 1 review');

  // Edited from the same button, starting from what was written; a reload shows what the server kept.
  await reviews.getByRole('button', { name: 'Edit your review' }).click();
  const editForm = page.getByRole('form', { name: 'Edit your review' });
  await expect(editForm.getByLabel('Your review')).toHaveValue('Plans the whole week in a minute.');
  await chooseStars(page, 2);
  await editForm.getByLabel('Your review').fill('Good plans, but the shopping list misses quantities.');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(editForm).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(reviews).toContainText('2.0 out of 5 · 1 review');
  await expect(reviews).toContainText('Good plans, but the shopping list misses quantities.');

  // Another user reads it with the author's first name only, and cannot write one.
  const other = await browser.newPage();
  await signIn(other, reader);
  await other.goto('/marketplace/14');
  await other.getByRole('tab', { name: 'Reviews' }).click();
  const seen = other.getByRole('tabpanel', { name: 'Reviews' });
  await expect(seen.getByRole('listitem')).toHaveCount(1);
  await expect(seen.getByRole('listitem').first()).toContainText('Grace');
  await expect(seen).not.toContainText('Hopper');
  await expect(seen.getByRole('button', { name: /Write a review|Edit your review|Delete/ })).toHaveCount(0);
  // The marketplace's card and detail modal give the same figures, and Highest Rated puts the
  // reviewed bot before the newer, unreviewed Lifestyle bot.
  await other.goto('/marketplace');
  await other.getByRole('button', { name: 'Lifestyle', exact: true }).click();
  await other.getByLabel('Sort by').selectOption('rating');
  const otherCards = other.getByRole('list', { name: 'Bots' }).getByTestId('market-bot-card');
  await expect.poll(() => otherCards.getByRole('heading').allTextContents()).toEqual(['Recipe Planner', 'Habit Coach']);
  await expect(otherCards.first().getByRole('img', { name: 'Rated 2.0 out of 5 from 1 review' })).toHaveText('2.0 (1)');
  await expect(otherCards.nth(1).getByRole('img', { name: 'No reviews yet' })).toHaveText('No reviews');
  await other.getByRole('button', { name: 'About Recipe Planner' }).click();
  await expect(other.getByRole('dialog', { name: 'Recipe Planner' })).toContainText('2.0 out of 5 · 1 review');
  await other.close();

  // Deleted after a confirmation.
  await reviews.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your review?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(reviews).toContainText('No reviews yet');
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toBeVisible();
});
