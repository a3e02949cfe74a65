/**
 * jsdom caches each element's computed style until the document next changes, but hands out a copy
 * of the cached declaration on every call, and copying replays every property through its setters
 * (a fieldset's UA `border` alone costs a shorthand parse per side). Testing Library calls
 * getComputedStyle for every candidate and its ancestors on each role query (visibility), and again
 * for each node it walks to name one: in the model tests that copying was a quarter of the CPU.
 *
 * This hands out the same declaration again while jsdom's own cache for the document is the one it
 * came from. jsdom replaces that cache whenever anything could change a style (a node or attribute
 * change in the document, a style sheet or rule change), so the answer is the one jsdom would give:
 * its declarations are read-only, and their inherited values are resolved when read.
 */
export function installComputedStyleCache(window: Window & typeof globalThis) {
  const marked = window as { computedStyleCached?: true };
  if (marked.computedStyleCached) return;
  const implSymbol = Object.getOwnPropertySymbols(window.document).find((symbol) => symbol.description === 'impl');
  // Not the jsdom this was written for: leave getComputedStyle as it is.
  if (!implSymbol || !(window.document as unknown as Record<symbol, { _styleCache?: unknown }>)[implSymbol]?._styleCache) return;
  const jsdomCacheOf = (element: Element) => (element.ownerDocument as unknown as Record<symbol, { _styleCache: object }>)[implSymbol]!._styleCache;

  const original = window.getComputedStyle.bind(window);
  const ours = new WeakMap<object, WeakMap<Element, CSSStyleDeclaration>>();
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    // jsdom does not compute pseudo-elements (it reports that on the virtual console); keep its answer.
    if ((pseudoElement ?? '') !== '' || !(element instanceof window.Element)) return original(element, pseudoElement);
    const jsdomCache = jsdomCacheOf(element);
    let styles = ours.get(jsdomCache);
    if (!styles) ours.set(jsdomCache, (styles = new WeakMap()));
    let style = styles.get(element);
    if (!style) styles.set(element, (style = original(element)));
    return style;
  };
  marked.computedStyleCached = true;
}
