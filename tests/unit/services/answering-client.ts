import { createApiClient } from '../../../src/services/api-client';

/** The real API client signed in as 'token-1', over a fetch that records each request and gives the answer made for it. */
export function answeringClient(answer: () => Response) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const api = createApiClient({
    getToken: () => 'token-1',
    onUnauthorized: () => {},
    fetchImpl: async (input, init) => {
      requests.push({ url: String(input), init: init ?? {} });
      return answer();
    },
  });
  return { api, requests };
}

export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
