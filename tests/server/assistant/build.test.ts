import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { buildProgress, noTemplateReason, stillInvalid } from '../../../server/assistant/build-routes';
import { buildTemplates } from '../../../server/assistant/build-templates';
import { defaultGeminiModel } from '../../../server/assistant/gemini';
import type { Database } from '../../../server/db/database';
import { assistantBuildEventSchema, draftGap, type AssistantBuildEvent, type WorkflowDraft } from '../../../src/domain/assistant/build';
import { draftResponseJsonSchema, type DraftAnswer } from '../../../src/domain/assistant/build-draft';
import { assistantApology } from '../../../src/domain/assistant/chat';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { startFakeGemini, type FakeGemini } from './fake-gemini';
import { parseEventStream } from '../event-stream-events';

const apiKey = 'AIza-build-test-key-that-must-never-leave-the-server';
const secretValue = 'sk-live-4f9a1c-the-supplier-api-token-value';

const eventsOf = (payload: string): AssistantBuildEvent[] => parseEventStream(payload, assistantBuildEventSchema);

const chunks = (events: AssistantBuildEvent[]) => events.flatMap((event) => (event.type === 'chunk' ? [event.text] : []));
const draftOf = (events: AssistantBuildEvent[]): WorkflowDraft => {
  const last = events.at(-1);
  if (last?.type !== 'draft') throw new Error(`The stream ended with ${JSON.stringify(last)}`);
  return last;
};

const build = (app: App, user: UserWithToken, payload: unknown) => app.inject({ method: 'POST', url: '/v1/assistant/build', headers: { authorization: user.token }, payload: payload as object });

/** The workflow on the canvas: Start, an api node naming the credential that holds the secret, End. */
const canvas: SavedWorkflow = {
  nodes: [
    { id: 'node-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Start', type: 'start', properties: { paletteItem: 'start' } } },
    {
      id: 'node-7',
      type: 'api',
      position: { x: 300, y: 40 },
      data: { label: 'Read prices', type: 'api', properties: { paletteItem: 'api', url: 'https://supplier.example.com/prices', authentication: 'Supplier API' } },
    },
    { id: 'node-3', type: 'end', position: { x: 600, y: 100 }, data: { label: 'End', type: 'end', properties: { paletteItem: 'end' } } },
  ],
  edges: [
    { id: 'e1', source: 'node-1', target: 'node-7' },
    { id: 'e2', source: 'node-7', target: 'node-3' },
  ],
  viewport: { x: 10, y: 20, zoom: 0.8 },
};

/** What Gemini answers for "every morning, log in to our supplier portal, download the price list and e-mail it to me". */
const priceListDraft: DraftAnswer = {
  title: 'Supplier price list by e-mail',
  summary: 'Every weekday morning, downloads the supplier’s price list and e-mails it.',
  nodes: [
    { id: 'n1', kind: 'start', label: 'Start', settings: [] },
    { id: 'n2', kind: 'schedule', label: 'Every weekday at 07:00', settings: [{ name: 'cron', value: '0 7 * * 1-5' }] },
    {
      id: 'n3',
      kind: 'script-log-in-to-site',
      label: 'Log in to the supplier portal',
      settings: [
        { name: 'loginUrl', value: 'https://portal.supplier.example.com/login' },
        { name: 'credential', value: 'Portal login' },
      ],
    },
    { id: 'n4', kind: 'script-download-file', label: 'Download the price list', settings: [{ name: 'linkSelector', value: 'a#price-list' }, { name: 'timeoutSeconds', value: '90' }] },
    { id: 'n5', kind: 'decision', label: 'Downloaded?', settings: [{ name: 'condition', value: 'Boolean(input.file)' }] },
    { id: 'n6', kind: 'email', label: 'E-mail the price list', settings: [{ name: 'subject', value: 'Price list' }] },
    { id: 'n7', kind: 'end', label: 'Done', settings: [] },
    { id: 'n8', kind: 'end', label: 'Nothing to send', settings: [] },
  ],
  edges: [
    { from: 'n1', to: 'n2' },
    { from: 'n2', to: 'n3' },
    { from: 'n3', to: 'n4' },
    { from: 'n4', to: 'n5' },
    { from: 'n5', to: 'n6', branch: 'yes' },
    { from: 'n5', to: 'n8', branch: 'no' },
    { from: 'n6', to: 'n7' },
  ],
};

/** Two problems: a second Start, and a setting the email kind does not have. */
const twoProblems: DraftAnswer = {
  ...priceListDraft,
  nodes: [
    ...priceListDraft.nodes.map((node) => (node.id === 'n6' ? { ...node, settings: [...node.settings, { name: 'cc', value: 'boss@example.com' }] } : node)),
    { id: 'n9', kind: 'start', label: 'Second start', settings: [] },
  ],
  edges: [...priceListDraft.edges, { from: 'n9', to: 'n7' }],
};

/** A loop back from the e-mail to the download, and an edge out of an End. */
const looping: DraftAnswer = { ...priceListDraft, edges: [...priceListDraft.edges, { from: 'n6', to: 'n4' }, { from: 'n8', to: 'n6' }] };

describe('POST /v1/assistant/build with a key: Gemini drafts through structured output, the server checks (D91)', () => {
  let app: App;
  let database: Database;
  let stop: () => Promise<void>;
  let user: UserWithToken;
  let fake: FakeGemini;
  beforeAll(async () => {
    fake = await startFakeGemini();
    ({ app, database, stop } = await startTestApp({ gemini: { apiKey, model: defaultGeminiModel, baseUrl: fake.baseUrl } }));
    user = await createUserWithToken(database);
    for (const payload of [
      { name: 'Supplier API', kind: 'token', fields: { value: secretValue } },
      { name: 'Portal login', kind: 'login', fields: { username: 'buyer@shop.example.com', password: `${secretValue}-password` } },
    ]) {
      const created = await app.inject({ method: 'POST', url: '/v1/credentials', headers: { authorization: user.token }, payload });
      expect(created.statusCode).toBe(201);
    }
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await stop();
    await fake.close();
  });

  it('accepts a valid draft: progress, then the draft made of palette nodes with fresh ids, laid out to the right of the canvas, with what it needs', async () => {
    fake.queueAnswers({ kind: 'json', value: priceListDraft });
    const response = await build(app, user, { prompt: 'every morning, log in to our supplier portal, download the price list and e-mail it to me', workflow: canvas });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = eventsOf(response.payload);
    expect(chunks(events)).toEqual([buildProgress.asking, buildProgress.checking]);
    const draft = draftOf(events);
    expect(draft.offline).toBe(false);
    expect(draft.summary).toBe(priceListDraft.summary);
    expect(draft.template).toBeUndefined();

    const { nodes, edges, viewport } = draft.workflow;
    expect(nodes.map((node) => node.id)).toEqual(['node-8', 'node-9', 'node-10', 'node-11', 'node-12', 'node-13', 'node-14', 'node-15']);
    expect(viewport).toEqual(canvas.viewport);
    // As a palette drop makes them: the item's type, the draft's label, the item's properties with the settings.
    expect(nodes[2]).toMatchObject({
      type: 'script',
      data: {
        label: 'Log in to the supplier portal',
        type: 'script',
        properties: { paletteItem: 'script-log-in-to-site', scriptId: 'log-in-to-site', scriptTitle: 'Log In to a Website', loginUrl: 'https://portal.supplier.example.com/login', credential: 'Portal login' },
      },
    });
    expect(nodes[3]!.data.properties).toMatchObject({ paletteItem: 'script-download-file', linkSelector: 'a#price-list', timeoutSeconds: 90 });
    expect(nodes[1]).toMatchObject({ type: 'timer', data: { type: 'timer', properties: { paletteItem: 'schedule', cron: '0 7 * * 1-5' } } });
    // Beside the canvas: every draft node right of its right edge (node-3 at x 600, 190 wide), the first rank level with its top.
    for (const node of nodes) expect(node.position.x).toBeGreaterThanOrEqual(600 + 190 + draftGap);
    expect(nodes[0]!.position.x).toBe(600 + 190 + draftGap);
    expect(new Set(nodes.map((node) => `${node.position.x},${node.position.y}`)).size).toBe(nodes.length);
    // The decision's branches are its right (yes) and bottom (no) handles; other edges leave by the only output.
    expect(edges.find((edge) => edge.target === 'node-13')).toMatchObject({ source: 'node-12', sourceHandle: 'right' });
    expect(edges.find((edge) => edge.target === 'node-15')).toMatchObject({ source: 'node-12', sourceHandle: 'bottom' });
    expect(edges.find((edge) => edge.target === 'node-9')).toMatchObject({ id: 'xy-edge__node-8-node-9', source: 'node-8', sourceHandle: null });
    // The login credential is one of the user's, so it stays; the e-mail's recipient and the signed-in marker are the user's to fill in.
    expect(draft.needs).toEqual([
      { nodeId: 'node-10', nodeLabel: 'Log in to the supplier portal', kind: 'input', field: 'signedInMarker', text: 'Log in to the supplier portal: fill in Shown once signed in' },
      { nodeId: 'node-13', nodeLabel: 'E-mail the price list', kind: 'input', field: 'to', text: 'E-mail the price list: fill in To' },
    ]);
  });

  it('asks with structured output: application/json and the response schema generated from src/domain, the node catalogue in the system prompt', async () => {
    fake.queueAnswers({ kind: 'json', value: priceListDraft });
    await build(app, user, { prompt: 'download the price list', workflow: canvas });
    expect(fake.requests).toHaveLength(1);
    const [asked] = fake.requests;
    expect(asked!.url).toContain(`/models/${defaultGeminiModel}:generateContent`);
    expect(asked!.apiKey).toBe(apiKey);
    expect(asked!.body.generationConfig).toMatchObject({ responseMimeType: 'application/json', responseJsonSchema: draftResponseJsonSchema() });
    const system = asked!.body.systemInstruction!.parts.map((part) => part.text).join('');
    for (const kind of ['script-log-in-to-site', 'email', 'decision', 'schedule']) expect(system).toContain(`- ${kind}: `);
    expect(system).toContain('Never write a password, token, key or any other secret');
    // The canvas is named by its labels and kinds only.
    const asking = asked!.body.contents[0]!.parts[0]!.text;
    expect(asking).toContain('Build this workflow: download the price list');
    expect(asking).toContain('- Read prices (api)');
    expect(asking).not.toContain('supplier.example.com/prices');
  });

  it('repairs an invalid draft on the second ask, which lists the problems after the first answer', async () => {
    fake.queueAnswers({ kind: 'json', value: twoProblems }, { kind: 'json', value: priceListDraft });
    const events = eventsOf((await build(app, user, { prompt: 'price list by e-mail' })).payload);
    expect(chunks(events)).toEqual([buildProgress.asking, buildProgress.checking, 'The first answer did not hold (2 problems); asking once more…', buildProgress.checking]);
    expect(draftOf(events).workflow.nodes.map((node) => node.id)).toEqual(['node-1', 'node-2', 'node-3', 'node-4', 'node-5', 'node-6', 'node-7', 'node-8']);
    expect(fake.requests).toHaveLength(2);
    const second = fake.requests[1]!.body.contents;
    expect(second.map((turn) => turn.role)).toEqual(['user', 'model', 'user']);
    expect(JSON.parse(second[1]!.parts[0]!.text)).toEqual(twoProblems);
    expect(second[2]!.parts[0]!.text).toContain('- E-mail the price list: an Email node has no setting named "cc"');
    expect(second[2]!.parts[0]!.text).toContain('- A workflow has exactly one Start node; this draft has 2.');
    expect(fake.requests[1]!.body.generationConfig).toMatchObject({ responseMimeType: 'application/json' });
  });

  it('refuses, with its reasons and without drawing it, a draft still invalid after the second ask; an answer that is not JSON counts as invalid', async () => {
    fake.queueAnswers({ kind: 'stream', chunks: ['Sure! Here is your workflow: start, then…'] }, { kind: 'json', value: looping });
    const events = eventsOf((await build(app, user, { prompt: 'price list by e-mail' })).payload);
    expect(chunks(events)).toEqual([buildProgress.asking, buildProgress.checking, 'The first answer did not hold (1 problem); asking once more…', buildProgress.checking]);
    expect(events.some((event) => event.type === 'draft')).toBe(false);
    expect(events.at(-1)).toEqual({
      type: 'refused',
      reasons: [
        stillInvalid,
        'Nothing to send is an End node, which has no output; its edge to E-mail the price list cannot be drawn.',
        'The edges make a loop (Download the price list → Downloaded? → E-mail the price list → Download the price list); a run visits each node once, so a workflow has no cycle.',
      ],
    });
    expect(fake.requests[1]!.body.contents[2]!.parts[0]!.text).toContain('The answer is not JSON');
  });

  it('sends no credential value in any prompt, and keeps a credential name only when it is one of the user’s', async () => {
    const naming: DraftAnswer = {
      ...priceListDraft,
      nodes: priceListDraft.nodes.map((node) => (node.id === 'n3' ? { ...node, settings: [{ name: 'credential', value: 'hunter2-made-up' }] } : node)),
    };
    fake.queueAnswers({ kind: 'json', value: twoProblems }, { kind: 'json', value: naming });
    const events = eventsOf((await build(app, user, { prompt: `log in with the Portal login and call the api of Read prices`, workflow: canvas })).payload);
    expect(fake.requests).toHaveLength(2);
    const sent = JSON.stringify(fake.requests.map((request) => request.body));
    expect(sent).not.toContain(secretValue);
    expect(sent).not.toContain('buyer@shop.example.com');
    expect(sent).not.toContain('Supplier API');
    const draft = draftOf(events);
    expect(draft.workflow.nodes[2]!.data.properties).not.toHaveProperty('credential');
    expect(draft.needs).toContainEqual({
      nodeId: 'node-10',
      nodeLabel: 'Log in to the supplier portal',
      kind: 'credential',
      field: 'credential',
      text: 'Log in to the supplier portal: choose a Website login credential for Login (yours: Portal login)',
    });
    expect(JSON.stringify(events)).not.toContain(secretValue);
  });

  it.each([401, 429, 500])('a %i from the AI service ends the stream with the apology', async (status) => {
    fake.queueAnswers({ kind: 'status', status, message: `Lỗi ${status}` });
    const events = eventsOf((await build(app, user, { prompt: 'price list by e-mail' })).payload);
    expect(events).toEqual([{ type: 'chunk', text: buildProgress.asking }, { type: 'error', message: assistantApology }]);
  });

  it('refuses a bad body with a 422 that says why, and a caller who is not signed in', async () => {
    const blank = await build(app, user, { prompt: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json<{ detail: string }>().detail).toContain('Describe the workflow you want');
    const long = await build(app, user, { prompt: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    const shapeless = await build(app, user, { prompt: 'a report', workflow: { nodes: [{ id: 'a' }], edges: [] } });
    expect(shapeless.statusCode).toBe(422);
    expect(shapeless.json<{ detail: string }>().detail).not.toBe('');
    expect((await app.inject({ method: 'POST', url: '/v1/assistant/build', payload: { prompt: 'a report' } })).statusCode).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('POST /v1/assistant/build without a key: the closest shipped template (D91)', () => {
  let app: App;
  let database: Database;
  let stop: () => Promise<void>;
  let user: UserWithToken;
  beforeAll(async () => {
    ({ app, database, stop } = await startTestApp());
    user = await createUserWithToken(database);
  });
  afterAll(() => stop());

  it.each([
    ['every morning, log in to our supplier portal, download the price list and e-mail it to me', 'supplier-price-list'],
    ['tell me by e-mail when our website is down', 'uptime-check'],
    ['keep a screenshot of our home page every day', 'screenshot-archive'],
    ['scrape the prices table of a page into a CSV file', 'scrape-table'],
    ['post our sales figures to Slack every morning', 'slack-figures'],
    ['fill in the contact form on a website', 'fill-web-form'],
  ])('"%s" gets the %s template, as a draft that says Flo is offline', async (sentence, id) => {
    const response = await build(app, user, { prompt: sentence, workflow: canvas });
    const events = eventsOf(response.payload);
    const template = buildTemplates.find((each) => each.id === id)!;
    expect(chunks(events)).toEqual([`I'm offline (no Gemini key), so here is the closest template: ${template.title}.`]);
    const draft = draftOf(events);
    expect(draft).toMatchObject({ offline: true, template: { id, title: template.title }, summary: template.description });
    expect(draft.workflow.nodes).toHaveLength(template.draft.nodes.length);
    for (const node of draft.workflow.nodes) expect(node.position.x).toBeGreaterThanOrEqual(600 + 190 + draftGap);
  });

  it('fills the template with the sentence’s own schedule, address and recipient (D140)', async () => {
    const events = eventsOf((await build(app, user, { prompt: 'every morning at 8 check https://status.example.org/health and e-mail ops@example.org when it is down' })).payload);
    const draft = draftOf(events);
    expect(draft.template).toMatchObject({ id: 'uptime-check' });
    const properties = (type: string) => draft.workflow.nodes.filter((node) => node.data.properties.paletteItem === type).map((node) => node.data.properties);
    expect(draft.workflow.nodes.find((node) => node.data.properties.paletteItem === 'schedule')).toMatchObject({ data: { label: 'Every day at 08:00 (UTC)', properties: { cron: '0 8 * * *' } } });
    expect(String(properties('code')[0]!.code)).toContain("const url = 'https://status.example.org/health';");
    expect(properties('email')).toEqual([expect.objectContaining({ to: 'ops@example.org' })]);
  });

  it('begins at a Webhook node when the sentence says a webhook starts it, and the draft holds (D140)', async () => {
    const events = eventsOf((await build(app, user, { prompt: 'when a webhook arrives, fetch the records from https://crm.example.org/api/records, reshape them and post them to another API' })).payload);
    const draft = draftOf(events);
    expect(draft.template).toMatchObject({ id: 'api-sync' });
    const byItem = (item: string) => draft.workflow.nodes.filter((node) => node.data.properties.paletteItem === item);
    expect(byItem('schedule')).toEqual([]);
    const [webhook] = byItem('webhook');
    expect(webhook).toBeDefined();
    const [first] = byItem('script-fetch-json-api');
    expect(draft.workflow.edges).toContainEqual(expect.objectContaining({ source: webhook!.id, target: first!.id }));
    expect(first!.data.properties).toMatchObject({ url: 'https://crm.example.org/api/records' });
    // One address, for the first step that takes one: the other API's stays for the user to fill in.
    expect(byItem('api')[0]!.data.properties.url ?? '').toBe('');
  });

  it('refuses a sentence no template matches, naming a few', async () => {
    const events = eventsOf((await build(app, user, { prompt: 'qwxzv' })).payload);
    expect(events).toEqual([{ type: 'refused', reasons: [noTemplateReason()] }]);
    expect(noTemplateReason()).toContain('“Supplier price list by e-mail”');
  });

  it('counts a build like a chat message: 20 a minute, then a 429 that says when to try again', async () => {
    const busy = await createUserWithToken(database);
    for (let sent = 0; sent < 20; sent += 1) expect((await build(app, busy, { prompt: 'daily report' })).statusCode).toBe(200);
    const refused = await build(app, busy, { prompt: 'daily report' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toMatch(/^You have sent too many messages to Flo\. Please try again in /);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const chat = await app.inject({ method: 'POST', url: '/v1/assistant/chat', headers: { authorization: busy.token }, payload: { messages: [{ role: 'user', text: 'hi' }] } });
    expect(chat.statusCode).toBe(429);
    expect((await build(app, user, { prompt: 'daily report' })).statusCode).toBe(200);
  });
});
