import { FetchError, ofetch, type FetchOptions } from 'ofetch';

export const defaultApiBase = '/v1';
export const apiTimeoutMs = 10_000;

export const noResponseMessage = 'No response from server';
export const requestConfigurationMessage = 'Request configuration error';
export const notAuthenticatedMessage = 'User is not authenticated. Please login first.';

/** A failed call, with the text the spec says to show (01 §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  baseURL?: string;
  timeoutMs?: number;
  getToken: () => string | null;
  /** Called on every 401, after the stored session is cleared by the caller's handler. */
  onUnauthorized: () => void;
  fetchImpl?: typeof fetch;
}

export type RequestOptions = Pick<FetchOptions<'json'>, 'query' | 'signal'> & {
  /** Sends this token instead of the stored one (logout runs after the local session is cleared). */
  token?: string;
};

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  hasToken(): boolean;
}

/** A non-blank text field of an error body, or null. */
export function readField(body: unknown, field: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** detail, else message, else error, else "HTTP {status}: {status text}" (spec 01 §8). */
export function errorTextFromResponse(status: number, statusText: string, body: unknown): string {
  return readField(body, 'detail') ?? readField(body, 'message') ?? readField(body, 'error') ?? `HTTP ${status}: ${statusText}`;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const response = error.response;
    if (response) {
      return new ApiError(errorTextFromResponse(response.status, response.statusText, error.data), response.status, error.data);
    }
    // The request left but nothing came back: refused, reset, or timed out.
    return new ApiError(noResponseMessage, null);
  }
  return new ApiError(requestConfigurationMessage, null);
}

function serializeBody(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  try {
    return JSON.stringify(body);
  } catch {
    throw new ApiError(requestConfigurationMessage, null);
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetcher = ofetch.create({
    baseURL: options.baseURL ?? defaultApiBase,
    timeout: options.timeoutMs ?? apiTimeoutMs,
    retry: 0,
    ...(options.fetchImpl ? { fetch: options.fetchImpl } : {}),
  });

  async function request<T>(method: string, path: string, body: unknown, requestOptions: RequestOptions = {}): Promise<T> {
    const { token: tokenOverride, ...fetchOptions } = requestOptions;
    const token = tokenOverride ?? options.getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = token;
    const serialized = serializeBody(body);
    if (serialized !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await fetcher<T>(path, { method, headers, body: serialized, ...fetchOptions, responseType: 'json' });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status === 401) options.onUnauthorized();
      throw apiError;
    }
  }

  return {
    get: (path, requestOptions) => request('GET', path, undefined, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, body, requestOptions),
    put: (path, body, requestOptions) => request('PUT', path, body, requestOptions),
    delete: (path, requestOptions) => request('DELETE', path, undefined, requestOptions),
    hasToken: () => Boolean(options.getToken()),
  };
}
