/**
 * The script library offered in the designer's palette ("Scripts" category).
 *
 * Every body is the inside of an async step function. The designer's runner passes it:
 *   input    what the previous node returned
 *   page     the browser tab (goto, fill, click, waitForSelector, textContent, $$eval, screenshot...)
 *   inputs   the node's properties, so one script serves many workflows
 *   secrets  named credentials kept out of the workflow file
 *   files    the run's working folder (read, write, exists)
 *   mail     the outgoing mail account (send)
 *   log      the run log (info, warn, error)
 *   sleep    pause in milliseconds
 * plus the standard fetch. What a body returns is handed to the next node as its input.
 */
export interface LibraryScript {
  id: string;
  title: string;
  description: string;
  body: string;
}

/** Lets the bodies below be indented with the code around them. */
function dedent(text: string): string {
  const lines = text.replace(/^\n/, '').replace(/\s+$/, '').split('\n');
  const indents = lines.filter((line) => line.trim().length > 0).map((line) => line.match(/^ */)?.[0].length ?? 0);
  const common = Math.min(...indents);
  return lines.map((line) => line.slice(common)).join('\n') + '\n';
}

export const scriptLibrary: readonly LibraryScript[] = [
  {
    id: 'log-in-to-site',
    title: 'Log In to a Website',
    description: 'Opens a login page, fills in the stored credentials and waits until the signed-in area appears.',
    body: dedent(`
      const { loginUrl, usernameField = '#username', passwordField = '#password', submitButton = 'button[type=submit]', signedInMarker } = inputs;
      const { username, password } = secrets.get(inputs.credential);

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
      return { signedIn: true, url: page.url() };
    `),
  },
  {
    id: 'fill-web-form',
    title: 'Fill a Web Form',
    description: 'Fills text fields, drop-downs and checkboxes from a field map and submits the form.',
    body: dedent(`
      // inputs.fields: { "#first-name": "Ada", "select#country": "GB", "#newsletter": true }
      const { formUrl, fields, submitButton = 'button[type=submit]', successMarker } = inputs;

      if (formUrl) await page.goto(formUrl);
      for (const [selector, value] of Object.entries(fields)) {
        const tag = await page.$eval(selector, (element) => element.tagName.toLowerCase() + ':' + (element.type || ''));
        if (tag.startsWith('select')) {
          await page.selectOption(selector, String(value));
        } else if (tag === 'input:checkbox' || tag === 'input:radio') {
          await page.setChecked(selector, Boolean(value));
        } else {
          await page.fill(selector, String(value));
        }
        log.info('Filled ' + selector);
      }

      await page.click(submitButton);
      if (successMarker) await page.waitForSelector(successMarker, { timeout: 20000 });
      return { submitted: true, fieldCount: Object.keys(fields).length };
    `),
  },
  {
    id: 'scrape-table-to-csv',
    title: 'Scrape a Table to CSV',
    description: 'Reads every row of an HTML table, including its header, and saves it as a CSV file.',
    body: dedent(`
      const { tableSelector = 'table', fileName = 'table.csv' } = inputs;
      await page.waitForSelector(tableSelector + ' tr');

      const rows = await page.$$eval(tableSelector + ' tr', (tableRows) =>
        tableRows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent.trim())),
      );

      // Quote every cell so commas, quotes and line breaks inside cells survive.
      const quote = (cell) => '"' + cell.replace(/"/g, '""') + '"';
      const csv = rows.map((cells) => cells.map(quote).join(',')).join('\\r\\n');

      const headerRows = await page.$$eval(tableSelector + ' tr:has(th)', (found) => found.length);
      const dataRows = rows.length - headerRows;

      await files.write(fileName, csv);
      log.info('Saved ' + dataRows + ' data rows to ' + fileName);
      return { file: fileName, rowCount: dataRows };
    `),
  },
  {
    id: 'wait-for-element',
    title: 'Wait for an Element',
    description: 'Pauses the workflow until an element appears (or disappears), failing after a timeout.',
    body: dedent(`
      const { selector, state = 'visible', timeoutSeconds = 30 } = inputs;
      const startedAt = Date.now();

      try {
        // state: 'visible', 'attached', 'hidden' or 'detached'
        await page.waitForSelector(selector, { state, timeout: timeoutSeconds * 1000 });
      } catch (error) {
        await page.screenshot({ path: 'wait-timeout.png', fullPage: true });
        throw new Error(selector + ' was not ' + state + ' after ' + timeoutSeconds + ' s (screenshot: wait-timeout.png)');
      }

      const waitedMs = Date.now() - startedAt;
      log.info(selector + ' is ' + state + ' after ' + waitedMs + ' ms');
      return { selector, waitedMs };
    `),
  },
  {
    id: 'extract-text',
    title: 'Extract Text with a Selector',
    description: 'Collects the text (or an attribute) of every element matching a CSS selector.',
    body: dedent(`
      const { selector, attribute, trim = true, required = false } = inputs;

      const values = await page.$$eval(
        selector,
        (elements, name) => elements.map((element) => (name ? element.getAttribute(name) : element.textContent) || ''),
        attribute,
      );
      const cleaned = trim ? values.map((value) => value.replace(/\\s+/g, ' ').trim()) : values;

      if (required && cleaned.length === 0) throw new Error('Nothing matched ' + selector);
      log.info('Extracted ' + cleaned.length + ' value(s) from ' + selector);
      return { values: cleaned, first: cleaned[0] ?? null };
    `),
  },
  {
    id: 'paginate-results',
    title: 'Paginate Through Results',
    description: 'Follows the "next page" button, collecting items from every page until the last one.',
    body: dedent(`
      const { itemSelector, nextButton = 'a[rel=next], button.next', maxPages = 50 } = inputs;
      const items = [];

      for (let pageNumber = 1; pageNumber <= maxPages; pageNumber += 1) {
        await page.waitForSelector(itemSelector);
        const pageItems = await page.$$eval(itemSelector, (elements) => elements.map((element) => element.textContent.trim()));
        items.push(...pageItems);
        log.info('Page ' + pageNumber + ': ' + pageItems.length + ' items');

        const hasNext = await page.isVisible(nextButton);
        const disabled = hasNext && (await page.isDisabled(nextButton));
        if (!hasNext || disabled) return { items, pages: pageNumber };

        // Wait for the old first item to go, so the next read sees the new page and not the old one.
        const firstBefore = pageItems[0];
        await page.click(nextButton);
        await page.waitForFunction(
          ([selector, previous]) => document.querySelector(selector)?.textContent.trim() !== previous,
          [itemSelector, firstBefore],
        );
      }
      log.warn('Stopped after ' + maxPages + ' pages; raise maxPages to read more');
      return { items, pages: maxPages };
    `),
  },
  {
    id: 'download-file',
    title: 'Download a File',
    description: 'Clicks a download link, waits for the download to finish and keeps the file under a chosen name.',
    body: dedent(`
      const { linkSelector, saveAs, timeoutSeconds = 120 } = inputs;

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: timeoutSeconds * 1000 }),
        page.click(linkSelector),
      ]);
      const failure = await download.failure();
      if (failure) throw new Error('Download failed: ' + failure);

      const fileName = saveAs || download.suggestedFilename();
      await download.saveAs(files.path(fileName));
      log.info('Downloaded ' + fileName);
      return { file: fileName, url: download.url() };
    `),
  },
  {
    id: 'take-screenshot',
    title: 'Take a Screenshot',
    description: 'Saves a PNG of the whole page or of one element, named with the time it was taken.',
    body: dedent(`
      const { selector, fullPage = true, prefix = 'screenshot' } = inputs;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const fileName = prefix + '-' + stamp + '.png';

      if (selector) {
        const element = await page.waitForSelector(selector);
        await element.screenshot({ path: files.path(fileName) });
      } else {
        await page.screenshot({ path: files.path(fileName), fullPage });
      }
      log.info('Saved ' + fileName);
      return { file: fileName };
    `),
  },
  {
    id: 'retry-flaky-step',
    title: 'Retry a Flaky Step',
    description: 'Runs a click-and-check step again with growing pauses until it succeeds or the attempts run out.',
    body: dedent(`
      const { clickSelector, expectSelector, attempts = 3, firstDelayMs = 1000 } = inputs;
      let lastError;

      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        try {
          await page.click(clickSelector);
          await page.waitForSelector(expectSelector, { timeout: 10000 });
          log.info('Succeeded on attempt ' + attempt);
          return { attempts: attempt };
        } catch (error) {
          lastError = error;
          log.warn('Attempt ' + attempt + ' of ' + attempts + ' failed: ' + error.message);
          // Exponential back-off: 1 s, 2 s, 4 s... gives a slow page time to settle.
          if (attempt < attempts) await sleep(firstDelayMs * 2 ** (attempt - 1));
        }
      }
      throw new Error('Gave up after ' + attempts + ' attempts: ' + lastError.message);
    `),
  },
  {
    id: 'call-webhook',
    title: 'Call a Webhook',
    description: 'Posts the previous step\u2019s result as JSON to a webhook URL, with an optional signing secret.',
    body: dedent(`
      const { url, event = 'workflow.step', secretName } = inputs;
      const payload = JSON.stringify({ event, sentAt: new Date().toISOString(), data: input });

      const headers = { 'Content-Type': 'application/json' };
      if (secretName) {
        // Receivers verify the body with the same shared secret (HMAC-SHA256, hex).
        headers['X-Signature-256'] = 'sha256=' + (await hmacSha256Hex(secrets.get(secretName), payload));
      }

      const response = await fetch(url, { method: 'POST', headers, body: payload });
      if (!response.ok) {
        throw new Error('Webhook answered ' + response.status + ': ' + (await response.text()).slice(0, 200));
      }
      log.info('Webhook accepted the event (' + response.status + ')');
      return { status: response.status };

      async function hmacSha256Hex(secret, message) {
        const encoder = new TextEncoder();
        const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
        const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(message));
        return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
      }
    `),
  },
  {
    id: 'post-to-slack',
    title: 'Post to Slack',
    description: 'Sends a message to a Slack channel through an incoming webhook, with the run\u2019s key figures.',
    body: dedent(`
      const { webhookSecret = 'slack-webhook', heading = 'Workflow finished', fields = {} } = inputs;

      const blocks = [
        { type: 'header', text: { type: 'plain_text', text: heading } },
        {
          type: 'section',
          fields: Object.entries(fields).map(([name, value]) => ({ type: 'mrkdwn', text: '*' + name + '*\\n' + value })),
        },
        { type: 'context', elements: [{ type: 'mrkdwn', text: 'Sent by Botflow at ' + new Date().toLocaleString() }] },
      ];

      const response = await fetch(secrets.get(webhookSecret), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: heading, blocks }),
      });
      if (!response.ok) throw new Error('Slack refused the message: ' + response.status + ' ' + (await response.text()));
      log.info('Posted to Slack');
      return { posted: true };
    `),
  },
  {
    id: 'send-email-report',
    title: 'Send an E-mail Report',
    description: 'E-mails a short summary of the run to a list of recipients, attaching the files it produced.',
    body: dedent(`
      const { to, subject = 'Botflow report', attach = [] } = inputs;
      const recipients = Array.isArray(to) ? to : String(to).split(',').map((address) => address.trim());

      const summary = typeof input === 'object' && input !== null
        ? Object.entries(input).map(([key, value]) => '- ' + key + ': ' + JSON.stringify(value)).join('\\n')
        : String(input ?? 'No data from the previous step.');

      const attachments = [];
      for (const fileName of attach) {
        if (await files.exists(fileName)) attachments.push({ fileName, content: await files.read(fileName) });
        else log.warn('Not attached (missing): ' + fileName);
      }

      await mail.send({
        to: recipients,
        subject: subject + ' \u2013 ' + new Date().toISOString().slice(0, 10),
        text: 'Hello,\\n\\nHere is the result of the latest run:\\n\\n' + summary + '\\n\\nBotflow',
        attachments,
      });
      log.info('Report sent to ' + recipients.join(', '));
      return { recipients: recipients.length, attachments: attachments.length };
    `),
  },
  {
    id: 'dismiss-cookie-banner',
    title: 'Dismiss a Cookie Banner',
    description: 'Closes the usual cookie-consent dialogs so that they do not block later clicks.',
    body: dedent(`
      const { choice = 'reject', extraSelectors = [] } = inputs;
      // The buttons of the consent tools seen most often, most specific first.
      const candidates = choice === 'accept'
        ? ['#onetrust-accept-btn-handler', 'button#didomi-notice-agree-button', '[data-testid=uc-accept-all-button]', 'button:has-text("Accept all")']
        : ['#onetrust-reject-all-handler', 'button#didomi-notice-disagree-button', '[data-testid=uc-deny-all-button]', 'button:has-text("Reject all")'];

      for (const selector of [...extraSelectors, ...candidates]) {
        if (await page.isVisible(selector)) {
          await page.click(selector);
          log.info('Consent banner closed with ' + selector);
          return { dismissed: true, selector };
        }
      }
      log.info('No consent banner found');
      return { dismissed: false };
    `),
  },
  {
    id: 'check-page-health',
    title: 'Check a Page Is Up',
    description: 'Loads a URL, checks the status code, the load time and an expected text, and fails with the reason.',
    body: dedent(`
      const { url, expectText, maxLoadMs = 5000 } = inputs;
      const startedAt = Date.now();

      const response = await page.goto(url, { waitUntil: 'load', timeout: 60000 });
      const loadMs = Date.now() - startedAt;
      const status = response ? response.status() : 0;
      const problems = [];

      if (status < 200 || status >= 400) problems.push('status ' + status);
      if (loadMs > maxLoadMs) problems.push('slow load: ' + loadMs + ' ms (limit ' + maxLoadMs + ' ms)');
      if (expectText && !(await page.textContent('body')).includes(expectText)) problems.push('missing text "' + expectText + '"');

      if (problems.length > 0) throw new Error(url + ' is unhealthy: ' + problems.join(', '));
      log.info(url + ' is up (' + status + ', ' + loadMs + ' ms)');
      return { url, status, loadMs };
    `),
  },
  {
    id: 'upload-file',
    title: 'Upload a File',
    description: 'Attaches a file from the run folder to a file input and waits for the upload to be confirmed.',
    body: dedent(`
      const { fileName, inputSelector = 'input[type=file]', submitButton, confirmationSelector } = inputs;
      if (!(await files.exists(fileName))) throw new Error('No such file in the run folder: ' + fileName);

      await page.setInputFiles(inputSelector, files.path(fileName));
      if (submitButton) await page.click(submitButton);
      if (confirmationSelector) await page.waitForSelector(confirmationSelector, { timeout: 60000 });

      log.info('Uploaded ' + fileName);
      return { uploaded: fileName };
    `),
  },
  {
    id: 'fetch-json-api',
    title: 'Fetch Data from a JSON API',
    description: 'Calls a REST endpoint with an API key, checks the answer and passes the chosen field on.',
    body: dedent(`
      const { url, method = 'GET', apiKeySecret, pick } = inputs;
      const headers = { Accept: 'application/json' };
      if (apiKeySecret) headers.Authorization = 'Bearer ' + secrets.get(apiKeySecret);

      const response = await fetch(url, { method, headers });
      if (!response.ok) throw new Error(method + ' ' + url + ' answered ' + response.status);
      const body = await response.json();

      // pick: a dotted path such as "data.items" to pass on only part of the answer.
      const picked = pick ? pick.split('.').reduce((value, key) => (value == null ? undefined : value[key]), body) : body;
      if (pick && picked === undefined) throw new Error('The answer has no "' + pick + '"');
      log.info(method + ' ' + url + ' -> ' + response.status);
      return picked;
    `),
  },
];
