import type { DocPassage, DocsIndex } from './docs-index';

export const offlineNotice = "I'm answering offline, from Botflow's documentation.";

/** Long passages (a table, a code sample) are cut at a paragraph so the answer stays readable. */
const passageLimit = 700;

function excerpt(text: string): string {
  if (text.length <= passageLimit) return text;
  const cut = text.lastIndexOf('\n\n', passageLimit);
  return `${text.slice(0, cut > 0 ? cut : passageLimit).trimEnd()}\n\n…`;
}

const quoted = (text: string) =>
  excerpt(text)
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');

const source = (passage: DocPassage) =>
  `From **${passage.page}${passage.heading === passage.page ? '' : ` › ${passage.heading}`}** ([read it](/documents/${passage.slug})):`;

/**
 * Flo without an AI key (D36): the best passages of the docs for the question, quoted with a link to
 * their page, under one line saying the answer comes from the documentation.
 */
export function offlineAnswer(index: DocsIndex, question: string): string {
  const passages = index.search(question, 2);
  if (passages.length === 0) {
    return `${offlineNotice} I could not find that there. The [Overview](/documents/overview) is a good place to start; you can also ask about bots, sequences, workflows, nodes or scripts.`;
  }
  return [offlineNotice, ...passages.map((passage) => `${source(passage)}\n\n${quoted(passage.text)}`)].join('\n\n');
}
