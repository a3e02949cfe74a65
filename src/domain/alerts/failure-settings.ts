import { z } from 'zod';

/**
 * What a sequence does when a run of it fails (D129), as GET and PUT
 * /v1/sequences/sequences/{id}/failure-settings carry it: the error workflow it starts (another
 * sequence of the user's; null: none), and the alerts on failure and on recovery by e-mail to the
 * account's address, to a Slack-compatible incoming webhook (an "Incoming webhook URL" credential)
 * and to a generic webhook signed with a Secret credential (D146). Credentials are named, as nodes
 * name them (D66).
 */

export const failureSettingsLimits = {
  /** A webhook address. */
  url: 2_000,
  /** A credential's name. */
  credential: 200,
  /** The recent alerts the settings show. */
  recentAlerts: 20,
} as const;

export const failureSettingsMessages = {
  notYours: 'error workflow: No sequence of yours has this id',
  itself: 'error workflow: A sequence cannot be its own error workflow',
  badUrl: 'Webhook URL must be an http or https address',
  webhookWithoutSecret: 'webhook secret: A generic webhook needs a Secret credential to sign its body',
} as const;

const credentialName = z.string().trim().min(1).max(failureSettingsLimits.credential);

const httpUrl = z
  .string()
  .trim()
  .max(failureSettingsLimits.url)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, failureSettingsMessages.badUrl);

export const failureSettingsSchema = z
  .object({
    errorWorkflowId: z.string().nullable(),
    onFailure: z.boolean(),
    onRecovery: z.boolean(),
    email: z.boolean(),
    slackCredential: credentialName.nullable(),
    webhookUrl: httpUrl.nullable(),
    webhookCredential: credentialName.nullable(),
  })
  .meta({ id: 'FailureSettings', description: 'What a sequence does when a run of it fails: its error workflow, and its alerts.' });
export type FailureSettings = z.infer<typeof failureSettingsSchema>;

/** PUT's body: the same fields; a generic webhook needs its secret. */
export const failureSettingsPayloadSchema = failureSettingsSchema.superRefine((settings, context) => {
  if (settings.webhookUrl !== null && settings.webhookCredential === null) context.addIssue({ code: 'custom', path: ['webhookCredential'], message: failureSettingsMessages.webhookWithoutSecret });
});

/** A sequence that has never been set: no error workflow, no channel, both kinds of alert on. */
export const defaultFailureSettings: FailureSettings = {
  errorWorkflowId: null,
  onFailure: true,
  onRecovery: true,
  email: false,
  slackCredential: null,
  webhookUrl: null,
  webhookCredential: null,
};

export const alertChannels = ['email', 'slack', 'webhook'] as const;
export type AlertChannel = (typeof alertChannels)[number];
export const alertKinds = ['failure', 'digest', 'recovery'] as const;
export type AlertKind = (typeof alertKinds)[number];
export const alertStatuses = ['sent', 'kept', 'failed'] as const;

/** One alert sent or refused, as the settings list it. */
export const alertDeliverySchema = z
  .object({
    id: z.string(),
    runId: z.string().nullable(),
    channel: z.enum(alertChannels),
    kind: z.enum(alertKinds),
    status: z.enum(alertStatuses),
    error: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AlertDelivery', description: 'An alert sent (or kept in the outbox, or refused) on one channel.' });
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;

/** GET's answer: the settings and the latest alerts, newest first. */
export const failureSettingsAnswerSchema = z.object({ settings: failureSettingsSchema, recentAlerts: z.array(alertDeliverySchema) });
export type FailureSettingsAnswer = z.infer<typeof failureSettingsAnswerSchema>;

export const alertChannelLabels: Readonly<Record<AlertChannel, string>> = { email: 'E-mail', slack: 'Slack', webhook: 'Webhook' };
export const alertKindLabels: Readonly<Record<AlertKind, string>> = { failure: 'Failure', digest: 'Digest', recovery: 'Recovery' };
export const alertStatusLabels: Readonly<Record<(typeof alertStatuses)[number], string>> = { sent: 'Sent', kept: 'Kept in the outbox', failed: 'Failed' };
