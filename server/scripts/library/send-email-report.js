export default async function ({ input, inputs, files, mail, log }) {
  const { to, subject = 'Botflow report', attach = [] } = inputs;
  const recipients = Array.isArray(to) ? to : String(to).split(',').map((address) => address.trim());

  const summary = typeof input === 'object' && input !== null
    ? Object.entries(input).map(([key, value]) => '- ' + key + ': ' + JSON.stringify(value)).join('\n')
    : String(input ?? 'No data from the previous step.');

  const attachments = [];
  for (const fileName of attach) {
    if (await files.exists(fileName)) attachments.push({ fileName, path: files.path(fileName) });
    else log.warn('Not attached (missing): ' + fileName);
  }

  await mail.send({
    to: recipients,
    subject: subject + ' – ' + new Date().toISOString().slice(0, 10),
    text: 'Hello,\n\nHere is the result of the latest run:\n\n' + summary + '\n\nBotflow',
    attachments,
  });
  log.info('Report sent to ' + recipients.join(', '));
  return { recipients: recipients.length, attachments: attachments.length };
}
