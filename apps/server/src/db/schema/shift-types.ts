import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { workspaces } from './workspaces';

export const shiftTypes = pgTable(
  'shift_types',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortName: text('short_name'),
    description: text('description'),
    color: text('color').notNull().default('#10b981'),
    /** Wall-clock HH:mm; an end before the start ends the next day. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shift_types_workspace_name_uq').on(t.workspaceId, sql`lower(${t.name})`),
    index('shift_types_workspace_order_idx').on(t.workspaceId, t.order),
  ],
);
