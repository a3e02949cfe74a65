export default async function ({ inputs, secrets, log, fetch }) {
  const { webhookSecret = 'slack-webhook', heading = 'Workflow finished', fields = {} } = inputs;

  const blocks = [
    { type: 'header', text: { type: 'plain_text', text: heading } },
    {
      type: 'section',
      fields: Object.entries(fields).map(([name, value]) => ({ type: 'mrkdwn', text: '*' + name + '*\n' + value })),
    },
    { type: 'context', elements: [{ type: 'mrkdwn', text: 'Sent by Botflow at ' + new Date().toLocaleString() }] },
  ];

  const response = await fetch(secrets.get(webhookSecret), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text: heading, blocks }),
  });
  if (!response.ok) throw new Error('Slack refused the message: ' + response.status + ' ' + (await response.text()));
  log.info('Posted to Slack');
  return { posted: true };
}
