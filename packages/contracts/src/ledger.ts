import { z } from 'zod';
import { DateStringSchema, text } from './common';
import { successEnvelope } from './envelope';

/**
 * The fairness ledger (docs/product/working-time.md#fairness-ledger): per person and period the
 * hours worked against the contract, the year's running balance, and the counts of nights,
 * weekends, evenings, public holidays and shifts per type. Minutes are real elapsed minutes.
 */

/** The longest period the ledger answers, inclusive. */
export const MAX_LEDGER_RANGE_DAYS = 366;

export const LedgerQuerySchema = z.object({
  startDate: DateStringSchema,
  endDate: DateStringSchema,
});
export type LedgerQuery = z.infer<typeof LedgerQuerySchema>;

export const LedgerShiftTypeCountSchema = z.object({
  shiftTypeId: text(),
  shiftTypeName: text(),
  count: z.number().int(),
});

/** The figures of one person (no name or id: the staff dashboard's own row reuses it). */
export const LedgerFiguresSchema = z.object({
  shifts: z.number().int(),
  workedMinutes: z.number().int(),
  /** Hours per week × 60 / 7 for every day of the period a contract holds. */
  contractMinutes: z.number().int(),
  /** Absent days credited with the contract's daily minutes. */
  absenceMinutes: z.number().int(),
  hasContract: z.boolean(),
  /** worked + absence − contract. */
  differenceMinutes: z.number().int(),
  /** The same from 1 January through the period's end. */
  yearBalanceMinutes: z.number().int(),
  nights: z.number().int(),
  weekendDays: z.number().int(),
  weekends: z.number().int(),
  evenings: z.number().int(),
  holidays: z.number().int(),
  shiftsByType: z.array(LedgerShiftTypeCountSchema),
});
export type LedgerFigures = z.infer<typeof LedgerFiguresSchema>;

export const LedgerRowSchema = LedgerFiguresSchema.extend({
  staffId: z.uuid(),
  staffName: text(),
  staffShortName: text().nullable(),
  active: z.boolean(),
});
export type LedgerRow = z.infer<typeof LedgerRowSchema>;

/** The team's median of each figure (null without anyone to count). */
export const LedgerMediansSchema = z.object({
  workedMinutes: z.number().nullable(),
  contractMinutes: z.number().nullable(),
  differenceMinutes: z.number().nullable(),
  yearBalanceMinutes: z.number().nullable(),
  nights: z.number().nullable(),
  weekends: z.number().nullable(),
  evenings: z.number().nullable(),
  holidays: z.number().nullable(),
});
export type LedgerMedians = z.infer<typeof LedgerMediansSchema>;

export const LedgerSchema = z.object({
  startDate: DateStringSchema,
  endDate: DateStringSchema,
  /** The running balance counts from this day (1 January of the end date's year). */
  yearStart: DateStringSchema,
  rows: z.array(LedgerRowSchema),
  medians: LedgerMediansSchema,
});
export type Ledger = z.infer<typeof LedgerSchema>;
export const LedgerResponseSchema = successEnvelope(LedgerSchema);

/** GET /api/staff-portal/ledger: the member's own figures beside the team's medians, never anyone else's. */
export const MyLedgerSchema = z.object({
  startDate: DateStringSchema,
  endDate: DateStringSchema,
  yearStart: DateStringSchema,
  mine: LedgerFiguresSchema,
  medians: LedgerMediansSchema,
  /** How many people the medians are taken over. */
  teamSize: z.number().int(),
});
export type MyLedger = z.infer<typeof MyLedgerSchema>;
/** A staff read: the fields at the top level and in `data` (docs/product/staff-login.md#self-service-calls). */
export const MyLedgerResponseSchema = MyLedgerSchema.extend({
  success: z.literal(true),
  data: MyLedgerSchema,
});
