import type { z } from 'zod';
import { BackupFileSchema, RotationFileSchema, type ErrorDetail } from '@openrota/contracts';
import { ErrorCode } from '@openrota/contracts';
import { AppError } from '../../lib/app-error';

/**
 * Both accepted files (docs/rotation-import-format.md) reduced to one shape in which shift
 * types and staff are referred to by name.
 */
export interface NormalizedImport {
  weekCount: number;
  shiftTypes: Array<{ name: string; shortName?: string | null; color?: string | null; startTime?: string | null; endTime?: string | null; description?: string | null }>;
  staff: Array<{ name: string; shortName?: string | null; email?: string | null; phone?: string | null; active: boolean; skills: string[] }>;
  /** `slot: false` = an assignment without a requirement (backups may hold them). */
  rows: Array<{ week: number; day: number; shiftType: string; optional: boolean; staff: string | null; slot: boolean; field: string }>;
}

export function invalidFormat(details: ErrorDetail[]): AppError {
  return new AppError(ErrorCode.VALIDATION_ERROR, 400, 'Invalid file format', details.slice(0, 50));
}

function zodDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((i) => ({ field: ['data', ...i.path.map(String)].join('.'), message: i.message }));
}

function fromRotationFile(file: z.output<typeof RotationFileSchema>): NormalizedImport {
  return {
    weekCount: file.weekCount,
    shiftTypes: file.shiftTypes,
    staff: file.staff.map((s) => ({ ...s, active: true })),
    rows: file.slots.map((s, i) => ({ week: s.week, day: s.day, shiftType: s.shiftType, optional: s.optional, staff: s.staff ?? null, slot: true, field: `data.slots.${i}` })),
  };
}

/** A backup refers by its own ids; turn them into names, naming every id that leads nowhere. */
function fromBackup(file: z.output<typeof BackupFileSchema>): NormalizedImport {
  const details: ErrorDetail[] = [];
  const typeName = new Map(file.shiftTypes.map((t) => [t.id, t.name]));
  const staffName = new Map(file.staff.map((s) => [s.id, s.name]));
  const resolve = (map: Map<string, string>, id: string, field: string, what: string) => {
    const name = map.get(id);
    if (name === undefined) details.push({ field, message: `Unknown ${what} id "${id}"` });
    return name ?? '';
  };
  const pattern = file.rotationPatterns[0]!;
  const staff = file.staff.map((s, i) => ({
    name: s.name, shortName: s.shortName, email: s.email, phone: s.phone, active: s.active,
    skills: s.skills.map((k, j) => resolve(typeName, k.shiftTypeId, `data.staff.${i}.skills.${j}.shiftTypeId`, 'shift type')),
  }));
  const rows: NormalizedImport['rows'] = pattern.slots.map((s, i) => ({
    week: s.weekNumber, day: s.dayOfWeek, optional: s.isOptional, slot: true, field: `data.rotationPatterns.0.slots.${i}`,
    shiftType: resolve(typeName, s.shiftTypeId, `data.rotationPatterns.0.slots.${i}.shiftTypeId`, 'shift type'),
    staff: s.assignments[0] ? resolve(staffName, s.assignments[0].staffId, `data.rotationPatterns.0.slots.${i}.assignments.0.staffId`, 'staff') : null,
  }));
  pattern.assignments.forEach((a, i) => {
    if (a.rotationSlotId) return; // a slot's assignment is already listed in the slot
    const field = `data.rotationPatterns.0.assignments.${i}`;
    rows.push({ week: a.weekNumber, day: a.dayOfWeek, optional: false, slot: false, field,
      shiftType: resolve(typeName, a.shiftTypeId, `${field}.shiftTypeId`, 'shift type'), staff: resolve(staffName, a.staffId, `${field}.staffId`, 'staff') });
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
      throw invalidFormat([{ field: 'data', message: 'The file is not valid JSON' }]);
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw invalidFormat([{ field: 'data', message: 'The file must be a JSON object: an OpenRota rotation file or a workspace backup' }]);
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
  throw invalidFormat([{ field: 'data', message: 'Not an OpenRota rotation file ("format": "openrota-rotation") or a workspace backup (with "rotationPatterns")' }]);
}

/** Checks that do not need the workspace: weeks within the count, one shift a day per person. */
export function checkRows(n: NormalizedImport): void {
  const details: ErrorDetail[] = [];
  const busy = new Set<string>();
  for (const row of n.rows) {
    if (row.week > n.weekCount) details.push({ field: `${row.field}.week`, message: `Week ${row.week} is beyond the pattern's ${n.weekCount} weeks` });
    if (!row.staff) continue;
    const key = `${row.staff.toLowerCase()}|${row.week}|${row.day}`;
    if (busy.has(key)) details.push({ field: `${row.field}.staff`, message: `${row.staff} works more than one shift on week ${row.week}, day ${row.day}` });
    busy.add(key);
  }
  if (details.length) throw invalidFormat(details);
}
