import MiniSearch from 'minisearch';
import { entriesOf, passageOf, type DocPassage, type PassageEntry } from './docs-passages';
import { codeOf, proseOf, synonyms, termOf, tokenize } from './docs-words';

/** How Flo's offline docs index ranks the passages for a question (D93), with the weights found on the evaluation set. */

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
  const search = new MiniSearch<PassageEntry>({
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
  const wordsOf = (entry: PassageEntry) => {
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
      chosen.push({ passage: passageOf(entry), score, coverage });
    }
    return chosen;
  };
  return { scored, search: (question, limit = 3) => scored(question, limit).map(({ passage }) => passage) };
}
