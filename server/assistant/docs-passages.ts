import { headingSlugger, headingText } from '../../src/domain/docs/heading-slug';

/** The docs pages cut into the passages Flo's offline index searches and quotes (D93). */

/**
 * What the index holds and answers with (D93): a whole section; one row of a table (a node kind,
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

/** A passage with what the index searches of it (docs-scoring.ts). */
export interface PassageEntry extends DocPassage {
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
function rowEntries(section: PassageEntry, table: string): PassageEntry[] {
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

/** The passage alone, without what the index searches of it. */
export const passageOf = ({ title: _title, kinds: _kinds, context: _context, body: _body, ...passage }: PassageEntry): DocPassage => passage;

/** The passages of one page: its sections, their tables' rows, their named list items and, for a long section, its parts. */
export function passagesOf(slug: string, markdown: string): DocPassage[] {
  return entriesOf(slug, markdown).map(passageOf);
}

/** The passages of one page with what the index searches of each. */
export function entriesOf(slug: string, markdown: string): PassageEntry[] {
  const entries: PassageEntry[] = [];
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
    const section: PassageEntry = { id, kind: 'section', sectionId: id, slug, page, heading, text, body, link, title: heading, kinds: '', context: page };
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
