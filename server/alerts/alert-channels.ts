import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AlertChannel, AlertKind, FailureSettings } from '../../src/domain/alerts/failure-settings';
import { messageOf } from '../../src/domain/error-text';
import type { Db } from '../db/database';
import { users } from '../db/schema/accounts';
import type { AccountMailOutcome, AccountOutbox } from '../mail/account-outbox';
import { callHttpText, defaultHttpOptions } from '../runs/engine/http-call';
import type { SecretStore } from '../runs/engine/secrets';
import { alertSignature, alertSignatureHeader } from './alert-signature';
import { recordAlertDelivery } from './failure-settings-repository';

/** What an alert's channels need: the accounts' outbox (sent through SMTP when set), the owner's credentials opened for the send, and the network guard's setting. */
export interface AlertChannelPorts {
  db: Db;
  outbox: AccountOutbox;
  secretsFor: (userId: string) => SecretStore;
  /** As for runs (D45): without it, a webhook on a private address is refused. */
  allowPrivateNetwork: boolean;
  log: FastifyBaseLogger;
}

/** One alert as its channels carry it: a line (e-mail subject), a text (Slack, e-mail body) and the generic webhook's JSON. */
export interface AlertMessage {
  kind: AlertKind;
  title: string;
  text: string;
  body: Record<string, unknown>;
  runId: string | null;
}

/** A webhook that takes longer than this is counted as failed. */
const webhookTimeoutMs = 10_000;

type Outcome = AccountMailOutcome;

async function postJson(ports: AlertChannelPorts, url: string, body: string, headers: Record<string, string> = {}): Promise<Outcome> {
  const answer = await callHttpText(
    { method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, body },
    { ...defaultHttpOptions, allowPrivateNetwork: ports.allowPrivateNetwork, maxRedirects: 0, signal: AbortSignal.timeout(webhookTimeoutMs) },
  );
  return answer.status >= 200 && answer.status < 300 ? { status: 'sent' } : { status: 'failed', error: `The webhook answered ${answer.status}` };
}

async function sendEmail(ports: AlertChannelPorts, userId: string, message: AlertMessage): Promise<Outcome> {
  const [user] = await ports.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return { status: 'failed', error: 'The account has no address' };
  // Kept in the account's outbox as every account e-mail is, and sent through SMTP_URL when set.
  return ports.outbox.send(userId, 'run-alert', { to: user.email, subject: message.title, body: message.text });
}

async function sendSlack(ports: AlertChannelPorts, userId: string, credential: string, message: AlertMessage): Promise<Outcome> {
  const secret = await ports.secretsFor(userId).get(credential);
  const url = secret.fields.url ?? secret.fields.value;
  if (!url) return { status: 'failed', error: `The credential "${credential}" holds no webhook URL` };
  return postJson(ports, url, JSON.stringify({ text: message.text }));
}

async function sendWebhook(ports: AlertChannelPorts, userId: string, url: string, credential: string, message: AlertMessage): Promise<Outcome> {
  const secret = await ports.secretsFor(userId).get(credential);
  const key = secret.fields.value ?? secret.fields.url;
  if (!key) return { status: 'failed', error: `The credential "${credential}" holds no secret` };
  const body = JSON.stringify(message.body);
  return postJson(ports, url, body, { [alertSignatureHeader]: alertSignature(key, body, new Date()) });
}

/**
 * Sends the alert on each channel the settings name, each on its own (one failing does not keep the
 * others back), and records what became of each (D129).
 */
export async function sendAlert(ports: AlertChannelPorts, target: { sequenceId: string; userId: string; settings: FailureSettings }, message: AlertMessage): Promise<void> {
  const { settings, userId } = target;
  const sends: Array<[AlertChannel, () => Promise<Outcome>]> = [];
  if (settings.email) sends.push(['email', () => sendEmail(ports, userId, message)]);
  if (settings.slackCredential !== null) {
    const credential = settings.slackCredential;
    sends.push(['slack', () => sendSlack(ports, userId, credential, message)]);
  }
  if (settings.webhookUrl !== null && settings.webhookCredential !== null) {
    const { webhookUrl, webhookCredential } = settings;
    sends.push(['webhook', () => sendWebhook(ports, userId, webhookUrl, webhookCredential, message)]);
  }
  await Promise.all(
    sends.map(async ([channel, send]) => {
      let outcome: Outcome;
      try {
        outcome = await send();
      } catch (error) {
        outcome = { status: 'failed', error: messageOf(error) };
      }
      if (outcome.status === 'failed') ports.log.warn({ sequenceId: target.sequenceId, channel, error: outcome.error }, 'an alert could not be sent');
      await recordAlertDelivery(ports.db, { sequenceId: target.sequenceId, runId: message.runId, channel, kind: message.kind, status: outcome.status, error: outcome.status === 'failed' ? outcome.error : null });
    }),
  );
}
