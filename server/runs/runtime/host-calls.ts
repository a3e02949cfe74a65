import { createHmac, randomUUID } from 'node:crypto';
import { serverRunLimits } from '../../../src/domain/workflow/server-runs';
import { callHttpText, defaultHttpOptions } from '../engine/http-call';
import { emailLogLine } from '../../../src/domain/workflow/email-step';
import { maxAttachmentBytes, type EmailDelivery, type OutboxAttachment, type OutboxEmail } from '../engine/outbox-email';
import type { SecretStore } from '../engine/secrets';
import type { BrowserTab } from '../browser/run-browser';
import { waitFor } from '../engine/abortable-wait';
import { megabytes, requirePlainFileName, runFileNameOf, runFilePath, type RunFolder } from './run-folder';

/** What a script's runtime reaches on the host for one node's execution. */
export interface ScriptServices {
  /** The run's credentials (redacted from what the run stores). */
  secrets: SecretStore;
  files: RunFolder;
  sendEmail: (email: OutboxEmail) => Promise<EmailDelivery>;
  allowPrivateNetwork: boolean;
  /** A line in the step's logs. */
  log: (line: string) => void;
  /** The run's browser tab, for a library script that drives a page (D68). */
  tab?: BrowserTab;
}

/** A host call that waits; its answer is JSON, or bytes. The signal ends it with the node or the script. */
export type AsyncCall = (args: unknown[], bytes: Buffer | undefined, signal: AbortSignal) => Promise<unknown>;
/** A host call that only computes, answered at once. */
export type SyncCall = (args: unknown[]) => unknown;

const text = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw new Error(`${what} must be text`);
  return value;
};

const stringRecord = (value: unknown, what: string): Record<string, string> => {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new Error(`${what} must be an object of names and values`);
  return Object.fromEntries(Object.entries(value).map(([name, each]) => [name, String(each)]));
};

/** What `secrets.get` answers (D66): a token's or a secret's value; a login's or basic's username and password. */
async function secretValue(secrets: SecretStore, name: unknown): Promise<unknown> {
  const secret = await secrets.get(text(name, 'secrets.get: the credential’s name'));
  if (secret.kind === 'login' || secret.kind === 'basic') return { username: secret.fields.username ?? '', password: secret.fields.password ?? '' };
  return secret.fields.value ?? '';
}

/** A file's content as the script gave it: bytes as they are, text as UTF-8. */
function contentOf(data: unknown, bytes: Buffer | undefined): Buffer {
  if (bytes) return bytes;
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  throw new Error('files.write takes text or bytes (a Uint8Array)');
}

async function attachmentsOf(list: unknown, files: RunFolder): Promise<OutboxAttachment[]> {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new Error('mail.send: attachments must be a list');
  const attachments: OutboxAttachment[] = [];
  for (const item of list as Array<Record<string, unknown>>) {
    if (typeof item !== 'object' || item === null) throw new Error('mail.send: each attachment is { path } or { fileName, content }');
    if (item.path !== undefined) {
      const name = runFileNameOf(item.path);
      if (name === null) throw new Error(`mail.send: ${JSON.stringify(item.path)} is not a path from files.path`);
      const content = await files.read(name);
      if (!content) throw new Error(`mail.send: there is no file named ${name} in the run's folder`);
      attachments.push({ fileName: requirePlainFileName(item.fileName ?? name), content });
    } else {
      const fileName = requirePlainFileName(item.fileName);
      attachments.push({ fileName, content: Buffer.from(text(item.content, `mail.send: the content of ${fileName}`), 'utf8') });
    }
  }
  const size = attachments.reduce((sum, each) => sum + each.content.length, 0);
  if (size > maxAttachmentBytes) throw new Error(`mail.send: the attachments take ${megabytes(size)}: a message may carry ${megabytes(maxAttachmentBytes)} of them at most`);
  return attachments;
}

/** Sends a script's message (D67); answers where it went, as an Email node's step says it (D152). */
async function sendMail(services: ScriptServices, message: unknown): Promise<EmailDelivery> {
  if (typeof message !== 'object' || message === null) throw new Error('mail.send takes { to, subject, text, html, attachments }');
  const { to, subject, text: body, html, attachments } = message as Record<string, unknown>;
  const recipients = (Array.isArray(to) ? to : [to]).map((each) => text(each, 'mail.send: to').trim()).filter((each) => each !== '');
  if (recipients.length === 0) throw new Error('mail.send needs at least one address in to');
  const email: OutboxEmail = {
    to: recipients.join(', '),
    subject: text(subject ?? '', 'mail.send: subject'),
    body: text(body ?? '', 'mail.send: text'),
    ...(html === undefined || html === null ? {} : { html: text(html, 'mail.send: html') }),
    attachments: await attachmentsOf(attachments, services.files),
  };
  const delivered = await services.sendEmail(email);
  services.log(emailLogLine({ ...email, delivery: delivered.delivery, attachments: (email.attachments ?? []).map((each) => ({ name: each.fileName, size: each.content.length })) }));
  return delivered;
}

/** The host's side of every runtime name that waits (D67); see the prelude for the script's side. */
export function asyncCalls(services: ScriptServices): Record<string, AsyncCall> {
  const { files } = services;
  const readFile = async (name: unknown) => {
    const content = await files.read(requirePlainFileName(name));
    if (!content) throw new Error(`There is no file named ${String(name)} in the run's folder`);
    return content;
  };
  return {
    'secrets.get': ([name]) => secretValue(services.secrets, name),
    sleep: async ([ms], _bytes, signal) => {
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) throw new Error('sleep takes a number of milliseconds');
      await waitFor(ms, signal);
      return null;
    },
    fetch: async ([url, options], bytes, signal) => {
      const { method, headers, body } = (options ?? {}) as Record<string, unknown>;
      const call = {
        method: text(method ?? 'GET', 'fetch: method').toUpperCase(),
        url: text(url, 'fetch: the URL'),
        headers: stringRecord(headers, 'fetch: headers'),
        body: bytes ?? (body === undefined || body === null ? undefined : text(body, 'fetch: body (text or a Uint8Array)')),
      };
      const answer = await callHttpText(call, { ...defaultHttpOptions, allowPrivateNetwork: services.allowPrivateNetwork, signal });
      services.log(`fetch ${call.method} ${call.url}: ${answer.status}${answer.truncated ? ` (body cut at ${defaultHttpOptions.maxBodyBytes} bytes)` : ''}`);
      return answer;
    },
    'files.write': async ([name, data], bytes) => {
      const checked = requirePlainFileName(name);
      const content = contentOf(data, bytes);
      await files.write(checked, content);
      services.log(`Wrote ${checked} (${content.length} bytes)`);
      return null;
    },
    'files.read': async ([name]) => (await readFile(name)).toString('utf8'),
    'files.readBytes': async ([name]) => new Uint8Array(await readFile(name)),
    'files.exists': async ([name]) => {
      const checked = requirePlainFileName(name);
      return (await files.list()).some((file) => file.name === checked);
    },
    'files.list': () => files.list(),
    'mail.send': ([message]) => sendMail(services, message),
  };
}

/** Lines a script may log per execution; past them they are counted, since the step keeps only so many. */
const keptLogLines = serverRunLimits.logLines;

/** The host's side of the runtime names that only compute. `finish` logs how many lines were dropped. */
export function syncCalls(services: ScriptServices): { calls: Record<string, SyncCall>; finish: () => void } {
  let logged = 0;
  const prefix: Record<string, string> = { info: '', warn: 'Warning: ', error: 'Error: ' };
  return {
    calls: {
      log: ([level, line]) => {
        logged += 1;
        if (logged <= keptLogLines) services.log(`${prefix[String(level)] ?? ''}${String(line)}`);
        return null;
      },
      'files.path': ([name]) => runFilePath(requirePlainFileName(name)),
      hmacSha256Hex: ([key, message]) => createHmac('sha256', text(key, 'hmacSha256Hex: the key')).update(text(message, 'hmacSha256Hex: the message')).digest('hex'),
      randomUUID: () => randomUUID(),
    },
    finish: () => {
      if (logged > keptLogLines) services.log(`… ${logged - keptLogLines} more log lines from the script not kept`);
    },
  };
}
