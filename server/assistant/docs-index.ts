import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCatalogueTables } from '../../src/domain/workflow/node-catalogue/catalogue-docs';
import { createDocsIndex, type DocsIndex } from './docs-scoring';

/** The docs pages Flo answers from offline (D93), read and indexed once per process. */

/** The documentation's Markdown, the same files the docs pages render (D36). */
const docsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/content/docs');
export const docSlugs = ['overview', 'nodes', 'scripts', 'api-reference', 'examples'] as const;

let shared: DocsIndex | null = null;

/** The docs pages as they show them (their tables of node kinds written in, D65), read once per process. */
export function docsMarkdown(): Array<{ slug: string; markdown: string }> {
  return docSlugs.map((slug) => ({ slug, markdown: withCatalogueTables(readFileSync(resolve(docsFolder, `${slug}.md`), 'utf8')) }));
}

/** The index of the five pages, built once per process. */
export function docsIndex(): DocsIndex {
  shared ??= createDocsIndex(docsMarkdown());
  return shared;
}
