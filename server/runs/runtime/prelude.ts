/**
 * The runtime a script sees (D67), built inside the sandbox around the two functions the host hands
 * in: `host(op, argsJson, bytes?)` answers a promise (JSON text, or an ArrayBuffer for bytes) for
 * everything that waits, `hostSync(op, argsJson)` answers JSON text at once for what only computes.
 * Values cross as JSON and bytes as ArrayBuffers: no host object ever enters the sandbox. The
 * expression evaluates to a function that starts a script's main function with the runtime object
 * and answers its result as JSON text.
 */
export const runtimePrelude = String.raw`(function (host, hostSync) {
  'use strict';
  const bytesOf = (data) =>
    data instanceof Uint8Array ? data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) : data instanceof ArrayBuffer ? data : undefined;
  const ask = async (op, args, bytes) => {
    const answer = await (bytes === undefined ? host(op, JSON.stringify(args)) : host(op, JSON.stringify(args), bytes));
    return typeof answer === 'string' ? JSON.parse(answer) : new Uint8Array(answer);
  };
  const compute = (op, args) => JSON.parse(hostSync(op, JSON.stringify(args)));
  const lineOf = (parts) => parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' ');
  const logAt = (level) => (...parts) => void compute('log', [level, lineOf(parts)]);

  function responseOf(answer) {
    const headers = Object.assign({}, answer.headers);
    Object.defineProperty(headers, 'get', { value: (name) => headers[String(name).toLowerCase()] ?? null });
    return Object.freeze({
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      url: answer.url,
      truncated: answer.truncated,
      headers: Object.freeze(headers),
      text: async () => answer.text,
      json: async () => JSON.parse(answer.text),
    });
  }

  // The run's browser tab (D68): each call goes to the host as JSON; a function goes as its source,
  // and runs in the page. Element handles and downloads come back as numbers, wrapped here again.
  const sourceOf = (fn) => ({ source: String(fn), isFunction: typeof fn === 'function' });
  const responseOfPage = (answer) =>
    answer === null ? null : Object.freeze({ status: () => answer.status, ok: () => answer.status >= 200 && answer.status < 300, url: () => answer.url, headers: () => answer.headers });
  const readsAndActs = ['click', 'dblclick', 'fill', 'type', 'press', 'hover', 'check', 'uncheck', 'setChecked', 'selectOption', 'isVisible', 'isDisabled', 'isChecked', 'textContent', 'innerText', 'inputValue', 'getAttribute'];
  function elementOf(reference) {
    if (reference === null) return null;
    const call = (method, ...args) => ask('element', [reference.element, method, ...args]);
    const element = { screenshot: (options) => call('screenshot', options), $: async (selector) => elementOf(await call('$', selector)), $$: async (selector) => (await call('$$', selector)).map(elementOf), $eval: (selector, fn, arg) => call('$eval', selector, String(fn), arg), $$eval: (selector, fn, arg) => call('$$eval', selector, String(fn), arg) };
    for (const method of readsAndActs) element[method] = (...args) => call(method, ...args);
    return Object.freeze(element);
  }
  function downloadOf(reference) {
    const call = (method, ...args) => ask('download', [reference.download, method, ...args]);
    return Object.freeze({ url: () => reference.url, suggestedFilename: () => reference.suggestedFilename, failure: () => call('failure'), saveAs: (path) => call('saveAs', path) });
  }
  const onPage = (method, ...args) => ask('page', [method, ...args]);
  const page = {
    goto: async (url, options) => responseOfPage(await onPage('goto', url, options)),
    goBack: async (options) => responseOfPage(await onPage('goBack', options)),
    reload: async (options) => responseOfPage(await onPage('reload', options)),
    waitForSelector: async (selector, options) => elementOf(await onPage('waitForSelector', selector, options)),
    waitForLoadState: (state, options) => onPage('waitForLoadState', state, options),
    waitForURL: (url, options) => onPage('waitForURL', url, options),
    waitForEvent: async (event, options) => downloadOf(await onPage('waitForEvent', event, options)),
    waitForFunction: (fn, arg, options) => onPage('waitForFunction', sourceOf(fn), arg, options),
    $eval: (selector, fn, arg) => onPage('$eval', selector, String(fn), arg),
    $$eval: (selector, fn, arg) => onPage('$$eval', selector, String(fn), arg),
    $: async (selector) => elementOf(await onPage('$', selector)),
    $$: async (selector) => (await onPage('$$', selector)).map(elementOf),
    setInputFiles: (selector, files, options) => onPage('setInputFiles', selector, files, options),
    url: () => onPage('url'),
    title: () => onPage('title'),
    content: () => onPage('content'),
    screenshot: (options) => onPage('screenshot', options),
  };
  for (const method of readsAndActs) page[method] = (...args) => onPage(method, ...args);

  const crypto = Object.freeze({ randomUUID: () => compute('randomUUID', []) });
  globalThis.crypto = crypto;
  const names = Object.freeze({
    secrets: Object.freeze({ get: (name) => ask('secrets.get', [name]) }),
    log: Object.freeze({ info: logAt('info'), warn: logAt('warn'), error: logAt('error') }),
    sleep: async (ms) => void (await ask('sleep', [ms])),
    fetch: async (url, options = {}) => {
      const { method = 'GET', headers = {}, body } = options;
      const bytes = bytesOf(body);
      return responseOf(await ask('fetch', [String(url), { method, headers, body: bytes === undefined ? body : undefined }], bytes));
    },
    files: Object.freeze({
      write: async (name, data) => {
        const bytes = bytesOf(data);
        await ask('files.write', [name, bytes === undefined ? data : null], bytes);
      },
      read: (name) => ask('files.read', [name]),
      readBytes: (name) => ask('files.readBytes', [name]),
      exists: (name) => ask('files.exists', [name]),
      list: () => ask('files.list', []),
      path: (name) => compute('files.path', [name]),
    }),
    mail: Object.freeze({ send: (message) => ask('mail.send', [message]) }),
    hmacSha256Hex: (key, message) => compute('hmacSha256Hex', [key, message]),
    crypto,
  });

  return async (main, inputText, inputsText, withPage) => {
    const given = withPage ? { ...names, page: Object.freeze(page) } : names;
    const value = await main(Object.freeze({ input: JSON.parse(inputText), inputs: JSON.parse(inputsText), ...given }));
    return JSON.stringify(value === undefined ? null : value) ?? 'null';
  };
})`;

/** The names a Code or Transform node's body receives, as a library script's function does. */
export const runtimeNames = ['input', 'inputs', 'secrets', 'log', 'sleep', 'fetch', 'files', 'mail', 'hmacSha256Hex', 'crypto'] as const;

/**
 * The runtime's objects a script may call by mistake, and what to call instead: `log('x')` is
 * answered "log is not a function (use log.info, log.warn or log.error)" (D153).
 */
export const runtimeCallInstead: Readonly<Record<string, string>> = {
  log: 'log.info, log.warn or log.error',
  secrets: 'secrets.get',
  files: 'files.read, files.write, files.readBytes, files.exists, files.list or files.path',
  mail: 'mail.send',
  crypto: 'crypto.randomUUID',
};
