import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket, type Server as TcpServer } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { startGuardedProxy, type GuardedProxy } from '../../../../server/runs/browser/guarded-proxy';
import { isPrivateAddress } from '../../../../server/runs/engine/network-guard';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Tunnel {
  status: number;
  socket: Socket;
  head: Buffer;
}

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  // Proxies first, so the sites' keep-alive connections from them are gone before the sites close.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function proxy(options: Parameters<typeof startGuardedProxy>[0]): Promise<GuardedProxy> {
  const started = await startGuardedProxy(options);
  cleanups.push(() => started.close());
  return started;
}

function portOf(server: Server | TcpServer): number {
  return (server.address() as AddressInfo).port;
}

async function listen<T extends Server | TcpServer>(server: T, host = '127.0.0.1'): Promise<T> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  cleanups.unshift(async () => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return server;
}

/** A site that tells back what reached it, so a test sees what the proxy forwarded. */
async function echoSite(host = '127.0.0.1') {
  const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(201, 'Made', { 'x-site': 'echo', 'set-cookie': ['a=1', 'b=2'], 'content-type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url: req.url, host: req.headers.host, body }));
    });
  });
  await listen(server, host);
  return { port: portOf(server), seen, server };
}

/** A raw TCP service that greets first and then echoes, so a tunnel is seen carrying bytes both ways. */
async function tcpEcho() {
  const connections: Socket[] = [];
  const server = createTcpServer((socket) => {
    connections.push(socket);
    socket.on('error', () => socket.destroy());
    socket.write('hello:');
    socket.pipe(socket);
  });
  await listen(server);
  return { port: portOf(server), connections };
}

function viaProxy(through: GuardedProxy, url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const { port } = new URL(through.server);
  // A browser sends the site's Host to its proxy, not the proxy's (which Node would fill in).
  const host = URL.canParse(url) ? new URL(url).host : undefined;
  const headers = { ...(host ? { Host: host } : {}), ...init.headers };
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, method: init.method ?? 'GET', headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

function tunnelThrough(through: GuardedProxy, authority: string): Promise<Tunnel> {
  const { port } = new URL(through.server);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'CONNECT', path: authority, agent: false });
    req.on('connect', (res: IncomingMessage, socket: Socket, head: Buffer) => resolve({ status: res.statusCode ?? 0, socket, head }));
    req.on('error', reject);
    req.end();
  });
}

function readUntil(socket: Duplex, expected: string, already = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = already;
    if (received.includes(expected)) return resolve(received);
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (!received.includes(expected)) return;
      socket.off('data', onData);
      resolve(received);
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`closed after ${JSON.stringify(received)}`)));
  });
}

function closed(socket: Duplex): Promise<void> {
  return socket.destroyed ? Promise.resolve() : new Promise((resolve) => socket.once('close', () => resolve()));
}

describe('the guarded proxy with the private network allowed', () => {
  it('forwards a GET and a POST with their bodies, keeping the Host, status and headers, and dropping proxy headers', async () => {
    const site = await echoSite();
    const through = await proxy({ allowPrivateNetwork: true });
    expect(through.server).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const got = await viaProxy(through, `http://127.0.0.1:${site.port}/x?y=1`, {
      headers: { 'Proxy-Authorization': 'Basic c2VjcmV0', 'Proxy-Connection': 'keep-alive', 'X-Mine': 'kept' },
    });
    expect(got.status).toBe(201);
    expect(got.headers['x-site']).toBe('echo');
    expect(got.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(JSON.parse(got.body)).toEqual({ method: 'GET', url: '/x?y=1', host: `127.0.0.1:${site.port}`, body: '' });
    expect(site.seen[0]!.headers['x-mine']).toBe('kept');
    expect(site.seen[0]!.headers['proxy-authorization']).toBeUndefined();
    expect(site.seen[0]!.headers['proxy-connection']).toBeUndefined();

    const posted = await viaProxy(through, `http://127.0.0.1:${site.port}/form`, { method: 'POST', body: 'name=Ada&x=1', headers: { 'content-type': 'text/plain' } });
    expect(posted.status).toBe(201);
    expect(JSON.parse(posted.body)).toMatchObject({ method: 'POST', url: '/form', body: 'name=Ada&x=1' });
    expect(through.takeRefusals()).toEqual([]);
  });

  it('tunnels CONNECT bytes both ways', async () => {
    const echo = await tcpEcho();
    const through = await proxy({ allowPrivateNetwork: true });
    const tunnel = await tunnelThrough(through, `127.0.0.1:${echo.port}`);
    expect(tunnel.status).toBe(200);
    const greeting = await readUntil(tunnel.socket, 'hello:', tunnel.head.toString('utf8'));
    tunnel.socket.write('ping');
    expect(await readUntil(tunnel.socket, 'ping', greeting)).toBe('hello:ping');
    tunnel.socket.destroy();
  });

  it('forwards a WebSocket-style upgrade and pipes the upgraded connection', async () => {
    const site = await echoSite();
    site.server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
      socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Path: ${req.url}\r\n\r\n`);
      socket.pipe(socket);
    });
    const through = await proxy({ allowPrivateNetwork: true });
    const { port } = new URL(through.server);
    const upgraded = await new Promise<{ res: IncomingMessage; socket: Socket }>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        path: `http://127.0.0.1:${site.port}/ws?room=1`,
        headers: { Connection: 'Upgrade', Upgrade: 'websocket' },
        agent: false,
      });
      req.on('upgrade', (res: IncomingMessage, socket: Socket) => resolve({ res, socket }));
      req.on('error', reject);
      req.end();
    });
    expect(upgraded.res.statusCode).toBe(101);
    expect(upgraded.res.headers['x-path']).toBe('/ws?room=1');
    upgraded.socket.write('frame');
    expect(await readUntil(upgraded.socket, 'frame')).toBe('frame');
    upgraded.socket.destroy();
  });
});

describe('the guarded proxy with the private network refused', () => {
  it('refuses loopback by address and by name, on plain HTTP and CONNECT, and lists each host once', async () => {
    const site = await echoSite();
    const echo = await tcpEcho();
    const through = await proxy({ allowPrivateNetwork: false });

    const byAddress = await viaProxy(through, `http://127.0.0.1:${site.port}/x`);
    expect(byAddress.status).toBe(403);
    expect(byAddress.headers['content-type']).toMatch(/^text\/plain/);
    expect(byAddress.body).toBe('Botflow refused 127.0.0.1: it resolves to 127.0.0.1, a private address that workflows may not reach');
    const byName = await viaProxy(through, `http://localhost:${site.port}/x`);
    expect(byName.status).toBe(403);
    expect(byName.body).toMatch(/^Botflow refused localhost: it resolves to (127\.0\.0\.1|::1), a private address/);
    expect((await viaProxy(through, `http://127.0.0.1:${site.port}/again`, { method: 'POST', body: 'x' })).status).toBe(403);
    expect(site.seen).toEqual([]);

    expect(through.takeRefusals()).toEqual([
      { host: '127.0.0.1', reason: 'it resolves to 127.0.0.1, a private address that workflows may not reach' },
      { host: 'localhost', reason: expect.stringMatching(/^it resolves to (127\.0\.0\.1|::1), a private address/) },
    ]);
    expect(through.takeRefusals()).toEqual([]);

    const tunnel = await tunnelThrough(through, `127.0.0.1:${echo.port}`);
    expect(tunnel.status).toBe(403);
    await closed(tunnel.socket);
    expect(echo.connections).toEqual([]);
    expect(through.takeRefusals().map((refusal) => refusal.host)).toEqual(['127.0.0.1']);
  });

  it('refuses a WebSocket-style upgrade to a private host without reaching it', async () => {
    const site = await echoSite();
    let upgrades = 0;
    site.server.on('upgrade', (_req: IncomingMessage, socket: Duplex) => {
      upgrades += 1;
      socket.destroy();
    });
    const through = await proxy({ allowPrivateNetwork: false });
    const { port } = new URL(through.server);
    const refused = await new Promise<Reply>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: `http://127.0.0.1:${site.port}/ws`, headers: { Connection: 'Upgrade', Upgrade: 'websocket' }, agent: false },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('upgrade', () => reject(new Error('the upgrade went through')));
      req.on('error', reject);
      req.end();
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatch(/^Botflow refused 127\.0\.0\.1:/);
    expect(upgrades).toBe(0);
    expect(through.takeRefusals().map((refusal) => refusal.host)).toEqual(['127.0.0.1']);
  });

  it('lets through an address the isPrivate substitute calls public, connecting to that very address', async () => {
    const publicSite = await echoSite('127.0.0.2');
    const privateSite = await echoSite('127.0.0.1');
    const through = await proxy({ allowPrivateNetwork: false, isPrivate: (address) => address !== '127.0.0.2' && isPrivateAddress(address) });

    const allowed = await viaProxy(through, `http://127.0.0.2:${publicSite.port}/x`, { headers: { Host: 'shop.example' } });
    expect(allowed.status).toBe(201);
    // Reached on the checked address, with the Host the browser sent.
    expect(JSON.parse(allowed.body)).toMatchObject({ url: '/x', host: 'shop.example' });
    expect((await viaProxy(through, `http://127.0.0.1:${privateSite.port}/x`)).status).toBe(403);
    expect(privateSite.seen).toEqual([]);
    expect(through.takeRefusals().map((refusal) => refusal.host)).toEqual(['127.0.0.1']);
  });

  it('answers 502 for a name that does not resolve and 400 for what it does not forward, refusing neither', async () => {
    const through = await proxy({ allowPrivateNetwork: false });
    const unresolved = await viaProxy(through, 'http://no-such-host.invalid/x');
    expect(unresolved.status).toBe(502);
    expect(unresolved.body).toBe('Could not resolve no-such-host.invalid');
    expect((await viaProxy(through, '/origin-form')).status).toBe(400);
    expect((await viaProxy(through, 'ftp://example.com/file')).status).toBe(400);
    expect(through.takeRefusals()).toEqual([]);
  });
});

describe('closing the guarded proxy', () => {
  it('ends the tunnels still open, on the browser’s side and the site’s', async () => {
    const echo = await tcpEcho();
    const through = await startGuardedProxy({ allowPrivateNetwork: true });
    const tunnel = await tunnelThrough(through, `127.0.0.1:${echo.port}`);
    await readUntil(tunnel.socket, 'hello:', tunnel.head.toString('utf8'));
    expect(tunnel.socket.destroyed).toBe(false);

    await through.close();
    await closed(tunnel.socket);
    await closed(echo.connections[0]!);
    expect(tunnel.socket.destroyed).toBe(true);
    // Nothing listens any more.
    await expect(viaProxy(through, `http://127.0.0.1:${echo.port}/`)).rejects.toThrow(/ECONNREFUSED/);
  });
});
