import { apiToken, input, jsonHeaders, required, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const leadCapturePro: SeededBot = {
  id: 1,
  title: 'Lead Capture Pro',
  description: 'Collects leads from your web forms, checks the email address and adds each new contact to your CRM with its source and date.',
  author: 'Northwind Labs',
  tags: ['marketing', 'automation'],
  releasedOn: '2025-09-12',
  priceCents: 4999,
  hue: 210,
  changelog: 'Sends each contact with the date it came in',
  workflow: linearWorkflow(
    [
      required('crmUrl', 'CRM contacts endpoint', 'url', 'Where each new contact is posted, such as https://crm.yourcompany.com/api/contacts'),
      apiToken('crmToken', 'CRM API token', 'your CRM'),
      input('leadSource', 'Lead source', 'text', { default: 'web form', help: 'Recorded with each contact' }),
    ],
    [
      { type: 'event', label: 'Form Submitted', properties: { description: 'A visitor sends the contact form' } },
      { type: 'validate', label: 'Email Is Valid', properties: { condition: "/^[^@\\s]+@[^@\\s]+$/.test(input.email ?? '')" } },
      { type: 'transform', label: 'Date the Lead', properties: { code: 'return { ...input, date: new Date().toISOString().slice(0, 10) };' } },
      {
        type: 'api',
        label: 'Add Contact to CRM',
        properties: {
          method: 'POST',
          url: '{{inputs.crmUrl}}',
          authentication: '{{inputs.crmToken}}',
          headers: jsonHeaders,
          body: '{"email":"{{input.email}}","name":"{{input.name}}","source":"{{inputs.leadSource}}","date":"{{input.date}}"}',
        },
      },
    ],
  ),
};
