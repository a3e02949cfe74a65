export default async function ({ input, inputs, secrets, log, fetch, hmacSha256Hex }) {
  const { url, event = 'workflow.step', secretName } = inputs;
  const payload = JSON.stringify({ event, sentAt: new Date().toISOString(), data: input });

  const headers = { 'Content-Type': 'application/json' };
  if (secretName) {
    // Receivers verify the body with the same shared secret (HMAC-SHA256, hex).
    headers['X-Signature-256'] = 'sha256=' + hmacSha256Hex(await secrets.get(secretName), payload);
  }

  const response = await fetch(url, { method: 'POST', headers, body: payload });
  if (!response.ok) {
    throw new Error('Webhook answered ' + response.status + ': ' + (await response.text()).slice(0, 200));
  }
  log.info('Webhook accepted the event (' + response.status + ')');
  return { status: response.status };
}
