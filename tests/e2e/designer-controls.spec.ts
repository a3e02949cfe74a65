import { node, nodes, openDesigner, overlaps } from './designer-fixtures';
import { expect, test } from './fixtures';
import { startToEnd } from './workflow-fixtures';

for (const size of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`during and after a run at ${size.width}×${size.height} nothing floats over the designer controls, labels keep their width and the Test button its size`, async ({ page, request }) => {
    await page.setViewportSize(size);
    await page.clock.install();
    await openDesigner(page, request, 'Run Overlaps', startToEnd);
    // Installed, the page's clock still flows with real time, and on a loaded machine the 5 s toast
    // could go before it was measured: paused, only runFor moves the run and the toast.
    await page.clock.pauseAt(Date.now() + 1000);
    const testButton = page.getByRole('button', { name: 'Test Workflow' });
    const widthBefore = (await testButton.boundingBox())!.width;
    await testButton.click();
    const running = page.getByRole('button', { name: 'Running Simulation...' });
    await expect(running).toBeVisible();
    expect((await running.boundingBox())!.width).toBe(widthBefore);
    for (const element of await nodes(page).all()) {
      const label = element.locator('span').filter({ hasText: /Node$/ }).first();
      expect(await label.evaluate((span) => span.scrollWidth <= span.clientWidth)).toBe(true);
    }
    await page.clock.runFor(4000);
    const toast = page.getByText('Simulation completed');
    await expect(toast).toBeVisible();
    const toastBox = (await page.getByRole('region', { name: /^Notifications/ }).boundingBox())!;
    for (const name of ['History', 'Guidelines', 'AI Assistant', 'Bots', 'Save', 'Load', 'Download', 'Import', 'Test Workflow']) {
      const control = (await page.getByRole(name === 'Guidelines' ? 'link' : 'button', { name, exact: true }).first().boundingBox())!;
      expect(overlaps(toastBox, control), name).toBe(false);
    }
    const active = (await page.getByRole('switch', { name: 'Workflow Active' }).boundingBox())!;
    expect(overlaps(toastBox, active)).toBe(false);
    for (const name of ['Zoom In', 'Zoom Out', 'Fit View']) expect(overlaps(toastBox, (await page.getByRole('button', { name }).boundingBox())!), name).toBe(false);
    // axe, which checks the page after every test, waits on the page's timers.
    await page.clock.resume();
  });
}

test('Escape closes the palette and gives focus back to Bots; the properties panel has a close button', async ({ page, request }) => {
  await openDesigner(page, request, 'Panel Keys', startToEnd);
  await page.getByRole('button', { name: 'Bots' }).click();
  const palette = page.getByRole('complementary', { name: 'Bot Palette' });
  await expect(palette.getByRole('searchbox', { name: 'Search Bots & Scripts' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bots' })).toBeFocused();

  await node(page, 'node-2').dblclick();
  const properties = page.getByRole('complementary', { name: 'Bot Properties' });
  await expect(properties).toBeVisible();
  await properties.getByRole('button', { name: 'Close Bot Properties' }).click();
  await expect(properties).toHaveCount(0);
});

test('out-of-range numbers are stored within the spec bounds and the panel says what was stored', async ({ page, request }) => {
  await openDesigner(page, request, 'Bounds Said', startToEnd);
  await node(page, 'node-2').dblclick();
  const properties = page.getByRole('complementary', { name: 'Bot Properties' });
  await expect(properties.getByLabel('Retry attempts')).toHaveAccessibleDescription('0 to 10');
  await properties.getByLabel('Timeout (seconds)').fill('17');
  await properties.getByLabel('Retry attempts').fill('99');
  await properties.getByRole('button', { name: 'Update Properties' }).click();
  await expect(properties.getByLabel('Timeout (seconds)')).toHaveValue('15');
  await expect(properties.getByLabel('Retry attempts')).toHaveValue('10');
  await expect(properties.getByText('You entered 17; stored 15 (5 to 300, in steps of 5).')).toBeVisible();
  await expect(properties.getByText('You entered 99; stored 10 (0 to 10).')).toBeVisible();
});

test('Load with nothing saved says so; Import over unsaved changes asks first and names the file', async ({ page, request }) => {
  await openDesigner(page, request, 'Guarded Import');
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByText('This sequence has no saved workflow yet. Save one first.')).toBeVisible();

  await page.getByRole('button', { name: 'Bots' }).click();
  await page.getByRole('complementary', { name: 'Bot Palette' }).getByRole('button', { name: /Process/ }).first().click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'team-flow.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(startToEnd)) });
  const question = page.getByRole('alertdialog', { name: 'Replace unsaved changes?' });
  await expect(question).toContainText('Importing team-flow.json replaces them');
  await question.getByRole('button', { name: 'Keep My Changes' }).click();
  await expect(nodes(page)).toHaveCount(1);

  await page.locator('input[type="file"]').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"nodes": 3}') });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(/^broken\.json is not a valid workflow/)).toBeVisible();
  await expect(nodes(page)).toHaveCount(1);
});

test('the History dialog fits a phone: close and sort stay in view, the table scrolls inside', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDesigner(page, request, 'Phone History', startToEnd);
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(dialog.getByRole('button', { name: 'Close history' })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Newest first' })).toBeInViewport();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
});
