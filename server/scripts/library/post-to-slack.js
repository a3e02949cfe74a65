export default async function ({ inputs, secrets, log, fetch }) {
  const { webhookSecret = 'slack-webhook', heading = 'Workflow finished', fields = {} } = inputs;

  // Slack shows at most 10 fields in a section, and refuses a section without any.
  const figures = Object.entries(fields).slice(0, 10);
  const blocks = [
    { type: 'header', text: { type: 'plain_text', text: heading } },
    ...(figures.length > 0
      ? [{ type: 'section', fields: figures.map(([name, value]) => ({ type: 'mrkdwn', text: '*' + name + '*\n' + value })) }]
      : []),
    { type: 'context', elements: [{ type: 'mrkdwn', text: 'Sent by Botflow at ' + new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC' }] },
  ];

  const response = await fetch(await secrets.get(webhookSecret), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text: heading, blocks }),
  });
  if (!response.ok) throw new Error('Slack refused the message: ' + response.status + ' ' + (await response.text()));
  log.info('Posted to Slack');
  return { posted: true };
}
