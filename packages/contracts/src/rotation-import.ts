import { z } from 'zod';
import { WEEK_COUNTS } from '@openrota/domain';
import { DateStringSchema, EmailSchema, NAME_MAX_LENGTH, TimeStringSchema, text } from './common';
import { ColorSchema } from './shift-types';

/**
 * The files `POST /rotation-patterns/import` accepts (see docs/rotation-import-format.md):
 * an OpenRota rotation file (`format: "openrota-rotation"`) or a workspace backup, of which the
 * first rotation pattern is imported. Both are checked here for shape and numbers; whether the
 * names used in slots exist is checked by the server, which can also see the workspace.
 */

const name = text({ message: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(NAME_MAX_LENGTH, `name must be at most ${NAME_MAX_LENGTH} characters long`);
const optionalString = (max: number) => text().trim().max(max).nullish();
const weekCount = z
  .number({ message: 'weekCount is required' })
  .int()
  .refine(
    (n) => (WEEK_COUNTS as readonly number[]).includes(n),
    `weekCount must be one of ${WEEK_COUNTS.join(', ')}`,
  );
const week = z
  .number({ message: 'week is required' })
  .int('week must be a whole number')
  .min(1, 'week must be at least 1');
const day = z
  .number({ message: 'day is required' })
  .int('day must be a whole number')
  .min(0, 'day must be 0 (Monday) to 6 (Sunday)')
  .max(6, 'day must be 0 (Monday) to 6 (Sunday)');

export const ImportShiftTypeSchema = z.object({
  name,
  shortName: optionalString(10),
  color: ColorSchema.nullish(),
  startTime: TimeStringSchema.nullish(),
  endTime: TimeStringSchema.nullish(),
  description: optionalString(500),
});

export const ImportStaffSchema = z.object({
  name,
  shortName: optionalString(10),
  email: EmailSchema.nullish(),
  phone: optionalString(40),
  /** Shift type names this person may work. */
  skills: z.array(name).max(200).default([]),
});

/** The OpenRota rotation file: everything referred to by name. */
export const RotationFileSchema = z.object({
  format: z.literal('openrota-rotation'),
  version: z.literal(1, { message: 'version must be 1' }),
  weekCount,
  shiftTypes: z.array(ImportShiftTypeSchema).max(200).default([]),
  staff: z.array(ImportStaffSchema).max(2000).default([]),
  slots: z
    .array(
      z.object({
        week,
        day,
        shiftType: name,
        optional: z.boolean().default(false),
        /** The staff member working this slot, by name; absent or null = unfilled. */
        staff: name.nullish(),
      }),
    )
    .max(10_000),
});
export type RotationFile = z.infer<typeof RotationFileSchema>;

/**
 * A workspace backup (docs/product/workspaces.md#backup-file). Inside a backup, rows refer to each other by the
 * ids they had in the exporting workspace; the import resolves them to names within the file.
 */
const backupId = text().min(1).max(100);
export const BackupFileSchema = z
  .object({
    version: z.union([z.number(), text()]),
    workspace: z.object({ name: text() }).loose(),
    exportedAt: text().optional(),
    shiftTypes: z.array(ImportShiftTypeSchema.extend({ id: backupId }).loose()).max(200),
    staff: z
      .array(
        ImportStaffSchema.omit({ skills: true })
          .extend({
            id: backupId,
            active: z.boolean().default(true),
            skills: z
              .array(z.object({ shiftTypeId: backupId }).loose())
              .max(200)
              .default([]),
          })
          .loose(),
      )
      .max(2000),
    rotationPatterns: z
      .array(
        z
          .object({
            name: text().optional(),
            startDate: DateStringSchema.optional(),
            endDate: DateStringSchema.nullish(),
            active: z.boolean().optional(),
            weekCount,
            slots: z
              .array(
                z
                  .object({
                    weekNumber: week,
                    dayOfWeek: day,
                    shiftTypeId: backupId,
                    isOptional: z.boolean().default(false),
                    assignments: z
                      .array(z.object({ staffId: backupId }).loose())
                      .max(1)
                      .default([]),
                  })
                  .loose(),
              )
              .max(10_000),
            /** Assignments without a slot (docs/product/back-office.md#rotation-patterns allows them). */
            assignments: z
              .array(
                z
                  .object({
                    weekNumber: week,
                    dayOfWeek: day,
                    shiftTypeId: backupId,
                    staffId: backupId,
                    rotationSlotId: text().nullish(),
                  })
                  .loose(),
              )
              .max(10_000)
              .default([]),
          })
          .loose(),
      )
      .min(1, 'The backup holds no rotation pattern'),
  })
  .loose();
export type BackupFile = z.infer<typeof BackupFileSchema>;
