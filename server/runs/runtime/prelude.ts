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

  return async (main, inputText, inputsText) => {
    const value = await main(Object.freeze({ input: JSON.parse(inputText), inputs: JSON.parse(inputsText), ...names }));
    return JSON.stringify(value === undefined ? null : value) ?? 'null';
  };
})`;

/** The names a Code or Transform node's body receives, as a library script's function does. */
export const runtimeNames = ['input', 'inputs', 'secrets', 'log', 'sleep', 'fetch', 'files', 'mail', 'hmacSha256Hex', 'crypto'] as const;
