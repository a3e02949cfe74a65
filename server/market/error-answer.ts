import { z } from 'zod';

/** What every refusal answers (the errors plugin): its status says what kind, `detail` says why in the user's words. */
export const errorAnswerSchema = z.object({ detail: z.string() });

/** The refusals every signed-in market route may answer, for its OpenAPI document. */
export const signedInRefusals = { 401: errorAnswerSchema } as const;
