import { z } from 'zod';
import { errorStatusOf, errorTextOf } from '../error-text';

/**
 * What each plan grants (D85): the features a plan card lists, as the limits the server
 * enforces. Without a paid plan a user has the Free allowance. `null` is unlimited.
 */
export interface PlanLimits {
  /** Bots switched on in My Bots at once. */
  active_bots: number | null;
  /** Server runs running at once; the others wait in the queue, in order. */
  runs_at_once: number;
  /** Server runs started in a day (UTC). */
  runs_per_day: number | null;
  /** Bytes of every run's files together. */
  run_files_bytes: number;
  /** Requests one webhook's addresses take in a minute (D126), counted across every process; more are answered 429. */
  webhook_deliveries_per_minute: number;
}

export type LimitName = keyof PlanLimits;

const megabyte = 1024 * 1024;
const gigabyte = 1024 * megabyte;

export const freeAllowanceName = 'Free';

export const freeLimits: PlanLimits = { active_bots: 3, runs_at_once: 1, runs_per_day: 100, run_files_bytes: 100 * megabyte, webhook_deliveries_per_minute: 60 };

/** Each paid plan's limits, by plan id, in the order that lifts them (cheapest first). */
export const paidPlanLimits: Readonly<Record<string, PlanLimits>> = {
  'basic-monthly': { active_bots: 5, runs_at_once: 3, runs_per_day: 1_000, run_files_bytes: gigabyte, webhook_deliveries_per_minute: 600 },
  'team-monthly': { active_bots: 25, runs_at_once: 5, runs_per_day: 10_000, run_files_bytes: 25 * gigabyte, webhook_deliveries_per_minute: 6_000 },
  'pro-annual': { active_bots: null, runs_at_once: 10, runs_per_day: null, run_files_bytes: 100 * gigabyte, webhook_deliveries_per_minute: 120_000 },
};

/** The names of the paid plans, for the messages (the server's offered plans, server/plans/offered-plans.ts, hold the same). */
export const paidPlanNames: Readonly<Record<string, string>> = {
  'basic-monthly': 'Basic Monthly',
  'team-monthly': 'Team Monthly',
  'pro-annual': 'Pro Annual',
};

/**
 * API keys (D127, D137): the requests a minute each of a user's keys may make, by plan id. Keys come
 * with the plans whose card lists "API access" (Pro Annual); 0 is no API access, and the Free
 * allowance has none. A fixed window of a minute, counted in the database.
 */
export const freeApiRequestsPerMinute = 0;
export const paidApiRequestsPerMinute: Readonly<Record<string, number>> = { 'basic-monthly': 0, 'team-monthly': 0, 'pro-annual': 600 };
export const apiRequestsPerMinuteOf = (planId: string | null): number => (planId !== null ? paidApiRequestsPerMinute[planId] : undefined) ?? freeApiRequestsPerMinute;

/** A plan's limits; an unknown or absent plan has the Free allowance. */
export function limitsOf(planId: string | null): PlanLimits {
  return (planId !== null ? paidPlanLimits[planId] : undefined) ?? freeLimits;
}

const above = (limit: number | null, than: number | null) => than !== null && (limit === null || limit > than);

/** The first plan (cheapest first) that grants more of `name` than `planId` does; null when none does. */
export function planLifting(name: LimitName, planId: string | null): { id: string; name: string; limit: number | null } | null {
  const current = limitsOf(planId)[name];
  for (const [id, limits] of Object.entries(paidPlanLimits)) {
    if (above(limits[name], current)) return { id, name: paidPlanNames[id] ?? id, limit: limits[name] };
  }
  return null;
}

let countFormat: Intl.NumberFormat | undefined;
/**
 * Made on first use: this module loads with the designer, and the first Intl formatter a page makes
 * loads the browser's locale data (about 20 ms on this machine), which the designer's open need not pay (D119).
 */
const count = { format: (value: number) => (countFormat ??= new Intl.NumberFormat('en-US')).format(value) };

/** Sizes as the plan cards say them: 100 MB, 1 GB, 25 GB. */
export function sizeText(bytes: number): string {
  if (bytes >= gigabyte) return `${count.format(Math.round((bytes / gigabyte) * 10) / 10)} GB`;
  return `${count.format(Math.round((bytes / megabyte) * 10) / 10)} MB`;
}

const limitText = (name: LimitName, limit: number | null): string => {
  if (limit === null) return name === 'active_bots' ? 'unlimited active bots' : 'unlimited runs a day';
  if (name === 'active_bots') return `${count.format(limit)} active bots`;
  if (name === 'runs_at_once') return `${count.format(limit)} runs at once`;
  if (name === 'runs_per_day') return `${count.format(limit)} runs a day`;
  if (name === 'webhook_deliveries_per_minute') return `${count.format(limit)} webhook requests a minute`;
  return `${sizeText(limit)} of run files`;
};

/** The allowance's name in a sentence: "Your Free allowance", "Your Basic Monthly plan". */
const yours = (planName: string | null) => (planName === null ? `Your ${freeAllowanceName} allowance` : `Your ${planName} plan`);

/** What lifts the limit, or that nothing does. */
function lift(name: LimitName, planId: string | null): string {
  const next = planLifting(name, planId);
  return next ? `${next.name} has ${limitText(name, next.limit)}: see the plans on /subscriptions` : 'no plan has more';
}

/** The refusals' texts (a 402 or 429 `{detail}`): the limit, and the plan that lifts it. */
export const limitMessages = {
  activeBots: (planId: string | null, planName: string | null) =>
    `Active bot limit reached. ${yours(planName)} has ${limitText('active_bots', limitsOf(planId).active_bots)}: switch one off, or subscribe to more (${lift('active_bots', planId)}).`,
  runsPerDay: (planId: string | null, planName: string | null) =>
    `Daily run limit reached. ${yours(planName)} has ${limitText('runs_per_day', limitsOf(planId).runs_per_day)} and today's (UTC) are used (${lift('runs_per_day', planId)}).`,
  runFiles: (planId: string | null, planName: string | null, usedBytes: number) =>
    `Run file storage full. ${yours(planName)} keeps ${limitText('run_files_bytes', limitsOf(planId).run_files_bytes)} and your runs' files take ${sizeText(usedBytes)} (${lift('run_files_bytes', planId)}).`,
  /** Read by a webhook's caller, another program, and by its owner in the deliveries log (D126). */
  webhookRate: (planId: string | null, planName: string | null, retryAfterSeconds: number) =>
    `Webhook rate limit reached. This webhook takes ${limitText('webhook_deliveries_per_minute', limitsOf(planId).webhook_deliveries_per_minute)} on its owner's ${planName === null ? `${freeAllowanceName} allowance` : `${planName} plan`}: try again in ${count.format(retryAfterSeconds)} s (${lift('webhook_deliveries_per_minute', planId)}).`,
} as const;

/** The titles the screens give those refusals. */
export const limitTitles: Readonly<Record<LimitName, string>> = {
  active_bots: 'Active bot limit reached',
  runs_at_once: 'Runs at once',
  runs_per_day: 'Daily run limit reached',
  run_files_bytes: 'Run file storage full',
  webhook_deliveries_per_minute: 'Webhook rate limit reached',
};

/** Whether a refusal's text is one of the limits' (the screens then link to the plans). */
export const isLimitRefusal = (detail: string | null | undefined): boolean =>
  detail !== null && detail !== undefined && Object.values(limitTitles).some((title) => detail.startsWith(`${title}.`));

/** The statuses a plan's limit refuses with: 402 (the plan lifts it) and 429 (runs a day, until tomorrow). */
export const limitStatuses: readonly number[] = [402, 429];

/**
 * The server's text when a call was refused by a plan's limit (a 402 or 429 `{detail}`), else null:
 * the screens then show it with a link to the plans (D85).
 */
export function limitRefusalOf(error: unknown): string | null {
  const status = errorStatusOf(error);
  return status !== null && limitStatuses.includes(status) ? errorTextOf(error) : null;
}

const limitUseSchema = z.object({
  /** null: unlimited. */
  limit: z.number().nullable(),
  used: z.number(),
});

/** GET /v1/users/me/limits. */
export const userLimitsSchema = z.object({
  plan: z.object({ id: z.string().nullable(), name: z.string() }),
  /** ISO 8601: when the day of `runs_per_day` ends (UTC midnight). */
  day_resets_at: z.string(),
  limits: z.object({
    active_bots: limitUseSchema,
    runs_at_once: limitUseSchema,
    runs_per_day: limitUseSchema,
    run_files_bytes: limitUseSchema,
    /** D126: per webhook and minute; `used` is the busiest of the user's webhooks in the current minute. The server always sends it. */
    webhook_deliveries_per_minute: limitUseSchema.optional(),
  }),
});
export type UserLimits = z.infer<typeof userLimitsSchema>;

/** The start of the UTC day `now` is in, and the next one. */
export function utcDayOf(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + 86_400_000) };
}
