import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsPlugin } from '../../../server/plugins/errors';
import { responseSerializerCompiler } from '../../../server/plugins/response-serializer';

const account = z.object({ id: z.number().int(), email: z.string(), nickname: z.string().nullable(), joined: z.string().optional() });
// A Date cannot be written as JSON Schema, so this contract keeps zod's serializer.
const dated = z.object({ at: z.date() });

async function appWith(crossCheck: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ crossCheck }));
  await app.register(errorsPlugin);
  app.get('/account', { schema: { response: { 200: account } } }, async () => ({
    id: 7,
    email: 'ada@botflow.dev',
    nickname: null,
    // A column the contract does not name must never reach the client.
    passwordHash: 'scrypt$secret',
  }));
  app.get('/account-without-email', { schema: { response: { 200: account } } }, async () => ({ id: 7, nickname: 'Ada' }) as never);
  app.get('/account-with-a-word-for-id', { schema: { response: { 200: account } } }, async () => ({ id: 'seven', email: 'ada@botflow.dev', nickname: null }) as never);
  app.get('/dated', { schema: { response: { 200: dated } } }, async () => ({ at: new Date(Date.UTC(2026, 10, 25, 12)) }));
  app.get('/dated-wrongly', { schema: { response: { 200: dated } } }, async () => ({ at: 'noon' }) as never);
  // fast-json-stringify writes a number where a string belongs as its digits; zod refuses it.
  app.get('/account-with-a-number-for-email', { schema: { response: { 200: account } } }, async () => ({ id: 7, email: 42, nickname: null }) as never);
  await app.ready();
  return app;
}

let app: Awaited<ReturnType<typeof appWith>>;
let checkedApp: Awaited<ReturnType<typeof appWith>>;
beforeAll(async () => {
  app = await appWith(false);
  checkedApp = await appWith(true);
});
afterAll(async () => {
  await app.close();
  await checkedApp.close();
});

describe('responses written from their zod contract', () => {
  it('writes only the fields the contract names, with null and an absent optional field as they are', async () => {
    const response = await app.inject({ method: 'GET', url: '/account' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ id: 7, email: 'ada@botflow.dev', nickname: null });
    expect(response.body).not.toContain('secret');
  });

  it('answers 500 with a detail when a required field is missing, sending none of the answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/account-without-email' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error' });
  });

  it('answers 500 when a number field holds a word', async () => {
    const response = await app.inject({ method: 'GET', url: '/account-with-a-word-for-id' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error' });
  });

  it('keeps zod for a contract JSON Schema cannot express, which still refuses what breaks it', async () => {
    const response = await app.inject({ method: 'GET', url: '/dated' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ at: '2026-11-25T12:00:00.000Z' });
    expect((await app.inject({ method: 'GET', url: '/dated-wrongly' })).statusCode).toBe(500);
  });

  it("the test suite's cross-check refuses an answer zod refuses, though fast-json-stringify alone would write it", async () => {
    const written = await app.inject({ method: 'GET', url: '/account-with-a-number-for-email' });
    expect(written.statusCode).toBe(200);
    expect(written.json()).toEqual({ id: 7, email: '42', nickname: null });
    const checked = await checkedApp.inject({ method: 'GET', url: '/account-with-a-number-for-email' });
    expect(checked.statusCode).toBe(500);
    expect(checked.json()).toEqual({ detail: 'Internal server error' });
    // What both write alike passes the check unchanged.
    expect((await checkedApp.inject({ method: 'GET', url: '/account' })).json()).toEqual({ id: 7, email: 'ada@botflow.dev', nickname: null });
  });
});
