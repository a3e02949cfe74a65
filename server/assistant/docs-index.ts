import MiniSearch from 'minisearch';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCatalogueTables } from '../../src/domain/workflow/node-catalogue/catalogue-docs';

/** The documentation's Markdown, the same files the docs pages render (D36). */
const docsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/content/docs');
export const docSlugs = ['overview', 'nodes', 'scripts', 'api-reference', 'examples'] as const;

/** One section of a docs page: the text under one heading, up to the next. */
export interface DocPassage {
  id: string;
  slug: string;
  page: string;
  heading: string;
  /** The section's Markdown, as the page shows it. */
  text: string;
}

/** Splits a page at its ## and ### headings; the text before the first is the page's introduction. */
export function passagesOf(slug: string, markdown: string): DocPassage[] {
  const lines = markdown.split('\n');
  const page = lines.find((line) => line.startsWith('# '))?.slice(2).trim() ?? slug;
  const passages: DocPassage[] = [];
  let heading = page;
  let body: string[] = [];
  const flush = () => {
    const text = body.join('\n').trim();
    if (text !== '') passages.push({ id: `${slug}#${passages.length}`, slug, page, heading, text });
    body = [];
  };
  for (const line of lines) {
    const match = /^(#{1,3}) (.+)$/.exec(line);
    if (match) {
      flush();
      heading = match[2]!.replace(/\\(.)/g, '$1').trim();
    } else {
      body.push(line);
    }
  }
  flush();
  return passages;
}

// Words that say nothing about what is being asked ("how do I add a start node?" is about start nodes).
const stopWords = new Set('a an and are can do does for from how i in is it my of on or the to what when where which who why with you your'.split(' '));

export interface DocsIndex {
  search(question: string, limit?: number): DocPassage[];
}

export function createDocsIndex(pages: ReadonlyArray<{ slug: string; markdown: string }>): DocsIndex {
  const passages = pages.flatMap((page) => passagesOf(page.slug, page.markdown));
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const search = new MiniSearch<DocPassage>({
    fields: ['heading', 'text'],
    storeFields: ['id'],
    processTerm: (term) => (stopWords.has(term.toLowerCase()) ? null : term.toLowerCase()),
    searchOptions: { boost: { heading: 3 }, prefix: true, fuzzy: 0.15, combineWith: 'OR' },
  });
  search.addAll(passages);
  return {
    search: (question, limit = 3) =>
      search
        .search(question)
        .slice(0, limit)
        .map((result) => byId.get(result.id as string)!),
  };
}

let shared: DocsIndex | null = null;

/** The index of the five pages as the docs show them (their tables of node kinds written in, D65), read once per process. */
export function docsIndex(): DocsIndex {
  shared ??= createDocsIndex(docSlugs.map((slug) => ({ slug, markdown: withCatalogueTables(readFileSync(resolve(docsFolder, `${slug}.md`), 'utf8')) })));
  return shared;
}
