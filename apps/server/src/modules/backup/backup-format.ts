import { z } from 'zod';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  BACKUP_MAX_ITEMS,
  BACKUP_VERSION,
  BACKUP_VERSIONS,
  BackupAbsenceSchema,
  BackupScheduleEntrySchema,
  BackupStaffSchema,
  ErrorCode,
  text,
  WorkspaceBackupSchema,
  type ErrorDetail,
  type WorkspaceBackup,
} from '@openrota/contracts';
import { dayOfWeek } from '@openrota/domain';
import { AppError } from '../../lib/app-error';

/**
 * Reading a backup file (docs/backup-format.md): which version it is, the upgrade of older
 * versions to the current one, the schema check and the checks that the file's ids lead
 * somewhere. Everything here is done before the restore touches the database.
 */

export const INVALID_BACKUP_MESSAGE = 'Invalid backup file';
const FIELD = 'backupData';

function invalidBackup(details: ErrorDetail[], message = INVALID_BACKUP_MESSAGE): AppError {
  return new AppError(ErrorCode.VALIDATION_ERROR, 400, message, details.slice(0, 50));
}

function zodDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((i) => ({ field: [FIELD, ...i.path.map(String)].join('.'), message: i.message }));
}

/**
 * Version 1, the spec's minimal file: version, workspace (with name), exportedAt, staff,
 * shiftTypes and rotationPatterns. Its items may lack what version 2 always writes (colours,
 * slot ids, pattern names and start dates); the upgrade fills those in.
 */
const v1Id = z.union([text().min(1).max(100), z.number().int()]).transform(String);
const V1Schema = z
  .object({
    version: z.unknown(),
    workspace: z.object({ name: text({ message: 'workspace.name is required' }) }).loose(),
    exportedAt: text().optional(),
    shiftTypes: z.array(z.object({ id: v1Id, color: text().nullish() }).loose()).default([]),
    staff: z
      .array(
        z
          .object({
            id: v1Id,
            // Skills as shift type ids or as { shiftTypeId } objects.
            skills: z.array(z.union([v1Id, z.object({ shiftTypeId: v1Id }).loose()])).default([]),
          })
          .loose(),
      )
      .default([]),
    rotationPatterns: z
      .array(
        z
          .object({
            id: v1Id.optional(),
            name: text().nullish(),
            startDate: text().nullish(),
            slots: z.array(z.object({ id: v1Id.optional(), shiftTypeId: v1Id, assignments: z.array(z.object({ staffId: v1Id }).loose()).default([]) }).loose()).default([]),
            assignments: z.array(z.object({ shiftTypeId: v1Id, staffId: v1Id, rotationSlotId: z.unknown().optional() }).loose()).default([]),
          })
          .loose(),
      )
      .default([]),
  })
  .loose();

const DEFAULT_COLOR = '#10b981';

/**
 * v1 → v2. Missing sections (absences, scheduleEntries, emailSettings) are empty; a pattern
 * without a name is "Rotation n", without a start date it starts on `fallbackStartDate` (the
 * Monday of the restoring day's week); ids become strings; skills become { shiftTypeId }; a
 * slot without an id gets one made up within the file; loose assignments that name a slot
 * are dropped (a v1 file lists a slot's assignment in the slot as well).
 */
export function upgradeV1(input: unknown, fallbackStartDate: string): unknown {
  const parsed = V1Schema.safeParse(input);
  if (!parsed.success) throw invalidBackup(zodDetails(parsed.error));
  const v1 = parsed.data;
  return {
    ...v1,
    version: 2,
    shiftTypes: v1.shiftTypes.map((t) => ({ ...t, color: t.color ?? DEFAULT_COLOR })),
    staff: v1.staff.map((s) => ({ ...s, skills: s.skills.map((k) => (typeof k === 'string' ? { shiftTypeId: k } : { ...k, shiftTypeId: k.shiftTypeId })) })),
    rotationPatterns: v1.rotationPatterns.map((p, i) => ({
      ...p,
      id: p.id ?? `pattern-${i + 1}`,
      name: p.name?.trim() ? p.name : `Rotation ${i + 1}`,
      startDate: p.startDate ?? fallbackStartDate,
      slots: p.slots.map((s, j) => ({ ...s, id: s.id ?? `pattern-${i + 1}-slot-${j + 1}` })),
      assignments: p.assignments.filter((a) => a.rotationSlotId === undefined || a.rotationSlotId === null).map((a) => ({ ...a, rotationSlotId: null })),
    })),
    absences: [],
    scheduleEntries: [],
    emailSettings: null,
  };
}

/** Upgrades, one step at a time, from a file's version to the current one. */
const UPGRADES: Record<number, (data: unknown, fallbackStartDate: string) => unknown> = { 1: upgradeV1 };

function readVersion(data: Record<string, unknown>): number {
  const raw = data.version;
  const version = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    throw invalidBackup([{ field: `${FIELD}.version`, message: `version must be a whole number (${BACKUP_VERSIONS.join(' or ')})` }]);
  }
  if (version > BACKUP_VERSION) {
    const message = `This backup is version ${version}, made by a newer OpenRota; this server restores versions up to ${BACKUP_VERSION}`;
    throw invalidBackup([{ field: `${FIELD}.version`, message }], message);
  }
  if (!(BACKUP_VERSIONS as readonly number[]).includes(version)) {
    throw invalidBackup([{ field: `${FIELD}.version`, message: `Unknown backup version ${version}; supported versions are ${BACKUP_VERSIONS.join(', ')}` }]);
  }
  return version;
}

/**
 * The backup as the current version, checked for shape and references; anything wrong answers
 * 400 naming the field. `input` may be the parsed file or its text.
 */
export async function readBackup(input: unknown, fallbackStartDate: string): Promise<WorkspaceBackup> {
  let data = input;
  if (data === undefined || data === null) throw invalidBackup([{ field: FIELD, message: 'backupData is required' }], 'backupData is required');
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      throw invalidBackup([{ field: FIELD, message: 'The backup is not valid JSON' }]);
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw invalidBackup([{ field: FIELD, message: 'The backup must be a JSON object' }]);
  }
  const record = data as Record<string, unknown>;
  const missing = (['version', 'workspace'] as const).filter((k) => !(k in record) || record[k] === undefined || record[k] === null);
  if (missing.length) {
    throw invalidBackup(missing.map((k) => ({ field: `${FIELD}.${k}`, message: `The backup must contain ${k}` })), 'The backup must contain version and workspace');
  }
  assertWithinMaxItems(record);
  let version = readVersion(record);
  let current: unknown = data;
  while (version < BACKUP_VERSION) {
    current = UPGRADES[version]!(current, fallbackStartDate);
    version++;
  }
  const parsed = await parseInSlices(current as Record<string, unknown>);
  checkReferences(parsed);
  return parsed;
}

/** Too long a list is refused before anything else is read (the count is all it costs). */
function assertWithinMaxItems(record: Record<string, unknown>) {
  for (const [key, max] of Object.entries(BACKUP_MAX_ITEMS)) {
    const list = record[key];
    if (Array.isArray(list) && list.length > max) {
      const message = `A backup may hold at most ${max} ${key}; this one has ${list.length}`;
      throw invalidBackup([{ field: `${FIELD}.${key}`, message }], message);
    }
  }
}

/** The lists that can be long, validated SLICE items at a time. */
const LONG_LISTS = { staff: BackupStaffSchema, absences: BackupAbsenceSchema, scheduleEntries: BackupScheduleEntrySchema } as const;
const SLICE = 500;

/**
 * The schema check, without holding the event loop for the whole file: the long lists are
 * checked a slice at a time, other requests running in between (issue 10: a big restore kept
 * /healthz waiting a second); the rest of the file in one go.
 */
async function parseInSlices(current: Record<string, unknown>): Promise<WorkspaceBackup> {
  const head = { ...current };
  for (const key of Object.keys(LONG_LISTS)) if (Array.isArray(head[key])) head[key] = [];
  const parsed = WorkspaceBackupSchema.safeParse(head);
  if (!parsed.success) throw invalidBackup(zodDetails(parsed.error));
  const issues: ErrorDetail[] = [];
  const lists: Record<string, unknown[]> = {};
  for (const [key, schema] of Object.entries(LONG_LISTS)) {
    const list = current[key];
    if (!Array.isArray(list)) continue;
    const out: unknown[] = [];
    for (let start = 0; start < list.length && issues.length < 50; start += SLICE) {
      await nextTurn();
      for (let i = start; i < Math.min(start + SLICE, list.length); i++) {
        const item = schema.safeParse(list[i]);
        if (item.success) out.push(item.data);
        else issues.push(...item.error.issues.map((issue) => ({ field: [FIELD, key, String(i), ...issue.path.map(String)].join('.'), message: issue.message })));
      }
    }
    lists[key] = out;
  }
  if (issues.length) throw invalidBackup(issues);
  return { ...parsed.data, ...lists } as WorkspaceBackup;
}

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Ids that lead nowhere, duplicate ids, and what the database would refuse with a 500. */
export function checkReferences(b: WorkspaceBackup): void {
  const details: ErrorDetail[] = [];
  const add = (field: string, message: string) => details.push({ field: `${FIELD}.${field}`, message });
  const ids = <T extends { id: string }>(rows: T[], section: string) => {
    const map = new Map<string, T>();
    rows.forEach((r, i) => {
      if (map.has(r.id)) add(`${section}.${i}.id`, `Duplicate id "${r.id}" in ${section}`);
      else map.set(r.id, r);
    });
    return map;
  };
  if (!isTimeZone(b.workspace.timeZone)) add('workspace.timeZone', `Unknown time zone "${b.workspace.timeZone}"`);
  const types = ids(b.shiftTypes, 'shiftTypes');
  const staff = ids(b.staff, 'staff');
  const patterns = ids(b.rotationPatterns, 'rotationPatterns');
  const slots = new Map<string, { patternId: string }>();
  const exists = (map: Map<string, unknown>, value: string, field: string, what: string) => {
    if (!map.has(value)) add(field, `Unknown ${what} id "${value}"`);
  };

  const typeNames = new Set<string>();
  b.shiftTypes.forEach((t, i) => {
    const key = t.name.trim().toLowerCase();
    if (typeNames.has(key)) add(`shiftTypes.${i}.name`, `Two shift types are named "${t.name}"`);
    typeNames.add(key);
  });
  b.staff.forEach((s, i) => {
    const seen = new Set<string>();
    s.skills.forEach((k, j) => {
      exists(types, k.shiftTypeId, `staff.${i}.skills.${j}.shiftTypeId`, 'shift type');
      if (seen.has(k.shiftTypeId)) add(`staff.${i}.skills.${j}.shiftTypeId`, `Skill "${k.shiftTypeId}" listed twice`);
      seen.add(k.shiftTypeId);
    });
  });
  b.rotationPatterns.forEach((p, i) => {
    const at = `rotationPatterns.${i}`;
    if (dayOfWeek(p.startDate) !== 0) add(`${at}.startDate`, 'startDate must be a Monday');
    if (p.endDate !== null && p.endDate <= p.startDate) add(`${at}.endDate`, 'endDate must be after startDate');
    p.slots.forEach((s, j) => {
      const sat = `${at}.slots.${j}`;
      if (slots.has(s.id)) add(`${sat}.id`, `Duplicate id "${s.id}" in slots`);
      slots.set(s.id, { patternId: p.id });
      if (s.weekNumber > p.weekCount) add(`${sat}.weekNumber`, `Week ${s.weekNumber} is beyond the pattern's ${p.weekCount} weeks`);
      exists(types, s.shiftTypeId, `${sat}.shiftTypeId`, 'shift type');
      s.assignments.forEach((a, k) => exists(staff, a.staffId, `${sat}.assignments.${k}.staffId`, 'staff'));
    });
    p.assignments.forEach((a, j) => {
      const aat = `${at}.assignments.${j}`;
      if (a.weekNumber > p.weekCount) add(`${aat}.weekNumber`, `Week ${a.weekNumber} is beyond the pattern's ${p.weekCount} weeks`);
      exists(types, a.shiftTypeId, `${aat}.shiftTypeId`, 'shift type');
      exists(staff, a.staffId, `${aat}.staffId`, 'staff');
    });
  });
  ids(b.absences, 'absences');
  b.absences.forEach((a, i) => {
    exists(staff, a.staffId, `absences.${i}.staffId`, 'staff');
    if (a.endDate < a.startDate) add(`absences.${i}.endDate`, 'endDate must not be before startDate');
  });
  ids(b.scheduleEntries, 'scheduleEntries');
  const slotDates = new Set<string>();
  b.scheduleEntries.forEach((e, i) => {
    const at = `scheduleEntries.${i}`;
    exists(types, e.shiftTypeId, `${at}.shiftTypeId`, 'shift type');
    if (e.staffId !== null) exists(staff, e.staffId, `${at}.staffId`, 'staff');
    if (e.originalStaffId !== null) exists(staff, e.originalStaffId, `${at}.originalStaffId`, 'staff');
    if (e.rotationPatternId !== null) exists(patterns, e.rotationPatternId, `${at}.rotationPatternId`, 'rotation pattern');
    if (e.rotationSlotId !== null) {
      const slot = slots.get(e.rotationSlotId);
      if (!slot) add(`${at}.rotationSlotId`, `Unknown rotation slot id "${e.rotationSlotId}"`);
      else if (e.rotationPatternId !== null && slot.patternId !== e.rotationPatternId) add(`${at}.rotationSlotId`, `Slot "${e.rotationSlotId}" is not a slot of pattern "${e.rotationPatternId}"`);
      const key = `${e.rotationSlotId}|${e.date}`;
      if (slotDates.has(key)) add(`${at}.date`, `Two entries replace slot "${e.rotationSlotId}" on ${e.date}`);
      slotDates.add(key);
    }
    if (e.isCancelled && e.staffId !== null) add(`${at}.isCancelled`, 'A cancelled entry has no staff member');
    if (e.entryType === 'CLAIMED' && e.staffId === null) add(`${at}.staffId`, 'A CLAIMED entry names the staff member who claimed it');
  });
  if (details.length) throw invalidBackup(details);
}
