import { ApiError } from '../../src/services/api-client';

/**
 * A refused request as the API client reports it. Its status and body are its own fields, so two
 * refusals that differ only in their text stay two events when the model's paths are generated
 * (a plain Error's message is dropped by JSON).
 */
export const refused = (status: number, detail: string) => new ApiError(detail, status, { detail });
