export default async function ({ inputs, page, files, log }) {
  const { tableSelector = 'table', fileName = 'table.csv' } = inputs;
  await page.waitForSelector(tableSelector + ' tr');

  const rows = await page.$$eval(tableSelector + ' tr', (tableRows) =>
    tableRows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent.trim())),
  );

  // Quote every cell so commas, quotes and line breaks inside cells survive.
  const quote = (cell) => '"' + cell.replace(/"/g, '""') + '"';
  const csv = rows.map((cells) => cells.map(quote).join(',')).join('\r\n');

  const headerRows = await page.$$eval(tableSelector + ' tr:has(th)', (found) => found.length);
  const dataRows = rows.length - headerRows;

  await files.write(fileName, csv);
  log.info('Saved ' + dataRows + ' data rows to ' + fileName);
  return { file: fileName, rowCount: dataRows };
}
