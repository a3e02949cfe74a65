import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteLinks, startFixtureSite, type FixtureSite } from '../fixtures/fixture-site';

let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

const get = (path: string, init: RequestInit = {}): Promise<Response> => fetch(`${site.base}${path}`, { redirect: 'manual', ...init });
const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> =>
  get(path, { method: 'POST', body: new URLSearchParams(fields), headers });

async function signIn(password: string): Promise<Response> {
  return postForm('/login', { username: 'ada', password });
}

describe('the fixture site', () => {
  it('is on loopback, and its index links every page', async () => {
    expect(site.base).toBe(`http://127.0.0.1:${site.port}`);
    const index = await (await get('/')).text();
    for (const [href] of siteLinks) expect(index).toContain(`href="${href}"`);
  });

  it.each(['/', '/login', '/form', '/table', '/list', '/downloads', '/upload', '/cookies', '/slow?ms=0', '/late-element', '/click', '/leak'])(
    '%s is a whole HTML5 page with a title and a heading',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = await response.text();
      expect(text).toMatch(/^<!doctype html>/);
      expect(text).toMatch(/<title>[^<]+<\/title>/);
      expect(text).toMatch(/<h1>[^<]+<\/h1>/);
      expect(text).not.toMatch(/(src|href)="https?:/);
    },
  );

  it('answers 404 for an unknown path, 405 for a known path with the wrong method, and any status under /status/', async () => {
    expect((await get('/no-such-page')).status).toBe(404);
    const wrongMethod = await postForm('/table', {});
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
    expect((await get('/status/503')).status).toBe(503);
    expect(await (await get('/status/418')).text()).toContain('<h1>418 I&#39;m a Teapot</h1>');
    expect((await get('/status/99')).status).toBe(404);
  });
});

describe('signing in', () => {
  it('refuses a wrong password with an alert on the login page, and no cookie', async () => {
    const response = await signIn('wrong');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    const text = await response.text();
    expect(text).toContain('<p role="alert" class="error">Wrong username or password</p>');
    expect(text).toContain('id="username" name="username" autocomplete="username" value="ada"');
  });

  it('signs ada in with a session cookie that /account and /whoami know, until she signs out', async () => {
    const response = await signIn('correct horse');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account');
    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(/^session=[\w-]{20,}; HttpOnly; Path=\/; SameSite=Lax$/);
    const cookie = setCookie!.split(';')[0]!;

    const account = await get('/account', { headers: { cookie } });
    expect(account.status).toBe(200);
    const text = await account.text();
    expect(text).toContain('<h1>Your account</h1>');
    expect(text).toContain('<a id="sign-out" href="/logout">Sign out</a>');
    expect(text).toContain('Signed in as ada');
    expect(await (await get('/whoami', { headers: { cookie } })).json()).toEqual({ signedIn: true });

    const out = await get('/logout', { headers: { cookie } });
    expect(out.status).toBe(303);
    expect(out.headers.getSetCookie()[0]).toContain('Max-Age=0');
    expect(await (await get('/whoami', { headers: { cookie } })).json()).toEqual({ signedIn: false });
  });

  it('sends /account without a valid session to /login, and /whoami says signed out', async () => {
    for (const headers of [{}, { cookie: 'session=made-up' }] as Array<Record<string, string>>) {
      const response = await get('/account', { headers });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/login');
      expect(await (await get('/whoami', { headers })).json()).toEqual({ signedIn: false });
    }
  });
});

describe('the form', () => {
  it('echoes a POST on /form/thanks', async () => {
    const fields = { 'first-name': 'Ada <L>', email: 'ada@example.com', country: 'NO', terms: 'yes', contact: 'phone' };
    const posted = await postForm('/form', fields);
    expect(posted.status).toBe(303);
    const response = await fetch(`${site.base}/form`, { method: 'POST', body: new URLSearchParams(fields) });
    expect(new URL(response.url).pathname).toBe('/form/thanks');
    const text = await response.text();
    expect(text).toContain('<p id="sent">Thank you, Ada &#60;L&#62;</p>');
    const received = /<pre id="received">([^<]*)<\/pre>/.exec(text)?.[1] ?? '';
    expect(JSON.parse(received.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))))).toEqual(fields);
  });

  it('has the fields the browser tests fill', async () => {
    const text = await (await get('/form')).text();
    for (const id of ['first-name', 'email', 'country', 'newsletter', 'terms']) expect(text).toContain(`id="${id}"`);
    expect(text).toContain('<option value="GB">United Kingdom</option>');
    expect(text).toContain('<option value="NO">Norway</option>');
    expect(text).toContain('<option value="FR">France</option>');
    expect(text.match(/type="radio"/g)).toHaveLength(3);
    expect(text).toContain('<button type="submit">Send</button>');
  });
});

describe('tables, paging and downloads', () => {
  it('has table#prices with a header row and cells that need CSV quoting, and a second table', async () => {
    const text = await (await get('/table')).text();
    expect(text).toContain('<table id="prices">');
    expect(text).toContain('<thead><tr><th>Product</th><th>Price</th><th>Note</th></tr></thead>');
    expect(text.match(/<tr><td>/g)).toHaveLength(5 + 2);
    expect(text).toContain('<td>Bolts, large</td>');
    expect(text).toContain('<td>Monitor 27&#34;</td>');
    expect(text).toContain('<td>First line\nSecond line</td>');
    expect(text).toContain('<table id="opening-hours">');
  });

  it('pages the list by links, with a disabled Next on the last page', async () => {
    for (const pageNumber of [1, 2]) {
      const text = await (await get(`/list?page=${pageNumber}`)).text();
      expect(text.match(/<li class="item">/g)).toHaveLength(4);
      expect(text).toContain(`<li class="item">Item ${(pageNumber - 1) * 4 + 1}</li>`);
      expect(text).toContain(`<a rel="next" href="/list?page=${pageNumber + 1}">Next</a>`);
    }
    const last = await (await get('/list?page=3')).text();
    expect(last).toContain('<li class="item">Item 12</li>');
    expect(last).not.toContain('rel="next"');
    expect(last).toContain('<button type="button" class="next" disabled>Next</button>');
    expect(await (await get('/list')).text()).toContain('Item 1<');
    expect((await get('/list?page=4')).status).toBe(404);
  });

  it('serves the report as a CSV attachment', async () => {
    expect(await (await get('/downloads')).text()).toContain('<a id="report" href="/files/report.csv" download>');
    const response = await get('/files/report.csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="report.csv"');
    expect((await response.text()).split('\n')[0]).toBe('Month,Orders,Revenue');
  });

  it('serves a PNG pixel, and /leak loads the image it is given', async () => {
    const pixel = await get('/pixel.png');
    expect(pixel.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await pixel.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    const src = `${site.base}/pixel.png?a=1&b=2`;
    expect(await (await get(`/leak?src=${encodeURIComponent(src)}`)).text()).toContain(`<img id="leaked" src="${src.replace('&', '&#38;')}"`);
  });
});

describe('uploads', () => {
  it('records a multipart file, whatever bytes it holds', async () => {
    const content = Buffer.concat([Buffer.from('line one\r\n--not-a-boundary\r\n'), Buffer.from([0, 255, 13, 10, 45, 45])]);
    const form = new FormData();
    form.append('note', 'a text field first');
    form.append('file', new Blob([content], { type: 'application/octet-stream' }), 'data.bin');
    const before = site.uploads.length;
    const response = await get('/upload', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<p id="uploaded">Received data.bin (${content.length} bytes)</p>`);
    expect(site.uploads.slice(before)).toEqual([{ fileName: 'data.bin', size: content.length, content }]);
  });

  it('says so when no file came', async () => {
    const form = new FormData();
    form.append('file', new Blob([]), '');
    const response = await get('/upload', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('No file received');
  });
});

describe('timing and interaction pages', () => {
  it('answers /slow after the milliseconds asked for', async () => {
    const started = performance.now();
    const text = await (await get('/slow?ms=400')).text();
    expect(performance.now() - started).toBeGreaterThanOrEqual(400);
    expect(text).toContain('<p id="done">Loaded</p>');
  });

  it('answers /late-element at once, its script adding #late after the delay', async () => {
    const text = await (await get('/late-element?ms=250')).text();
    expect(text).not.toContain('id="late"');
    expect(text).toContain("late.id = 'late'");
    expect(text).toContain('}, 250);');
  });

  it('has the cookie banner over the content, and the click items', async () => {
    const cookies = await (await get('/cookies')).text();
    for (const id of ['content', 'inner-action', 'details', 'onetrust-banner-sdk', 'onetrust-accept-btn-handler', 'onetrust-reject-all-handler']) {
      expect(cookies).toContain(`id="${id}"`);
    }
    const click = await (await get('/click')).text();
    for (const id of ['go', 'double', 'double-result', 'name', 'echo', 'size', 'size-echo', 'agree', 'keys', 'last-key', 'hidden-thing', 'link-to-table', 'delayed']) {
      expect(click).toContain(`id="${id}"`);
    }
    expect(click).toContain('<p id="status" data-state="ready">Ready</p>');
    expect(click).toContain('<div id="hidden-thing" style="display: none">');
  });
});

describe('binding and closing', () => {
  it('answers on 127.0.0.2 when bound to every address, and close() ends open requests at once', async () => {
    const everywhere = await startFixtureSite({ host: '0.0.0.0' });
    expect(everywhere.base).toBe(`http://127.0.0.1:${everywhere.port}`);
    expect((await fetch(`http://127.0.0.2:${everywhere.port}/`)).status).toBe(200);
    const pending = fetch(`${everywhere.base}/slow?ms=20000`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await everywhere.close();
    await expect(pending).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
