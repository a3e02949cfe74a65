import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import type { MarketBot, MarketPage } from '../../../src/domain/market/market';
import { marketImageMessages, maxMarketImageBytes } from '../../../src/domain/market/market-image';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { multipartBody, multipartBoundary, type FilePart } from '../multipart-body';
import { startTestApp } from '../test-app';
import { caller, expectStatus } from './market-fixtures';
import { chain, node, selling } from './selling-fixtures';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let eve: UserWithToken;
let call: ReturnType<typeof caller>;
/** The upload modal's fields, with a saved version of one of Ada's sequences (D130). */
let form: Record<string, string>;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  await seedMarketBots(database.db);
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  eve = await createUserWithToken(database, { name: 'Eve', lastname: 'Other' });
  call = caller(app);
  const sequenceId = await selling(app).sequenceWith(ada, chain([node('n1', 'start', 'Start'), node('n2', 'transform', 'Forecast', { code: 'return { sunny: true };' }, 1), node('n3', 'end', 'End', {}, 2)]));
  form = { name: 'Weather Poster', description: 'Posts the forecast', tags: ' ai, , Data ,automation,ai', price: '12.50', sequence_id: sequenceId, version: '1' };
});
afterAll(() => stop());

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a tiny png')]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('rest of a tiny jpeg')]);
const image = (content: Buffer | string, type = 'image/png', name = 'cover.png'): FilePart => ({ name, type, content, field: 'image' });

function publish(user: UserWithToken | null, payload: Buffer | Readable) {
  return app.inject({
    method: 'POST',
    url: '/v1/market/bots',
    headers: { 'content-type': `multipart/form-data; boundary=${multipartBoundary}`, ...(user ? { authorization: user.token } : {}) },
    payload,
  });
}

describe('publishing from the upload modal (D9, D130)', () => {
  it('publishes with the tags trimmed, empties and repeats dropped; the publisher is the author and owns it', async () => {
    const bot = expectStatus<MarketBot>(await publish(ada, multipartBody(form, image(png))), 201);
    expect(bot).toMatchObject({ title: 'Weather Poster', description: 'Posts the forecast', tags: ['ai', 'data', 'automation'], price: 12.5, author: 'Ada Lovelace', owned: true, rating: null, reviewCount: 0, downloads: 0 });
    expect(bot.id).toBeGreaterThan(16);
    // It joins the market's bots, newest first, for everyone; only its publisher owns it.
    const newest = expectStatus<MarketPage>(await call(eve, 'GET', '/market/bots'), 200);
    expect(newest.items[0]).toMatchObject({ id: bot.id, owned: false });
    expect(newest.total).toBe(17);
    const refused = await call(ada, 'PUT', `/cart/items/${bot.id}`);
    expect([refused.statusCode, refused.json().detail]).toEqual([409, 'Weather Poster is already in your library']);
    // Its image is served to anyone, cached for a year, with the type its bytes prove.
    const served = await app.inject({ method: 'GET', url: bot.image });
    expect([served.statusCode, served.headers['content-type'], served.headers['cache-control']]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('takes a JPEG, and no image at all (the card shows the placeholder)', async () => {
    const withJpeg = expectStatus<MarketBot>(await publish(ada, multipartBody({ ...form, name: 'Jpeg Bot' }, image(jpeg, 'image/jpeg', 'cover.jpg'))), 201);
    expect((await app.inject({ method: 'GET', url: withJpeg.image })).headers['content-type']).toBe('image/jpeg');
    const without = expectStatus<MarketBot>(await publish(ada, multipartBody({ name: 'Plain Bot', sequence_id: form.sequence_id!, version: '1' })), 201);
    expect([without.image, without.price, without.tags]).toEqual(['', 0, []]);
  });

  it('refuses a renamed file and a type other than PNG or JPG with a 415', async () => {
    for (const file of [image('just text, named .png'), image(png, 'image/gif', 'cover.gif'), image(Buffer.from('GIF89a....'), 'image/jpeg', 'cover.jpg')]) {
      const response = await publish(ada, multipartBody(form, file));
      expect([file.type, response.statusCode, response.json().detail]).toEqual([file.type, 415, marketImageMessages.wrongType]);
    }
  });

  it('refuses an image over 5 MB with a 413 while it streams', async () => {
    const overLimit = maxMarketImageBytes + 1;
    let sent = 0;
    async function* body() {
      yield Buffer.from(
        `${['name', 'sequence_id', 'version'].map((field) => `--${multipartBoundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${field === 'name' ? 'Huge' : form[field]}\r\n`).join('')}--${multipartBoundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      yield png;
      for (let chunk = 0; sent < overLimit; chunk += 1) {
        sent += 65_536;
        yield Buffer.alloc(65_536, 1);
      }
      yield Buffer.from(`\r\n--${multipartBoundary}--\r\n`);
    }
    const response = await publish(ada, Readable.from(body()));
    expect([response.statusCode, response.json().detail]).toEqual([413, marketImageMessages.tooLarge]);
  });

  it("refuses the spec's field rules with a 422 naming the field, and needs a session", async () => {
    const noName = await publish(ada, multipartBody({ ...form, name: '  ' }, image(png)));
    expect([noName.statusCode, noName.json().detail]).toEqual([422, 'name: Name is required']);
    const badPrice = await publish(ada, multipartBody({ ...form, price: '-1' }));
    expect([badPrice.statusCode, badPrice.json().detail]).toEqual([422, 'price: Price must be between 0 and 10000']);
    expect((await publish(null, multipartBody(form))).statusCode).toBe(401);
    const noSequence = await publish(ada, multipartBody({ ...form, sequence_id: '' }));
    expect([noSequence.statusCode, noSequence.json().detail]).toEqual([422, 'sequence_id: Choose one of your sequences']);
    expect((await call(ada, 'GET', '/market/images/0000000000000000000000000000000000000000000000000000000000000000')).statusCode).toBe(404);
  });
});
