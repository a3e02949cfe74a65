import { customType } from 'drizzle-orm/pg-core';

/** A binary column, read back as a Buffer whichever driver (PGlite, postgres.js) answered. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
