import { apiToken, required, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const invoiceReminder: SeededBot = {
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
};
