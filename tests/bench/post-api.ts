/** POSTs JSON to the bench server's API as a signed-in user (or none) and answers the body; any other answer than 2xx throws. */
export async function postApi<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
