import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  ErrorCode,
  MAX_HOURS_PER_WEEK,
  NAME_MAX_LENGTH,
  STAFF_IMPORT_MAX_ROWS,
  type Language,
  type StaffImportPreview,
  type StaffImportResult,
} from '@openrota/contracts';
import {
  STAFF_IMPORT_COLUMNS,
  cellName,
  importCellText,
  parseImportHours,
  splitSkillNames,
  staffImportColumnOf,
  todayInTimeZone,
  type StaffImportColumn,
} from '@openrota/domain';
import { renderError } from '@openrota/i18n';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg, type ErrorMessage, type LocalizedDetail } from '../../lib/app-error';
import { planRoom } from '../licence/plan-limits';
import { shiftTypeNames } from '../shift-types/shift-types.service';
import { insertStaffMember, staffEmails } from '../staff/staff.service';
import { createContract, loadRuleContext } from '../working-time/working-time.service';
import { timeZoneOf } from '../workspaces/workspaces.service';
import { readSheet, type SheetKind, type SheetRow } from './staff-import-file';

/*
 * The staff import (docs/product/back-office.md#staff-import): a spreadsheet of people is read,
 * every cell checked, and either every row is stored in one transaction or nothing is.
 */

/** The limits of the staff form's fields (packages/contracts/src/staff.ts), named per column. */
const SHORT_NAME_MAX = 20;
const PHONE_MAX = 32;
const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,}$/;
const MAX_CONTRACT_HOURS = MAX_HOURS_PER_WEEK;

type Values = Record<StaffImportColumn, string>;

interface CellError {
  cell: string;
  column: StaffImportColumn | null;
  message: ErrorMessage;
}

/** A row's cells turned into what is stored (only used when the row has no error). */
interface NewMember {
  name: string;
  shortName: string | null;
  email: string | null;
  phone: string | null;
  shiftTypeIds: string[];
  contractHours: number | null;
  ruleSetId: string | null;
}

interface CheckedRow {
  row: number;
  values: Values;
  errors: CellError[];
  member: NewMember;
}

interface Checked {
  columns: Array<{ column: StaffImportColumn; header: string; cell: string }>;
  ignoredColumns: Array<{ header: string; cell: string }>;
  rows: CheckedRow[];
  fileErrors: CellError[];
}

/** What the rows are checked against: the workspace's shift types, rule sets and staff emails. */
interface Lookups {
  shiftTypes: Map<string, string>;
  ruleSets: Map<string, string>;
  emails: Map<string, string>;
}

const key = (name: string) => name.trim().toLowerCase();
const isEmail = (value: string) => z.email().safeParse(value).success;
const hasTwoDecimals = (h: number) => Math.abs(Math.round(h * 100) - h * 100) < 1e-6;

/** Checks the sheet's header and rows; pure apart from the lookups given. */
export function checkSheet(sheet: readonly SheetRow[], lookups: Lookups): Checked {
  const checked: Checked = { columns: [], ignoredColumns: [], rows: [], fileErrors: [] };
  const [header, ...body] = sheet;
  const fileError = (message: ErrorMessage) => checked.fileErrors.push({ cell: '', column: null, message });
  if (!header) {
    fileError(msg('staffImport.emptyFile'));
    return checked;
  }

  // The header row: which column holds what; a column named twice is an error at its second cell.
  const indexOf = new Map<StaffImportColumn, number>();
  header.cells.forEach((raw, index) => {
    const text = raw.trim();
    if (!text) return;
    const cell = cellName(index, header.number);
    const column = staffImportColumnOf(text);
    if (!column) {
      checked.ignoredColumns.push({ header: text, cell });
      return;
    }
    const first = indexOf.get(column);
    if (first !== undefined) {
      checked.fileErrors.push({
        cell,
        column,
        message: msg('staffImport.duplicateColumn', {
          cell,
          header: text,
          other: cellName(first, header.number),
        }),
      });
      return;
    }
    indexOf.set(column, index);
    checked.columns.push({ column, header: text, cell });
  });
  if (!indexOf.has('name')) fileError(msg('staffImport.noNameColumn'));
  if (body.length === 0) fileError(msg('staffImport.noRows'));
  if (body.length > STAFF_IMPORT_MAX_ROWS)
    fileError(msg('staffImport.tooManyRows', { max: STAFF_IMPORT_MAX_ROWS }));
  if (checked.fileErrors.length > 0 && !indexOf.has('name')) return checked;

  const emailCells = new Map<string, string>();
  for (const line of body.slice(0, STAFF_IMPORT_MAX_ROWS)) {
    const values = Object.fromEntries(
      STAFF_IMPORT_COLUMNS.map((column) => {
        const index = indexOf.get(column);
        return [column, index === undefined ? '' : importCellText(line.cells[index] ?? '')];
      }),
    ) as Values;
    const errors: CellError[] = [];
    const cellOf = (column: StaffImportColumn) => cellName(indexOf.get(column) ?? 0, line.number);
    const fail = (column: StaffImportColumn, message: (cell: string) => ErrorMessage) => {
      const cell = cellOf(column);
      errors.push({ cell, column, message: message(cell) });
    };

    if (!values.name) fail('name', (cell) => msg('staffImport.nameRequired', { cell }));
    else if (values.name.length > NAME_MAX_LENGTH)
      fail('name', (cell) => msg('staffImport.tooLong', { cell, max: NAME_MAX_LENGTH }));
    if (values.shortName.length > SHORT_NAME_MAX)
      fail('shortName', (cell) => msg('staffImport.tooLong', { cell, max: SHORT_NAME_MAX }));

    const email = values.email.toLowerCase();
    if (email) {
      const cell = cellOf('email');
      if (email.length > EMAIL_MAX_LENGTH || !isEmail(email))
        fail('email', () => msg('staffImport.notEmail', { cell }));
      else if (emailCells.has(email))
        fail('email', () => msg('staffImport.emailInFile', { cell, other: emailCells.get(email)! }));
      else if (lookups.emails.has(email))
        fail('email', () => msg('staffImport.emailTaken', { cell, name: lookups.emails.get(email)! }));
      if (!emailCells.has(email)) emailCells.set(email, cell);
    }

    if (values.phone && (values.phone.length > PHONE_MAX || !PHONE_PATTERN.test(values.phone)))
      fail('phone', (cell) => msg('staffImport.notPhone', { cell }));

    const shiftTypeIds: string[] = [];
    for (const name of splitSkillNames(values.skills)) {
      const id = lookups.shiftTypes.get(key(name));
      if (id) shiftTypeIds.push(id);
      else fail('skills', (cell) => msg('staffImport.unknownShiftType', { cell, name }));
    }

    let contractHours: number | null = null;
    if (values.contractHours) {
      const hours = parseImportHours(values.contractHours);
      if (hours === null) fail('contractHours', (cell) => msg('staffImport.hoursNotNumber', { cell }));
      else if (hours <= 0 || hours > MAX_CONTRACT_HOURS)
        fail('contractHours', (cell) => msg('staffImport.hoursRange', { cell, max: MAX_CONTRACT_HOURS }));
      else if (!hasTwoDecimals(hours))
        fail('contractHours', (cell) => msg('staffImport.hoursDecimals', { cell }));
      else contractHours = hours;
    }

    let ruleSetId: string | null = null;
    if (values.ruleSet) {
      const id = lookups.ruleSets.get(key(values.ruleSet));
      if (!id) fail('ruleSet', (cell) => msg('staffImport.unknownRuleSet', { cell, name: values.ruleSet }));
      else if (!values.contractHours)
        fail('ruleSet', (cell) => msg('staffImport.ruleSetWithoutHours', { cell }));
      else ruleSetId = id;
    }

    checked.rows.push({
      row: line.number,
      values,
      errors,
      member: {
        name: values.name,
        shortName: values.shortName || null,
        email: email || null,
        phone: values.phone || null,
        shiftTypeIds,
        contractHours,
        ruleSetId,
      },
    });
  }
  return checked;
}

async function loadLookups(db: DbOrTx, ws: WorkspaceContext): Promise<Lookups> {
  const shiftTypes = await shiftTypeNames(db, ws.workspaceId);
  const { ruleSets } = await loadRuleContext(db, ws.workspaceId, []);
  return {
    shiftTypes: new Map(shiftTypes.map((t) => [key(t.name), t.id])),
    ruleSets: new Map(ruleSets.map((r) => [key(r.name), r.id])),
    emails: await staffEmails(db, ws.workspaceId),
  };
}

function allErrors(checked: Checked): CellError[] {
  return [...checked.fileErrors, ...checked.rows.flatMap((r) => r.errors)];
}

function planLimitMessage(room: { plan: string; max: number; fits: number }, count: number) {
  return msg('staffImport.planLimit', { ...room, count });
}

/** POST /staff/import/preview: the rows as read, every error naming its cell, and the counts. */
export async function previewImport(
  ctx: AppContext,
  ws: WorkspaceContext,
  kind: SheetKind,
  body: Buffer,
  language: Language,
): Promise<StaffImportPreview> {
  const sheet = await readSheet(kind, body);
  const checked = checkSheet(sheet, await loadLookups(ctx.db, ws));
  const room = await planRoom(ctx.db, ws.workspaceId, 'staff', false);
  if (room && checked.rows.length > room.fits)
    checked.fileErrors.push({ cell: '', column: null, message: planLimitMessage(room, checked.rows.length) });
  const render = (e: CellError) => ({ ...e, message: renderError(language, e.message) });
  const invalidRows = checked.rows.filter((r) => r.errors.length > 0).length;
  return {
    columns: checked.columns,
    ignoredColumns: checked.ignoredColumns,
    rows: checked.rows.map((r) => ({ row: r.row, values: r.values, errors: r.errors.map(render) })),
    fileErrors: checked.fileErrors.map(render),
    counts: {
      rows: checked.rows.length,
      validRows: checked.rows.length - invalidRows,
      invalidRows,
      errors: allErrors(checked).length,
      contracts: checked.rows.filter((r) => r.member.contractHours !== null).length,
    },
  };
}

/**
 * POST /staff/import: checks the file again inside one transaction and stores every row (the
 * member, their skills, a contract from today when hours are given) or, on any error, nothing:
 * 400 with each error as a detail named by its cell, or 403 PLAN_LIMIT naming how many fit.
 */
export function importStaff(
  ctx: AppContext,
  ws: WorkspaceContext,
  kind: SheetKind,
  body: Buffer,
  meta: RequestMeta,
): Promise<StaffImportResult> {
  return readSheet(kind, body).then((sheet) =>
    ctx.db.transaction(async (tx) => {
      // The workspace row is locked first, so two imports at once are checked one after the
      // other (emails already taken, the plan's room) instead of both passing.
      const room = await planRoom(tx, ws.workspaceId, 'staff', true);
      const checked = checkSheet(sheet, await loadLookups(tx, ws));
      const errors = allErrors(checked);
      if (errors.length > 0) {
        const details: LocalizedDetail[] = errors.map((e) => ({
          field: e.cell || 'file',
          message: e.message,
        }));
        throw new AppError(
          ErrorCode.VALIDATION_ERROR,
          400,
          msg('staffImport.invalid', { count: errors.length }),
          details,
        );
      }
      if (room && checked.rows.length > room.fits) {
        const message = planLimitMessage(room, checked.rows.length);
        throw new AppError(ErrorCode.PLAN_LIMIT, 403, message, [{ field: 'staff', message }]);
      }
      const now = ctx.clock.now();
      // A contract holds from the workspace's today (docs/product/working-time.md#the-model).
      const startsOn = todayInTimeZone(now.getTime(), await timeZoneOf(tx, ws.workspaceId));
      const writer = { workspaceId: ws.workspaceId, userId: ws.userId, now, meta };
      let contracts = 0;
      for (const { member, row } of checked.rows) {
        const staffId = await insertStaffMember(
          ctx,
          tx,
          ws,
          {
            name: member.name,
            shortName: member.shortName,
            email: member.email,
            phone: member.phone,
            active: true,
            userId: null,
          },
          meta,
          { shiftTypeIds: member.shiftTypeIds, auditMetadata: { source: 'import', row } },
        );
        if (member.contractHours === null) continue;
        await createContract(tx, writer, staffId, {
          startsOn,
          hoursPerWeek: member.contractHours,
          ruleSetId: member.ruleSetId,
        });
        contracts += 1;
      }
      return { imported: checked.rows.length, contracts };
    }),
  );
}
