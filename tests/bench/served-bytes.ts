/** How many bytes the server sends for an asset to a browser accepting this encoding. */
export async function servedBytes(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  const response = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
  // Node's fetch decodes the body; the length on the wire is the header's.
  const length = Number(response.headers.get('content-length'));
  await response.arrayBuffer();
  return { bytes: length, encoding: response.headers.get('content-encoding') ?? 'identity' };
}

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
