import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { isPrivateAddress } from '../engine/network-guard';

export interface ProxyRefusal {
  host: string;
  reason: string;
}

export interface GuardedProxy {
  /** `http://127.0.0.1:<port>`: what a Playwright context's `proxy.server` is set to. */
  readonly server: string;
  /** The hosts refused since the last call, each host once, in the order they were refused; the list then empties. */
  takeRefusals(): ProxyRefusal[];
  /** Stops listening and destroys every socket and tunnel still open. Resolves once closed. */
  close(): Promise<void>;
}

export interface GuardedProxyOptions {
  allowPrivateNetwork: boolean;
  /** Which resolved addresses are private; defaults to isPrivateAddress of server/runs/engine/network-guard.ts. Tests substitute it to play a public host. */
  isPrivate?: (address: string) => boolean;
}

/** What the guard decided about one host, once its name is resolved. */
type Verdict =
  | { outcome: 'allowed'; address: string }
  | { outcome: 'refused'; refusal: ProxyRefusal; message: string }
  | { outcome: 'unresolved'; message: string };

interface Target {
  host: string;
  port: number;
}

// Headers that describe one hop (the browser's connection to this proxy), not the request: they
// must not reach the site, and Proxy-Authorization would hand it whatever the browser sent us.
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'proxy-authenticate', 'te', 'trailer', 'upgrade']);

/**
 * Starts a forward proxy for one browser context. Every connection the page opens through it is
 * checked after DNS resolution and then made to the address that was checked, never to the name,
 * so a name that resolves differently a moment later (DNS rebinding) cannot slip past the guard.
 */
export async function startGuardedProxy(options: GuardedProxyOptions): Promise<GuardedProxy> {
  const isPrivate = options.isPrivate ?? isPrivateAddress;
  const refusals = new Map<string, ProxyRefusal>();
  const sockets = new Set<Duplex>();
  // Our own pool, so keep-alive connections to sites are reused within this run and die with it.
  const agent = new Agent({ keepAlive: true });
  let closed = false;

  function track(socket: Duplex): void {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  }

  async function judge(host: string): Promise<Verdict> {
    let addresses: LookupAddress[];
    try {
      addresses = await lookup(host, { all: true });
    } catch {
      return { outcome: 'unresolved', message: `Could not resolve ${host}` };
    }
    const first = addresses[0];
    if (!first) return { outcome: 'unresolved', message: `Could not resolve ${host}` };
    const inward = options.allowPrivateNetwork ? undefined : addresses.find((entry) => isPrivate(entry.address));
    if (!inward) return { outcome: 'allowed', address: first.address };
    const refusal = { host, reason: `it resolves to ${inward.address}, a private address that workflows may not reach` };
    if (!refusals.has(host)) refusals.set(host, refusal);
    return { outcome: 'refused', refusal, message: `Botflow refused ${host}: ${refusal.reason}` };
  }

  function forwardRequest(req: IncomingMessage, res: ServerResponse): void {
    const target = absoluteTarget(req.url, ['http:']);
    if (!target) return answer(res, 400, 'Botflow’s proxy forwards only absolute http:// requests');
    let gone = false;
    res.once('close', () => (gone = true));
    void judge(target.host).then((verdict) => {
      if (closed || gone) return void res.destroy();
      if (verdict.outcome !== 'allowed') return answer(res, verdict.outcome === 'refused' ? 403 : 502, verdict.message);
      const upstream = request({
        host: verdict.address,
        port: target.port,
        path: target.path,
        method: req.method,
        headers: endToEndHeaders(req.rawHeaders, hopByHop),
        setHost: false,
        agent,
      });
      upstream.on('socket', (socket) => {
        if (!sockets.has(socket)) track(socket);
      });
      upstream.on('response', (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.statusMessage, endToEndHeaders(reply.rawHeaders, hopByHop));
        reply.pipe(res);
        reply.on('error', () => res.destroy());
      });
      upstream.on('error', () => {
        if (res.headersSent) res.destroy();
        else answer(res, 502, `Botflow could not reach ${target.host}`);
      });
      // The browser gave up (navigated away, aborted a fetch): stop talking to the site as well.
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      req.pipe(upstream);
    });
  }

  function openTunnel(req: IncomingMessage, client: Duplex, head: Buffer): void {
    client.on('error', () => client.destroy());
    // Nothing the browser sends before the tunnel is up may be lost while the name resolves.
    client.pause();
    const target = authorityTarget(req.url);
    if (!target) return refuseSocket(client, 400, 'Bad Request', 'CONNECT needs host:port');
    void judge(target.host).then((verdict) => {
      if (closed || client.destroyed) return void client.destroy();
      if (verdict.outcome === 'refused') return refuseSocket(client, 403, 'Forbidden', verdict.message);
      if (verdict.outcome === 'unresolved') return refuseSocket(client, 502, 'Bad Gateway', verdict.message);
      const upstream = connect(target.port, verdict.address);
      track(upstream);
      // The browser hung up (before or after the tunnel was up): nobody is left to read the site.
      client.once('close', () => upstream.destroy());
      let established = false;
      upstream.once('connect', () => {
        established = true;
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) upstream.write(head);
        splice(client, upstream);
      });
      upstream.on('error', () => {
        if (established) client.destroy();
        else refuseSocket(client, 502, 'Bad Gateway', `Botflow could not reach ${target.host}`);
        upstream.destroy();
      });
    });
  }

  function forwardUpgrade(req: IncomingMessage, client: Duplex, head: Buffer): void {
    client.on('error', () => client.destroy());
    client.pause();
    const target = absoluteTarget(req.url, ['http:', 'ws:']);
    if (!target) return refuseSocket(client, 400, 'Bad Request', 'Botflow’s proxy forwards only absolute ws:// or http:// upgrades');
    void judge(target.host).then((verdict) => {
      if (closed || client.destroyed) return void client.destroy();
      if (verdict.outcome === 'refused') return refuseSocket(client, 403, 'Forbidden', verdict.message);
      if (verdict.outcome === 'unresolved') return refuseSocket(client, 502, 'Bad Gateway', verdict.message);
      const upstream = connect(target.port, verdict.address);
      track(upstream);
      // The browser hung up (before or after the tunnel was up): nobody is left to read the site.
      client.once('close', () => upstream.destroy());
      upstream.once('connect', () => {
        // The handshake needs Connection and Upgrade, so only the proxy's own headers are dropped.
        const headers = endToEndHeaders(req.rawHeaders, new Set(['proxy-connection', 'proxy-authorization']));
        upstream.write(`${req.method ?? 'GET'} ${target.path} HTTP/${req.httpVersion}\r\n${headerLines(headers)}\r\n`);
        if (head.length > 0) upstream.write(head);
        splice(client, upstream);
      });
      upstream.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    });
  }

  const server = createServer();
  server.on('connection', track);
  server.on('request', forwardRequest);
  server.on('connect', openTunnel);
  server.on('upgrade', forwardUpgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    server: `http://127.0.0.1:${port}`,
    takeRefusals() {
      const taken = [...refusals.values()];
      refusals.clear();
      return taken;
    },
    close() {
      closed = true;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      return stopped;
    },
  };
}

/** An absolute-form request target (`GET http://host:port/path`) of one of the given protocols. */
function absoluteTarget(url: string | undefined, protocols: string[]): (Target & { path: string }) | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url ?? '');
  } catch {
    return undefined;
  }
  if (!protocols.includes(parsed.protocol) || !parsed.hostname) return undefined;
  return { host: unbracketed(parsed.hostname), port: parsed.port ? Number(parsed.port) : 80, path: `${parsed.pathname}${parsed.search}` };
}

/** CONNECT's `host:port` (or `[v6]:port`); the port is required. */
function authorityTarget(authority: string | undefined): Target | undefined {
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(authority ?? '');
  if (!match) return undefined;
  const port = Number(match[3]);
  if (port < 1 || port > 65535) return undefined;
  return { host: (match[1] ?? match[2])!, port };
}

function unbracketed(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/**
 * The headers in rawHeaders' flat [name, value, ...] form without the given ones and any named in
 * Connection (which marks further headers as hop-by-hop). Raw pairs keep duplicates and spelling.
 */
function endToEndHeaders(rawHeaders: string[], dropped: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  if (dropped.has('connection')) {
    for (let i = 0; i < rawHeaders.length; i += 2)
      if (rawHeaders[i]!.toLowerCase() === 'connection')
        for (const token of rawHeaders[i + 1]!.split(',')) named.add(token.trim().toLowerCase());
  }
  const kept: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    if (!dropped.has(name) && !named.has(name)) kept.push(rawHeaders[i]!, rawHeaders[i + 1]!);
  }
  return kept;
}

function headerLines(flat: string[]): string {
  let lines = '';
  for (let i = 0; i < flat.length; i += 2) lines += `${flat[i]}: ${flat[i + 1]}\r\n`;
  return lines;
}

function answer(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** Answers a CONNECT or upgrade that will not be tunnelled, on the raw socket it arrived on. */
function refuseSocket(client: Duplex, status: number, statusText: string, text: string): void {
  if (client.destroyed) return;
  client.end(
    `HTTP/1.1 ${status} ${statusText}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

/** Pipes a tunnel both ways; either side failing takes the other down so no half-tunnel lingers. */
function splice(client: Duplex, upstream: Socket): void {
  const teardown = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', teardown);
  upstream.on('error', teardown);
  client.pipe(upstream);
  upstream.pipe(client);
}
