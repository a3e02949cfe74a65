import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headingSlug, headingSlugger, headingSlugsOf, headingText } from '../../../src/domain/docs/heading-slug';

describe('the ids of the docs headings (D99), as GitHub gives them', () => {
  it.each([
    ['Limits and safety', 'limits-and-safety'],
    ['Inputs, credentials and templates', 'inputs-credentials-and-templates'],
    ["The run's folder", 'the-runs-folder'],
    ['1. Daily sales report', '1-daily-sales-report'],
    ['Public workflow API Planned', 'public-workflow-api-planned'],
    ['secrets.get(name)', 'secretsgetname'],
    ['Run vs Test Workflow', 'run-vs-test-workflow'],
    ['snake_case and dash-case', 'snake_case-and-dash-case'],
    ['Ça marche', 'ça-marche'],
  ])('%s → #%s', (text, slug) => {
    expect(headingSlug(text)).toBe(slug);
  });

  it('reads a heading as the page shows it: no escapes, link targets, code ticks or emphasis', () => {
    expect(headingText('1\\. Daily `sales` [report](/x) **now**')).toBe('1. Daily sales report now');
    expect(headingSlug(headingText('## ignored'.slice(3)))).toBe('ignored');
  });

  it('numbers a repeated heading -1, -2 within a page, and starts again on the next page', () => {
    const slug = headingSlugger();
    expect(['Limits', 'Limits', 'Limits', 'Limits 1'].map(slug)).toEqual(['limits', 'limits-1', 'limits-2', 'limits-1-1']);
    expect(headingSlugger()('Limits')).toBe('limits');
  });

  it('lists the ids of a page, leaving out the lines of code samples that start with #', () => {
    expect(headingSlugsOf('# Nodes\n\n## Properties\n\n```\n# Sign in\n```\n\n### Execution modes\n')).toEqual(['nodes', 'properties', 'execution-modes']);
  });

  it('gives every heading of the docs an id of its own', () => {
    for (const page of ['overview', 'nodes', 'scripts', 'api-reference', 'examples']) {
      const slugs = headingSlugsOf(readFileSync(`src/content/docs/${page}.md`, 'utf8'));
      expect(slugs.length).toBeGreaterThan(2);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(slugs.every((slug) => /^[\p{L}\p{N}_-]+$/u.test(slug))).toBe(true);
    }
  });
});
