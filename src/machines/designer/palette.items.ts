/** A palette entry (spec 02 §3 Palette item); adding one to the canvas makes a node of its type. */
export interface PaletteItem {
  id: string;
  type: string;
  label: string;
  description: string;
  category: PaletteCategory;
  /** The accent of its palette card. */
  color: string;
  /** Script items carry scriptId, scriptTitle and scriptDescription. */
  properties?: Record<string, unknown>;
}

export const paletteCategories = ['Flow Control', 'Timing', 'Click Workflow', 'Basic', 'Integration', 'Scripts', 'My Bots'] as const;
export type PaletteCategory = (typeof paletteCategories)[number];

/** Spec 02 §3: the built-in items with their types (the API item is labelled "API Call"). */
export const builtInPaletteItems: readonly PaletteItem[] = [
  { id: 'start', type: 'start', label: 'Start', description: 'Where every run begins', category: 'Flow Control', color: '#16a34a' },
  { id: 'end', type: 'end', label: 'End', description: 'Where a run finishes', category: 'Flow Control', color: '#dc2626' },
  { id: 'decision', type: 'decision', label: 'Decision', description: 'Branch on a condition: yes to the right, no below', category: 'Flow Control', color: '#d97706' },
  { id: 'schedule', type: 'timer', label: 'Schedule', description: 'Run at a set time or on a recurring schedule', category: 'Timing', color: '#0891b2' },
  { id: 'timer', type: 'timer', label: 'Timer', description: 'Wait for a set duration before continuing', category: 'Timing', color: '#0e7490' },
  { id: 'click-trigger', type: 'event', label: 'Click Trigger', description: 'Start when an element on the page is clicked', category: 'Click Workflow', color: '#7c3aed' },
  { id: 'click-action', type: 'process', label: 'Click Action', description: 'Click a button, link or any element', category: 'Click Workflow', color: '#2563eb' },
  { id: 'element-selector', type: 'validate', label: 'Element Selector', description: 'Find an element by CSS selector and check it is there', category: 'Click Workflow', color: '#0d9488' },
  { id: 'process', type: 'process', label: 'Process', description: 'A general processing step', category: 'Basic', color: '#2563eb' },
  { id: 'api', type: 'api', label: 'API Call', description: 'Call an HTTP endpoint and use its answer', category: 'Integration', color: '#9333ea' },
];

/** Script items are indigo (spec 02 §3). */
export const scriptColor = '#4f46e5';

export function scriptPaletteItem(script: { id: string; title: string; description: string }): PaletteItem {
  return {
    id: `script-${script.id}`,
    type: 'script',
    label: script.title,
    description: script.description,
    category: 'Scripts',
    color: scriptColor,
    properties: { scriptId: script.id, scriptTitle: script.title, scriptDescription: script.description },
  };
}

/** A bot of My Bots as the palette lists it (D38): only active bots are offered. */
export interface PaletteBot {
  id: number;
  title: string;
  description: string;
}

/** Bot items are teal, apart from the indigo scripts. */
export const botColor = '#0f766e';

/** D38: a node of type `bot` runs that bot's workflow; it carries the bot's id and title. */
export function botPaletteItem(bot: PaletteBot): PaletteItem {
  return {
    id: `bot-${bot.id}`,
    type: 'bot',
    label: bot.title,
    description: bot.description,
    category: 'My Bots',
    color: botColor,
    properties: { botId: bot.id, botTitle: bot.title },
  };
}

/** Spec 02 §5: case-insensitive substring over label, description and category. */
export function matchesSearch(item: PaletteItem, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [item.label, item.description, item.category].some((text) => text.toLowerCase().includes(needle));
}
