import type { APIRequestContext, Page } from '@playwright/test';
import { controlPath, releasePath, type FakeAnswer } from '../server/assistant/fake-gemini';
import { nodes, openDesigner } from './designer-fixtures';
import { createAccount, expect, signIn, test } from './fixtures';

/**
 * Flo with a key (D13, D35): the second app server of the e2e run asks a fake Gemini on loopback,
 * so the real SDK, the server's stream and the browser's chat all run. The fake answers one way at
 * a time, so these tests take turns.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_ONLINE_PORT}` });

const apology = 'Sorry, I encountered an issue processing your message. Please try again later.';

const fakeGemini = `http://127.0.0.1:${process.env.FAKE_GEMINI_PORT}`;

async function answerWith(request: APIRequestContext, answer: FakeAnswer) {
  const response = await request.post(`${fakeGemini}${controlPath}`, { data: answer });
  expect(response.status()).toBe(204);
}

/** A stream held with `holdAfter` goes on. */
async function releaseStream(request: APIRequestContext) {
  const response = await request.post(`${fakeGemini}${releasePath}`);
  expect(response.status()).toBe(204);
}

async function openChat(page: Page, request: APIRequestContext) {
  await signIn(page, await createAccount(request));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open assistant' }).click();
  const drawer = page.getByRole('dialog', { name: 'AI assistant' });
  await expect(drawer.getByText("Hi, I'm Flo", { exact: false })).toBeVisible();
  return drawer;
}

async function ask(drawer: ReturnType<Page['getByRole']>, question: string) {
  await drawer.getByRole('textbox', { name: 'Message' }).fill(question);
  await drawer.getByRole('textbox', { name: 'Message' }).press('Enter');
}

test('a streamed answer arrives chunk by chunk, with Stop while it streams', async ({ page, request }) => {
  // Held after the first chunk until the test has seen it alone: a loaded machine cannot outrun it.
  await answerWith(request, { kind: 'stream', chunks: ['Open **Bots** in the toolbar. ', 'Then pick Flow Control. ', 'Then Start.'], holdAfter: 1 });
  const drawer = await openChat(page, request);
  await ask(drawer, 'How do I add a start node?');
  const log = drawer.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('Open Bots in the toolbar.');
  await expect(log).not.toContainText('Then Start.');
  await expect(drawer.getByRole('button', { name: 'Stop the answer' })).toBeVisible();
  await releaseStream(request);
  await expect(log).toContainText('Open Bots in the toolbar. Then pick Flow Control. Then Start.');
  await expect(drawer.getByRole('button', { name: 'Stop the answer' })).toBeHidden();
  await expect(log).not.toContainText("I'm answering offline");
});

test('Stop ends the stream: nothing more arrives', async ({ page, request }) => {
  await answerWith(request, { kind: 'stream', chunks: Array.from({ length: 40 }, (_, index) => `part${index} `), pauseMs: 150 });
  const drawer = await openChat(page, request);
  await ask(drawer, 'Tell me everything');
  const log = drawer.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('part1');
  await drawer.getByRole('button', { name: 'Stop the answer' }).click();
  await expect(drawer.getByRole('button', { name: 'Stop the answer' })).toBeHidden();
  const stoppedAt = await log.textContent();
  await page.waitForTimeout(1000);
  expect(await log.textContent()).toBe(stoppedAt);
  expect(stoppedAt).not.toContain('part39');
});

test('each failure of the AI service shows the apology and the error panel', async ({ page, request }) => {
  const drawer = await openChat(page, request);
  for (const status of [401, 403, 429, 500, 503]) {
    await answerWith(request, { kind: 'status', status, message: `Lỗi ${status}` });
    await ask(drawer, `Question while the service answers ${status}`);
    await expect(drawer.getByRole('alert')).toHaveText(apology);
    await expect(drawer.getByRole('log')).not.toContainText('Lỗi');
    await drawer.getByRole('button', { name: 'Dismiss the error' }).click();
    await expect(drawer.getByRole('alert')).toBeHidden();
  }
  await expect(drawer.getByRole('log').getByText(apology)).toHaveCount(5);
  await answerWith(request, { kind: 'empty' });
  await ask(drawer, 'A question with no candidates');
  await expect(drawer.getByRole('alert')).toHaveText(apology);
});

/**
 * Build with Flo (D70, D91): the fake answers the build's structured request with a draft; the server
 * checks and lays it out, the designer shows it beside the (empty) workflow, a simulated test run goes
 * through it, Accept adds it, and the saved workflow runs on the server. Here, because the fake
 * answers one way at a time.
 */
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

test('a sentence becomes a checked draft beside the workflow; tested, accepted, saved and run', async ({ page, request }) => {
  test.setTimeout(90_000);
  await answerWith(request, { kind: 'json', value: greetingDraft });
  await openDesigner(page, request, 'Flo Draft', undefined, { keepAssistant: true });
  await expect(page.getByText('Your canvas is empty.', { exact: false })).toBeVisible();

  const assistant = page.getByRole('dialog', { name: 'AI Assistant' });
  await assistant.getByRole('textbox').fill('every morning, make me a greeting');
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
  await expect(page.getByRole('region', { name: /^Run: / }).getByRole('status', { name: 'Run status: Completed' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: /^Run: / }).getByTestId('run-step').filter({ hasText: 'Make the greeting' })).toContainText('Completed');
});
