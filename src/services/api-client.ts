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

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Appended as a query string; undefined and null values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Sends this token instead of the stored one (logout runs after the local session is cleared). */
  token?: string;
  /** Overrides the client's timeout (an upload of 50 MB needs longer than a JSON call). */
  timeoutMs?: number;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** GET of a file (a CSV, a PDF): its bytes as a Blob; a refusal fails like any other call. */
  download(path: string, options?: RequestOptions): Promise<Blob>;
  /** POST whose answer is read as it arrives (Flo's text/event-stream); a refusal fails like any other call. */
  stream(path: string, body: unknown, options?: RequestOptions): Promise<ReadableStream<Uint8Array>>;
  /** GET read as it arrives (a run's text/event-stream). */
  streamGet(path: string, options?: RequestOptions): Promise<ReadableStream<Uint8Array>>;
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

/** A response that is not 2xx, with its parsed body: turned into an ApiError with the spec's text. */
class FailedResponse {
  constructor(
    readonly response: Response,
    readonly body: unknown,
  ) {}
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FailedResponse) {
    const { response, body } = error;
    return new ApiError(errorTextFromResponse(response.status, response.statusText, body), response.status, body);
  }
  // The request left but nothing came back: refused, reset, aborted or timed out.
  return new ApiError(noResponseMessage, null);
}

/** JSON for data; a FormData goes as it is, so the browser writes the multipart boundary. */
function serializeBody(body: unknown): string | FormData | undefined {
  if (body === undefined || body instanceof FormData) return body;
  try {
    return JSON.stringify(body);
  } catch {
    throw new ApiError(requestConfigurationMessage, null);
  }
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The JSON body, the text when it is not JSON (a proxy's HTML page), undefined when empty. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseURL = options.baseURL ?? defaultApiBase;
  const timeoutMs = options.timeoutMs ?? apiTimeoutMs;
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));

  /** How a successful answer is read: JSON (or text), the bytes of a file, or a stream left open for the caller. */
  type AnswerAs = 'json' | 'file' | 'stream';

  async function request<T>(method: string, path: string, body: unknown, requestOptions: RequestOptions = {}, answerAs: AnswerAs = 'json'): Promise<T> {
    const { token: tokenOverride, query, signal } = requestOptions;
    const callTimeoutMs = requestOptions.timeoutMs ?? timeoutMs;
    const token = tokenOverride ?? options.getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = token;
    const serialized = serializeBody(body);
    if (typeof serialized === 'string') headers['Content-Type'] = 'application/json';
    try {
      const timeout = AbortSignal.timeout(callTimeoutMs);
      const response = await fetchImpl(`${baseURL}${path}${queryString(query)}`, {
        method,
        headers,
        body: serialized,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (answerAs === 'file' && response.ok) return (await response.blob()) as T;
      if (answerAs === 'stream' && response.ok && response.body) return response.body as T;
      const responseBody = await bodyOf(response);
      if (!response.ok) throw new FailedResponse(response, responseBody);
      return responseBody as T;
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
    patch: (path, body, requestOptions) => request('PATCH', path, body, requestOptions),
    delete: (path, requestOptions) => request('DELETE', path, undefined, requestOptions),
    download: (path, requestOptions) => request<Blob>('GET', path, undefined, requestOptions, 'file'),
    stream: (path, body, requestOptions) => request<ReadableStream<Uint8Array>>('POST', path, body, requestOptions, 'stream'),
    streamGet: (path, requestOptions) => request<ReadableStream<Uint8Array>>('GET', path, undefined, requestOptions, 'stream'),
    hasToken: () => Boolean(options.getToken()),
  };
}
