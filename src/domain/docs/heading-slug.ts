/**
 * The id of a docs page's heading, as GitHub gives one (D99): the heading's text, lower case, without
 * punctuation (letters, digits, spaces, hyphens and underscores stay), each space a hyphen. "Limits and safety"
 * is `limits-and-safety`, "The run's folder" `the-runs-folder`, "1. Daily sales report" `1-daily-sales-report`.
 * The docs pages give their headings these ids, Flo's offline answers and the explain catalogue link to them
 * (`/documents/nodes#limits-and-safety`).
 */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The text a heading shows of its Markdown: without escapes, link targets, code ticks or emphasis. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/\\(.)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

/**
 * The ids of one page's headings in order: a heading whose id was already given gets `-1`, `-2`... as on
 * GitHub. Make one per page render.
 */
export function headingSlugger(): (text: string) => string {
  const occurrences = new Map<string, number>();
  return (text) => {
    const base = headingSlug(text);
    let slug = base;
    while (occurrences.has(slug)) {
      const count = occurrences.get(base)! + 1;
      occurrences.set(base, count);
      slug = `${base}-${count}`;
    }
    occurrences.set(slug, 0);
    return slug;
  };
}

/** The ids of the headings (## and ###, and the page's #) of a docs page's Markdown, outside code samples, in order. */
export function headingSlugsOf(markdown: string): string[] {
  const slugger = headingSlugger();
  const slugs: string[] = [];
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const match = inCode ? null : /^#{1,6} (.+)$/.exec(line);
    if (match) slugs.push(slugger(headingText(match[1]!)));
  }
  return slugs;
}
