/** Spec 02 §2: a sequence opens at /sequences/{title lowercased, spaces turned to hyphens}. */
export function slugOf(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Spec 02 §5: the designer's title is the slug with hyphens as spaces and each word capitalised. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
