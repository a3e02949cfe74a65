export default async function ({ inputs, page, files, log }) {
  const { linkSelector, saveAs, timeoutSeconds = 120 } = inputs;

  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: timeoutSeconds * 1000 }),
    page.click(linkSelector),
  ]);
  const failure = await download.failure();
  if (failure) throw new Error('Download failed: ' + failure);

  const fileName = saveAs || download.suggestedFilename();
  await download.saveAs(files.path(fileName));
  log.info('Downloaded ' + fileName);
  return { file: fileName, url: download.url() };
}
