import { input, required, type SeededBot } from './seeded-bot';
import { linearWorkflow } from './seeded-workflow';

/**
 * The cleaning, as the Transform's code (a function body over the download's answer): the CSV read
 * with its quoted cells, every cell trimmed, e-mail addresses in lower case, dates as YYYY-MM-DD,
 * each row an object keyed by the trimmed header, and a row repeated after cleaning dropped.
 */
const cleanRows = String.raw`const text = String(input.body ?? '').replace(/^\uFEFF/, '');
const cellsOf = (line) => {
  const cells = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at];
    if (quoted && char === '"' && line[at + 1] === '"') { cell += '"'; at += 1; }
    else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) { cells.push(cell); cell = ''; }
    else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
};
const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const two = (number) => String(number).padStart(2, '0');
const day = (year, month, date) => (month >= 1 && month <= 12 && date >= 1 && date <= 31 ? year + '-' + two(month) + '-' + two(date) : null);
const monthOf = (name) => months.indexOf(name.slice(0, 3).toLowerCase()) + 1;
const dateOf = (value) => {
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
  if (match) return day(match[1], Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (match) return day(match[3], Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  // Day first, as most of the world writes it, unless the second number cannot be a month.
  if (match) return Number(match[2]) > 12 ? day(match[3], Number(match[1]), Number(match[2])) : day(match[3], Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})\s+([A-Za-z]{3,})\.?,?\s+(\d{4})$/.exec(value);
  if (match) return day(match[3], monthOf(match[2]), Number(match[1]));
  match = /^([A-Za-z]{3,})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(value);
  if (match) return day(match[3], monthOf(match[1]), Number(match[2]));
  return null;
};
const cleaned = (value) => {
  if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) return value.toLowerCase();
  return dateOf(value) ?? value;
};
const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
const header = cellsOf(lines[0] ?? '');
const seen = new Set();
const rows = [];
for (const line of lines.slice(1)) {
  const cells = cellsOf(line).map(cleaned);
  const row = Object.fromEntries(header.map((name, index) => [name, cells[index] ?? '']));
  const key = JSON.stringify(row);
  if (seen.has(key)) continue;
  seen.add(key);
  rows.push(row);
}
return { rows, count: rows.length };`;

export const csvDataCleaner: SeededBot = {
  id: 5,
  title: 'CSV Data Cleaner',
  description:
    'Downloads a CSV export and returns its rows as clean JSON data: every cell trimmed, email addresses in lower case, dates as YYYY-MM-DD, and repeated rows dropped.',
  author: 'Datawise',
  tags: ['data', 'productivity'],
  releasedOn: '2024-08-22',
  priceCents: 1499,
  hue: 190,
  changelog: 'Reads quoted cells, trims every cell, writes e-mail addresses in lower case and dates as YYYY-MM-DD, and answers each row as an object keyed by the header',
  workflow: linearWorkflow(
    [
      required('csvUrl', 'CSV export address', 'url', 'Where the CSV file is downloaded from; its first line names the columns'),
      input('csvLogin', 'Export login', 'credential', { accepts: ['token', 'basic'], help: 'Empty: the file is downloaded without one' }),
    ],
    [
      { type: 'api', label: 'Download CSV', properties: { method: 'GET', url: '{{inputs.csvUrl}}', authentication: '{{inputs.csvLogin}}' } },
      { type: 'transform', label: 'Clean Rows', properties: { code: cleanRows } },
      { type: 'validate', label: 'Has Rows', properties: { condition: 'input.rows.length > 0' } },
    ],
  ),
};
