import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exitOf, migratedDataDir, startServer } from './server-process';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

// A process test, not a database one: it runs once, on PGlite, whichever database the run is for.
describe.skipIf(Boolean(process.env.DATABASE_URL))('stopping the server', () => {
  it('finishes a request in flight on SIGTERM, logs requests, closes the database and exits 0', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'botflow-shutdown-'));
    const server = startServer(await migratedDataDir(scratch));
    cleanup = () => {
      server.child.kill('SIGKILL');
      rmSync(scratch, { recursive: true, force: true });
    };
    const address = await server.waitForLog(/http:\/\/127\.0\.0\.1:\d+/);
    const port = Number(new URL(address).port);

    // A sign-in whose body is still on its way when the stop signal arrives.
    const body = JSON.stringify({ email: 'nobody@botflow.dev', password: 'not-the-password' });
    const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const call = request({ host: '127.0.0.1', port, method: 'POST', path: '/v1/auth/login', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }));
      });
      call.on('error', reject);
      call.write(body.slice(0, 10));
      server.waitForLog(/incoming request/).then(async () => {
        server.child.kill('SIGTERM');
        await server.waitForLog(/shutting down: finishing in-flight requests/);
        call.end(body.slice(10));
      }, reject);
    });

    const response = await answer;
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ detail: 'Invalid email or password' });
    // Without it the client's keep-alive connection would hold the process until its timeout.
    expect(response.connection).toBe('close');
    expect(await exitOf(server.child)).toBe(0);
    expect(server.logs()).toMatch(/"url":"\/v1\/auth\/login"/);
    expect(server.logs()).toMatch(/request completed/);
    expect(server.logs()).toMatch(/"statusCode":401/);
  });
});
