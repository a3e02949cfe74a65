import { createServer as createHttpServer } from 'node:http';
import { createServer, type Socket } from 'node:net';

/**
 * The e2e server's mail server (SMTP_URL): it takes every message on loopback and keeps it in
 * memory, and answers GET /messages?to=<address> with those to that address, newest last, as JSON
 * [{ to, text }], where text is the message with its quoted-printable undone. So a test reads the
 * e-mail a user would get (a password reset link) the way it was sent, over SMTP.
 *
 * Ports: SMTP_SINK_PORT for SMTP, SMTP_SINK_HTTP_PORT for reading (playwright.config.ts).
 */

interface Received {
  to: string[];
  text: string;
}

const received: Received[] = [];

/** Soft line breaks and =XX escapes of quoted-printable; the rest is left as it came. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function serveSmtp(socket: Socket) {
  let recipients: string[] = [];
  let data: string[] | null = null;
  let buffer = '';
  socket.write('220 smtp-sink ESMTP\r\n');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data !== null) {
        if (line === '.') {
          received.push({ to: recipients, text: decodeQuotedPrintable(data.join('\n')) });
          data = null;
          recipients = [];
          socket.write('250 queued\r\n');
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250 smtp-sink\r\n');
      else if (verb === 'RCPT') {
        const address = /<([^>]*)>/.exec(line)?.[1];
        if (address) recipients.push(address.toLowerCase());
        socket.write('250 ok\r\n');
      } else if (verb === 'DATA') {
        data = [];
        socket.write('354 go ahead\r\n');
      } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    }
  });
  socket.on('error', () => {});
}

const smtpPort = Number(process.env.SMTP_SINK_PORT);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('SMTP_SINK_PORT and SMTP_SINK_HTTP_PORT must be set');

createServer(serveSmtp).listen(smtpPort, '127.0.0.1');
createHttpServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(received.filter((each) => to === undefined || each.to.includes(to))));
}).listen(httpPort, '127.0.0.1');
