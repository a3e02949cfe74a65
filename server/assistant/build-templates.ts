import MiniSearch from 'minisearch';
import type { DraftAnswer } from '../../src/domain/assistant/build-draft';
import { exampleAddress } from '../../src/domain/assistant/draft-with-sentence';

/**
 * Build with Flo offline (D70, D91): workflows shipped with Botflow, written in the draft
 * shape Gemini answers in, so they pass the same check and become a draft the same way. What only
 * the user knows (their site's address, their e-mail, a credential) is left empty: the draft's bar
 * lists it. Flo offers the one whose title and description best match the sentence (MiniSearch).
 */
export interface BuildTemplate {
  id: string;
  title: string;
  description: string;
  draft: DraftAnswer;
}

type SettingValue = string | number | boolean | readonly unknown[] | Readonly<Record<string, unknown>>;
type Node = DraftAnswer['nodes'][number];
type Edge = DraftAnswer['edges'][number];

const node = (id: string, kind: string, label: string, settings: Readonly<Record<string, SettingValue>> = {}): Node => ({
  id,
  kind,
  label,
  settings: Object.entries(settings).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value) })),
});

/** Edges along the ids in order. */
const chain = (...ids: string[]): Edge[] => ids.slice(1).map((to, index) => ({ from: ids[index]!, to }));

function template(id: string, title: string, description: string, nodes: Node[], edges: Edge[]): BuildTemplate {
  return { id, title, description, draft: { title, summary: description, nodes, edges } };
}

const start = node('start', 'start', 'Start');
const end = node('end', 'end', 'Done');
const weekdayMornings = (label = 'Every weekday at 07:00 (UTC)') => node('when', 'schedule', label, { cron: '0 7 * * 1-5' });

export const buildTemplates: readonly BuildTemplate[] = [
  template(
    'supplier-price-list',
    'Supplier price list by e-mail',
    'Every weekday morning, log in to a supplier portal, download the price list and e-mail it as an attachment.',
    [
      start,
      weekdayMornings(),
      node('login', 'script-log-in-to-site', 'Log in to the supplier portal'),
      node('download', 'script-download-file', 'Download the price list', { saveAs: 'price-list.csv' }),
      node('mail', 'script-send-email-report', 'E-mail the price list', { subject: 'Supplier price list', attach: ['price-list.csv'] }),
      end,
    ],
    chain('start', 'when', 'login', 'download', 'mail', 'end'),
  ),
  template(
    'daily-report',
    'Daily report by e-mail',
    'Every morning, fetch figures from a JSON API, sum them up and send the report by e-mail.',
    [
      start,
      node('when', 'schedule', 'Every day at 08:00 (UTC)', { cron: '0 8 * * *' }),
      node('fetch', 'script-fetch-json-api', 'Fetch the figures'),
      node('sum', 'transform', 'Sum them up', {
        code: 'const items = Array.isArray(input) ? input : [input];\nreturn { count: items.length, items };',
      }),
      node('mail', 'email', 'Send the daily report', { subject: 'Daily report', body: '{{input.count}} records today:\n{{input.items}}' }),
      end,
    ],
    chain('start', 'when', 'fetch', 'sum', 'mail', 'end'),
  ),
  template(
    'uptime-check',
    'Uptime check with alert',
    'Every five minutes, check that a website answers, and e-mail an alert when it is down or in error.',
    [
      start,
      node('when', 'schedule', 'Every five minutes', { cron: '*/5 * * * *' }),
      node('check', 'code', 'Check the website', {
        code: [
          `const url = '${exampleAddress}'; // the address to watch`,
          'try {',
          '  const answer = await fetch(url);',
          '  return { url, up: answer.ok, status: answer.status };',
          '} catch (error) {',
          '  return { url, up: false, status: 0, error: String(error) };',
          '}',
        ].join('\n'),
      }),
      node('up', 'decision', 'Is it up?', { condition: 'input.up === true' }),
      node('fine', 'end', 'It is up'),
      node('alert', 'email', 'E-mail the alert', { subject: 'Website down: {{input.url}}', body: '{{input.url}} answered {{input.status}} {{input.error}}' }),
      end,
    ],
    [...chain('start', 'when', 'check', 'up'), { from: 'up', to: 'fine', branch: 'yes' }, { from: 'up', to: 'alert', branch: 'no' }, { from: 'alert', to: 'end' }],
  ),
  template(
    'fill-web-form',
    'Fill in a web form',
    'Open a form page, close the cookie banner, fill in the fields from a field map and submit it, then check it was sent.',
    [
      start,
      node('banner', 'script-dismiss-cookie-banner', 'Close the cookie banner'),
      node('form', 'script-fill-web-form', 'Fill in and submit the form'),
      end,
    ],
    chain('start', 'banner', 'form', 'end'),
  ),
  template(
    'scrape-table',
    'Scrape a table from a web page to a CSV file',
    'Open a web page, read every row of its table and save it as a CSV file in the run’s files.',
    [
      start,
      node('open', 'script-check-page-health', 'Open the page'),
      node('banner', 'script-dismiss-cookie-banner', 'Close the cookie banner'),
      node('scrape', 'script-scrape-table-to-csv', 'Save the table as CSV', { tableSelector: 'table', fileName: 'table.csv' }),
      end,
    ],
    chain('start', 'open', 'banner', 'scrape', 'end'),
  ),
  template(
    'api-sync',
    'Sync records from one API to another',
    'Every hour, fetch records from one REST API, reshape them and post them to another API.',
    [
      start,
      node('when', 'schedule', 'Every hour', { cron: '0 * * * *' }),
      node('fetch', 'script-fetch-json-api', 'Fetch the records', { pick: 'data' }),
      node('reshape', 'transform', 'Reshape the records', { code: 'const records = Array.isArray(input) ? input : [input];\nreturn { records };' }),
      node('post', 'api', 'Post them to the other API', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{{input.records}}' }),
      end,
    ],
    chain('start', 'when', 'fetch', 'reshape', 'post', 'end'),
  ),
  template(
    'poll-new-orders',
    'Poll for new orders and call a webhook',
    'Every fifteen minutes, ask an API for new orders and, when there are any, post them to a webhook.',
    [
      start,
      node('when', 'schedule', 'Every fifteen minutes', { cron: '*/15 * * * *' }),
      node('poll', 'api', 'Ask for new orders', { method: 'GET', headers: { Accept: 'application/json' } }),
      node('any', 'decision', 'Any new orders?', { condition: 'Array.isArray(input.body) ? input.body.length > 0 : Boolean(input.body)' }),
      node('none', 'end', 'Nothing new'),
      node('hook', 'script-call-webhook', 'Post the orders to the webhook', { event: 'orders.new' }),
      end,
    ],
    [...chain('start', 'when', 'poll', 'any'), { from: 'any', to: 'hook', branch: 'yes' }, { from: 'any', to: 'none', branch: 'no' }, { from: 'hook', to: 'end' }],
  ),
  template(
    'screenshot-archive',
    'Screenshot archive of a web page',
    'Every day, open a web page and keep a full-page screenshot of it, named with the time it was taken.',
    [
      start,
      node('when', 'schedule', 'Every day at 06:00 (UTC)', { cron: '0 6 * * *' }),
      node('open', 'script-check-page-health', 'Open the page'),
      node('banner', 'script-dismiss-cookie-banner', 'Close the cookie banner'),
      node('shot', 'script-take-screenshot', 'Take a full-page screenshot', { fullPage: true, prefix: 'archive' }),
      end,
    ],
    chain('start', 'when', 'open', 'banner', 'shot', 'end'),
  ),
  template(
    'download-behind-login',
    'Download a file behind a login',
    'Log in to a website with a stored login, download a file such as an invoice or a statement and keep it.',
    [start, node('login', 'script-log-in-to-site', 'Log in to the website'), node('download', 'script-download-file', 'Download the file'), end],
    chain('start', 'login', 'download', 'end'),
  ),
  template(
    'slack-figures',
    'Post daily figures to Slack',
    'Every weekday morning, fetch key figures from a JSON API and post them to a Slack channel.',
    [
      start,
      weekdayMornings('Every weekday at 07:00 (UTC)'),
      node('fetch', 'script-fetch-json-api', 'Fetch the figures'),
      node('post', 'script-post-to-slack', 'Post them to Slack', { heading: 'Today’s figures' }),
      end,
    ],
    chain('start', 'when', 'fetch', 'post', 'end'),
  ),
  template(
    'back-in-stock',
    'Back-in-stock alert for a product page',
    'Every hour, open a product page, read its availability and e-mail an alert when the product is in stock again.',
    [
      start,
      node('when', 'schedule', 'Every hour', { cron: '0 * * * *' }),
      node('open', 'script-check-page-health', 'Open the product page'),
      node('read', 'script-extract-text', 'Read the availability'),
      node('stock', 'decision', 'In stock?', { condition: "/in stock/i.test(String(input.first ?? ''))" }),
      node('wait', 'end', 'Not yet'),
      node('mail', 'email', 'E-mail the alert', { subject: 'Back in stock', body: 'The product page says: {{input.first}}' }),
      end,
    ],
    [...chain('start', 'when', 'open', 'read', 'stock'), { from: 'stock', to: 'mail', branch: 'yes' }, { from: 'stock', to: 'wait', branch: 'no' }, { from: 'mail', to: 'end' }],
  ),
  template(
    'collect-search-results',
    'Collect search results across pages',
    'Open a search or listing page, follow the next-page button through every page, collect the items and e-mail them.',
    [
      start,
      node('open', 'script-check-page-health', 'Open the listing'),
      node('collect', 'script-paginate-results', 'Collect the items of every page'),
      node('mail', 'email', 'E-mail the items', { subject: 'Collected results' }),
      end,
    ],
    chain('start', 'open', 'collect', 'mail', 'end'),
  ),
  template(
    'upload-report',
    'Upload a file to a web portal',
    'Log in to a portal with a stored login, upload a file from the run’s files and wait for the confirmation.',
    [start, node('login', 'script-log-in-to-site', 'Log in to the portal'), node('upload', 'script-upload-file', 'Upload the file'), end],
    chain('start', 'login', 'upload', 'end'),
  ),
  template(
    'validate-and-forward',
    'Check data before passing it on',
    'Fetch records from an API, stop the run when they do not hold (missing fields, empty list), otherwise forward them to a webhook.',
    [
      start,
      node('fetch', 'script-fetch-json-api', 'Fetch the records'),
      node('check', 'validate', 'Check the records', { condition: 'Array.isArray(input) && input.length > 0' }),
      node('hook', 'script-call-webhook', 'Forward them to the webhook', { event: 'records.checked' }),
      end,
    ],
    chain('start', 'fetch', 'check', 'hook', 'end'),
  ),
];

/** Words that say nothing about which workflow is meant. */
const stopWords = new Set(
  'a an and any as at be by can every for from i in into is it its me my of on or our please the then to up us we when with would want like make need build workflow bot'.split(' '),
);

let index: MiniSearch<BuildTemplate> | null = null;

function templateIndex(): MiniSearch<BuildTemplate> {
  if (!index) {
    index = new MiniSearch<BuildTemplate>({
      fields: ['title', 'description'],
      storeFields: ['id'],
      processTerm: (term) => {
        const word = term.toLowerCase();
        return stopWords.has(word) || word.length < 2 ? null : word;
      },
      searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: 0.2 },
    });
    index.addAll(buildTemplates);
  }
  return index;
}

/** The template closest to the sentence, or null when no word of it matches any. */
export function closestTemplate(sentence: string): BuildTemplate | null {
  const best = templateIndex().search(sentence)[0];
  return best ? (buildTemplates.find((each) => each.id === best.id) ?? null) : null;
}
