import { describe, expect, it } from 'vitest';
import { listFirstBotPages, setBotActive, uploadBot } from '../../../src/services/bots';
import { answeringClient, jsonResponse } from './answering-client';

const answeredBot = {
  id: 7,
  title: 'Nightly export',
  description: '',
  image: '',
  author: 'Ada Lovelace',
  rating: 0,
  downloads: 0,
  tags: [],
  createdAt: '2026-11-24T10:00:00.000Z',
  price: 0,
  priority: 'normal',
  notes: '',
  configure: '',
  isActive: false,
  installedAt: '2026-11-24T10:00:00.000Z',
  lastRan: null,
  subscriptionUrl: null,
  configFile: { name: 'flow.json', type: 'application/json', size: 2 },
  hasWorkflow: true,
  inputs: [],
  // The user's own bot: no listing, so no listing version and no update to offer (D130).
  marketBotId: null,
  version: null,
  updateTo: null,
  inputValues: {},
  needsSetup: false,
};

const recordingClient = () => answeringClient(() => jsonResponse(answeredBot));

describe('the bots service', () => {
  it('sends an upload as multipart, leaving the content type (and its boundary) to the browser', async () => {
    const { api, requests } = recordingClient();
    const file = new File(['{}'], 'flow.json', { type: 'application/json' });
    await uploadBot(api, { name: 'Nightly export', description: 'd', priority: 'high', notes: 'n', file });
    const [request] = requests;
    expect(request!.url).toBe('/v1/bots/upload');
    expect(request!.init.method).toBe('POST');
    const headers = request!.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    const form = request!.init.body as FormData;
    expect([...form.keys()]).toEqual(['name', 'description', 'priority', 'notes', 'file']);
    expect((form.get('file') as File).name).toBe('flow.json');
  });

  it('reads the first pages again in as few requests as the page size limit allows, each where its block starts', async () => {
    const { api, requests } = answeringClient(() => jsonResponse({ items: [], total: 400, page: 1, page_size: 24 }));
    const answer = await listFirstBotPages(api, { status: 'inactive' }, 7);
    // 7 pages of 24 = bots 0-167: 96 from 0, 48 from 96, 24 from 144.
    const asked = requests.map((request) => Object.fromEntries(new URL(request.url, 'http://botflow.test').searchParams));
    expect(asked).toEqual([
      { status: 'inactive', page: '1', page_size: '96' },
      { status: 'inactive', page: '3', page_size: '48' },
      { status: 'inactive', page: '7', page_size: '24' },
    ]);
    expect(answer).toMatchObject({ total: 400, page: 1, page_size: 168 });
  });

  it('toggles a bot with a PATCH of isActive alone', async () => {
    const { api, requests } = recordingClient();
    await setBotActive(api, 7, true);
    expect(requests[0]!.init.method).toBe('PATCH');
    expect(requests[0]!.url).toBe('/v1/bots/7');
    expect(JSON.parse(requests[0]!.init.body as string)).toEqual({ isActive: true });
  });
});
