
/** Draft nodes and edges on the canvas carry this before their ids, so they never meet the workflow's. */
export const DRAFT_ID_PREFIX = 'draft:';

export const isDraftElementId = (id: string) => id.startsWith(DRAFT_ID_PREFIX);
