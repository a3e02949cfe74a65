import type { Page } from '@playwright/test';
import { planPaymentDelayMs } from '../../src/machines/payments/paying.machine';
import { expect } from './fixtures';

export const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

/** The radio's input is visually hidden inside its label, which takes the click. */
export const chooseMethod = (page: Page, name: string) => page.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).click();

/** Types a card into a payment form as a user does; the expiry field adds its own slash. */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Expiry Date (MM/YY)').fill('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder Name').fill('Ada Lovelace');
}

/**
 * A payment flow waits the spec's processing delay (02 §9) before it charges: the test sees the
 * busy button, then moves the page's clock past the wait instead of sitting through it. The test
 * installs the clock (`page.clock.install()`) before its first page load, so the flow's timer is
 * the clock's.
 */
export async function passProcessingWait(page: Page, busyLabel: string, delayMs: number) {
  await expect(page.getByRole('button', { name: busyLabel })).toBeDisabled();
  await page.clock.fastForward(delayMs);
}

/**
 * On /payment?plan=…: pays with 4242 and waits for the spec's toast (D85: a plan is current
 * once paid). The test has installed the page clock (passProcessingWait).
 */
export async function payForPlanOnPage(page: Page, planId: string) {
  await expect(page).toHaveURL(new RegExp(`/payment\\?plan=${planId}$`));
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await passProcessingWait(page, 'Processing...', planPaymentDelayMs);
  await expect(toast(page, 'Payment Successful!')).toBeVisible({ timeout: 10_000 });
}
