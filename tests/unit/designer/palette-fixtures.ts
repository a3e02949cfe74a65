import { builtInPaletteItems, type PaletteItem } from '../../../src/domain/workflow/node-catalogue/palette-items';

/** A built-in palette item as the palette hands it to the designer. */
export function paletteItem(id: string): PaletteItem {
  const item = builtInPaletteItems.find((each) => each.id === id);
  if (!item) throw new Error(`no built-in palette item ${id}`);
  return item;
}
