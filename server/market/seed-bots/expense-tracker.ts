import { apiToken, jsonHeaders, required, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const expenseTracker: SeededBot = {
  id: 8,
  title: 'Expense Tracker',
  description:
    'Reads the amount of each receipt you forward by email, files it under Travel, Meals, Office, Software or Other from its words (or the category it names), and adds it as a row of your expense sheet.',
  author: 'Ledgerly',
  tags: ['finance', 'productivity'],
  releasedOn: '2024-02-09',
  priceCents: 2499,
  hue: 120,
  changelog: 'Files each receipt under a category read from its words',
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
        properties: {
          code: [
            "const text = String(input.text ?? '');",
            "const amount = Number((text.match(/\\d+[.,]\\d{2}(?!\\d)/) ?? ['0'])[0].replace(',', '.'));",
            'const words = { Travel: /taxi|uber|lyft|train|flight|hotel|airbnb/i, Meals: /restaurant|lunch|dinner|cafe|coffee/i, Office: /paper|printer|stationery|desk/i, Software: /licen[cs]e|subscription|software/i };',
            "const category = input.category ?? Object.keys(words).find((name) => words[name].test(text)) ?? 'Other';",
            'return { amount, category };',
          ].join('\n'),
        },
      },
      {
        type: 'api',
        label: 'Save Expense',
        properties: { method: 'POST', url: '{{inputs.expensesUrl}}', authentication: '{{inputs.expensesToken}}', headers: jsonHeaders, body: '{"amount":{{input.amount}},"category":"{{input.category}}"}' },
      },
    ],
  ),
};
