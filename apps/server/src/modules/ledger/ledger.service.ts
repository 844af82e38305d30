import {
  MAX_LEDGER_RANGE_DAYS,
  type Language,
  type Ledger,
  type LedgerQuery,
  type LedgerRow,
  type MyLedger,
} from '@openrota/contracts';
import {
  computeLedger,
  daysBetween,
  ledgerMedians,
  todayInTimeZone,
  type AbsenceType,
  type DateRange,
  type WorkedShift,
} from '@openrota/domain';
import { translate } from '@openrota/i18n';
import type { AppContext, RequestMeta, StaffSessionContext, WorkspaceContext } from '../../context';
import { AppError, msg } from '../../lib/app-error';
import { csvLine } from '../../lib/csv';
import { recordAudit } from '../audit/audit.service';
import { computeSchedule } from '../schedule/schedule.service';
import { cachedValue, keepValue, scheduleHead } from '../schedule/schedule-cache';
import { listHolidays, loadRuleContext } from '../working-time';

/** endDate not before startDate, at most MAX_LEDGER_RANGE_DAYS days (docs/product/working-time.md#fairness-ledger). */
function validateRange(range: DateRange): void {
  const days = daysBetween(range.startDate, range.endDate);
  if (days < 0) throw AppError.badRequest(msg('schema.endDateNotBeforeStart'), 'endDate');
  if (days + 1 > MAX_LEDGER_RANGE_DAYS)
    throw AppError.badRequest(msg('ledger.rangeTooLong', { max: MAX_LEDGER_RANGE_DAYS }), 'endDate');
}

interface Computed {
  ledger: Ledger;
  timeZone: string;
}

/**
 * The ledger of a period: the computed schedule from 1 January of the end date's year (or the
 * start, when earlier) through the end, read through the schedule module, with the contracts,
 * rule sets and public holidays of the working-time module; one row per active member and per
 * inactive member who worked in the period, by name.
 */
async function compute(ctx: AppContext, workspaceId: string, query: LedgerQuery): Promise<Computed> {
  validateRange({ startDate: query.startDate, endDate: query.endDate });
  // Kept in the schedule cache under the schedule version read before anything it is made from
  // (so never older than that version); contracts, rule sets and holidays raise the version too
  // (docs/adr/0008-schedule-version-and-cache.md).
  const head = await scheduleHead(ctx, workspaceId);
  const key = `ledger|${workspaceId}|${head.version}|${head.today}|${query.startDate}|${query.endDate}`;
  const kept = cachedValue<Computed>(ctx, key);
  if (kept) return kept;
  const computed = await computeFresh(ctx, workspaceId, query);
  keepValue(ctx, key, computed, JSON.stringify(computed.ledger).length);
  return computed;
}

async function computeFresh(ctx: AppContext, workspaceId: string, query: LedgerQuery): Promise<Computed> {
  const period = { startDate: query.startDate, endDate: query.endDate };
  const yearStart = `${period.endDate.slice(0, 4)}-01-01`;
  const from = yearStart < period.startDate ? yearStart : period.startDate;
  const schedule = await computeSchedule(ctx, { workspaceId }, { startDate: from, endDate: period.endDate });
  const [rules, holidays] = await Promise.all([
    loadRuleContext(ctx.db, workspaceId),
    listHolidays(ctx.db, workspaceId, from, period.endDate),
  ]);

  const shifts: WorkedShift[] = [];
  const workedInPeriod = new Set<string>();
  for (const e of schedule.entries) {
    if (e.staffId === null || e.isCancelled) continue;
    shifts.push({
      id: e.id,
      staffId: e.staffId,
      date: e.date,
      shiftTypeId: e.shiftTypeId,
      shiftTypeName: e.shiftType.name,
      startTime: e.shiftType.startTime,
      endTime: e.shiftType.endTime,
    });
    if (e.date >= period.startDate) workedInPeriod.add(e.staffId);
  }
  const staff = schedule.staff
    .filter((s) => s.active || workedInPeriod.has(s.id))
    .sort((a, b) => a.name.localeCompare(b.name));

  const computed = computeLedger({
    staffIds: staff.map((s) => s.id),
    shifts,
    contracts: rules.contracts,
    ruleSets: rules.ruleSets,
    defaultRuleSet: rules.defaultRuleSet,
    holidays,
    absences: schedule.absences.map((a) => ({ ...a, type: a.type as AbsenceType })),
    period,
    yearStart,
    timeZone: schedule.timeZone,
  });
  const rows: LedgerRow[] = computed.map((row, i) => ({
    ...row,
    staffName: staff[i]!.name,
    staffShortName: staff[i]!.shortName,
    active: staff[i]!.active,
  }));
  return {
    ledger: { ...period, yearStart, rows, medians: ledgerMedians(computed) },
    timeZone: schedule.timeZone,
  };
}

/** GET /api/ledger (ADMIN, MANAGER). */
export async function getLedger(ctx: AppContext, ws: WorkspaceContext, query: LedgerQuery): Promise<Ledger> {
  return (await compute(ctx, ws.workspaceId, query)).ledger;
}

/**
 * GET /api/staff-portal/ledger: the member's own figures and the team's medians; nobody
 * else's individual figures leave the server.
 */
export async function getMyLedger(
  ctx: AppContext,
  staff: StaffSessionContext,
  query: LedgerQuery,
): Promise<MyLedger> {
  const { ledger } = await compute(ctx, staff.workspaceId, query);
  const own = ledger.rows.find((r) => r.staffId === staff.staffId);
  if (!own) throw AppError.notFound('staffMember');
  const { staffId: _id, staffName: _name, staffShortName: _short, active: _active, ...mine } = own;
  return {
    startDate: ledger.startDate,
    endDate: ledger.endDate,
    yearStart: ledger.yearStart,
    mine,
    medians: ledger.medians,
    teamSize: ledger.rows.length,
  };
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * GET /api/ledger/export: the ledger as CSV (formula-safe, lib/csv.ts), headers in `language`,
 * hours as decimal numbers, one column per shift type that anyone worked; audited as an export.
 */
export async function exportLedger(
  ctx: AppContext,
  ws: WorkspaceContext,
  query: LedgerQuery,
  language: Language,
  meta: RequestMeta,
): Promise<{ filename: string; csv: string }> {
  const { ledger, timeZone } = await compute(ctx, ws.workspaceId, query);
  const types = new Map<string, string>();
  for (const row of ledger.rows) for (const t of row.shiftsByType) types.set(t.shiftTypeId, t.shiftTypeName);
  const typeColumns = [...types].sort((a, b) => a[1].localeCompare(b[1]));
  const t = (key: string) => translate(language, `ledger.csv.${key}`);
  const lines = [
    csvLine([...LEDGER_CSV_COLUMNS.map(t), ...typeColumns.map(([, name]) => name)]),
    ...ledger.rows.map((row) => {
      const counts = new Map(row.shiftsByType.map((c) => [c.shiftTypeId, c.count]));
      return csvLine([
        row.staffName,
        row.staffShortName,
        row.shifts,
        hours(row.workedMinutes),
        row.hasContract ? hours(row.contractMinutes) : null,
        hours(row.absenceMinutes),
        row.hasContract ? hours(row.differenceMinutes) : null,
        row.hasContract ? hours(row.yearBalanceMinutes) : null,
        row.nights,
        row.weekendDays,
        row.weekends,
        row.evenings,
        row.holidays,
        ...typeColumns.map(([id]) => counts.get(id) ?? 0),
      ]);
    }),
  ];
  await recordAudit(
    ctx.db,
    {
      workspaceId: ws.workspaceId,
      userId: ws.userId,
      action: 'EXPORT',
      resource: 'REPORT',
      resourceName: 'Fairness ledger',
      description: `Fairness ledger exported (${ledger.startDate} – ${ledger.endDate}, ${ledger.rows.length} ${ledger.rows.length === 1 ? 'person' : 'people'})`,
      metadata: { startDate: ledger.startDate, endDate: ledger.endDate, rowCount: ledger.rows.length },
    },
    meta,
  );
  const today = todayInTimeZone(ctx.clock.now().getTime(), timeZone);
  return { filename: `ledger-${ledger.startDate}-${ledger.endDate}-${today}.csv`, csv: lines.join('') };
}

/** The fixed columns of the export, by their key under `ledger.csv` in the catalogs. */
export const LEDGER_CSV_COLUMNS = [
  'name',
  'shortName',
  'shifts',
  'workedHours',
  'contractHours',
  'absenceHours',
  'differenceHours',
  'yearBalanceHours',
  'nights',
  'weekendDays',
  'weekends',
  'evenings',
  'holidays',
] as const;
