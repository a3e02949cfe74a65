import type { DocPassage } from './docs-passages';
import type { DocsIndex, ScoredPassage } from './docs-scoring';

export const offlineNotice = "I'm answering offline, from Botflow's documentation.";

/**
 * When the best passage answers (D93, found on the evaluation set of tests/server/assistant): its score
 * (which already weighs in how many of the question's words it holds) and its share of the question's words,
 * weighed by how rare they are in the docs. On the set, questions the docs do not answer score 0.3 or less,
 * answered ones 2.9 or more. Below either, Flo says it does not know rather than quote something unrelated.
 */
export const minimumScore = 1.5;
export const minimumCoverage = 0.25;
/** A second passage is quoted only when it scores this close to the first, not merely because it comes next. */
export const secondPassageRatio = 0.75;

const pageTitles: Readonly<Record<string, string>> = { overview: 'Overview', nodes: 'Nodes', scripts: 'Scripts', 'api-reference': 'API Reference', examples: 'Examples' };

const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');

const source = (passage: DocPassage) => `From **${passage.page}${passage.heading === passage.page ? '' : ` › ${passage.heading}`}** ([read it](${passage.link})):`;

export const answers = (found: ScoredPassage | undefined): found is ScoredPassage => found !== undefined && found.score >= minimumScore && found.coverage >= minimumCoverage;

/** The passages an offline answer quotes: the best one, and the second only when it is nearly as good. */
export function chosenPassages(found: readonly ScoredPassage[]): DocPassage[] {
  const [best, second] = found;
  if (!answers(best)) return [];
  return answers(second) && second.score >= best.score * secondPassageRatio ? [best.passage, second.passage] : [best.passage];
}

/**
 * Flo without an AI key (D36, D93): the one or two passages of the docs that answer the question,
 * each quoted whole with a link to its page, under one line saying the answer comes from the documentation;
 * or, when nothing answers well enough, "I don't know" and the pages that come closest.
 */
export function offlineAnswer(index: DocsIndex, question: string): string {
  const found = index.scored(question, 5);
  const passages = chosenPassages(found);
  if (passages.length > 0) return [offlineNotice, ...passages.map((passage) => `${source(passage)}\n\n${quoted(passage.text)}`)].join('\n\n');
  const closest = [...new Set(found.map(({ passage }) => passage.slug))].slice(0, 2);
  const pages = closest.map((slug) => `[${pageTitles[slug] ?? slug}](/documents/${slug})`);
  return pages.length > 0
    ? `${offlineNotice} I don't know: I could not find that there. The pages that come closest are ${pages.join(' and ')}.`
    : `${offlineNotice} I don't know: I could not find that there. The [Overview](/documents/overview) is a good place to start; you can also ask about bots, sequences, workflows, nodes or scripts.`;
}
