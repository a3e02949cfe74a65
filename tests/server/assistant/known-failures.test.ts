import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docSlugs } from '../../../server/assistant/docs-index';
import type { FailedStep } from '../../../server/assistant/failed-step';
import { explainDocs, explainFromKnownFailures, knownFailures } from '../../../server/assistant/known-failures';
import { headingSlugsOf } from '../../../src/domain/docs/heading-slug';

/** A failed api node's step with the engine's error. */
const failedWith = (error: string, properties: Record<string, unknown> = {}): FailedStep => ({
  runId: 'run',
  stepId: 'step',
  nodeId: 'n1',
  label: 'Fetch prices',
  nodeType: 'api',
  node: { id: 'n1', label: 'Fetch prices', type: 'api', properties },
  kind: undefined,
  input: {},
  error,
  logs: [],
  attempts: [{ attempt: 1, status: 'failed', error }],
});

describe('the docs sections the known failures link to exist', () => {
  it.each(Object.values(explainDocs))('$href', ({ href }) => {
    const [, slug, anchor] = /^\/documents\/([a-z-]+)#([a-z0-9_-]+)$/.exec(href)!;
    expect(docSlugs).toContain(slug);
    // The ids the docs page gives its headings (src/domain/docs/heading-slug.ts, as DocMarkdown renders them).
    expect(headingSlugsOf(readFileSync(`src/content/docs/${slug}.md`, 'utf8'))).toContain(anchor);
  });
});

describe('the failures Flo knows offline (D92)', () => {
  it('each has its own id', () => {
    expect(new Set(knownFailures.map(({ id }) => id)).size).toBe(knownFailures.length);
  });

  it('the first that recognises the engine’s words explains the step, with the fix it can know', () => {
    const { entry, explanation } = explainFromKnownFailures(failedWith('The node ran longer than its timeout of 30 s', { timeout: 30 }));
    expect(entry).toBe('timeout');
    expect(explanation.fix).toEqual({ field: 'timeout', value: 60 });
    expect(explanation.docs).toBe(explainDocs.limits);
  });

  it('an error none recognises gets the explanation that names no cause', () => {
    const { entry, explanation } = explainFromKnownFailures(failedWith('Something nobody has seen'));
    expect(entry).toBeNull();
    expect(explanation.title).toBe('The step failed');
    expect(explanation.fix).toBeUndefined();
  });
});
