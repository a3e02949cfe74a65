import type { Page } from '@playwright/test';
import { controlPath, type FakeAnswer } from '../server/assistant/fake-gemini';
import { nodes, openDesigner } from './designer-fixtures';
import { expect, test } from './fixtures';

/**
 * Build with Flo (issue 32): on the app server with an AI key, the fake Gemini answers the build's
 * structured request with a draft; the server checks and lays it out, the designer shows it dashed
 * beside the (empty) workflow, a simulated test run goes through it, Accept adds it, and the saved
 * workflow runs on the server.
 */
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_ONLINE_PORT}` });

const fakeGemini = `http://127.0.0.1:${process.env.FAKE_GEMINI_PORT}`;

const greetingDraft = {
  title: 'Morning greeting',
  summary: 'Makes a greeting every time it runs.',
  nodes: [
    { id: 'n1', kind: 'start', label: 'Start', settings: [] },
    { id: 'n2', kind: 'code', label: 'Make the greeting', settings: [{ name: 'code', value: "return { greeting: 'hello from the draft' };" }] },
    { id: 'n3', kind: 'end', label: 'End', settings: [] },
  ],
  edges: [
    { from: 'n1', to: 'n2' },
    { from: 'n2', to: 'n3' },
  ],
};

const runPanel = (page: Page) => page.getByRole('region', { name: /^Run: / });

test('a sentence becomes a checked draft beside the workflow; tested, accepted, saved and run', async ({ page, request }) => {
  test.setTimeout(90_000);
  const answer: FakeAnswer = { kind: 'json', value: greetingDraft };
  expect((await request.post(`${fakeGemini}${controlPath}`, { data: answer })).status()).toBe(204);
  await openDesigner(page, request, 'Flo Draft', undefined, { keepAssistant: true });
  await expect(page.getByText('Your canvas is empty.', { exact: false })).toBeVisible();

  const assistant = page.getByRole('dialog', { name: 'AI Assistant' });
  await assistant.getByRole('textbox', { name: 'Message' }).fill('every morning, make me a greeting');
  await assistant.getByRole('button', { name: 'Build' }).click();

  // The chat closes so the draft can be seen; the bar says what it is.
  const bar = page.getByRole('region', { name: 'Draft from Flo' });
  await expect(bar).toBeVisible({ timeout: 20_000 });
  await expect(bar).toContainText(greetingDraft.summary);
  await expect(nodes(page)).toHaveCount(3);

  await bar.getByRole('button', { name: 'Test run the draft' }).click();
  await expect(bar.getByRole('button', { name: 'Test run the draft' })).toBeEnabled({ timeout: 10_000 });
  await bar.getByRole('button', { name: 'Accept' }).click();
  await expect(bar).toHaveCount(0);
  await expect(nodes(page)).toHaveCount(3);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(runPanel(page).getByRole('status', { name: 'Run status: Completed' })).toBeVisible({ timeout: 30_000 });
  await expect(runPanel(page).getByTestId('run-step').filter({ hasText: 'Make the greeting' })).toContainText('Completed');
});
