import { input, required, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

export const csvDataCleaner: SeededBot = {
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
};
