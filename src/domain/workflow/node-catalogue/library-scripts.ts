import type { DeclaredInput } from './declared-inputs';
import { defineKind, type NodeKind } from './node-kind';

/**
 * The script library (02 §7 "Script"; D65): what each script is. Its code is one JavaScript file on
 * the server, server/scripts/library/<scriptId>.js, whose function takes what the script uses;
 * a script that takes `page` drives a browser.
 */
export interface LibraryScript {
  scriptId: string;
  title: string;
  description: string;
  needsBrowser: boolean;
  /** What the script reads as `inputs` (D66): the node's Run Settings draw them. */
  inputs: readonly DeclaredInput[];
}

const text = (name: string, label: string, more: Partial<DeclaredInput> = {}): DeclaredInput => ({ name, label, kind: 'text', required: false, ...more });
const url = (name: string, label: string, more: Partial<DeclaredInput> = {}): DeclaredInput => ({ name, label, kind: 'url', required: false, ...more });
const selector = (name: string, label: string, more: Partial<DeclaredInput> = {}): DeclaredInput => ({ name, label, kind: 'selector', required: false, ...more });
const number = (name: string, label: string, more: Partial<DeclaredInput> = {}): DeclaredInput => ({ name, label, kind: 'number', required: false, ...more });
const flag = (name: string, label: string, more: Partial<DeclaredInput> = {}): DeclaredInput => ({ name, label, kind: 'boolean', required: false, ...more });
const json = (name: string, label: string, more: Partial<DeclaredInput> = {}): DeclaredInput => ({ name, label, kind: 'json', required: false, ...more });
const file = (name: string, label: string, more: Partial<DeclaredInput> = {}): DeclaredInput => ({ name, label, kind: 'file', required: false, ...more });
const credential = (name: string, label: string, accepts: DeclaredInput['accepts'], more: Partial<DeclaredInput> = {}): DeclaredInput => ({ name, label, kind: 'credential', required: false, accepts, ...more });
const submitButton = selector('submitButton', 'Submit button', { default: 'button[type=submit]' });

export const libraryScripts: readonly LibraryScript[] = [
  {
    scriptId: 'log-in-to-site',
    title: 'Log In to a Website',
    description: 'Opens a login page, fills in the stored credentials and waits until the signed-in area appears.',
    needsBrowser: true,
    inputs: [
      url('loginUrl', 'Login page', { required: true }),
      credential('credential', 'Login', ['login'], { required: true }),
      selector('usernameField', 'Username field', { default: '#username' }),
      selector('passwordField', 'Password field', { default: '#password' }),
      submitButton,
      selector('signedInMarker', 'Shown once signed in', { required: true, help: 'An element only the signed-in area has, such as a Sign out link' }),
    ],
  },
  {
    scriptId: 'fill-web-form',
    title: 'Fill a Web Form',
    description: 'Fills text fields, drop-downs and checkboxes from a field map and submits the form.',
    needsBrowser: true,
    inputs: [
      url('formUrl', 'Form page', { help: 'Empty: the page the run is on' }),
      json('fields', 'Fields', { required: true, help: 'Each field’s selector and its value: { "#first-name": "Ada", "select#country": "GB", "#newsletter": true }' }),
      submitButton,
      selector('successMarker', 'Shown once sent'),
    ],
  },
  {
    scriptId: 'scrape-table-to-csv',
    title: 'Scrape a Table to CSV',
    description: 'Reads every row of an HTML table, including its header, and saves it as a CSV file.',
    needsBrowser: true,
    inputs: [selector('tableSelector', 'Table', { default: 'table' }), file('fileName', 'Save as', { default: 'table.csv' })],
  },
  {
    scriptId: 'wait-for-element',
    title: 'Wait for an Element',
    description: 'Pauses the workflow until an element appears (or disappears), failing after a timeout.',
    needsBrowser: true,
    inputs: [
      selector('selector', 'Element', { required: true }),
      text('state', 'Wait until it is', { default: 'visible', help: 'visible, attached, hidden or detached' }),
      number('timeoutSeconds', 'Give up after (seconds)', { default: 30 }),
    ],
  },
  {
    scriptId: 'extract-text',
    title: 'Extract Text with a Selector',
    description: 'Collects the text (or an attribute) of every element matching a CSS selector.',
    needsBrowser: true,
    inputs: [
      selector('selector', 'Elements', { required: true }),
      text('attribute', 'Attribute', { help: 'Empty: the elements’ text' }),
      flag('trim', 'Trim spaces', { default: true }),
      flag('required', 'Fail when none match', { default: false }),
    ],
  },
  {
    scriptId: 'paginate-results',
    title: 'Paginate Through Results',
    description: 'Follows the "next page" button, collecting items from every page until the last one.',
    needsBrowser: true,
    inputs: [
      selector('itemSelector', 'Items', { required: true }),
      selector('nextButton', 'Next page button', { default: 'a[rel=next], button.next' }),
      number('maxPages', 'Pages at most', { default: 50 }),
    ],
  },
  {
    scriptId: 'download-file',
    title: 'Download a File',
    description: 'Clicks a download link, waits for the download to finish and keeps the file under a chosen name.',
    needsBrowser: true,
    inputs: [
      selector('linkSelector', 'Download link', { required: true }),
      file('saveAs', 'Save as', { help: 'Empty: the name the site gives it' }),
      number('timeoutSeconds', 'Give up after (seconds)', { default: 120 }),
    ],
  },
  {
    scriptId: 'take-screenshot',
    title: 'Take a Screenshot',
    description: 'Saves a PNG of the whole page or of one element, named with the time it was taken.',
    needsBrowser: true,
    inputs: [
      selector('selector', 'Element', { help: 'Empty: the whole page' }),
      flag('fullPage', 'Whole page, not just what shows', { default: true }),
      text('prefix', 'File name prefix', { default: 'screenshot' }),
    ],
  },
  {
    scriptId: 'retry-flaky-step',
    title: 'Retry a Flaky Step',
    description: 'Runs a click-and-check step again with growing pauses until it succeeds or the attempts run out.',
    needsBrowser: true,
    inputs: [
      selector('clickSelector', 'Click', { required: true }),
      selector('expectSelector', 'Then expect', { required: true }),
      number('attempts', 'Attempts', { default: 3 }),
      number('firstDelayMs', 'First pause (ms)', { default: 1000 }),
      number('expectWithinSeconds', 'Expect within (seconds)', { default: 10, help: 'How long each attempt waits for the expected element' }),
    ],
  },
  {
    scriptId: 'call-webhook',
    title: 'Call a Webhook',
    description: 'Posts the previous step’s result as JSON to a webhook URL, with an optional signing secret.',
    needsBrowser: false,
    inputs: [
      url('url', 'Webhook URL', { required: true }),
      text('event', 'Event name', { default: 'workflow.step' }),
      credential('secretName', 'Signing secret', ['secret'], { help: 'Empty: the request is not signed' }),
    ],
  },
  {
    scriptId: 'post-to-slack',
    title: 'Post to Slack',
    description: 'Sends a message to a Slack channel through an incoming webhook, with the run’s key figures.',
    needsBrowser: false,
    inputs: [
      credential('webhookSecret', 'Slack webhook', ['secret'], { required: true, help: 'A secret credential holding the incoming webhook’s URL' }),
      text('heading', 'Heading', { default: 'Workflow finished' }),
      json('fields', 'Figures', { default: {}, help: 'Names and values to show: { "Orders": 12 }' }),
    ],
  },
  {
    scriptId: 'send-email-report',
    title: 'Send an E-mail Report',
    description: 'E-mails a short summary of the run to a list of recipients, attaching the files it produced.',
    needsBrowser: false,
    inputs: [
      text('to', 'To', { required: true, help: 'Addresses separated by commas' }),
      text('subject', 'Subject', { default: 'Botflow report' }),
      json('attach', 'Attach', { default: [], help: 'Names of files in the run’s folder: ["table.csv"]' }),
    ],
  },
  {
    scriptId: 'dismiss-cookie-banner',
    title: 'Dismiss a Cookie Banner',
    description: 'Closes the usual cookie-consent dialogs so that they do not block later clicks.',
    needsBrowser: true,
    inputs: [
      text('choice', 'Choice', { default: 'reject', help: 'accept or reject' }),
      json('extraSelectors', 'Other buttons to try first', { default: [], help: 'Selectors: ["#my-consent-ok"]' }),
    ],
  },
  {
    scriptId: 'check-page-health',
    title: 'Check a Page Is Up',
    description: 'Loads a URL, checks the status code, the load time and an expected text, and fails with the reason.',
    needsBrowser: true,
    inputs: [url('url', 'Page', { required: true }), text('expectText', 'Expected text'), number('maxLoadMs', 'Slowest load (ms)', { default: 5000 })],
  },
  {
    scriptId: 'upload-file',
    title: 'Upload a File',
    description: 'Attaches a file from the run folder to a file input and waits for the upload to be confirmed.',
    needsBrowser: true,
    inputs: [
      file('fileName', 'File', { required: true }),
      selector('inputSelector', 'File input', { default: 'input[type=file]' }),
      selector('submitButton', 'Submit button'),
      selector('confirmationSelector', 'Shown once uploaded'),
    ],
  },
  {
    scriptId: 'fetch-json-api',
    title: 'Fetch Data from a JSON API',
    description: 'Calls a REST endpoint with an API key, checks the answer and passes the chosen field on.',
    needsBrowser: false,
    inputs: [
      url('url', 'Endpoint', { required: true }),
      text('method', 'Method', { default: 'GET' }),
      credential('apiKeySecret', 'API key', ['token', 'secret'], { help: 'Sent as Authorization: Bearer; empty: no key' }),
      text('pick', 'Pass on', { help: 'A dotted path such as data.items; empty: the whole answer' }),
    ],
  },
];

/** Script items are indigo (spec 02 §3). */
export const scriptColor = '#4f46e5';

/** The palette item's id of a library script. */
export const libraryKindId = (scriptId: string) => `script-${scriptId}`;

/** Spec 02 §3: a script node is labelled with the script's title and keeps scriptId, scriptTitle and scriptDescription. */
export const libraryScriptKinds: readonly NodeKind[] = libraryScripts.map((script) =>
  defineKind({
    id: libraryKindId(script.scriptId),
    type: 'script',
    label: script.title,
    description: script.description,
    category: 'Scripts',
    color: scriptColor,
    // Its node is labelled with the script's title, so the caption says what it is.
    caption: 'Script',
    behaviour: 'libraryScript',
    needsBrowser: script.needsBrowser,
    nodeProperties: { scriptId: script.scriptId, scriptTitle: script.title, scriptDescription: script.description },
    inputs: script.inputs,
  }),
);
