import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { workflowEditorLogic } from '../../../src/app/designer/workflow-editor-logic';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import { prefetchFreshForMs, prefetchSequence, takePrefetchedAnswer } from '../../../src/services/sequence-prefetch';
import { answeringClient, jsonResponse } from './answering-client';
import { earlyRequestScript } from '../../../server/plugins/early-sequence-page';
import { earlySequenceRequestScript } from '../../../src/domain/sequences/early-sequence-request';
import { defaultApiBase } from '../../../src/services/api-client';
import { sequencesPath } from '../../../src/services/sequence-by-slug';
import { tokenStorageKey } from '../../../src/services/session-storage';

const report: Sequence = { id: 'seq-1', title: 'Morning Report', description: '', items: [], created_at: '2026-11-25T08:00:00.000Z', last_run_at: null };

beforeEach(() => localStorage.setItem('access_token', 'token-1'));
afterEach(() => {
  localStorage.clear();
  takePrefetchedAnswer('');
});

describe('the designer sequence fetched ahead of the designer', () => {
  it('asks once for a slug, hands the answer over once, and only while it is fresh', async () => {
    const { api, requests } = answeringClient(() => jsonResponse([report]));
    prefetchSequence(api, 'morning-report', 1_000);
    prefetchSequence(api, 'morning-report', 2_000);
    expect(requests.map((request) => request.url)).toEqual(['/v1/sequences/sequences/?slug=morning-report']);
    expect(takePrefetchedAnswer('other-slug', 2_000)).toBeNull();

    prefetchSequence(api, 'morning-report', 3_000);
    expect(requests).toHaveLength(2);
    await expect(takePrefetchedAnswer('morning-report', 3_000 + prefetchFreshForMs - 1)).resolves.toEqual([report]);
    expect(takePrefetchedAnswer('morning-report', 3_001)).toBeNull();

    prefetchSequence(api, 'morning-report', 10_000);
    expect(takePrefetchedAnswer('morning-report', 10_000 + prefetchFreshForMs)).toBeNull();
  });

  it('asks nothing for a visitor who is not signed in', () => {
    localStorage.clear();
    const { api, requests } = answeringClient(() => jsonResponse([report]));
    prefetchSequence(api, 'morning-report');
    expect(requests).toHaveLength(0);
  });

  const openDesigner = async (api: ReturnType<typeof answeringClient>['api'], handedOver: Sequence | null) => {
    const editor = createActor(workflowEditorLogic({ api, notify: () => {}, leave: () => {} }), { input: { slug: 'morning-report', sequence: handedOver } }).start();
    const snapshot = await waitFor(editor, (state) => state.matches('ready') || state.matches('loadFailed') || state.status === 'done');
    editor.stop();
    return snapshot;
  };

  it('the designer opens from the prefetch without asking again, also when the list handed the sequence over', async () => {
    const { api, requests } = answeringClient(() => jsonResponse([report]));
    prefetchSequence(api, 'morning-report');
    expect((await openDesigner(api, null)).context.sequence?.id).toBe('seq-1');
    expect(requests).toHaveLength(1);

    prefetchSequence(api, 'morning-report');
    expect((await openDesigner(api, report)).context.sequence?.id).toBe('seq-1');
    expect(requests).toHaveLength(2);
  });

  it('asks the server itself when the prefetch failed or found another sequence', async () => {
    let answers = 0;
    const { api, requests } = answeringClient(() => (answers++ === 0 ? jsonResponse({ detail: 'down' }, 503) : jsonResponse([report])));
    prefetchSequence(api, 'morning-report');
    expect((await openDesigner(api, null)).context.sequence?.id).toBe('seq-1');
    expect(requests).toHaveLength(2);

    const renamed: Sequence = { ...report, id: 'seq-2' };
    const other = answeringClient(() => jsonResponse(other.requests.length === 1 ? [report] : renamed));
    prefetchSequence(other.api, 'morning-report');
    expect((await openDesigner(other.api, renamed)).context.sequence?.id).toBe('seq-2');
    expect(other.requests.map((request) => request.url)).toEqual(['/v1/sequences/sequences/?slug=morning-report', '/v1/sequences/sequences/seq-2']);
  });
});

describe("the designer page's own request for its sequence (D105)", () => {
  const runPageScript = (path: string) => {
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string, init: { headers: Record<string, string> }) => {
      asked.push(`${url} as ${init.headers.Authorization}`);
      return { ok: true, json: async () => [report] };
    }) as unknown as typeof fetch;
    window.history.replaceState(null, '', path);
    try {
      // The script as the server writes it into the page; it runs before the app, as here.
      new Function(earlyRequestScript)();
    } finally {
      globalThis.fetch = realFetch;
      window.history.replaceState(null, '', '/');
    }
    return asked;
  };

  it("asks as the client would, and the client takes its answer over without asking again", async () => {
    expect(earlyRequestScript).toBe(earlySequenceRequestScript(tokenStorageKey, `${defaultApiBase}${sequencesPath}/`));
    expect(runPageScript('/sequences/morning%20report')).toEqual(['/v1/sequences/sequences/?slug=morning%20report as token-1']);
    const { api, requests } = answeringClient(() => jsonResponse([report]));
    prefetchSequence(api, 'morning report');
    expect(requests).toHaveLength(0);
    await expect(takePrefetchedAnswer('morning report')).resolves.toEqual([report]);
  });

  it('asks nothing for a visitor who is not signed in', () => {
    localStorage.clear();
    expect(runPageScript('/sequences/morning-report')).toEqual([]);
    expect(takePrefetchedAnswer('morning-report')).toBeNull();
  });
});
