import { z } from 'zod';
import { descriptionRule, nameRule } from '../rules';

export const sequenceMessages = {
  itemsNotList: 'Items must be a list',
  itemNotObject: 'Each item must be an object',
  notFound: 'Sequence not found',
  // D29: a sequence opens by its title's slug, so two titles with one slug could not both be opened.
  titleTaken: 'You already have a sequence with this title. Choose a different title.',
} as const;

/** Stored as JSON; the designer defines what an item holds (see workflow.ts). */
export const sequenceItemsSchema = z.array(z.record(z.string(), z.unknown(), { error: sequenceMessages.itemNotObject }), {
  error: sequenceMessages.itemsNotList,
});
export type SequenceItems = z.infer<typeof sequenceItemsSchema>;

export const sequenceCreatePayloadSchema = z.object({
  title: nameRule('Title'),
  description: descriptionRule().default(''),
  items: sequenceItemsSchema.default([]),
});
export type SequenceCreatePayload = z.input<typeof sequenceCreatePayloadSchema>;

/**
 * Description and items may be left out: the edit dialog and the designer each own one part, and a
 * missing field keeps what is stored instead of wiping the other part's work.
 */
export const sequenceUpdatePayloadSchema = z.object({
  title: nameRule('Title'),
  description: descriptionRule().optional(),
  items: sequenceItemsSchema.optional(),
});
export type SequenceUpdatePayload = z.input<typeof sequenceUpdatePayloadSchema>;

/** A sequence's latest server run by its start (D148): its status and when it started and ended. */
export const lastRunSchema = z.object({
  id: z.string(),
  status: z.enum(['completed', 'failed', 'cancelled', 'running', 'queued']),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  /** Node failures the run went on past (D143): a completed run with some ended "completed with errors". */
  failures_handled: z.number().int().min(0),
});
export type LastRun = z.infer<typeof lastRunSchema>;

export const sequenceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  items: sequenceItemsSchema,
  created_at: z.string(),
  last_run_at: z.string().nullable(),
  /** "Workflow Active" (D63): while on, the workflow's schedule nodes start it on their cron. */
  active: z.boolean().optional(),
  /** The last run on the server (D148), as the tiles show it; null when it never ran there. Only the list answers it. */
  last_run: lastRunSchema.nullable().optional(),
}).meta({ id: 'Sequence', description: 'A sequence, with its saved workflow as the only element of items.' });
export type Sequence = z.infer<typeof sequenceSchema>;

export const sequenceActivePayloadSchema = z.object({ active: z.boolean({ error: 'active must be true or false' }) });
export type SequenceActivePayload = z.infer<typeof sequenceActivePayloadSchema>;

export const scheduleMessages = {
  invalidCron: (label: string, cron: string) => `The Schedule (cron) of ${label} is not a cron expression pg-boss can read: ${cron}`,
} as const;

export const sequenceListSchema = z.array(sequenceSchema);

/** `?slug=` narrows the list to the sequences the designer URL names (see sequence-slug.ts). */
export const sequenceListQuerySchema = z.object({
  slug: z.string().max(500).optional(),
});
export type SequenceListQuery = z.input<typeof sequenceListQuerySchema>;
