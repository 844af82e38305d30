import type { z } from 'zod';
import { BackupFileSchema, RotationFileSchema } from '@openrota/contracts';
import { ErrorCode } from '@openrota/contracts';
import { AppError, msg, type LocalizedDetail } from '../../lib/app-error';
import { describeIssue } from '../../lib/validation-issue';
import { unknownId, type FileItem } from '../../lib/file-errors';

/**
 * Both accepted files (docs/rotation-import-format.md) reduced to one shape in which shift
 * types and staff are referred to by name.
 */
export interface NormalizedImport {
  weekCount: number;
  shiftTypes: Array<{
    name: string;
    shortName?: string | null;
    color?: string | null;
    startTime?: string | null;
    endTime?: string | null;
    description?: string | null;
  }>;
  staff: Array<{
    name: string;
    shortName?: string | null;
    email?: string | null;
    phone?: string | null;
    active: boolean;
    skills: string[];
  }>;
  /** `slot: false` = an assignment without a requirement (backups may hold them). */
  rows: Array<{
    week: number;
    day: number;
    shiftType: string;
    optional: boolean;
    staff: string | null;
    slot: boolean;
    field: string;
  }>;
}

export function invalidFormat(details: LocalizedDetail[]): AppError {
  return new AppError(ErrorCode.VALIDATION_ERROR, 400, msg('import.invalidFormat'), details.slice(0, 50));
}

function zodDetails(error: z.ZodError): LocalizedDetail[] {
  return error.issues.map((i) => describeIssue({ ...i, path: ['data', ...i.path] }));
}

function fromRotationFile(file: z.output<typeof RotationFileSchema>): NormalizedImport {
  return {
    weekCount: file.weekCount,
    shiftTypes: file.shiftTypes,
    staff: file.staff.map((s) => ({ ...s, active: true })),
    rows: file.slots.map((s, i) => ({
      week: s.week,
      day: s.day,
      shiftType: s.shiftType,
      optional: s.optional,
      staff: s.staff ?? null,
      slot: true,
      field: `data.slots.${i}`,
    })),
  };
}

/** A backup refers by its own ids; turn them into names, naming every id that leads nowhere. */
function fromBackup(file: z.output<typeof BackupFileSchema>): NormalizedImport {
  const details: LocalizedDetail[] = [];
  const typeName = new Map(file.shiftTypes.map((t) => [t.id, t.name]));
  const staffName = new Map(file.staff.map((s) => [s.id, s.name]));
  const resolve = (map: Map<string, string>, id: string, field: string, what: FileItem) => {
    const name = map.get(id);
    if (name === undefined) details.push({ field, message: unknownId(what, id) });
    return name ?? '';
  };
  const pattern = file.rotationPatterns[0]!;
  const staff = file.staff.map((s, i) => ({
    name: s.name,
    shortName: s.shortName,
    email: s.email,
    phone: s.phone,
    active: s.active,
    skills: s.skills.map((k, j) =>
      resolve(typeName, k.shiftTypeId, `data.staff.${i}.skills.${j}.shiftTypeId`, 'shiftType'),
    ),
  }));
  const rows: NormalizedImport['rows'] = pattern.slots.map((s, i) => ({
    week: s.weekNumber,
    day: s.dayOfWeek,
    optional: s.isOptional,
    slot: true,
    field: `data.rotationPatterns.0.slots.${i}`,
    shiftType: resolve(
      typeName,
      s.shiftTypeId,
      `data.rotationPatterns.0.slots.${i}.shiftTypeId`,
      'shiftType',
    ),
    staff: s.assignments[0]
      ? resolve(
          staffName,
          s.assignments[0].staffId,
          `data.rotationPatterns.0.slots.${i}.assignments.0.staffId`,
          'staff',
        )
      : null,
  }));
  pattern.assignments.forEach((a, i) => {
    if (a.rotationSlotId) return; // a slot's assignment is already listed in the slot
    const field = `data.rotationPatterns.0.assignments.${i}`;
    rows.push({
      week: a.weekNumber,
      day: a.dayOfWeek,
      optional: false,
      slot: false,
      field,
      shiftType: resolve(typeName, a.shiftTypeId, `${field}.shiftTypeId`, 'shiftType'),
      staff: resolve(staffName, a.staffId, `${field}.staffId`, 'staff'),
    });
  });
  if (details.length) throw invalidFormat(details);
  return { weekCount: pattern.weekCount, shiftTypes: file.shiftTypes, staff, rows };
}

/** Which format the file is, checked against its schema; anything else is 'Invalid file format'. */
export function parseImportData(input: unknown): NormalizedImport {
  // A client may send the file's text rather than the parsed object; accept both.
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch {
      throw invalidFormat([{ field: 'data', message: msg('import.notJson') }]);
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw invalidFormat([{ field: 'data', message: msg('import.notObject') }]);
  }
  if ('format' in data) {
    const parsed = RotationFileSchema.safeParse(data);
    if (!parsed.success) throw invalidFormat(zodDetails(parsed.error));
    return fromRotationFile(parsed.data);
  }
  if ('rotationPatterns' in data) {
    const parsed = BackupFileSchema.safeParse(data);
    if (!parsed.success) throw invalidFormat(zodDetails(parsed.error));
    return fromBackup(parsed.data);
  }
  throw invalidFormat([{ field: 'data', message: msg('import.unknownFormat') }]);
}

/** Checks that do not need the workspace: weeks within the count, one shift a day per person. */
export function checkRows(n: NormalizedImport): void {
  const details: LocalizedDetail[] = [];
  const busy = new Set<string>();
  for (const row of n.rows) {
    if (row.week > n.weekCount)
      details.push({
        field: `${row.field}.week`,
        message: msg('files.beyondWeeks', { week: row.week, weekCount: n.weekCount }),
      });
    if (!row.staff) continue;
    const key = `${row.staff.toLowerCase()}|${row.week}|${row.day}`;
    if (busy.has(key))
      details.push({
        field: `${row.field}.staff`,
        message: msg('import.worksTwice', { name: row.staff, week: row.week, day: row.day }),
      });
    busy.add(key);
  }
  if (details.length) throw invalidFormat(details);
}
