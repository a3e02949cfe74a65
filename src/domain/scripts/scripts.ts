import { z } from 'zod';

export const scriptSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
});
export type ScriptSummary = z.infer<typeof scriptSummarySchema>;

export const scriptSchema = scriptSummarySchema.extend({ body: z.string() });
export type Script = z.infer<typeof scriptSchema>;

export const scriptListResponseSchema = z.object({ data: z.array(scriptSummarySchema) });
export const scriptResponseSchema = z.object({ data: scriptSchema });

export const scriptMessages = { notFound: 'Script not found' } as const;
