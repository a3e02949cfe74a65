/**
 * Spec 02 §2: a sequence opens at /sequences/{title lowercased, spaces turned to hyphens}. A run of
 * spaces becomes one hyphen and the ends are trimmed (the server trims titles anyway), so
 * "Scrape  Prices" opens at scrape-prices. Navigation and the designer's lookup both use this
 * function, which is what keeps them in agreement.
 */
export function slugOf(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The designer's path for a sequence. The slug keeps every other character of the title, so it is
 * encoded as one path segment: "/" would otherwise split it, "?" and "#" end the path, "%" starts an
 * escape. The router decodes the segment back to the slug.
 */
export function sequencePath(title: string): string {
  return `/sequences/${encodeURIComponent(slugOf(title))}`;
}

/** Spec 02 §5: the designer's title is the slug with hyphens as spaces and each word capitalised. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
