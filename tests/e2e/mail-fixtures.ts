/** The e-mails the e2e server sent to an address, as the SMTP sink received them (tests/e2e/smtp-sink.ts). */
export async function mailTo(address: string): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${process.env.SMTP_SINK_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as { text: string }[]).map((each) => each.text);
}
