import MiniSearch from 'minisearch';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headingSlugger, headingText } from '../../src/domain/docs/heading-slug';
import { withCatalogueTables } from '../../src/domain/workflow/node-catalogue/catalogue-docs';

/** The documentation's Markdown, the same files the docs pages render (D36). */
const docsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/content/docs');
export const docSlugs = ['overview', 'nodes', 'scripts', 'api-reference', 'examples'] as const;

/**
 * What the index holds and answers with (issue 32): a whole section; one row of a table (a node kind,
 * an endpoint, a property...), which answers on its own; an item of a list that names its subject in bold
 * ("**Network**: ..."); or a part of a long section: one paragraph or step, whole, with the code or table
 * it introduces.
 */
export type PassageKind = 'section' | 'row' | 'item' | 'part';

/** One passage of a docs page. */
export interface DocPassage {
  /** Stable: `<slug>/<heading>` for a section, `<slug>/<heading>/<row or item>` for a row or item, `<section id>~<n>` for a part. */
  id: string;
  kind: PassageKind;
  /** The section the passage belongs to (its own id for a section). */
  sectionId: string;
  slug: string;
  page: string;
  /** What the answer names it by: the section's heading, or for a row or item `<section heading> › <row or item>`. */
  heading: string;
  /** The passage's Markdown, whole. */
  text: string;
  /** Its section on its page, `/documents/<slug>#<heading id>` (the page's own for its introduction), with the id the docs page gives the heading. */
  link: string;
}

export interface ScoredPassage {
  passage: DocPassage;
  score: number;
  /** The share of the question's words, weighed by how rare they are in the docs, that the passage holds (0 to 1). */
  coverage: number;
}

export interface DocsIndex {
  /** The best passages for the question, best first, none overlapping another (a row and its own section, say). */
  search(question: string, limit?: number): DocPassage[];
  /** The same with their scores, for the offline answer's choice of one or two passages and its "I don't know". */
  scored(question: string, limit?: number): ScoredPassage[];
}

const plain = headingText;
const kebab = (text: string) =>
  plain(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface Block {
  kind: 'paragraph' | 'list-item' | 'table' | 'code' | 'quote';
  text: string;
}

/** A section's Markdown as its blocks: paragraphs, each list item, tables, code samples and call-outs. */
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (line.trim() === '') {
      index += 1;
    } else if (line.startsWith('```')) {
      const end = lines.findIndex((next, at) => at > index && next.startsWith('```'));
      const last = end === -1 ? lines.length - 1 : end;
      blocks.push({ kind: 'code', text: lines.slice(index, last + 1).join('\n') });
      index = last + 1;
    } else {
      const kind: Block['kind'] = line.startsWith('|') ? 'table' : line.startsWith('>') ? 'quote' : /^(- |\d+\. )/.test(line) ? 'list-item' : 'paragraph';
      const taken = [line];
      index += 1;
      // A block runs to a blank line; a list item also ends where the next item starts, a table where its rows end.
      while (index < lines.length && lines[index]!.trim() !== '' && !lines[index]!.startsWith('```')) {
        const next = lines[index]!;
        if (kind === 'list-item' && /^(- |\d+\. )/.test(next)) break;
        if (kind === 'table' && !next.startsWith('|')) break;
        if (kind !== 'table' && next.startsWith('|')) break;
        taken.push(next);
        index += 1;
      }
      blocks.push({ kind, text: taken.join('\n') });
    }
  }
  return blocks;
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
const emptyCell = (cell: string) => ['', '–', '-', '\\-'].includes(cell);

interface Entry extends DocPassage {
  /** Searched with the most weight: the heading, or the row's or item's own name. */
  title: string;
  /** What is searched of the text: a section's own prose, without the rows and items indexed on their own. */
  body: string;
  /** The names of the node kinds a row is about (`decision`, Decision), searched with weight. */
  kinds: string;
  /** Where it sits: the page, the section, an endpoint's group. */
  context: string;
}

/** A section of this many characters or more is also indexed paragraph by paragraph, so that a question can be answered with the part that answers it. */
const longSection = 600;

interface Section {
  slug: string;
  page: string;
  heading: string;
  /** The link to the section: its heading's id on the page, as the docs page gives it. */
  link: string;
  text: string;
}

/** Splits a page at its ## and ### headings; the text before the first is the page's introduction. */
function sectionsOf(slug: string, markdown: string): Section[] {
  const lines = markdown.split('\n');
  const page = plain(lines.find((line) => line.startsWith('# '))?.slice(2) ?? slug);
  const sections: Section[] = [];
  // Every heading takes an id in turn, as on the page (a repeated one gets -1, -2...).
  const slugger = headingSlugger();
  let heading = page;
  let link = `/documents/${slug}`;
  let body: string[] = [];
  let inCode = false;
  const flush = () => {
    const text = body.join('\n').trim();
    if (text !== '') sections.push({ slug, page, heading, link, text });
    body = [];
  };
  for (const line of lines) {
    if (line.startsWith('```')) inCode = !inCode;
    const match = inCode ? null : /^(#{1,6}) (.+)$/.exec(line);
    const anchor = match ? slugger(plain(match[2]!)) : '';
    if (match && match[1]!.length <= 3) {
      flush();
      heading = plain(match[2]!);
      // The page's title is its introduction's heading: the link is the page's.
      link = match[1] === '#' ? `/documents/${slug}` : `/documents/${slug}#${anchor}`;
    } else {
      body.push(line);
    }
  }
  flush();
  return sections;
}

// Code (a path, a JSON sample, an expression) is weaker evidence of what a passage is about than its prose:
// "/v1/workflows/runs" does not make an endpoint the answer to "how do I run a workflow?".
const codePattern = /```[\s\S]*?```|`[^`]*`/g;
const proseOf = (markdown: string) => markdown.replace(codePattern, ' ');
const codeOf = (markdown: string) => (markdown.match(codePattern) ?? []).join(' ');
/** A row's name as words. */
const namePart = (cell: string) =>
  cell
    .replace(/`([^`]*)`/g, (_, inner: string) =>
      // An endpoint is named by the words of its path: `/v1/sequences/sequences/{id}/versions` is "sequences versions".
      inner.startsWith('/') ? [...new Set(inner.split('/').filter((part) => /^[a-z-]+$/.test(part) && part !== 'v1'))].join(' ') : inner,
    )
    .trim();

/** What names a table's rows: the cells of its first column whose values differ from row to row. */
function rowNamesOf(table: string): string {
  const rows = table
    .split('\n')
    .slice(2)
    .map(cellsOf)
    .filter((cells) => cells.length > 1);
  const key = rows[0]?.findIndex((_, column) => new Set(rows.map((cells) => cells[column])).size === rows.length) ?? -1;
  return rows.map((cells) => cells[Math.max(key, 0)] ?? '').join(', ');
}

/** A table's rows as passages of their own: each row's cells under their column headings. */
function rowEntries(section: Entry, table: string): Entry[] {
  const lines = table.split('\n').filter((line) => !/^\|[\s|:-]+\|$/.test(line.trim()));
  const [headLine, ...rowLines] = lines;
  if (!headLine || rowLines.length === 0) return [];
  const headings = cellsOf(headLine);
  if (headings.length < 2) return [];
  let group = '';
  const rows: Array<{ cells: string[]; group: string }> = [];
  for (const line of rowLines) {
    const cells = cellsOf(line);
    // A row of one cell names the group of the rows under it (the API reference's "Sequences").
    if (cells.length === 1) group = plain(cells[0]!);
    else rows.push({ cells, group });
  }
  // A row is named by its first column whose values differ from row to row (a node's type, an endpoint, a property).
  const keyColumn = headings.findIndex((_, column) => new Set(rows.map((row) => row.cells[column])).size === rows.length);
  const key = keyColumn === -1 ? 0 : keyColumn;
  const typeColumn = headings.findIndex((heading) => heading === 'Type');
  const used = new Map<string, number>();
  return rows.map(({ cells, group }) => {
    const name = plain(namePart(cells[key] ?? ''));
    const type = typeColumn !== -1 && typeColumn !== key ? plain(cells[typeColumn] ?? '') : '';
    let id = `${section.id}/${kebab(cells[key] ?? '') || 'row'}`;
    const seen = used.get(id) ?? 0;
    used.set(id, seen + 1);
    if (seen > 0) id = `${id}-${seen + 1}`;
    const text = headings
      .map((heading, column) => ({ heading, cell: cells[column] ?? '' }))
      .filter(({ cell }) => !emptyCell(cell))
      .map(({ heading, cell }) => `- **${heading}**: ${cell}`)
      .join('\n');
    const title = type ? `${name} (${type})` : name;
    const kinds = section.slug === 'nodes' && (typeColumn !== -1 || headings[0] === 'Type') ? [name, type, 'node'].join(' ') : '';
    return {
      ...section,
      id,
      kind: 'row' as const,
      heading: `${section.heading} › ${group ? `${group} › ` : ''}${plain(cells[key] ?? '')}${type ? ` (${type})` : ''}`,
      text,
      body: text,
      title,
      kinds,
      context: [section.page, section.heading, group].join(' '),
    };
  });
}

/** The passages of one page: its sections, their tables' rows, their named list items and, for a long section, its parts. */
export function passagesOf(slug: string, markdown: string): DocPassage[] {
  return entriesOf(slug, markdown).map(({ title: _title, kinds: _kinds, context: _context, body: _body, ...passage }) => passage);
}

function entriesOf(slug: string, markdown: string): Entry[] {
  const entries: Entry[] = [];
  const sectionIds = new Set<string>();
  for (const { page, heading, link, text } of sectionsOf(slug, markdown)) {
    let id = `${slug}/${heading === page ? 'intro' : kebab(heading)}`;
    for (let suffix = 2; sectionIds.has(id); suffix += 1) id = `${slug}/${kebab(heading)}-${suffix}`;
    sectionIds.add(id);
    const blocks = blocksOf(text);
    const isNamedItem = (block: Block) => block.kind === 'list-item' && /^- \*\*[^*]+\*\*/.test(block.text);
    // A section is found by its own prose; its table rows and named items are found as themselves, and a table
    // stands in it by the names of its rows ("which scripts are in the library?" finds the library's table). A long
    // section is found by its heading and its tables; its prose is found part by part, each answering with what it says.
    const long = text.length >= longSection;
    const body = blocks
      .filter((block) => !isNamedItem(block) && (!long || block.kind === 'table'))
      .map((block) => (block.kind === 'table' ? rowNamesOf(block.text) : block.text))
      .join('\n\n');
    const section: Entry = { id, kind: 'section', sectionId: id, slug, page, heading, text, body, link, title: heading, kinds: '', context: page };
    entries.push(section);
    let part = 0;
    blocks.forEach((block, at) => {
      if (block.kind === 'table') {
        entries.push(...rowEntries(section, block.text));
        return;
      }
      const named = block.kind === 'list-item' ? /^- \*\*([^*]+)\*\*:? (.*)$/s.exec(block.text) : null;
      if (named) {
        entries.push({ ...section, id: `${id}/${kebab(named[1]!)}`, kind: 'item', heading: `${heading} › ${plain(named[1]!)}`, text: block.text, body: block.text, title: plain(named[1]!), context: `${page} ${heading}` });
        return;
      }
      if (!long || block.kind === 'code') return;
      // A paragraph that ends with a colon introduces what follows (a code sample, a table, a list): they go together.
      const followers: Block[] = [];
      if (/:\s*$/.test(block.text)) {
        for (const next of blocks.slice(at + 1)) {
          if ((next.kind !== 'code' && next.kind !== 'table') || followers.length > 0) break;
          followers.push(next);
        }
      }
      part += 1;
      const partText = [block, ...followers].map((taken) => taken.text).join('\n\n');
      entries.push({
        ...section,
        id: `${id}~${part}`,
        kind: 'part',
        text: partText,
        body: partText,
        title: heading,
        context: page,
      });
    });
  }
  return entries;
}

// Words that say nothing about what is being asked ("how do I add a start node?" is about start nodes).
const stopWords = new Set(
  (
    'a about after all also am an and any are as at be been before being but by can could did do does doing done for from get gets got had has have how ' +
    'happen happens i if in into is it its just know like look looks me mean means my of on or our please possible see should so some something tell than that the their them then there these they thing this those ' +
    'to us use used using want was way we were what whats when where which while who why will with would you your'
  ).split(' '),
);

/** Irregular forms of verbs the docs use, met as their plain form ("How is a script written?" finds "write"). */
const irregular: Readonly<Record<string, string>> = {
  written: 'write',
  wrote: 'write',
  ran: 'run',
  sent: 'send',
  kept: 'keep',
  bought: 'buy',
  built: 'build',
  made: 'make',
  found: 'find',
  chosen: 'choose',
  chose: 'choose',
  shown: 'show',
  taken: 'take',
  took: 'take',
  given: 'give',
  gave: 'give',
};

/** A light stemmer, so that "refunds", "refunded" and "refund" meet, and "runs" finds "run". */
export function stem(word: string): string {
  let term = word.toLowerCase().replace(/['’]s$/, '');
  // Own keys only: "constructor" is a word, not Object's.
  if (Object.hasOwn(irregular, term)) return irregular[term]!;
  if (term.length <= 3) return term;
  if (/ie[sd]$/.test(term) && term.length > 4) return `${term.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(term)) return term;
  if (/(sses|xes|ches|shes)$/.test(term)) return term.slice(0, -2);
  if (term.endsWith('s')) return term.slice(0, -1);
  if (term.endsWith('ing') && term.length > 5) term = term.slice(0, -3);
  else if (term.endsWith('ed') && term.length > 4) term = term.slice(0, -2);
  else return term;
  // "running" → "runn" → "run"; "scheduled" → "schedul" stays the stem of "schedule" too (below).
  if (/([^aeiouls])\1$/.test(term)) term = term.slice(0, -1);
  return term;
}
const termOf = (term: string) => {
  const lower = term.toLowerCase();
  if (stopWords.has(lower)) return null;
  const stemmed = stem(lower);
  // "schedule" and "scheduled" both end on "schedul".
  return stemmed.endsWith('e') && stemmed.length > 4 ? stemmed.slice(0, -1) : stemmed;
};
// "re-run" is the docs' "rerun" (an endpoint's path) and "e-mail" their "email" (a node).
const tokenize = (text: string) =>
  text
    .replace(/\b(re|e)-(?=\p{L})/giu, '$1')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Words new users say for what the docs name otherwise ("pause" for a timer's wait, "password" for a
 * credential). A question's word brings these along, counting half as much as the question's own words.
 */
const synonymList: Readonly<Record<string, string>> = {
  pause: 'wait',
  delay: 'wait',
  daily: 'schedule cron',
  hourly: 'schedule cron',
  weekly: 'schedule cron',
  morning: 'schedule cron',
  password: 'credential secret',
  apikey: 'credential secret',
  off: 'disabled enabled',
  deactivate: 'disabled enabled',
  disable: 'disabled enabled',
  restart: 'stops interrupted',
  crash: 'stops interrupted',
  reboot: 'stops interrupted',
  simultaneously: 'once parallel',
  concurrent: 'once parallel',
  login: 'log sign',
  authenticate: 'sign token authorization',
  abort: 'cancel',
  stop: 'cancel',
  price: 'plan subscription',
  pricing: 'plan subscription',
  email: 'mail',
  mail: 'email',
  ip: 'address',
  branch: 'decision',
  remove: 'delete',
  variable: 'input template',
};
const synonyms = new Map(
  Object.entries(synonymList).map(([word, others]) => [termOf(word)!, others.split(' ').map((other) => termOf(other)!)]),
);
/** How much a word the question did not say, but brought along as a synonym, counts. */
const synonymWeight = 0.5;

/**
 * Questions that speak of the HTTP API; others prefer the pages about using Botflow to the API reference. An HTTP
 * method counts only in capitals: "How do I get a refund?" and "Can I post a message to Slack?" are not about the API.
 */
const apiWords = /\b(api|apis|endpoint|endpoints|https?|curl|json|request|token|openapi|route|routes|rest|v1|status code)\b|\/v1/i;
const httpMethods = /\b(GET|POST|PUT|PATCH|DELETE)\b/;
/**
 * The docs call the node "API Call" (or an "api node"): a question that says API but neither "call" nor "node"
 * ("How do I authenticate to the API?", "What do API errors look like?") asks about Botflow's own HTTP API.
 */
const botflowApiWords = /\b(api|apis|endpoint|endpoints|openapi|curl)\b/i;
const nodeWords = /\b(call|calls|calling|node|nodes|step|steps)\b/i;
/** How much an API reference passage counts for a question that does not speak of the API. */
const apiPageWeight = 0.4;
/** How much a part of a long section counts against a whole passage: it wins only when it matches clearly better. */
const partWeight = 1;

/**
 * The weights of the search, found on the evaluation set (tests/server/assistant/offline-questions.ts). `apiNode`: how
 * much a passage outside the API reference counts for a question about Botflow's own API; `heading`: the bonus of a
 * passage whose heading is exactly the question's subject.
 */
export const defaultTuning = { title: 3, kinds: 3, context: 0.5, apiPage: apiPageWeight, apiNode: 0.2, part: partWeight, synonym: synonymWeight, coverage: 2, pair: 0.6, code: 0.2, heading: 1 };
export type Tuning = typeof defaultTuning;

export function createDocsIndex(pages: ReadonlyArray<{ slug: string; markdown: string }>, tuning: Tuning = defaultTuning): DocsIndex {
  const entries = pages.flatMap((page) => entriesOf(page.slug, page.markdown));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const search = new MiniSearch<Entry>({
    fields: ['title', 'kinds', 'context', 'body', 'code'],
    extractField: (entry, field) => (field === 'body' ? proseOf(entry.body) : field === 'code' ? codeOf(entry.body) : entry[field as 'title' | 'kinds' | 'context' | 'id']),
    storeFields: ['id'],
    tokenize,
    processTerm: termOf,
    searchOptions: {
      boost: { title: tuning.title, kinds: tuning.kinds, context: tuning.context, body: 1, code: tuning.code },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  search.addAll(entries);
  // Each passage's pairs of neighbouring words (stop words left out), for the bonus of a question's words side by side.
  const pairsOf = new Map<string, Set<string>>();
  const wordsOf = (entry: Entry) => {
    let pairs = pairsOf.get(entry.id);
    if (!pairs) {
      const words = tokenize(`${entry.title} ${proseOf(entry.body)}`).map(termOf).filter((word): word is string => word !== null);
      pairs = new Set(words.slice(1).map((word, at) => `${words[at]} ${word}`));
      pairsOf.set(entry.id, pairs);
    }
    return pairs;
  };

  // How rare each word is in the docs: a rare word the passage holds says more than "node".
  const documentCount = entries.length;
  const rarity = (term: string) => {
    const holding = search.search(term, { prefix: false, fuzzy: false, fields: ['title', 'kinds', 'body', 'code'] }).length;
    return Math.log(1 + documentCount / (holding + 0.5));
  };

  const scored = (question: string, limit = 3): ScoredPassage[] => {
    const terms = [...new Set(tokenize(question).map(termOf).filter((term): term is string => term !== null))];
    if (terms.length === 0) return [];
    const weights = new Map(terms.map((term) => [term, rarity(term)]));
    const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
    const aboutTheApi = apiWords.test(question) || httpMethods.test(question);
    const aboutBotflowsApi = botflowApiWords.test(question) && !nodeWords.test(question);
    const questionTerms = new Set(terms);
    const questionWords = tokenize(question).map(termOf);
    const questionPairs = questionWords.flatMap((word, at) => (word && questionWords[at + 1] ? [`${word} ${questionWords[at + 1]}`] : []));
    const brought = new Set(terms.flatMap((term) => synonyms.get(term) ?? []).filter((term) => !terms.includes(term)));
    const results = search
      .search([...terms, ...brought].join(' '), { boostTerm: (term) => (brought.has(term) ? tuning.synonym : 1) })
      .map((result) => {
        const passage = byId.get(result.id as string)!;
        const matched = new Set(result.queryTerms);
        // A word counts as found when the passage has it or one of its synonyms.
        const found = (term: string) => matched.has(term) || (synonyms.get(term) ?? []).some((other) => matched.has(other));
        const coverage = terms.reduce((sum, term) => sum + (found(term) ? weights.get(term)! : 0), 0) / total;
        const weight =
          (passage.slug === 'api-reference' && !aboutTheApi ? tuning.apiPage : 1) *
          (passage.slug !== 'api-reference' && aboutBotflowsApi ? tuning.apiNode : 1) *
          (passage.kind === 'part' ? tuning.part : 1);
        // A passage whose heading is what the question names, no more and no less ("what is a bot" and Bots), is about
        // what is asked, more than a short passage that says the word often ("One item per active bot of My Bots").
        const headingTerms = new Set(tokenize(passage.title).map(termOf).filter((term): term is string => term !== null));
        const named = headingTerms.size > 0 && headingTerms.size === questionTerms.size && terms.every((term) => headingTerms.has(term)) ? 1 : 0;
        // A passage that holds the question's words side by side ("no start node") is closer to it than one that holds them apart.
        const words = wordsOf(passage);
        const pairs = questionPairs.filter((pair) => words.has(pair)).length;
        return { entry: passage, score: result.score * weight * coverage ** tuning.coverage * (1 + tuning.pair * pairs) * (1 + tuning.heading * named), coverage };
      })
      .sort((a, b) => b.score - a.score);
    const chosen: ScoredPassage[] = [];
    for (const { entry, score, coverage } of results) {
      if (chosen.length === limit) break;
      // A passage inside one already chosen (or holding it) would say the same twice.
      const overlaps = chosen.some(({ passage }) => passage.sectionId === entry.sectionId && (passage.kind === 'section' || entry.kind === 'section'));
      if (overlaps) continue;
      const { title: _title, kinds: _kinds, context: _context, body: _body, ...passage } = entry;
      chosen.push({ passage, score, coverage });
    }
    return chosen;
  };
  return { scored, search: (question, limit = 3) => scored(question, limit).map(({ passage }) => passage) };
}

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
