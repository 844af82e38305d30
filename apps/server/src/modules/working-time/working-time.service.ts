import { readAll } from '../../db/read-all';
import {
  addDays,
  dutchPublicHolidays,
  presetRuleSet,
  RULE_IDS,
  todayInTimeZone,
  type ContractPeriod,
  type RuleConfigs,
  type RuleSet,
} from '@openrota/domain';
import type {
  ContractBody,
  ContractDto,
  ContractsInForceQuery,
  CreateRuleSetBody,
  HolidayBody,
  HolidayDto,
  Language,
  RuleSetDto,
  UpdateContractBody,
  UpdateRuleSetBody,
} from '@openrota/contracts';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import { AppError, msg } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordAudit } from '../audit/audit.service';
import { findUser } from '../auth/auth.service';
import { listShiftTypes } from '../shift-types/shift-types.service';
import { timeZoneOf } from '../workspaces/workspaces.service';
import * as repo from './working-time.repository';

/** The name of the rule set every workspace starts with (docs/product/working-time.md#rule-sets). */
export const DEFAULT_RULE_SET_NAME = 'Arbeidstijdenwet';
/** How many years of Dutch holidays a new workspace gets: this year and the next four. */
export const DEFAULT_HOLIDAY_YEARS = 5;

// DTOs -----------------------------------------------------------------------------------------

function toRuleSet(row: repo.RuleSetRow): RuleSet {
  return {
    id: row.id,
    name: row.name,
    preset: row.preset,
    isDefault: row.isDefault,
    weekStart: row.weekStart,
    night: row.night,
    rules: row.rules,
  };
}

function toRuleSetDto(row: repo.RuleSetRow, contractCount: number): RuleSetDto {
  return {
    ...toRuleSet(row),
    contractCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toContractPeriod(row: repo.ContractRow): ContractPeriod {
  return {
    id: row.id,
    staffId: row.staffId,
    startsOn: row.startsOn,
    hoursPerWeek: Number(row.hoursPerWeek),
    minHoursPerPeriod: row.minHoursPerPeriod === null ? null : Number(row.minHoursPerPeriod),
    maxHoursPerPeriod: row.maxHoursPerPeriod === null ? null : Number(row.maxHoursPerPeriod),
    period: row.period,
    ruleSetId: row.ruleSetId,
  };
}

function toContractDto(row: repo.ContractRow, endsOn: string | null): ContractDto {
  return {
    ...toContractPeriod(row),
    endsOn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Newest first, each ending the day before the next one starts. */
function historyDtos(rows: repo.ContractRow[]): ContractDto[] {
  const sorted = [...rows].sort((a, b) => (a.startsOn < b.startsOn ? 1 : -1));
  return sorted.map((row, i) => toContractDto(row, i === 0 ? null : addDays(sorted[i - 1]!.startsOn, -1)));
}

function toHolidayDto(row: repo.HolidayRow): HolidayDto {
  return { id: row.id, date: row.date, name: row.name };
}

const notFoundWithField = (subject: 'ruleSet' | 'shiftType', field: string) =>
  new AppError('NOT_FOUND', 404, msg(`notFound.${subject}`), [
    { field, message: msg(`notFound.${subject}`) },
  ]);

function audit(
  tx: DbOrTx,
  ws: { workspaceId: string; userId: string | null },
  entry: Omit<Parameters<typeof recordAudit>[1], 'workspaceId' | 'userId'>,
  meta?: RequestMeta,
) {
  return recordAudit(tx, { workspaceId: ws.workspaceId, userId: ws.userId, ...entry }, meta);
}

// Rule sets ------------------------------------------------------------------------------------

const duplicateName = (name: string) => AppError.conflict(msg('workingTime.duplicateName', { name }), 'name');

/** Two writers racing past the name check: the unique index on lower(name) stops the second. */
async function withNameGuard<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err) && name !== undefined && !(err instanceof AppError)) throw duplicateName(name);
    throw err;
  }
}

async function assertNameFree(tx: DbOrTx, workspaceId: string, name: string, exceptId?: string) {
  if (await repo.findRuleSetByName(tx, workspaceId, name, exceptId)) throw duplicateName(name);
}

/** The shift types a set's rules name must be the workspace's own (another's id: 404 naming the field). */
async function assertShiftTypesOfWorkspace(
  ctx: AppContext,
  ws: WorkspaceContext,
  rules: Partial<RuleConfigs>,
  prefix = 'rules',
) {
  const named: Array<{ id: string; field: string }> = [];
  rules.maxShiftsOfType?.params.limits.forEach((l, i) =>
    named.push({ id: l.shiftTypeId, field: `${prefix}.maxShiftsOfType.params.limits.${i}.shiftTypeId` }),
  );
  rules.forbiddenSuccession?.params.pairs.forEach((p, i) => {
    const at = `${prefix}.forbiddenSuccession.params.pairs.${i}`;
    named.push({ id: p.fromShiftTypeId, field: `${at}.fromShiftTypeId` });
    named.push({ id: p.toShiftTypeId, field: `${at}.toShiftTypeId` });
  });
  if (named.length === 0) return;
  const own = new Set((await listShiftTypes(ctx, ws)).map((s) => s.id));
  const unknown = named.find((n) => !own.has(n.id));
  if (unknown) throw notFoundWithField('shiftType', unknown.field);
}

export async function listRuleSets(ctx: AppContext, ws: WorkspaceContext): Promise<RuleSetDto[]> {
  const rows = await repo.listRuleSets(ctx.db, ws.workspaceId);
  return rows.map((r) => toRuleSetDto(r.ruleSet, r.contractCount));
}

export async function getRuleSet(ctx: AppContext, ws: WorkspaceContext, id: string): Promise<RuleSetDto> {
  const row = await repo.findRuleSet(ctx.db, ws.workspaceId, id);
  if (!row) throw AppError.notFound('ruleSet');
  return toRuleSetDto(row, await repo.contractsUsingRuleSet(ctx.db, ws.workspaceId, id));
}

/** From a preset, a copy of another set, or given in full; the first set of a workspace becomes its default. */
export async function createRuleSet(
  ctx: AppContext,
  ws: WorkspaceContext,
  body: CreateRuleSetBody,
  meta: RequestMeta,
): Promise<RuleSetDto> {
  if (body.rules) await assertShiftTypesOfWorkspace(ctx, ws, body.rules);
  return withNameGuard(body.name, () =>
    ctx.db.transaction(async (tx) => {
      await assertNameFree(tx, ws.workspaceId, body.name);
      let source: Omit<RuleSet, 'id' | 'name' | 'isDefault'>;
      if (body.copyFromId !== undefined) {
        const original = await repo.findRuleSet(tx, ws.workspaceId, body.copyFromId);
        if (!original) throw notFoundWithField('ruleSet', 'copyFromId');
        source = toRuleSet(original);
      } else {
        const preset = presetRuleSet(body.preset ?? 'NL_ATW');
        source = {
          preset: body.preset ?? (body.rules ? null : 'NL_ATW'),
          weekStart: body.weekStart ?? preset.weekStart,
          night: body.night ?? preset.night,
          rules: body.rules ?? preset.rules,
        };
      }
      await repo.lockRuleSets(tx, ws.workspaceId);
      const isDefault = !(await repo.findDefaultRuleSet(tx, ws.workspaceId));
      const now = ctx.clock.now();
      const row = await repo.insertRuleSet(tx, {
        workspaceId: ws.workspaceId,
        name: body.name,
        preset: source.preset,
        isDefault,
        weekStart: source.weekStart,
        night: source.night,
        rules: source.rules,
        createdAt: now,
        updatedAt: now,
      });
      await audit(
        tx,
        ws,
        {
          action: 'CREATE',
          resource: 'RULE_SET',
          resourceId: row.id,
          resourceName: row.name,
          description: `Rule set "${row.name}" created`,
          metadata: { preset: row.preset, copyFromId: body.copyFromId ?? null },
        },
        meta,
      );
      return toRuleSetDto(row, 0);
    }),
  );
}

/** The fields given; `rules` replaces the rules it names, the others stay. */
export async function updateRuleSet(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  body: UpdateRuleSetBody,
  meta: RequestMeta,
): Promise<RuleSetDto> {
  if (body.rules) await assertShiftTypesOfWorkspace(ctx, ws, body.rules);
  return withNameGuard(body.name, () =>
    ctx.db.transaction(async (tx) => {
      const existing = await repo.findRuleSet(tx, ws.workspaceId, id);
      if (!existing) throw AppError.notFound('ruleSet');
      if (body.name !== undefined) await assertNameFree(tx, ws.workspaceId, body.name, id);
      const changes: Partial<repo.RuleSetRow> = { updatedAt: ctx.clock.now() };
      if (body.name !== undefined) changes.name = body.name;
      if (body.weekStart !== undefined) changes.weekStart = body.weekStart;
      if (body.night !== undefined) changes.night = body.night;
      if (body.rules !== undefined) {
        const rules = { ...existing.rules } as Record<string, unknown>;
        for (const ruleId of RULE_IDS) if (body.rules[ruleId]) rules[ruleId] = body.rules[ruleId];
        changes.rules = rules as RuleConfigs;
      }
      const row = (await repo.updateRuleSet(tx, ws.workspaceId, id, changes))!;
      await audit(
        tx,
        ws,
        {
          action: 'UPDATE',
          resource: 'RULE_SET',
          resourceId: row.id,
          resourceName: row.name,
          description: `Rule set "${row.name}" updated`,
          metadata: { changed: Object.keys(body), rules: body.rules ? Object.keys(body.rules) : [] },
        },
        meta,
      );
      return toRuleSetDto(row, await repo.contractsUsingRuleSet(tx, ws.workspaceId, id));
    }),
  );
}

/** Refused for the default set and for a set a contract period names (docs/product/working-time.md#rule-sets). */
export async function deleteRuleSet(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  meta: RequestMeta,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await repo.lockRuleSets(tx, ws.workspaceId);
    const existing = await repo.findRuleSet(tx, ws.workspaceId, id);
    if (!existing) throw AppError.notFound('ruleSet');
    if (existing.isDefault)
      throw AppError.conflict(msg('workingTime.deleteDefault', { name: existing.name }));
    const uses = await repo.contractsUsingRuleSet(tx, ws.workspaceId, id);
    if (uses > 0) throw AppError.conflict(msg('workingTime.inUse', { name: existing.name, count: uses }));
    await repo.deleteRuleSet(tx, ws.workspaceId, id);
    await audit(
      tx,
      ws,
      {
        action: 'DELETE',
        resource: 'RULE_SET',
        resourceId: id,
        resourceName: existing.name,
        description: `Rule set "${existing.name}" deleted`,
      },
      meta,
    );
  });
}

/** Makes the set the workspace's default; the previous default stays as an ordinary set. */
export async function setDefaultRuleSet(
  ctx: AppContext,
  ws: WorkspaceContext,
  id: string,
  meta: RequestMeta,
): Promise<RuleSetDto> {
  return ctx.db.transaction(async (tx) => {
    await repo.lockRuleSets(tx, ws.workspaceId);
    const existing = await repo.findRuleSet(tx, ws.workspaceId, id);
    if (!existing) throw AppError.notFound('ruleSet');
    const previous = await repo.findDefaultRuleSet(tx, ws.workspaceId);
    const now = ctx.clock.now();
    let row = existing;
    if (!existing.isDefault) {
      await repo.clearDefault(tx, ws.workspaceId, now);
      row = (await repo.updateRuleSet(tx, ws.workspaceId, id, { isDefault: true, updatedAt: now }))!;
    }
    await audit(
      tx,
      ws,
      {
        action: 'UPDATE',
        resource: 'RULE_SET',
        resourceId: row.id,
        resourceName: row.name,
        description: `Rule set "${row.name}" made the default`,
        metadata: { previousDefaultId: previous?.id ?? null },
      },
      meta,
    );
    return toRuleSetDto(row, await repo.contractsUsingRuleSet(tx, ws.workspaceId, id));
  });
}

// Contracts ------------------------------------------------------------------------------------

/** Who writes a contract period: a request's caller, or another module's service (the staff import). */
export interface ContractWriter {
  workspaceId: string;
  userId: string | null;
  now: Date;
  meta?: RequestMeta;
}

async function staffMemberOf(db: DbOrTx, workspaceId: string, staffId: string) {
  const member = await repo.findStaffMember(db, workspaceId, staffId);
  if (!member) throw AppError.notFound('staffMember');
  return member;
}

/** A rule set named by a contract must be the workspace's own (another's: 404 naming the field). */
async function assertRuleSetOfWorkspace(
  db: DbOrTx,
  workspaceId: string,
  ruleSetId: string | null | undefined,
) {
  if (!ruleSetId) return;
  if (!(await repo.findRuleSet(db, workspaceId, ruleSetId))) throw notFoundWithField('ruleSet', 'ruleSetId');
}

const dateTaken = (name: string, date: string) =>
  AppError.conflict(msg('workingTime.contractDateTaken', { name, date }), 'startsOn');

async function contractDto(
  tx: DbOrTx,
  workspaceId: string,
  staffId: string,
  id: string,
): Promise<ContractDto> {
  return historyDtos(await repo.listContracts(tx, workspaceId, staffId)).find((c) => c.id === id)!;
}

/**
 * A new contract period of a staff member from `body.startsOn`, inside the caller's transaction
 * with its audit row: the route's service and the staff import use it.
 */
export async function createContract(
  tx: DbOrTx,
  writer: ContractWriter,
  staffId: string,
  body: ContractBody,
): Promise<ContractDto> {
  const member = await staffMemberOf(tx, writer.workspaceId, staffId);
  await assertRuleSetOfWorkspace(tx, writer.workspaceId, body.ruleSetId);
  if (await repo.findContractStartingOn(tx, writer.workspaceId, staffId, body.startsOn))
    throw dateTaken(member.name, body.startsOn);
  const row = await repo.insertContract(tx, {
    workspaceId: writer.workspaceId,
    staffId,
    startsOn: body.startsOn,
    hoursPerWeek: body.hoursPerWeek,
    minHoursPerPeriod: body.minHoursPerPeriod ?? null,
    maxHoursPerPeriod: body.maxHoursPerPeriod ?? null,
    period: body.period ?? 'WEEK',
    ruleSetId: body.ruleSetId ?? null,
    createdAt: writer.now,
    updatedAt: writer.now,
  });
  await audit(
    tx,
    writer,
    {
      staffId,
      action: 'CREATE',
      resource: 'STAFF_CONTRACT',
      resourceId: row.id,
      resourceName: member.name,
      description: `Contract of "${member.name}" from ${row.startsOn}: ${Number(row.hoursPerWeek)} h per week`,
      metadata: { contract: toContractPeriod(row) },
    },
    writer.meta,
  );
  return contractDto(tx, writer.workspaceId, staffId, row.id);
}

/** A member's contract history, newest first; a STAFF caller may read only their own linked record's. */
export async function listContracts(
  ctx: AppContext,
  ws: WorkspaceContext,
  staffId: string,
): Promise<ContractDto[]> {
  const member = await staffMemberOf(ctx.db, ws.workspaceId, staffId);
  if (ws.role === 'STAFF' && member.userId !== ws.userId) throw AppError.forbidden();
  return historyDtos(await repo.listContracts(ctx.db, ws.workspaceId, staffId));
}

/**
 * The contract in force on `date` (today in the workspace's zone when not given) of every staff
 * member of the workspace that has one (members in no set order), with `endsOn` as in the
 * member's history (docs/product/working-time.md#contracts); with `through`, each member's
 * periods that start after `date` up to `through` follow theirs, oldest first. A STAFF caller
 * gets only their own linked record's, as with the per-member read. One query for the staff
 * page's Contract column (and the pattern wizard's weeks) instead of one per person.
 */
export async function listContractsInForce(
  ctx: AppContext,
  ws: WorkspaceContext,
  query: ContractsInForceQuery = {},
): Promise<ContractDto[]> {
  const day =
    query.date ?? todayInTimeZone(ctx.clock.now().getTime(), await timeZoneOf(ctx.db, ws.workspaceId));
  const through = query.through ?? day;
  const staffIds =
    ws.role === 'STAFF' ? await repo.staffIdsOfUser(ctx.db, ws.workspaceId, ws.userId) : undefined;
  if (staffIds?.length === 0) return [];
  const rows = await repo.listWorkspaceContracts(ctx.db, ws.workspaceId, staffIds);
  const byMember = new Map<string, repo.ContractRow[]>();
  for (const row of rows) byMember.set(row.staffId, [...(byMember.get(row.staffId) ?? []), row]);
  return [...byMember.values()].flatMap((memberRows) => {
    // The one in force, then those starting after `day` up to `through`, oldest first.
    const history = historyDtos(memberRows);
    const inForce = history.find((c) => c.startsOn <= day);
    const later = history.filter((c) => c.startsOn > day && c.startsOn <= through).reverse();
    return inForce ? [inForce, ...later] : later;
  });
}

function withContractDateGuard<T>(work: () => Promise<T>, conflict: () => AppError): Promise<T> {
  return work().catch((err: unknown) => {
    if (!(err instanceof AppError) && isUniqueViolation(err)) throw conflict();
    throw err;
  });
}

export function addContract(
  ctx: AppContext,
  ws: WorkspaceContext,
  staffId: string,
  body: ContractBody,
  meta: RequestMeta,
): Promise<ContractDto> {
  return withContractDateGuard(
    () =>
      ctx.db.transaction((tx) =>
        createContract(
          tx,
          { workspaceId: ws.workspaceId, userId: ws.userId, now: ctx.clock.now(), meta },
          staffId,
          body,
        ),
      ),
    () => AppError.conflict(msg('generic.alreadyExists'), 'startsOn'),
  );
}

export function updateContract(
  ctx: AppContext,
  ws: WorkspaceContext,
  staffId: string,
  contractId: string,
  body: UpdateContractBody,
  meta: RequestMeta,
): Promise<ContractDto> {
  return withContractDateGuard(
    () =>
      ctx.db.transaction(async (tx) => {
        const member = await staffMemberOf(tx, ws.workspaceId, staffId);
        const existing = await repo.findContract(tx, ws.workspaceId, staffId, contractId);
        if (!existing) throw AppError.notFound('contract');
        await assertRuleSetOfWorkspace(tx, ws.workspaceId, body.ruleSetId);
        if (
          body.startsOn !== undefined &&
          (await repo.findContractStartingOn(tx, ws.workspaceId, staffId, body.startsOn, contractId))
        )
          throw dateTaken(member.name, body.startsOn);
        const min =
          body.minHoursPerPeriod !== undefined ? body.minHoursPerPeriod : existing.minHoursPerPeriod;
        const max =
          body.maxHoursPerPeriod !== undefined ? body.maxHoursPerPeriod : existing.maxHoursPerPeriod;
        if (min != null && max != null && Number(min) > Number(max))
          throw AppError.badRequest(
            msg('schema.minHoursAboveMax'),
            body.maxHoursPerPeriod !== undefined ? 'maxHoursPerPeriod' : 'minHoursPerPeriod',
          );
        const changes: Partial<repo.ContractRow> = { updatedAt: ctx.clock.now() };
        if (body.startsOn !== undefined) changes.startsOn = body.startsOn;
        if (body.hoursPerWeek !== undefined) changes.hoursPerWeek = body.hoursPerWeek;
        if (body.minHoursPerPeriod !== undefined) changes.minHoursPerPeriod = body.minHoursPerPeriod;
        if (body.maxHoursPerPeriod !== undefined) changes.maxHoursPerPeriod = body.maxHoursPerPeriod;
        if (body.period !== undefined) changes.period = body.period;
        if (body.ruleSetId !== undefined) changes.ruleSetId = body.ruleSetId;
        const row = (await repo.updateContract(tx, ws.workspaceId, contractId, changes))!;
        await audit(
          tx,
          ws,
          {
            staffId,
            action: 'UPDATE',
            resource: 'STAFF_CONTRACT',
            resourceId: row.id,
            resourceName: member.name,
            description: `Contract of "${member.name}" from ${row.startsOn} updated`,
            metadata: { before: toContractPeriod(existing), after: toContractPeriod(row) },
          },
          meta,
        );
        return contractDto(tx, ws.workspaceId, staffId, row.id);
      }),
    () => AppError.conflict(msg('generic.alreadyExists'), 'startsOn'),
  );
}

/** Removes one period; the one before it then holds until the next (docs/product/working-time.md#contracts). */
export async function deleteContract(
  ctx: AppContext,
  ws: WorkspaceContext,
  staffId: string,
  contractId: string,
  meta: RequestMeta,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const member = await staffMemberOf(tx, ws.workspaceId, staffId);
    const existing = await repo.findContract(tx, ws.workspaceId, staffId, contractId);
    if (!existing) throw AppError.notFound('contract');
    await repo.deleteContract(tx, ws.workspaceId, contractId);
    await audit(
      tx,
      ws,
      {
        staffId,
        action: 'DELETE',
        resource: 'STAFF_CONTRACT',
        resourceId: contractId,
        resourceName: member.name,
        description: `Contract of "${member.name}" from ${existing.startsOn} deleted`,
        metadata: { contract: toContractPeriod(existing) },
      },
      meta,
    );
  });
}

// Public holidays ------------------------------------------------------------------------------

const yearRange = (year: number) => ({ start: `${year}-01-01`, end: `${year}-12-31` });

/** The Dutch holidays of a year as rows, named in the given language. */
function dutchHolidayRows(workspaceId: string, year: number, language: Language, now: Date) {
  return dutchPublicHolidays(year).map((h) => ({
    workspaceId,
    date: h.date,
    name: language === 'nl' ? h.nameNl : h.name,
    createdAt: now,
  }));
}

async function languageOf(db: DbOrTx, userId: string | null): Promise<Language> {
  const user = userId ? await findUser(db, userId) : undefined;
  return user?.language === 'nl' ? 'nl' : 'en';
}

/** The workspace's holidays between two dates (inclusive), for the ledger and the calendar. */
export async function listHolidays(
  db: DbOrTx,
  workspaceId: string,
  startDate: string,
  endDate: string,
): Promise<HolidayDto[]> {
  return (await repo.listHolidays(db, workspaceId, startDate, endDate)).map(toHolidayDto);
}

export function listHolidaysOfYear(
  ctx: AppContext,
  ws: WorkspaceContext,
  year: number,
): Promise<HolidayDto[]> {
  const { start, end } = yearRange(year);
  return listHolidays(ctx.db, ws.workspaceId, start, end);
}

const holidayTaken = (date: string, name: string) =>
  AppError.conflict(msg('workingTime.holidayDateTaken', { date, name }), 'date');

export async function createHoliday(
  ctx: AppContext,
  ws: WorkspaceContext,
  body: HolidayBody,
  meta: RequestMeta,
): Promise<HolidayDto> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const existing = await repo.findHolidayOn(tx, ws.workspaceId, body.date);
      if (existing) throw holidayTaken(body.date, existing.name);
      const row = await repo.insertHoliday(tx, {
        workspaceId: ws.workspaceId,
        date: body.date,
        name: body.name,
        createdAt: ctx.clock.now(),
      });
      await audit(
        tx,
        ws,
        {
          action: 'CREATE',
          resource: 'PUBLIC_HOLIDAY',
          resourceId: row.id,
          resourceName: row.name,
          description: `Public holiday "${row.name}" on ${row.date} added`,
        },
        meta,
      );
      return toHolidayDto(row);
    });
  } catch (err) {
    if (!(err instanceof AppError) && isUniqueViolation(err)) throw holidayTaken(body.date, body.name);
    throw err;
  }
}

export async function deleteHoliday(ctx: AppContext, ws: WorkspaceContext, id: string, meta: RequestMeta) {
  await ctx.db.transaction(async (tx) => {
    const existing = await repo.findHoliday(tx, ws.workspaceId, id);
    if (!existing) throw AppError.notFound('holiday');
    await repo.deleteHoliday(tx, ws.workspaceId, id);
    await audit(
      tx,
      ws,
      {
        action: 'DELETE',
        resource: 'PUBLIC_HOLIDAY',
        resourceId: id,
        resourceName: existing.name,
        description: `Public holiday "${existing.name}" on ${existing.date} removed`,
      },
      meta,
    );
  });
}

/**
 * Replaces the holidays of a year by the Dutch national ones, named in the caller's language
 * (docs/product/working-time.md#public-holidays).
 */
export async function resetHolidays(
  ctx: AppContext,
  ws: WorkspaceContext,
  year: number,
  meta: RequestMeta,
): Promise<HolidayDto[]> {
  return ctx.db.transaction(async (tx) => {
    const { start, end } = yearRange(year);
    const removed = await repo.deleteHolidaysBetween(tx, ws.workspaceId, start, end);
    const language = await languageOf(tx, ws.userId);
    await repo.insertHolidaysIfFree(tx, dutchHolidayRows(ws.workspaceId, year, language, ctx.clock.now()));
    await audit(
      tx,
      ws,
      {
        action: 'UPDATE',
        resource: 'PUBLIC_HOLIDAY',
        resourceName: String(year),
        description: `Public holidays of ${year} reset to the Dutch national holidays`,
        metadata: { year, removed: removed.length },
      },
      meta,
    );
    return listHolidays(tx, ws.workspaceId, start, end);
  });
}

// For other modules ----------------------------------------------------------------------------

/** Stand-in default while a workspace has no stored set (one made before rule sets existed and not migrated). */
const FALLBACK_DEFAULT_ID = 'preset:NL_ATW';

/**
 * Everything the checker needs of a workspace's working-time data, in two queries: its rule sets,
 * the default, and the contract periods (of the given members, or of all).
 */
export async function loadRuleContext(
  db: DbOrTx,
  workspaceId: string,
  staffIds?: readonly string[],
): Promise<{ ruleSets: RuleSet[]; defaultRuleSet: RuleSet; contracts: ContractPeriod[] }> {
  const [setRows, contractRows] = await readAll(db, [
    () => repo.listRuleSets(db, workspaceId),
    () =>
      staffIds && staffIds.length === 0
        ? Promise.resolve([])
        : repo.listWorkspaceContracts(db, workspaceId, staffIds),
  ]);
  const ruleSets = setRows.map((r) => toRuleSet(r.ruleSet));
  const defaultRuleSet = ruleSets.find((s) => s.isDefault) ??
    ruleSets[0] ?? {
      id: FALLBACK_DEFAULT_ID,
      name: DEFAULT_RULE_SET_NAME,
      isDefault: true,
      ...presetRuleSet('NL_ATW'),
    };
  return { ruleSets, defaultRuleSet, contracts: contractRows.map(toContractPeriod) };
}

/**
 * What a new workspace starts with (docs/product/working-time.md#rule-sets): the Dutch
 * Arbeidstijdenwet as its default rule set and the Dutch holidays of this year and the next
 * four, in the creator's language. Runs in the creation's transaction; no audit row of its own
 * (the workspace's CREATE row records the creation). A restore of a backup without working-time
 * data asks for the part it lacks (`only`).
 */
export async function seedWorkspaceDefaults(
  ctx: AppContext,
  tx: DbOrTx,
  workspaceId: string,
  userId: string | null,
  only: { ruleSet: boolean; holidays: boolean } = { ruleSet: true, holidays: true },
): Promise<void> {
  const now = ctx.clock.now();
  if (only.ruleSet && !(await repo.findDefaultRuleSet(tx, workspaceId)))
    await repo.insertRuleSet(tx, {
      workspaceId,
      name: DEFAULT_RULE_SET_NAME,
      isDefault: true,
      ...presetRuleSet('NL_ATW'),
      createdAt: now,
      updatedAt: now,
    });
  if (!only.holidays) return;
  const year = Number(todayInTimeZone(now.getTime(), await timeZoneOf(tx, workspaceId)).slice(0, 4));
  const language = await languageOf(tx, userId);
  const rows = Array.from({ length: DEFAULT_HOLIDAY_YEARS }, (_, i) =>
    dutchHolidayRows(workspaceId, year + i, language, now),
  ).flat();
  await repo.insertHolidaysIfFree(tx, rows);
}
