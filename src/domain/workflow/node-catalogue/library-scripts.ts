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
}

export const libraryScripts: readonly LibraryScript[] = [
  { scriptId: 'log-in-to-site', title: 'Log In to a Website', description: 'Opens a login page, fills in the stored credentials and waits until the signed-in area appears.', needsBrowser: true },
  { scriptId: 'fill-web-form', title: 'Fill a Web Form', description: 'Fills text fields, drop-downs and checkboxes from a field map and submits the form.', needsBrowser: true },
  { scriptId: 'scrape-table-to-csv', title: 'Scrape a Table to CSV', description: 'Reads every row of an HTML table, including its header, and saves it as a CSV file.', needsBrowser: true },
  { scriptId: 'wait-for-element', title: 'Wait for an Element', description: 'Pauses the workflow until an element appears (or disappears), failing after a timeout.', needsBrowser: true },
  { scriptId: 'extract-text', title: 'Extract Text with a Selector', description: 'Collects the text (or an attribute) of every element matching a CSS selector.', needsBrowser: true },
  { scriptId: 'paginate-results', title: 'Paginate Through Results', description: 'Follows the "next page" button, collecting items from every page until the last one.', needsBrowser: true },
  { scriptId: 'download-file', title: 'Download a File', description: 'Clicks a download link, waits for the download to finish and keeps the file under a chosen name.', needsBrowser: true },
  { scriptId: 'take-screenshot', title: 'Take a Screenshot', description: 'Saves a PNG of the whole page or of one element, named with the time it was taken.', needsBrowser: true },
  { scriptId: 'retry-flaky-step', title: 'Retry a Flaky Step', description: 'Runs a click-and-check step again with growing pauses until it succeeds or the attempts run out.', needsBrowser: true },
  { scriptId: 'call-webhook', title: 'Call a Webhook', description: 'Posts the previous step’s result as JSON to a webhook URL, with an optional signing secret.', needsBrowser: false },
  { scriptId: 'post-to-slack', title: 'Post to Slack', description: 'Sends a message to a Slack channel through an incoming webhook, with the run’s key figures.', needsBrowser: false },
  { scriptId: 'send-email-report', title: 'Send an E-mail Report', description: 'E-mails a short summary of the run to a list of recipients, attaching the files it produced.', needsBrowser: false },
  { scriptId: 'dismiss-cookie-banner', title: 'Dismiss a Cookie Banner', description: 'Closes the usual cookie-consent dialogs so that they do not block later clicks.', needsBrowser: true },
  { scriptId: 'check-page-health', title: 'Check a Page Is Up', description: 'Loads a URL, checks the status code, the load time and an expected text, and fails with the reason.', needsBrowser: true },
  { scriptId: 'upload-file', title: 'Upload a File', description: 'Attaches a file from the run folder to a file input and waits for the upload to be confirmed.', needsBrowser: true },
  { scriptId: 'fetch-json-api', title: 'Fetch Data from a JSON API', description: 'Calls a REST endpoint with an API key, checks the answer and passes the chosen field on.', needsBrowser: false },
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
    behaviour: 'libraryScript',
    needsBrowser: script.needsBrowser,
    nodeProperties: { scriptId: script.scriptId, scriptTitle: script.title, scriptDescription: script.description },
  }),
);
