import { z } from 'zod';
import { STAFF_IMPORT_COLUMNS } from '@openrota/domain';
import { successEnvelope } from './envelope';
import { text } from './common';

/**
 * POST /staff/import/preview and POST /staff/import (docs/product/back-office.md#staff-import):
 * the request body is the spreadsheet itself, sent as one of these content types.
 */
export const STAFF_IMPORT_CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
/** The largest file the import reads. */
export const STAFF_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The most staff rows one file may hold. */
export const STAFF_IMPORT_MAX_ROWS = 500;

export const StaffImportColumnSchema = z.enum(STAFF_IMPORT_COLUMNS);

/**
 * One problem of the file. `cell` names the cell ("C4"; a header problem names the header cell;
 * a problem of the whole file has the empty string); `message` starts with that name
 * ("C4: not an email address").
 */
export const StaffImportErrorSchema = z.object({
  cell: text(),
  column: StaffImportColumnSchema.nullable(),
  message: text(),
});
export type StaffImportError = z.infer<typeof StaffImportErrorSchema>;

/** The cells of one row as read (text, trimmed; '' when empty or when the file has no such column). */
export const StaffImportValuesSchema = z.object({
  name: text(),
  shortName: text(),
  email: text(),
  phone: text(),
  skills: text(),
  contractHours: text(),
  ruleSet: text(),
});

export const StaffImportRowSchema = z.object({
  /** The row's number in the spreadsheet (the header is row 1 in a file that starts with it). */
  row: z.number().int(),
  values: StaffImportValuesSchema,
  errors: z.array(StaffImportErrorSchema),
});
export type StaffImportRow = z.infer<typeof StaffImportRowSchema>;

export const StaffImportPreviewSchema = z.object({
  /** The header cells the import reads, in the file's order. */
  columns: z.array(z.object({ column: StaffImportColumnSchema, header: text(), cell: text() })),
  /** Header cells of columns the import does not read (e.g. an exported list's status). */
  ignoredColumns: z.array(z.object({ header: text(), cell: text() })),
  rows: z.array(StaffImportRowSchema),
  /** Problems of the file as a whole (no name column, too many rows, the plan's staff limit). */
  fileErrors: z.array(StaffImportErrorSchema),
  counts: z.object({
    rows: z.number().int(),
    validRows: z.number().int(),
    invalidRows: z.number().int(),
    errors: z.number().int(),
    /** Rows that would get a contract (contract hours given). */
    contracts: z.number().int(),
  }),
});
export type StaffImportPreview = z.infer<typeof StaffImportPreviewSchema>;
export const StaffImportPreviewResponseSchema = successEnvelope(StaffImportPreviewSchema);

export const StaffImportResultSchema = z.object({
  imported: z.number().int(),
  contracts: z.number().int(),
});
export type StaffImportResult = z.infer<typeof StaffImportResultSchema>;
export const StaffImportResponseSchema = successEnvelope(StaffImportResultSchema);
