/**
 * The designer's sequence, asked for by the designer's page itself before any chunk has run (issue
 * 33): the server writes this script inline in the HTML it sends for /sequences/{slug} (allowed by
 * its hash in the page's CSP), and the client's prefetch takes the request over. Plain ES5 with no
 * imports, since it runs before the app. It asks only when a session is stored, as the client would.
 */
export const earlyRequestGlobal = '__botflowSequenceRequest';

/** What the script leaves on `window`: the same shape as the client's own prefetch. */
export interface EarlySequenceRequest {
  slug: string;
  startedAt: number;
  /** The answer's JSON, unchecked; fails on any refusal (the designer then asks itself). */
  answer: Promise<unknown>;
}

/** The script, for a token stored under `tokenKey` and the sequences list at `listPath` (client's names, tested against them). */
export function earlySequenceRequestScript(tokenKey: string, listPath: string): string {
  return (
    `(function(){try{var t=localStorage.getItem(${JSON.stringify(tokenKey)}),m=/^\\/sequences\\/([^/]+)\\/?$/.exec(location.pathname);` +
    `if(!t||!m)return;var s=decodeURIComponent(m[1]),a=fetch(${JSON.stringify(listPath)}+'?slug='+encodeURIComponent(s),{headers:{Authorization:t}})` +
    `.then(function(r){if(!r.ok)throw new Error(String(r.status));return r.json()});a.catch(function(){});` +
    `window[${JSON.stringify(earlyRequestGlobal)}]={slug:s,startedAt:Date.now(),answer:a}}catch(e){}})()`
  );
}
