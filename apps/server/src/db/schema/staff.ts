import { boolean, date, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { shiftTypes } from './shift-types';
import { users } from './users';
import { workspaces } from './workspaces';

export const staff = pgTable(
  'staff',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortName: text('short_name'),
    /** Lower-cased. */
    email: text('email'),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    /** The day (workspace time zone) an inactive member was deactivated; null while active. */
    inactiveFrom: date('inactive_from'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('staff_workspace_name_idx').on(t.workspaceId, t.name),
    index('staff_workspace_email_idx').on(t.workspaceId, t.email),
  ],
);

/** A staff member may work shifts of this type. Removed with the staff member or the shift type. */
export const staffSkills = pgTable(
  'staff_skills',
  {
    id: id(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    shiftTypeId: uuid('shift_type_id')
      .notNull()
      .references(() => shiftTypes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('staff_skills_staff_shift_type_uq').on(t.staffId, t.shiftTypeId),
    index('staff_skills_workspace_staff_idx').on(t.workspaceId, t.staffId),
  ],
);
