import { apiToken, jsonHeaders, required, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const expenseTracker: SeededBot = {
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
};
