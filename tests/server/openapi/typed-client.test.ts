/**
 * A client generated from the served document works (D125): openapi-typescript writes its types, a
 * small script using openapi-fetch is type-checked against them (so a wrong path or body fails here),
 * then signs in and lists sequences against the test server listening on loopback.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { startTestApp } from '../test-app';

/** The script a user of the API would write: sign in, then list their sequences. */
const clientScript = ({ loginPath = '/v1/auth/login', listPath = '/v1/sequences/sequences', passwordField = 'password' } = {}) => `
import createClient from 'openapi-fetch';
import type { paths } from './botflow-api';

export async function signInAndListSequences(baseUrl: string, email: string, password: string): Promise<string[]> {
  const client = createClient<paths>({ baseUrl });
  const signedIn = await client.POST('${loginPath}', { body: { email, ${passwordField}: password } });
  if (!signedIn.data) throw new Error('sign-in refused: ' + signedIn.error?.detail);
  const listed = await client.GET('${listPath}', { headers: { Authorization: signedIn.data.access_token } });
  if (!listed.data) throw new Error('listing refused: ' + listed.error?.detail);
  return listed.data.map((sequence) => sequence.title);
}
`;

/** The compiler's complaints about each file, type-checked together (one program: one load of the types). */
function typeErrors(files: string[]): string[][] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return files.map((file) => ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')));
}

/**
 * What the client is typed from and checked against does not depend on the database, and its four
 * seconds of one core made the PostgreSQL pass's runs tests (500 ms sandboxes, four workers on two
 * cores) fail three times out of three: the PGlite pass runs it.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(onPostgres)('a client generated from the API document', () => {
  let app: App;
  let stop: () => Promise<void>;
  let baseUrl: string;
  let folder: string;

  beforeAll(async () => {
    ({ app, stop } = await startTestApp());
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // Inside the project, so the script's imports resolve from its node_modules; .tmp is never committed.
    await mkdir(resolve('.tmp'), { recursive: true });
    folder = await mkdtemp(join(resolve('.tmp'), 'openapi-client-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
    await stop();
  });

  // Generating the types takes about 1 s and the type check 2 to 3 s of one core; with four test
  // workers on two cores it took 27 s, near the default 30 s.
  it('is typed by openapi-typescript, checked by the compiler, and signs in and lists sequences', { timeout: 120_000 }, async () => {
    const document = (await fetch(`${baseUrl}/v1/openapi.json`).then((response) => response.json())) as Parameters<typeof openapiTS>[0];
    const types = astToString(await openapiTS(document));
    expect(types).toContain('listSequences: {');
    await writeFile(join(folder, 'botflow-api.ts'), types);

    const scripts = {
      right: clientScript(),
      wrongPath: clientScript({ listPath: '/v1/sequences/sequencez' }),
      wrongBody: clientScript({ passwordField: 'pasword' }),
    };
    const files = Object.fromEntries(Object.entries(scripts).map(([name]) => [name, join(folder, `${name}.ts`)])) as Record<keyof typeof scripts, string>;
    for (const [name, source] of Object.entries(scripts)) await writeFile(files[name as keyof typeof scripts], source);
    const [right, wrongPath, wrongBody] = typeErrors([files.right, files.wrongPath, files.wrongBody]);
    expect(right).toEqual([]);
    expect(wrongPath!.join('\n')).toMatch(/sequencez/);
    expect(wrongBody!.join('\n')).toMatch(/pasword/);

    const email = `typed-client-${Date.now()}@example.com`;
    const password = 'typed-client-password';
    const registered = await app.inject({ method: 'POST', url: '/v1/auth/register', payload: { name: 'Typed', lastname: 'Client', email, password } });
    expect(registered.statusCode).toBe(201);
    const token = registered.json<{ access_token: string }>().access_token;
    for (const title of ['Morning Report', 'Evening Digest']) {
      const created = await app.inject({ method: 'POST', url: '/v1/sequences/sequences', headers: { authorization: token }, payload: { title, description: '', items: [] } });
      expect(created.statusCode).toBe(201);
    }

    const script = (await import(pathToFileURL(files.right).href)) as { signInAndListSequences: (baseUrl: string, email: string, password: string) => Promise<string[]> };
    expect((await script.signInAndListSequences(baseUrl, email, password)).sort()).toEqual(['Evening Digest', 'Morning Report']);
    await expect(script.signInAndListSequences(baseUrl, email, 'not-the-password')).rejects.toThrow('sign-in refused: Invalid email or password');
  });
});
