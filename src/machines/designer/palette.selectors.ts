import type { SnapshotFrom } from 'xstate';
import { paletteCategories, type PaletteCategory } from '../../domain/workflow/node-catalogue/node-kind';
import { botPaletteItem, builtInPaletteItems, scriptPaletteItem, type PaletteBot, type PaletteItem } from '../../domain/workflow/node-catalogue/palette-items';
import { matchesSearch } from './palette.items';
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

/** Every category in the spec's order with the items that match the search; a script the catalogue does not know is left out. */
export function groupItems(
  scripts: PaletteSnapshot['context']['scripts'],
  search: string,
  collapsed: readonly PaletteCategory[],
  bots: readonly PaletteBot[] = [],
): PaletteGroup[] {
  const scriptItems = scripts.flatMap((script) => scriptPaletteItem(script) ?? []);
  const items = [...builtInPaletteItems, ...scriptItems, ...bots.map(botPaletteItem)].filter((item) => matchesSearch(item, search));
  return paletteCategories.map((category) => ({
    category,
    items: items.filter((item) => item.category === category),
    isOpen: !collapsed.includes(category),
  }));
}
