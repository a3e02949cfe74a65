import type { SnapshotFrom } from 'xstate';
import { botPaletteItem, builtInPaletteItems, matchesSearch, paletteCategories, scriptPaletteItem, type PaletteBot, type PaletteCategory, type PaletteItem } from './palette.items';
import type { paletteMachine } from './palette.machine';

type PaletteSnapshot = SnapshotFrom<typeof paletteMachine>;

export interface PaletteGroup {
  category: PaletteCategory;
  items: PaletteItem[];
  isOpen: boolean;
}

export const selectScriptsStatus = (snapshot: PaletteSnapshot): 'loading' | 'loaded' | 'failed' =>
  snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'loaded';
export const selectSearch = (snapshot: PaletteSnapshot) => snapshot.context.search;
export const selectErrorMessage = (snapshot: PaletteSnapshot) => snapshot.context.errorMessage;
export const selectScripts = (snapshot: PaletteSnapshot) => snapshot.context.scripts;
export const selectPaletteBots = (snapshot: PaletteSnapshot) => snapshot.context.bots;
export const selectCollapsed = (snapshot: PaletteSnapshot) => snapshot.context.collapsed;

/** Every category in the spec's order with the items that match the search. */
export function groupItems(
  scripts: PaletteSnapshot['context']['scripts'],
  search: string,
  collapsed: readonly PaletteCategory[],
  bots: readonly PaletteBot[] = [],
): PaletteGroup[] {
  const items = [...builtInPaletteItems, ...scripts.map(scriptPaletteItem), ...bots.map(botPaletteItem)].filter((item) => matchesSearch(item, search));
  return paletteCategories.map((category) => ({
    category,
    items: items.filter((item) => item.category === category),
    isOpen: !collapsed.includes(category),
  }));
}
