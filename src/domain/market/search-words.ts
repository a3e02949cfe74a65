/**
 * The marketplace's search (D139): every word of the query must be found in a bot's searched text
 * (title, description, author, tags), in any order, each by its stem, so "clean data" finds "CSV
 * Data Cleaner" and "scheduling posts" finds "Social Media Scheduler". A stem is the word without
 * its ending: looked for inside the text, it finds every form that begins with it.
 */

/** Endings taken off, longest first; each with the shortest word it may be taken from. */
const endings: ReadonlyArray<{ ending: string; replacement: string; from: number }> = [
  { ending: 'ations', replacement: 'at', from: 8 },
  { ending: 'ation', replacement: 'at', from: 7 },
  { ending: 'ings', replacement: '', from: 7 },
  { ending: 'ing', replacement: '', from: 6 },
  { ending: 'ers', replacement: '', from: 6 },
  { ending: 'ies', replacement: '', from: 5 },
  { ending: 'ied', replacement: '', from: 5 },
  { ending: 'ches', replacement: 'ch', from: 6 },
  { ending: 'shes', replacement: 'sh', from: 6 },
  { ending: 'ses', replacement: 's', from: 5 },
  { ending: 'xes', replacement: 'x', from: 5 },
  { ending: 'er', replacement: '', from: 5 },
  { ending: 'ed', replacement: '', from: 5 },
  { ending: 'ly', replacement: '', from: 6 },
  { ending: 'y', replacement: '', from: 5 },
  { ending: 'e', replacement: '', from: 5 },
  { ending: 's', replacement: '', from: 4 },
];

/** The shortest stem kept: below it a stem would find nearly every bot. */
const shortestStem = 3;

/** A word's stem: "cleaner", "cleaning" and "cleaned" are "clean"; "summaries" and "summary" are "summar". */
export function searchStem(word: string): string {
  const lower = word.toLowerCase();
  // A double s is no plural ("access", "boss").
  if (lower.endsWith('ss')) return lower;
  for (const { ending, replacement, from } of endings) {
    if (lower.length >= from && lower.endsWith(ending)) {
      const stem = lower.slice(0, lower.length - ending.length) + replacement;
      return stem.length >= shortestStem ? stem : lower;
    }
  }
  return lower;
}

/** The stems a query asks for, each once, in the order typed; none for a query of no letters or digits. */
export function searchWords(query: string): string[] {
  const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  return [...new Set(words.map(searchStem))];
}

/** Whether a bot's searched text holds every word of the query: the rule the database applies, for tests and the client. */
export const matchesSearch = (text: string, query: string) => {
  const lower = text.toLowerCase();
  return searchWords(query).every((stem) => lower.includes(stem));
};
