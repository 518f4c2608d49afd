import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-wide settings every process shares, such as the generated session secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
