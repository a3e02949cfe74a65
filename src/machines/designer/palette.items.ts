import type { PaletteItem } from '../../domain/workflow/node-catalogue/palette-items';

/** Spec 02 §5: case-insensitive substring over label, description and category. */
export function matchesSearch(item: PaletteItem, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [item.label, item.description, item.category].some((text) => text.toLowerCase().includes(needle));
}
