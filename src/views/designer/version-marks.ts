import type { DiffMark } from '../../machines/designer/versions.selectors';

/** How a version's node differs from the canvas, in words (the version canvas's badges and the panel's list). */
export const markText: Record<DiffMark, string> = { added: 'Added', changed: 'Changed', removed: 'Removed' };
