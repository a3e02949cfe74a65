import { sequenceSchema, type Sequence } from '../../domain/sequences/sequences';

/** The sequences list hands the opened sequence over as navigation state (spec 02 §2). */
export function handedOverSequence(state: unknown): Sequence | null {
  const candidate = typeof state === 'object' && state !== null && 'sequence' in state ? state.sequence : state;
  const parsed = sequenceSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
