import { ApiError, notAuthenticatedMessage, readField, type ApiClient } from './api-client';

export const authenticationFailedMessage = 'Authentication failed. Please login again.';
export const unexpectedErrorMessage = 'An unexpected error occurred';

/**
 * The error text of profile and sequence calls (spec 01 §8, 02 §8): a 401 asks to sign in again
 * (the API client has already cleared the session); otherwise message, else detail, else the
 * error's own text, else a generic sentence.
 */
export function signedInCallErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return authenticationFailedMessage;
  if (error instanceof ApiError) return readField(error.body, 'message') ?? readField(error.body, 'detail') ?? (error.message || unexpectedErrorMessage);
  return error instanceof Error && error.message ? error.message : unexpectedErrorMessage;
}

/**
 * Runs a call that needs a signed-in user: without a stored token it refuses locally, sending
 * nothing (spec 01 §6); failures carry the spec's text.
 */
export async function signedInCall<T>(api: ApiClient, call: () => Promise<T>): Promise<T> {
  if (!api.hasToken()) throw new ApiError(notAuthenticatedMessage, null);
  try {
    return await call();
  } catch (error) {
    throw new ApiError(signedInCallErrorText(error), error instanceof ApiError ? error.status : null, error instanceof ApiError ? error.body : undefined);
  }
}
