/** Predictions (GET and POST /api/v2/vote): one vote per player and prediction, its answer as the widget sends it. */
import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.js';
import { users } from './players.js';

export const predictions = pgTable(
  'predictions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    predictionId: text('prediction_id').notNull(),
    data: jsonb('data').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.predictionId] })],
);
