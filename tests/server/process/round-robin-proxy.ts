import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The smallest HTTP load balancer: each request to the next backend in turn, the client's address forwarded. */
export async function startRoundRobinProxy(backends: string[]): Promise<{ base: string; hits: number[]; close: () => Promise<void> }> {
  const hits = backends.map(() => 0);
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next++ % backends.length;
    hits[index]! += 1;
    const target = new URL(incoming.url ?? '/', backends[index]);
    const upstream = request(target, { method: incoming.method, headers: { ...incoming.headers, host: target.host, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' } }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => {
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ detail: 'backend unreachable' }));
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
