import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The global feature model: every flag of the domain, and whether it is on for everyone. */
export const featureFlags = pgTable('feature_flags', {
  flag: text('flag').primaryKey(),
  description: text('description').notNull(),
  enabledGlobally: boolean('enabled_globally').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type FeatureFlagRow = typeof featureFlags.$inferSelect;
