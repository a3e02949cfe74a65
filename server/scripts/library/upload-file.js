export default async function ({ inputs, page, files, log }) {
  const { fileName, inputSelector = 'input[type=file]', submitButton, confirmationSelector } = inputs;
  if (!(await files.exists(fileName))) throw new Error('No such file in the run folder: ' + fileName);

  await page.setInputFiles(inputSelector, files.path(fileName));
  if (submitButton) await page.click(submitButton);
  if (confirmationSelector) await page.waitForSelector(confirmationSelector, { timeout: 60000 });

  log.info('Uploaded ' + fileName);
  return { uploaded: fileName };
}
