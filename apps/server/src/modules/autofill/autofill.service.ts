import {
  addDays,
  buildFillModel,
  buildSchedule,
  canWork,
  checkRules,
  explainFill,
  greedyFillStart,
  prepareCanWork,
  type FillCandidateSet,
  type FillPerson,
  type FillPreference,
  type FillProblem,
  type FillProposal,
  type FillSlot,
  type ScheduleEntry,
  type Violation,
  type WorkedShift,
} from '@openrota/domain';
import type { AppContext } from '../../context';
import { AppError, msg } from '../../lib/app-error';
import {
  checkedAbsences,
  entriesByStaff,
  loadCheckContext,
  preferenceOf,
  shiftsRange,
  stateOf,
  unavailabilityOf,
  workedShift,
} from '../schedule/rule-checks.service';
import { loadScheduleInput } from '../schedule/schedule.service';
import { SolverBusyError, SolverPool } from './solver-pool';
import type { SearchProgress } from './mip-search';

/**
 * Fill the open shifts of a period (docs/adr/0010-autofill-optimiser.md): who could take each
 * open shift is asked of the working-time checker (`canWork`: skills, absences, every hard rule
 * of the person's rule set and contract), the choice among them is a mixed-integer model
 * (packages/domain/src/autofill/fill.ts) solved in a worker thread, and the proposal is
 * re-checked by `checkRules` over everyone's shifts with the proposed ones before it is
 * returned. Where the re-check finds a hard rule that only breaks with two or more proposed
 * shifts together (e.g. too many days in a row), that combination is forbidden and the model
 * solved again.
 */

export const MAX_FILL_DAYS = 92;
/** Solves at most: the first and one per re-check that forbade combinations. */
const MAX_ROUNDS = 8;

export interface FillQuery {
  startDate: string;
  endDate: string;
  shiftTypeIds?: string[];
  staffIds?: string[];
  timeLimitS?: number;
  /**
   * Soft wishes and hard unavailability from the availability feature (not built yet: empty).
   * Where it lands, pass its answers here.
   */
  preferences?: FillPreference[];
  unavailable?: { personId: string; date: string }[];
}

export interface FillResult {
  proposal: FillProposal;
  slots: FillSlot[];
  /**
   * Hard violations the independent re-check still found after the last round; the proposed
   * shifts in them were taken out of the proposal (unfilled, REFUSED_BY_RECHECK). Empty normally.
   */
  recheckViolations: Violation[];
  /** Solves (1 + one per re-check round that forbade a combination). */
  rounds: number;
  solveSeconds: number;
  peakHeapBytes: number;
}

function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A shift type without times counts as a working day of 8 hours. */
function minutesOf(start: string | null, end: string | null): number {
  if (!start || !end) return 480;
  const [sh, sm] = start.split(':').map(Number);
  const [eh, em] = end.split(':').map(Number);
  let m = eh! * 60 + em! - (sh! * 60 + sm!);
  if (m <= 0) m += 24 * 60;
  return m;
}

function isNight(start: string | null, end: string | null): boolean {
  if (!start || !end) return false;
  return end <= start || start >= '22:00';
}

/** Runs solves one at a time per workspace; the process-wide pool caps them at one per core. */
const runningWorkspaces = new Set<string>();
let sharedPool: SolverPool | null = null;
export function solverPool(): SolverPool {
  sharedPool ??= new SolverPool();
  return sharedPool;
}

export async function proposeFill(
  ctx: AppContext,
  workspaceId: string,
  query: FillQuery,
  options: {
    pool?: SolverPool;
    onProgress?: (p: SearchProgress) => void;
    /** Aborted: the running solve stops and keeps the best roster so far (a run's "stop"). */
    signal?: AbortSignal;
  } = {},
): Promise<FillResult> {
  if (query.endDate < query.startDate) throw AppError.badRequest(msg('autoFill.endBeforeStart'), 'endDate');
  if (addDays(query.startDate, MAX_FILL_DAYS - 1) < query.endDate)
    throw AppError.badRequest(msg('autoFill.periodTooLong', { max: MAX_FILL_DAYS }), 'endDate');
  if (runningWorkspaces.has(workspaceId)) throw AppError.conflict(msg('autoFill.alreadyRunning'));
  runningWorkspaces.add(workspaceId);
  try {
    const pool = options.pool ?? solverPool();
    return await fill(
      ctx,
      workspaceId,
      query,
      options.signal ? stoppable(pool, options.signal) : pool,
      options.onProgress,
    );
  } catch (err) {
    if (err instanceof SolverBusyError) throw AppError.tooManyRequests(60, msg('autoFill.busy'));
    throw err;
  } finally {
    runningWorkspaces.delete(workspaceId);
  }
}

/** `pool` whose solves stop (keeping the best so far) once `signal` is aborted, also one started after. */
function stoppable(pool: SolverPool, signal: AbortSignal): SolverPool {
  const wrapped = Object.create(pool) as SolverPool;
  wrapped.start = (request, onProgress) => {
    const running = pool.start(request, onProgress);
    if (signal.aborted) running.stop();
    else signal.addEventListener('abort', () => running.stop(), { once: true });
    return running;
  };
  return wrapped;
}

async function fill(
  ctx: AppContext,
  workspaceId: string,
  query: FillQuery,
  pool: SolverPool,
  onProgress?: (p: SearchProgress) => void,
): Promise<FillResult> {
  const window = { startDate: query.startDate, endDate: query.endDate };
  const check = await loadCheckContext(ctx, ctx.db, workspaceId);
  const range = shiftsRange(check, window);
  const input = await loadScheduleInput(ctx.db, workspaceId, range);
  const byStaff = entriesByStaff(input, range, check.today);
  const entries: ScheduleEntry[] = buildSchedule(input, window, check.today).entries;
  const typeFilter = query.shiftTypeIds?.length ? new Set(query.shiftTypeIds) : null;
  const staffFilter = query.staffIds?.length ? new Set(query.staffIds) : null;
  const open = entries.filter(
    (e) =>
      e.isUnfilled &&
      !e.isCancelled &&
      e.date >= check.today &&
      (!typeFilter || typeFilter.has(e.shiftTypeId)),
  );
  const slots: FillSlot[] = open.map((e) => ({
    id: e.id,
    date: e.date,
    shiftTypeId: e.shiftTypeId,
    shiftTypeName: e.shiftType.name,
    minutes: minutesOf(e.shiftType.startTime, e.shiftType.endTime),
    weekend: [0, 6].includes(dayOfWeek(e.date)),
    night: isNight(e.shiftType.startTime, e.shiftType.endTime),
  }));
  const members = input.staff.filter((m) => m.active && (!staffFilter || staffFilter.has(m.id)));
  const weeks = (Date.parse(query.endDate) - Date.parse(query.startDate)) / 86_400_000 / 7 + 1 / 7;
  const people: FillPerson[] = members.map((m) => {
    const own = (byStaff.get(m.id) ?? []).filter(
      (e) => e.date >= window.startDate && e.date <= window.endDate,
    );
    const contract = check.contracts
      .filter((c) => c.staffId === m.id && c.startsOn <= query.startDate)
      .sort((a, b) => (a.startsOn < b.startsOn ? 1 : -1))[0];
    return {
      id: m.id,
      name: m.name,
      minutes: own.reduce((t, e) => t + minutesOf(e.shiftType.startTime, e.shiftType.endTime), 0),
      targetMinutes: contract ? Math.round(contract.hoursPerWeek * 60 * weeks) : null,
      maxExtraMinutes: null,
      weekends: new Set(
        own
          .filter((e) => [0, 6].includes(dayOfWeek(e.date)))
          .map((e) => addDays(e.date, dayOfWeek(e.date) === 0 ? -1 : 0)),
      ).size,
      nights: own.filter((e) => isNight(e.shiftType.startTime, e.shiftType.endTime)).length,
    };
  });

  // Who may take each open shift on their own: the checker's answer per person.
  const prepared = new Map(
    members.map((m) => {
      const shifts = (byStaff.get(m.id) ?? []).map(workedShift).filter((s): s is WorkedShift => s !== null);
      return [
        m.id,
        {
          shifts,
          ctx: prepareCanWork({
            staffId: m.id,
            shifts,
            contracts: check.contracts,
            ruleSets: check.ruleSets,
            absences: checkedAbsences(input, new Set([m.id])),
            timeZone: check.timeZone,
          }),
        },
      ];
    }),
  );
  const proposedShift = (e: ScheduleEntry, staffId: string): WorkedShift => ({
    id: `proposed:${e.id}`,
    staffId,
    date: e.date,
    shiftTypeId: e.shiftTypeId,
    shiftTypeName: e.shiftType.name,
    startTime: e.shiftType.startTime,
    endTime: e.shiftType.endTime,
  });
  const candidates: FillCandidateSet[] = open.map((e) => {
    const set: FillCandidateSet = { slotId: e.id, eligible: [], excluded: [] };
    for (const m of members) {
      if (!m.skills.includes(e.shiftTypeId)) {
        set.excluded.push({ personId: m.id, rule: 'NOT_SKILLED' });
        continue;
      }
      // The working-time rules and what the person said they cannot work (availability.ts).
      const violations = [
        ...canWork(proposedShift(e, m.id), prepared.get(m.id)!.ctx),
        ...unavailabilityOf(check, [proposedShift(e, m.id)]),
      ];
      const state = stateOf(violations);
      if (state === 'FITS' || state === 'WARNING') set.eligible.push(m.id);
      else {
        const hard = violations.find((v) => v.severity === 'HARD');
        set.excluded.push({ personId: m.id, rule: hard?.ruleId ?? state });
      }
    }
    return set;
  });

  // Two open shifts one person could each take but not both (rest, a double booking): pairs
  // within two days of each other, asked of the checker with the first already taken.
  const conflicts: FillProblem['conflicts'] = [];
  for (const m of members) {
    const mine = open.filter((_, i) => candidates[i]!.eligible.includes(m.id));
    const near = (a: ScheduleEntry, b: ScheduleEntry) =>
      a.date !== b.date && Math.abs(Date.parse(a.date) - Date.parse(b.date)) <= 2 * 86_400_000;
    for (let i = 0; i < mine.length; i++) {
      const a = mine[i]!;
      const later = mine.slice(i + 1).filter((b) => near(a, b));
      if (later.length === 0) continue; // one new shift a day is in the model already
      const withA = prepareCanWork({
        staffId: m.id,
        shifts: [...prepared.get(m.id)!.shifts, proposedShift(a, m.id)],
        contracts: check.contracts,
        ruleSets: check.ruleSets,
        absences: checkedAbsences(input, new Set([m.id])),
        timeZone: check.timeZone,
      });
      for (const b of later)
        if (canWork(proposedShift(b, m.id), withA).some((v) => v.severity === 'HARD'))
          conflicts.push({ personId: m.id, slotIds: [a.id, b.id] });
    }
  }

  // The soft wishes the eligible people stated (preferred / rather not), one per slot and person.
  const statedPreferences = (): FillPreference[] =>
    open.flatMap((e, i) =>
      candidates[i]!.eligible.flatMap((personId) => {
        const wish = preferenceOf(check, personId, proposedShift(e, personId));
        if (wish === null) return [];
        return [
          { personId, date: e.date, shiftTypeId: e.shiftTypeId, weight: wish === 'PREFERRED' ? 1 : -1 },
        ];
      }),
    );
  const problem: FillProblem = {
    slots,
    people,
    candidates,
    conflicts,
    preferences: query.preferences ?? statedPreferences(),
    unavailable: query.unavailable ?? [],
  };
  let rounds = 0;
  let solveSeconds = 0;
  let peakHeapBytes = 0;
  for (;;) {
    rounds++;
    const model = buildFillModel(problem);
    const outcome = await pool.start(
      {
        mip: model.lp.toArrays(),
        groups: model.groups,
        // A greedy roster to start from, so the search always has one (fill.ts greedyFillStart).
        // A proposal within 0.5 % of the best possible is good enough to show.
        options: {
          timeLimitS: query.timeLimitS ?? 10,
          seed: 1,
          gap: 0.005,
          start: greedyFillStart(model),
        },
      },
      onProgress,
    ).result;
    solveSeconds += outcome.elapsedS;
    peakHeapBytes = Math.max(peakHeapBytes, outcome.peakHeapBytes);
    const proposal = explainFill(model, outcome.values ?? new Float64Array(model.lp.columns.length));
    // The independent re-check: everyone's shifts with the proposed ones.
    const entryById = new Map(open.map((e) => [e.id, e]));
    const proposed = proposal.assignments.map((a) => proposedShift(entryById.get(a.slotId)!, a.personId));
    const all = [...prepared.values()].flatMap((p) => p.shifts);
    const found = checkRules({
      shifts: [...all, ...proposed],
      contracts: check.contracts,
      ruleSets: check.ruleSets,
      absences: checkedAbsences(input),
      window,
      timeZone: check.timeZone,
    });
    const before = new Set(
      checkRules({
        shifts: all,
        contracts: check.contracts,
        ruleSets: check.ruleSets,
        absences: checkedAbsences(input),
        window,
        timeZone: check.timeZone,
      }).map((v) => `${v.ruleId}|${v.staffId}|${v.date}|${v.shiftIds.join(',')}`),
    );
    const broken = found.filter(
      (v) =>
        v.severity === 'HARD' &&
        v.shiftIds.some((id) => id.startsWith('proposed:')) &&
        !before.has(`${v.ruleId}|${v.staffId}|${v.date}|${v.shiftIds.join(',')}`),
    );
    if (broken.length === 0)
      return { proposal, slots, recheckViolations: [], rounds, solveSeconds, peakHeapBytes };
    if (rounds >= MAX_ROUNDS) {
      // Never show what the checker refuses: those proposed shifts go back to open.
      const refused = new Set(
        broken.flatMap((v) => v.shiftIds.filter((id) => id.startsWith('proposed:')).map((id) => id.slice(9))),
      );
      const kept = proposal.assignments.filter((a) => !refused.has(a.slotId));
      const back = proposal.assignments
        .filter((a) => refused.has(a.slotId))
        .map((a) => ({ slotId: a.slotId, reason: 'REFUSED_BY_RECHECK' as const, excluded: a.excluded }));
      return {
        proposal: { assignments: kept, unfilled: [...proposal.unfilled, ...back] },
        slots,
        recheckViolations: broken,
        rounds,
        solveSeconds,
        peakHeapBytes,
      };
    }
    // Forbid each combination the re-check refused: not all of its proposed shifts together.
    for (const v of broken) {
      const ids = v.shiftIds
        .filter((id) => id.startsWith('proposed:'))
        .map((id) => id.slice('proposed:'.length));
      if (ids.length >= 2) conflicts.push({ personId: v.staffId, slotIds: ids });
      else {
        // One proposed shift breaks a rule with the person's other shifts, though it fits alone:
        // another proposed shift that week used what the rule allows once (a shortened rest).
        // Forbid it with each of those; with none, take the slot out of the person's options.
        const self = ids[0]!;
        const date = entryById.get(self)?.date ?? v.date;
        const near = proposal.assignments.filter(
          (a) =>
            a.personId === v.staffId &&
            a.slotId !== self &&
            Math.abs(Date.parse(entryById.get(a.slotId)!.date) - Date.parse(date)) <= 7 * 86_400_000,
        );
        if (near.length > 0) {
          for (const a of near) conflicts.push({ personId: v.staffId, slotIds: [self, a.slotId] });
          continue;
        }
        const set = candidates.find((c) => c.slotId === ids[0]);
        if (set) {
          set.eligible = set.eligible.filter((p) => p !== v.staffId);
          set.excluded.push({ personId: v.staffId, rule: v.ruleId });
        }
      }
    }
  }
}
