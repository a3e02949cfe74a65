/** The rows of a written-out statement (`db.execute`): postgres.js answers them as the result itself, PGlite as its `rows`. */
export const rowsOf = <Row>(result: unknown): Row[] => (Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows);
