import { retryWaitText } from '../accounts/login-throttle';
import type { Db } from '../db/database';
import { HttpError } from '../plugins/errors';
import { countMessage } from './repository';

export interface AssistantRateLimit {
  messages: number;
  windowSeconds: number;
}

/**
 * Counts one message in the user's current window (in the database, so the limit holds across
 * processes); past the limit it is a 429 saying when to try again.
 */
export async function countAssistantMessage(db: Db, userId: string, limit: AssistantRateLimit): Promise<void> {
  const usage = await countMessage(db, userId, limit.windowSeconds);
  if (usage.messages <= limit.messages) return;
  const seconds = Math.max(1, usage.retryAfterSeconds);
  throw new HttpError(429, `You have sent too many messages to Flo. Please try again in ${retryWaitText(seconds)}.`, { 'Retry-After': String(seconds) });
}
