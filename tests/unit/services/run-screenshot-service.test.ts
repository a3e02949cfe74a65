import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/services/api-client';
import { apiPathOf, downloadStepScreenshot } from '../../../src/services/workflow-runs';
import { answeringClient, jsonResponse } from './answering-client';

const screenshotUrl = '/v1/workflows/runs/run-2/steps/click-1/screenshot';

describe('a browser step’s screenshot (D68)', () => {
  it('comes through the API client with the user’s token, at the address the server gave less the API’s base', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const { api, requests } = answeringClient(() => new Response(jpeg, { status: 200, headers: { 'Content-Type': 'image/jpeg' } }));
    const blob = await downloadStepScreenshot(api, screenshotUrl);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(screenshotUrl);
    expect(requests[0]!.init.method).toBe('GET');
    expect(new Headers(requests[0]!.init.headers).get('Authorization')).toBe('token-1');
    expect(blob.type).toBe('image/jpeg');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(jpeg);
  });

  it('fails like any other call when the server refuses it', async () => {
    const { api } = answeringClient(() => jsonResponse({ detail: 'Not found' }, 404));
    await expect(downloadStepScreenshot(api, screenshotUrl)).rejects.toThrow('Not found');
  });

  it('is asked for only at an address of the API, so the token goes nowhere else', async () => {
    const { api, requests } = answeringClient(() => new Response(''));
    expect(apiPathOf(screenshotUrl)).toBe('/workflows/runs/run-2/steps/click-1/screenshot');
    for (const address of ['https://elsewhere.example/v1/x', '//elsewhere.example/v1/x', '/v10/x', 'workflows/runs/run-2/steps/click-1/screenshot']) {
      await expect(downloadStepScreenshot(api, address)).rejects.toThrow();
    }
    expect(requests).toEqual([]);
  });

  it('is not asked for without a signed-in user', async () => {
    const api = createApiClient({ getToken: () => null, onUnauthorized: () => {}, fetchImpl: async () => new Response('') });
    await expect(downloadStepScreenshot(api, screenshotUrl)).rejects.toThrow('User is not authenticated. Please login first.');
  });
});
