import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createAccount, expect, signIn, test } from './fixtures';

test('the drawer: Flo greets, answers "How do I add a start node?" from the docs with a link, offline (D35, D36)', async ({ page, request }) => {
  await signIn(page, await createAccount(request));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open assistant' }).click();
  const drawer = page.getByRole('dialog', { name: 'AI assistant' });
  await expect(drawer.getByText("Hi, I'm Flo, your AI Assistant.", { exact: false })).toBeVisible();
  const field = drawer.getByRole('textbox', { name: 'Message' });
  await expect(field).toBeFocused();

  // Shift+Enter starts a new line; Enter sends; a blank message is not sent.
  await field.press('Enter');
  await expect(drawer.getByRole('log')).not.toContainText('answering offline');
  await field.fill('How do I add');
  await field.press('Shift+Enter');
  await field.pressSequentially('a start node?');
  await expect(field).toHaveValue('How do I add\na start node?');
  await expect(drawer.getByText('26/500')).toBeVisible();
  await field.press('Enter');
  await expect(field).toHaveValue('');

  const log = drawer.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText("I'm answering offline, from Botflow's documentation.")).toBeVisible();
  await expect(log).toContainText('Where nodes come from');
  await expect(log).toContainText('open Flow Control and pick Start');
  await log.getByRole('link', { name: 'read it' }).first().click();
  // The link names the section (D99): the page opens scrolled to its heading, beside the drawer, which keeps the focus while it is open.
  await expect(page).toHaveURL(/\/documents\/nodes#where-nodes-come-from$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nodes' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 3, name: 'Where nodes come from' })).toBeInViewport();
});

test('the built app holds no AI key or address: the browser only ever talks to our server (D13)', async () => {
  const assets = join(process.cwd(), 'dist', 'assets');
  const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    const text = await readFile(join(assets, name), 'utf8');
    for (const secret of ['GEMINI_API_KEY', 'x-goog-api-key', 'generativelanguage.googleapis.com', '@google/genai']) expect(text, name).not.toContain(secret);
  }
});
