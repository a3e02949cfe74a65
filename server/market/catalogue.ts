import type { DeclaredInput, InputKind } from '../../src/domain/workflow/node-catalogue/declared-inputs';
import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';
import { libraryStep, linearWorkflow } from './catalogue-workflow';

/**
 * A bot of the seeded catalogue (spec 02 §3: sixteen bots, 9.99–59.99, tags from the spec's list).
 * It has no rating and no downloads of its own: they are its buyers' reviews and purchases (issue 30).
 */
export interface CatalogueBot {
  id: number;
  title: string;
  description: string;
  author: string;
  tags: string[];
  releasedOn: string;
  priceCents: number;
  /** The illustration's hue (0–360); catalogue-images.ts draws it. */
  hue: number;
  workflow: SavedWorkflow;
}

const input = (name: string, label: string, kind: InputKind, more: Partial<DeclaredInput> = {}): DeclaredInput => ({ name, label, kind, required: false, ...more });
const required = (name: string, label: string, kind: InputKind, help: string, more: Partial<DeclaredInput> = {}) => input(name, label, kind, { required: true, help, ...more });
/** A token credential the api node sends through its Authentication setting. */
const apiToken = (name: string, label: string, service: string) =>
  required(name, label, 'credential', `A token credential ${service} accepts; it is sent as its header (Authorization: Bearer, unless you set another)`, { accepts: ['token'] });
const sendTo = (label: string) => required('sendTo', label, 'text', 'E-mail addresses, separated by commas');
const jsonHeaders = '{"Content-Type":"application/json"}';

/**
 * Every catalogue bot does what its title says (D38), with the engine's node types (D45). What is
 * the buyer's own (an address, a key, who hears about it) is a declared input (D66) the steps read
 * as `{{inputs.name}}`; what the previous step answered is `{{input.field}}`.
 */
export const catalogue: readonly CatalogueBot[] = [
  {
    id: 1,
    title: 'Lead Capture Pro',
    description: 'Collects leads from your web forms, checks the email address and adds each new contact to your CRM with its source and date.',
    author: 'Northwind Labs',
    tags: ['marketing', 'automation'],
    releasedOn: '2025-09-12',
    priceCents: 4999,
    hue: 210,
    workflow: linearWorkflow(
      [
        required('crmUrl', 'CRM contacts endpoint', 'url', 'Where each new contact is posted, such as https://crm.yourcompany.com/api/contacts'),
        apiToken('crmToken', 'CRM API token', 'your CRM'),
        input('leadSource', 'Lead source', 'text', { default: 'web form', help: 'Recorded with each contact' }),
      ],
      [
        { type: 'event', label: 'Form Submitted', properties: { description: 'A visitor sends the contact form' } },
        { type: 'validate', label: 'Email Is Valid', properties: { condition: "/^[^@\\s]+@[^@\\s]+$/.test(input.email ?? '')" } },
        {
          type: 'api',
          label: 'Add Contact to CRM',
          properties: {
            method: 'POST',
            url: '{{inputs.crmUrl}}',
            authentication: '{{inputs.crmToken}}',
            headers: jsonHeaders,
            body: '{"email":"{{input.email}}","name":"{{input.name}}","source":"{{inputs.leadSource}}"}',
          },
        },
      ],
    ),
  },
  {
    id: 2,
    title: 'Slack Standup Reporter',
    description: 'Asks your team for their daily standup at 9:00, gathers the answers and posts one tidy summary to the channel.',
    author: 'Teamflow',
    tags: ['communication', 'productivity'],
    releasedOn: '2025-06-03',
    priceCents: 1999,
    hue: 280,
    workflow: linearWorkflow(
      [
        required('answersUrl', 'Standup answers feed', 'url', 'Today’s answers as a JSON list, each with name and today, such as your form tool’s export link'),
        input('answersToken', 'Answers feed token', 'credential', { accepts: ['token'], help: 'Empty: the feed is read without one' }),
        required('slackWebhook', 'Slack webhook', 'credential', 'A secret credential holding the channel’s incoming webhook URL', { accepts: ['secret'] }),
      ],
      [
        { type: 'timer', label: 'Every Weekday 9:00', properties: { cron: '0 9 * * 1-5' } },
        { type: 'api', label: 'Gather Answers', properties: { method: 'GET', url: '{{inputs.answersUrl}}', authentication: '{{inputs.answersToken}}' } },
        {
          type: 'transform',
          label: 'Build Summary',
          properties: {
            code: "const answers = Array.isArray(input.body) ? input.body : [];\nconst text = answers.map((a) => `${a.name}: ${a.today}`).join(' · ');\n// A Slack heading holds 150 characters.\nreturn { text: text.length > 150 ? `${text.slice(0, 149)}…` : text || 'No standup answers today' };",
          },
        },
        libraryStep('post-to-slack', 'Post to Slack', { webhookSecret: '{{inputs.slackWebhook}}', heading: '{{input.text}}' }),
      ],
    ),
  },
  {
    id: 3,
    title: 'Invoice Reminder',
    description: 'Every weekday morning, finds your overdue invoices and emails the customer of the oldest one a polite reminder with the amount and the payment link.',
    author: 'Ledgerly',
    tags: ['finance', 'communication'],
    releasedOn: '2025-03-18',
    priceCents: 2999,
    hue: 150,
    workflow: linearWorkflow(
      [
        required('invoicesUrl', 'Overdue invoices endpoint', 'url', 'Your billing system’s overdue invoices as a JSON list, oldest first, each with the customer’s e-mail, number, amount and payment link'),
        apiToken('billingToken', 'Billing API token', 'your billing system'),
      ],
      [
        { type: 'timer', label: 'Every Weekday 8:00', properties: { cron: '0 8 * * 1-5' } },
        { type: 'api', label: 'Find Overdue Invoices', properties: { method: 'GET', url: '{{inputs.invoicesUrl}}', authentication: '{{inputs.billingToken}}' } },
        { type: 'decision', label: 'Any Overdue?', properties: { condition: 'Array.isArray(input.body) && input.body.length > 0' } },
        {
          type: 'transform',
          label: 'Oldest Overdue Invoice',
          properties: { code: "const invoice = input.body[0];\nreturn { email: invoice.customer?.email ?? invoice.email, number: invoice.number, amount: invoice.amount, payLink: invoice.payLink ?? '' };" },
        },
        {
          type: 'email',
          label: 'Send Reminder',
          properties: { to: '{{input.email}}', subject: 'A friendly reminder: invoice {{input.number}}', body: 'Your invoice {{input.number}} of {{input.amount}} is overdue. You can pay it here: {{input.payLink}}' },
        },
      ],
    ),
  },
  {
    id: 4,
    title: 'Social Media Scheduler',
    description: 'Publishes your queued posts to X, LinkedIn and Mastodon at the best time of day for each network.',
    author: 'Brightpost',
    tags: ['marketing', 'automation'],
    releasedOn: '2024-11-05',
    priceCents: 3499,
    hue: 330,
    workflow: linearWorkflow(
      [
        required('queueUrl', 'Next queued post endpoint', 'url', 'Answers the next post that is due as JSON with its text, or nothing when the queue is empty'),
        required('publishUrl', 'Publishing endpoint', 'url', 'Your social media tool’s API that publishes a post to the networks it names'),
        apiToken('publishToken', 'Publishing API token', 'your social media tool'),
        input('networks', 'Networks', 'json', { default: ['x', 'linkedin', 'mastodon'], help: 'Where each post goes: ["x", "linkedin", "mastodon"]' }),
      ],
      [
        { type: 'timer', label: 'Every Hour', properties: { cron: '0 * * * *' } },
        { type: 'api', label: 'Next Queued Post', properties: { method: 'GET', url: '{{inputs.queueUrl}}', authentication: '{{inputs.publishToken}}' } },
        { type: 'decision', label: 'Anything Queued?', properties: { condition: "typeof input.body?.text === 'string' && input.body.text !== ''" } },
        {
          type: 'api',
          label: 'Publish Post',
          properties: {
            method: 'POST',
            url: '{{inputs.publishUrl}}',
            authentication: '{{inputs.publishToken}}',
            headers: jsonHeaders,
            body: '{"text":"{{input.body.text}}","networks":{{inputs.networks}}}',
          },
        },
      ],
    ),
  },
  {
    id: 5,
    title: 'CSV Data Cleaner',
    description: 'Downloads a CSV export, trims and de-duplicates its rows, normalises dates and emails, and returns clean JSON.',
    author: 'Datawise',
    tags: ['data', 'productivity'],
    releasedOn: '2024-08-22',
    priceCents: 1499,
    hue: 190,
    workflow: linearWorkflow(
      [
        required('csvUrl', 'CSV export address', 'url', 'Where the CSV file is downloaded from'),
        input('csvLogin', 'Export login', 'credential', { accepts: ['token', 'basic'], help: 'Empty: the file is downloaded without one' }),
      ],
      [
        { type: 'api', label: 'Download CSV', properties: { method: 'GET', url: '{{inputs.csvUrl}}', authentication: '{{inputs.csvLogin}}' } },
        {
          type: 'transform',
          label: 'Clean Rows',
          properties: {
            code: "const rows = String(input.body).split('\\n').map((line) => line.trim()).filter(Boolean);\nreturn { rows: [...new Set(rows)] };",
          },
        },
        { type: 'validate', label: 'Has Rows', properties: { condition: 'input.rows.length > 0' } },
      ],
    ),
  },
  {
    id: 6,
    title: 'AI Support Triage',
    description: 'Reads new support tickets, classifies them by urgency and topic with an AI model, and sends the urgent ones to your priority queue.',
    author: 'Helpdeskly',
    tags: ['ai', 'communication'],
    releasedOn: '2025-10-01',
    priceCents: 5999,
    hue: 260,
    workflow: linearWorkflow(
      [
        required('classifierUrl', 'Classifier endpoint', 'url', 'An AI service that reads a ticket and answers JSON with its urgency (high, normal or low) and topic'),
        apiToken('aiToken', 'AI API key', 'the AI service'),
        required('urgentTo', 'Send urgent tickets to', 'text', 'The priority queue’s e-mail address, or several separated by commas'),
      ],
      [
        { type: 'event', label: 'Ticket Created' },
        {
          type: 'api',
          label: 'Classify with AI',
          properties: {
            method: 'POST',
            url: '{{inputs.classifierUrl}}',
            authentication: '{{inputs.aiToken}}',
            headers: jsonHeaders,
            body: '{"ticket":"{{input.id}}","text":"{{input.subject}} {{input.body}}"}',
          },
        },
        { type: 'decision', label: 'Urgent?', properties: { condition: "input.body.urgency === 'high'" } },
        {
          type: 'email',
          label: 'Route to Priority Queue',
          properties: { to: '{{inputs.urgentTo}}', subject: 'Urgent ticket: {{input.body.topic}}', body: 'The classifier marked this ticket urgent: {{input.body}}' },
        },
      ],
    ),
  },
  {
    id: 7,
    title: 'Uptime Watchdog',
    description: 'Checks your websites every five minutes and emails you the moment one answers slowly or not at all.',
    author: 'Sentinel Works',
    tags: ['development', 'security'],
    releasedOn: '2024-05-14',
    priceCents: 999,
    hue: 10,
    workflow: linearWorkflow(
      [required('siteUrl', 'Website', 'url', 'The address to check, such as https://www.yourcompany.com/health'), required('alertTo', 'Alert', 'text', 'E-mail addresses, separated by commas')],
      [
        { type: 'timer', label: 'Every 5 Minutes', properties: { cron: '*/5 * * * *' } },
        { type: 'api', label: 'Check Website', properties: { method: 'GET', url: '{{inputs.siteUrl}}', timeout: 10 } },
        { type: 'decision', label: 'Is It Down?', properties: { condition: 'input.status >= 500' } },
        { type: 'email', label: 'Alert Me', properties: { to: '{{inputs.alertTo}}', subject: '{{inputs.siteUrl}} is down', body: 'It answered {{input.status}}.' } },
      ],
    ),
  },
  {
    id: 8,
    title: 'Expense Tracker',
    description: 'Turns receipts you forward by email into categorised expense rows, with totals per month and per category.',
    author: 'Ledgerly',
    tags: ['finance', 'productivity'],
    releasedOn: '2024-02-09',
    priceCents: 2499,
    hue: 120,
    workflow: linearWorkflow(
      [
        required('expensesUrl', 'Expense sheet endpoint', 'url', 'Where each expense row is posted, such as your spreadsheet’s or accounting tool’s API'),
        apiToken('expensesToken', 'Expense sheet API token', 'your spreadsheet or accounting tool'),
      ],
      [
        { type: 'event', label: 'Receipt Forwarded' },
        {
          type: 'transform',
          label: 'Read Amount and Category',
          properties: { code: "const amount = Number((String(input.text).match(/\\d+[.,]\\d{2}/) ?? ['0'])[0].replace(',', '.'));\nreturn { amount, category: input.category ?? 'Other' };" },
        },
        {
          type: 'api',
          label: 'Save Expense',
          properties: { method: 'POST', url: '{{inputs.expensesUrl}}', authentication: '{{inputs.expensesToken}}', headers: jsonHeaders, body: '{"amount":{{input.amount}},"category":"{{input.category}}"}' },
        },
      ],
    ),
  },
  {
    id: 9,
    title: 'GitHub Release Notes',
    description: 'Collects the recently merged pull requests and drafts release notes grouped by features, fixes and chores for your review.',
    author: 'Shipyard',
    tags: ['development', 'automation'],
    releasedOn: '2025-01-27',
    priceCents: 1999,
    hue: 230,
    workflow: linearWorkflow(
      [
        required('repository', 'Repository', 'text', 'owner/name on GitHub, such as acme/shop'),
        apiToken('githubToken', 'GitHub token', 'GitHub (a personal access token that can read the repository)'),
        sendTo('Send the draft to'),
      ],
      [
        {
          type: 'api',
          label: 'List Merged Pull Requests',
          properties: {
            method: 'GET',
            url: 'https://api.github.com/repos/{{inputs.repository}}/pulls?state=closed&per_page=100',
            authentication: '{{inputs.githubToken}}',
            headers: '{"Accept":"application/vnd.github+json","User-Agent":"Botflow"}',
          },
        },
        {
          type: 'transform',
          label: 'Group by Label',
          properties: {
            code: "const merged = (Array.isArray(input.body) ? input.body : []).filter((pr) => pr.merged_at);\nconst section = (pr) => {\n  const labels = (pr.labels ?? []).map((label) => label.name);\n  return labels.includes('bug') ? 'Fixes' : labels.includes('enhancement') || labels.includes('feature') ? 'Features' : 'Chores';\n};\nconst sections = ['Features', 'Fixes', 'Chores'].flatMap((title) => {\n  const lines = merged.filter((pr) => section(pr) === title).map((pr) => `- ${pr.title} (#${pr.number})`);\n  return lines.length > 0 ? [`${title}\\n${lines.join('\\n')}`] : [];\n});\nreturn { notes: sections.join('\\n\\n') || 'No pull requests were merged.' };",
          },
        },
        { type: 'email', label: 'Send Draft for Review', properties: { to: '{{inputs.sendTo}}', subject: 'Release notes draft: {{inputs.repository}}', body: '{{input.notes}}' } },
      ],
    ),
  },
  {
    id: 10,
    title: 'Newsletter Composer',
    description: 'Writes a weekly newsletter draft from your latest blog posts with an AI model and sends it for your approval.',
    author: 'Brightpost',
    tags: ['ai', 'marketing'],
    releasedOn: '2025-07-15',
    priceCents: 3999,
    hue: 300,
    workflow: linearWorkflow(
      [
        required('feedUrl', 'Blog feed', 'url', 'Your blog’s JSON Feed, such as https://blog.yourcompany.com/feed.json'),
        required('writerUrl', 'AI writing endpoint', 'url', 'An AI service that drafts a newsletter from posts and answers JSON with its text'),
        apiToken('aiToken', 'AI API key', 'the AI service'),
        sendTo('Send the draft to'),
      ],
      [
        { type: 'timer', label: 'Every Friday', properties: { cron: '0 8 * * 5' } },
        { type: 'api', label: 'Fetch Latest Posts', properties: { method: 'GET', url: '{{inputs.feedUrl}}' } },
        {
          type: 'api',
          label: 'Draft with AI',
          properties: { method: 'POST', url: '{{inputs.writerUrl}}', authentication: '{{inputs.aiToken}}', headers: jsonHeaders, body: '{"posts":{{input.body.items}}}' },
        },
        { type: 'email', label: 'Send for Approval', properties: { to: '{{inputs.sendTo}}', subject: 'Newsletter draft for your approval', body: '{{input.body.text}}' } },
      ],
    ),
  },
  {
    id: 11,
    title: 'Password Breach Monitor',
    description: 'Checks a work address against known data breaches every day and tells its owner what to change.',
    author: 'Sentinel Works',
    tags: ['security', 'automation'],
    releasedOn: '2025-04-30',
    priceCents: 4499,
    hue: 0,
    workflow: linearWorkflow(
      [
        required('watchedEmail', 'Address to check', 'text', 'A work e-mail address; it is told what to change when it appears in a breach'),
        required('breachKey', 'Have I Been Pwned API key', 'credential', 'A token credential with the header name hibp-api-key and no prefix', { accepts: ['token'] }),
      ],
      [
        { type: 'timer', label: 'Every Day', properties: { cron: '0 6 * * *' } },
        {
          type: 'api',
          label: 'Look Up Breaches',
          properties: { method: 'GET', url: 'https://haveibeenpwned.com/api/v3/breachedaccount/{{inputs.watchedEmail}}', authentication: '{{inputs.breachKey}}', headers: '{"User-Agent":"Botflow"}' },
        },
        { type: 'decision', label: 'Found in a Breach?', properties: { condition: 'input.status === 200' } },
        { type: 'email', label: 'Tell the Person', properties: { to: '{{inputs.watchedEmail}}', subject: 'Please change your password', body: 'Your address appeared in {{input.body.length}} breaches.' } },
      ],
    ),
  },
  {
    id: 12,
    title: 'Meeting Notes Summarizer',
    description: 'Takes a meeting transcript, writes a short summary with decisions and action items, and emails it to the people you choose.',
    author: 'Teamflow',
    tags: ['ai', 'productivity'],
    releasedOn: '2025-08-19',
    priceCents: 2999,
    hue: 45,
    workflow: linearWorkflow(
      [
        required('summarizerUrl', 'Summarizer endpoint', 'url', 'An AI service that reads a transcript and answers JSON with its summary'),
        apiToken('aiToken', 'AI API key', 'the AI service'),
        sendTo('Send the notes to'),
      ],
      [
        { type: 'event', label: 'Transcript Ready' },
        {
          type: 'api',
          label: 'Summarize with AI',
          properties: { method: 'POST', url: '{{inputs.summarizerUrl}}', authentication: '{{inputs.aiToken}}', headers: jsonHeaders, body: '{"title":"{{input.title}}","text":"{{input.transcript}}"}' },
        },
        { type: 'email', label: 'Send Summary', properties: { to: '{{inputs.sendTo}}', subject: 'Meeting notes', body: '{{input.body.summary}}' } },
      ],
    ),
  },
  {
    id: 13,
    title: 'Stock Price Alerts',
    description: 'Watches the stocks you choose and emails you when one moves 3 % or more.',
    author: 'Quantly',
    tags: ['finance', 'data'],
    releasedOn: '2024-10-10',
    priceCents: 1499,
    hue: 95,
    workflow: linearWorkflow(
      [
        required('quotesUrl', 'Quotes endpoint', 'url', 'Answers a JSON list of { symbol, changePercent } for the symbols asked'),
        input('symbols', 'Symbols', 'text', { default: 'AAPL,MSFT', help: 'Ticker symbols, separated by commas' }),
        apiToken('quotesToken', 'Quotes API key', 'your quotes service'),
        sendTo('Send alerts to'),
      ],
      [
        { type: 'timer', label: 'Every 15 Minutes', properties: { cron: '*/15 9-16 * * 1-5' } },
        { type: 'api', label: 'Get Quotes', properties: { method: 'GET', url: '{{inputs.quotesUrl}}?symbols={{inputs.symbols}}', authentication: '{{inputs.quotesToken}}' } },
        { type: 'transform', label: 'Find Big Moves', properties: { code: 'return { moves: (Array.isArray(input.body) ? input.body : []).filter((q) => Math.abs(q.changePercent) >= 3) };' } },
        { type: 'decision', label: 'Any Big Move?', properties: { condition: 'input.moves.length > 0' } },
        { type: 'email', label: 'Send Alert', properties: { to: '{{inputs.sendTo}}', subject: 'Price alert', body: '{{input.moves}}' } },
      ],
    ),
  },
  {
    id: 14,
    title: 'Recipe Planner',
    description: 'Plans a week of dinners from your favourite recipes and sends a shopping list grouped by aisle every Sunday.',
    author: 'Homebase',
    tags: ['lifestyle', 'productivity'],
    releasedOn: '2024-04-02',
    priceCents: 999,
    hue: 25,
    workflow: linearWorkflow(
      [required('recipesUrl', 'Your recipes', 'url', 'A JSON list of your favourite recipes, each with its name and ingredients ({ name, aisle })'), sendTo('Send the list to')],
      [
        { type: 'timer', label: 'Every Sunday', properties: { cron: '0 10 * * 0' } },
        { type: 'api', label: 'Fetch Recipes', properties: { method: 'GET', url: '{{inputs.recipesUrl}}' } },
        {
          type: 'transform',
          label: 'Pick Seven Recipes',
          properties: {
            code: "const week = (Array.isArray(input.body) ? input.body : []).slice(0, 7);\nconst aisles = {};\nfor (const item of week.flatMap((recipe) => recipe.ingredients ?? [])) {\n  const aisle = item.aisle ?? 'Other';\n  (aisles[aisle] ??= new Set()).add(item.name ?? String(item));\n}\nconst list = Object.keys(aisles).sort().map((aisle) => `${aisle}: ${[...aisles[aisle]].sort().join(', ')}`).join('\\n');\nreturn { dinners: week.map((recipe) => recipe.name).join(', '), list };",
          },
        },
        { type: 'email', label: 'Send Shopping List', properties: { to: '{{inputs.sendTo}}', subject: 'This week: {{input.dinners}}', body: '{{input.list}}' } },
      ],
    ),
  },
  {
    id: 15,
    title: 'Database Backup Guardian',
    description: 'Takes a nightly backup of your database, checks that it restores, and keeps the last thirty days.',
    author: 'Shipyard',
    tags: ['development', 'security', 'data'],
    releasedOn: '2024-07-11',
    priceCents: 3999,
    hue: 205,
    workflow: linearWorkflow(
      [
        required('backupUrl', 'Backup endpoint', 'url', 'Your database host’s API that takes a backup, restores it to a scratch database and answers JSON with restoredRows'),
        apiToken('backupToken', 'Database host API token', 'your database host'),
        required('pruneUrl', 'Old backups endpoint', 'url', 'Deletes the backups older than the days you keep'),
        input('keepDays', 'Days to keep', 'number', { default: 30 }),
      ],
      [
        { type: 'timer', label: 'Every Night', properties: { cron: '0 2 * * *' } },
        { type: 'api', label: 'Take Backup', properties: { method: 'POST', url: '{{inputs.backupUrl}}', authentication: '{{inputs.backupToken}}' } },
        { type: 'validate', label: 'Backup Restores', properties: { condition: 'input.body.restoredRows > 0' } },
        {
          type: 'api',
          label: 'Drop Old Backups',
          properties: { method: 'POST', url: '{{inputs.pruneUrl}}', authentication: '{{inputs.backupToken}}', headers: jsonHeaders, body: '{"olderThanDays":{{inputs.keepDays}}}' },
        },
      ],
    ),
  },
  {
    id: 16,
    title: 'Habit Coach',
    description: 'Sends you a gentle nudge for each habit you track, records your answer, and emails a weekly streak report.',
    author: 'Homebase',
    tags: ['lifestyle', 'ai'],
    releasedOn: '2024-01-16',
    priceCents: 1299,
    hue: 170,
    workflow: linearWorkflow(
      [required('habit', 'Habit', 'text', 'What you want to do every day, such as Read 20 pages'), sendTo('Send the report to')],
      [
        { type: 'timer', label: 'Every Evening', properties: { cron: '0 20 * * *' } },
        { type: 'user-task', label: 'Did You Do It?' },
        { type: 'transform', label: 'Update Streak', properties: { code: 'return { streak: input.done ? (input.streak ?? 0) + 1 : 0 };' } },
        { type: 'email', label: 'Weekly Report', properties: { to: '{{inputs.sendTo}}', subject: 'Your streak: {{inputs.habit}}', body: '{{input.streak}} days in a row' } },
      ],
    ),
  },
];
