import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const scripts = pgTable('scripts', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  body: text('body').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
