export default async function ({ inputs, page, secrets, log }) {
  const { loginUrl, usernameField = '#username', passwordField = '#password', submitButton = 'button[type=submit]', signedInMarker } = inputs;
  const { username, password } = await secrets.get(inputs.credential);

  await page.goto(loginUrl, { waitUntil: 'domcontentloaded' });
  await page.fill(usernameField, username);
  await page.fill(passwordField, password);
  await page.click(submitButton);

  // A wrong password usually shows an inline error instead of navigating away.
  const outcome = await Promise.race([
    page.waitForSelector(signedInMarker, { timeout: 15000 }).then(() => 'signed-in'),
    page.waitForSelector('[role=alert], .error, .alert-danger', { timeout: 15000 }).then(() => 'rejected'),
  ]);
  if (outcome !== 'signed-in') {
    const message = await page.textContent('[role=alert], .error, .alert-danger');
    throw new Error('Login rejected: ' + (message || 'no message shown').trim());
  }
  log.info('Signed in as ' + username);
  return { signedIn: true, url: await page.url() };
}
