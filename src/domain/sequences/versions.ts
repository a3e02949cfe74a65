import { z } from 'zod';
import { savedWorkflowSchema } from '../workflow/saved-workflow';

/**
 * A sequence's versions (D69): every save of its workflow is one, numbered 1, 2, 3... per sequence.
 * The last `versionLimits.kept` are kept, and every version a run refers to.
 */
export const versionLimits = { kept: 100 } as const;

export const versionMessages = {
  notFound: 'Version not found',
} as const;

export const sequenceVersionSchema = z.object({
  number: z.number().int().positive(),
  saved_at: z.string(),
  /** The full name of the user who saved it. */
  saved_by: z.string(),
  node_count: z.number().int(),
  edge_count: z.number().int(),
  /** One line: "Added Send report; changed Fetch prices; removed Wait", or "First version". */
  summary: z.string(),
}).meta({ id: 'SequenceVersion', description: 'A saved version of a sequence’s workflow.' });
export type SequenceVersion = z.infer<typeof sequenceVersionSchema>;

/** Newest first. */
export const sequenceVersionListSchema = z.array(sequenceVersionSchema);

export const sequenceVersionDetailSchema = sequenceVersionSchema.extend({ workflow: savedWorkflowSchema });
export type SequenceVersionDetail = z.infer<typeof sequenceVersionDetailSchema>;

/** What Restore answers: the version it saved and the workflow now current. */
export const versionRestoreAnswerSchema = z.object({ version: sequenceVersionSchema, workflow: savedWorkflowSchema });
export type VersionRestoreAnswer = z.infer<typeof versionRestoreAnswerSchema>;

export const versionParamsSchema = z.object({
  id: z.string(),
  n: z.coerce.number({ error: 'Version must be a number' }).int('Version must be a whole number').positive('Version must be 1 or more'),
});
