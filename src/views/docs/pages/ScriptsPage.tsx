import { Link } from 'react-router-dom';
import { Callout, Code, Table } from './DocBits';
import { lead, prose } from './prose.css';

/** The library as the server seeds it (server/scripts/script-library.ts). */
const library = [
  { id: 'log-in-to-site', title: 'Log In to a Website', description: 'Opens a login page, fills in the stored credentials and waits until the signed-in area appears.' },
  { id: 'fill-web-form', title: 'Fill a Web Form', description: 'Fills text fields, drop-downs and checkboxes from a field map and submits the form.' },
  { id: 'scrape-table-to-csv', title: 'Scrape a Table to CSV', description: 'Reads every row of an HTML table, including its header, and saves it as a CSV file.' },
  { id: 'wait-for-element', title: 'Wait for an Element', description: 'Pauses the workflow until an element appears (or disappears), failing after a timeout.' },
  { id: 'extract-text', title: 'Extract Text with a Selector', description: 'Collects the text (or an attribute) of every element matching a CSS selector.' },
  { id: 'paginate-results', title: 'Paginate Through Results', description: 'Follows the "next page" button, collecting items from every page until the last one.' },
  { id: 'download-file', title: 'Download a File', description: 'Clicks a download link, waits for the download to finish and keeps the file under a chosen name.' },
  { id: 'take-screenshot', title: 'Take a Screenshot', description: 'Saves a PNG of the whole page or of one element, named with the time it was taken.' },
  { id: 'retry-flaky-step', title: 'Retry a Flaky Step', description: 'Runs a click-and-check step again with growing pauses until it succeeds or the attempts run out.' },
  { id: 'call-webhook', title: 'Call a Webhook', description: 'Posts the previous step’s result as JSON to a webhook URL, with an optional signing secret.' },
  { id: 'post-to-slack', title: 'Post to Slack', description: 'Sends a message to a Slack channel through an incoming webhook, with the run’s key figures.' },
  { id: 'send-email-report', title: 'Send an E-mail Report', description: 'E-mails a short summary of the run to a list of recipients, attaching the files it produced.' },
  { id: 'dismiss-cookie-banner', title: 'Dismiss a Cookie Banner', description: 'Closes the usual cookie-consent dialogs so that they do not block later clicks.' },
  { id: 'check-page-health', title: 'Check a Page Is Up', description: 'Loads a URL, checks the status code, the load time and an expected text, and fails with the reason.' },
  { id: 'upload-file', title: 'Upload a File', description: 'Attaches a file from the run folder to a file input and waits for the upload to be confirmed.' },
  { id: 'fetch-json-api', title: 'Fetch Data from a JSON API', description: 'Calls a REST endpoint with an API key, checks the answer and passes the chosen field on.' },
] as const;

const helpers = [
  { name: 'input', text: 'What the previous node returned.' },
  { name: 'inputs', text: 'The node’s own settings, so one script serves many workflows (for example a URL or a selector).' },
  { name: 'page', text: 'The browser tab: goto, fill, click, waitForSelector, textContent, $$eval, screenshot and so on.' },
  { name: 'secrets', text: 'Named credentials, kept out of the workflow file: secrets.get(name).' },
  { name: 'files', text: 'The run’s working folder: read, write and exists.' },
  { name: 'mail', text: 'The outgoing mail account: send.' },
  { name: 'log', text: 'The run log: info, warn and error.' },
  { name: 'sleep', text: 'Pauses for a number of milliseconds.' },
] as const;

export default function ScriptsPage() {
  return (
    <article className={prose}>
      <h1>Scripts</h1>
      <p className={lead}>
        Scripts are ready-made steps for the things bots do most: signing in, filling forms, reading tables, downloading files and reporting
        results. Botflow keeps them in a shared library, and any workflow can use them as script nodes.
      </p>

      <h2>Using a script in a workflow</h2>
      <ol>
        <li>
          In the workflow designer, choose <strong>Bots</strong> and open the <strong>Scripts</strong> category of the palette. The list is
          loaded from the server when the palette opens; if loading fails, a banner shows the reason and a <strong>Retry Scripts</strong>{' '}
          button.
        </li>
        <li>Pick a script. A script node (indigo) is added to the canvas, labelled with the script&apos;s title.</li>
        <li>Connect it like any other node: its input on the left receives the previous step&apos;s result, its output on the right passes its own on.</li>
      </ol>
      <p>
        The node does not copy the script&apos;s code. It refers to the script by id, so an improved script in the library improves every
        workflow that uses it. A script node&apos;s properties hold:
      </p>
      <Code>{`{
  "scriptId": "scrape-table-to-csv",
  "scriptTitle": "Scrape a Table to CSV",
  "scriptDescription": "Reads every row of an HTML table, including its header, and saves it as a CSV file."
}`}</Code>
      <p>
        Alongside these, a script node has the same properties as every other node (priority, timeout, retries, execution mode); see{' '}
        <Link to="/documents/nodes">Nodes</Link>.
      </p>

      <h2>The library</h2>
      <Table label="Script library">
        <thead>
          <tr>
            <th scope="col">Script</th>
            <th scope="col">scriptId</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {library.map(({ id, title, description }) => (
            <tr key={id}>
              <td>{title}</td>
              <td>
                <code>{id}</code>
              </td>
              <td>{description}</td>
            </tr>
          ))}
        </tbody>
      </Table>

      <h2>How a script is written</h2>
      <p>
        Each script is the body of an asynchronous step. Whatever it returns becomes the <code>input</code> of the next node. A script may use
        the standard <code>fetch</code> and these helpers:
      </p>
      <Table label="Script helpers">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">What it is</th>
          </tr>
        </thead>
        <tbody>
          {helpers.map(({ name, text }) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{text}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>For example, the heart of Wait for an Element:</p>
      <Code>{`const { selector, state = 'visible', timeoutSeconds = 30 } = inputs;
await page.waitForSelector(selector, { state, timeout: timeoutSeconds * 1000 });
log.info(selector + ' is ' + state);
return { selector };`}</Code>
      <Callout>
        Test Workflow in the designer is a simulation: it shows the order in which the nodes would run, one second per node, without
        executing script bodies. Use it to check the shape of a workflow before you rely on it.
      </Callout>

      <h2>Reading the library over the API</h2>
      <p>
        <code>GET /v1/scripts/scripts</code> lists the scripts as <code>&#123;data: [&#123;id, title, description&#125;]&#125;</code>, and{' '}
        <code>GET /v1/scripts/scripts/&#123;id&#125;</code> returns one script with its <code>body</code>. Both need a signed-in user; see
        the <Link to="/documents/api-reference">API Reference</Link>.
      </p>
    </article>
  );
}
