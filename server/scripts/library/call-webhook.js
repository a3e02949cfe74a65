export default async function ({ input, inputs, secrets, log, fetch }) {
  const { url, event = 'workflow.step', secretName } = inputs;
  const payload = JSON.stringify({ event, sentAt: new Date().toISOString(), data: input });

  const headers = { 'Content-Type': 'application/json' };
  if (secretName) {
    // Receivers verify the body with the same shared secret (HMAC-SHA256, hex).
    headers['X-Signature-256'] = 'sha256=' + (await hmacSha256Hex(secrets.get(secretName), payload));
  }

  const response = await fetch(url, { method: 'POST', headers, body: payload });
  if (!response.ok) {
    throw new Error('Webhook answered ' + response.status + ': ' + (await response.text()).slice(0, 200));
  }
  log.info('Webhook accepted the event (' + response.status + ')');
  return { status: response.status };

  async function hmacSha256Hex(secret, message) {
    const encoder = new TextEncoder();
    const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(message));
    return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
}
