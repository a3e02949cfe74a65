/**
 * The words of Flo's offline docs search (D93): how a text becomes terms (tokenised, stop words
 * left out, lightly stemmed), the synonyms a question's words bring along, and prose told from code.
 */

// Code (a path, a JSON sample, an expression) is weaker evidence of what a passage is about than its prose:
// "/v1/workflows/runs" does not make an endpoint the answer to "how do I run a workflow?".
const codePattern = /```[\s\S]*?```|`[^`]*`/g;
export const proseOf = (markdown: string) => markdown.replace(codePattern, ' ');
export const codeOf = (markdown: string) => (markdown.match(codePattern) ?? []).join(' ');

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
/** A word as the index holds it: lower case and stemmed; null for a stop word. */
export const termOf = (term: string) => {
  const lower = term.toLowerCase();
  if (stopWords.has(lower)) return null;
  const stemmed = stem(lower);
  // "schedule" and "scheduled" both end on "schedul".
  return stemmed.endsWith('e') && stemmed.length > 4 ? stemmed.slice(0, -1) : stemmed;
};
// "re-run" is the docs' "rerun" (an endpoint's path) and "e-mail" their "email" (a node).
export const tokenize = (text: string) =>
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
/** Each term's synonyms, as terms. */
export const synonyms = new Map(
  Object.entries(synonymList).map(([word, others]) => [termOf(word)!, others.split(' ').map((other) => termOf(other)!)]),
);
