import {
  addDays,
  availabilityFor,
  buildFillModel,
  buildSchedule,
  canWork,
  checkRules,
  explainFill,
  fillLimits,
  greedyFillStart,
  prepareCanWork,
  unavailableViolation,
  type FillCandidateSet,
  type FillLimit,
  type FillMode,
  type FillPerson,
  type FillPreference,
  type FillProblem,
  type FillProposal,
  type FillSlot,
  type FillWeights,
  type ScheduleEntry,
  type Violation,
  type WorkedShift,
} from '@openrota/domain';
import type { AppContext } from '../../context';
import { AppError, msg } from '../../lib/app-error';
import {
  checkedAbsences,
  loadCheckContext,
  shiftsRange,
  stateOf,
  workedShift,
  type CheckContext,
} from '../schedule/rule-checks.service';
import { loadScheduleInput } from '../schedule/schedule.service';
import { SolverBusyError, SolverPool } from './solver-pool';
import type { SearchProgress } from './mip-search';

/**
 * Auto-fill (docs/adr/0010-autofill-optimiser.md) in two modes: OPEN_SHIFTS fills the open
 * shifts of a period; WHOLE_ROSTER re-decides every shift of the period that is not fixed (see
 * `isFixed`), each keeping who holds it now as the slot's `previousStaffId`, with a cost for
 * giving it to someone else. Who could take each slot is asked of the working-time checker
 * (`canWork`: skills, absences, every hard rule of the person's rule set and contract, with the
 * person's fixed shifts only) and of their availability; two slots one person cannot both take
 * are a conflict row; the counting rules (a shortened rest once a week, minutes per week or
 * period, averages, days in a row, weekends, shifts of a type, late nights) are rows per person
 * and window (packages/domain/src/autofill/fill-limits.ts). The choice among them is a
 * mixed-integer model (packages/domain/src/autofill/fill.ts) solved in a worker thread, and the
 * proposal is re-checked by `checkRules` over everyone's shifts with the proposed ones before it
 * is returned. Where the re-check still finds a hard rule that only breaks with two or more
 * proposed shifts together (weekly rest, which is not a count), that combination is forbidden
 * and the model solved again.
 */

export const MAX_FILL_DAYS = 92;
/** Solves at most: the first and one per re-check that forbade combinations. */
const MAX_ROUNDS = 8;

export interface FillQuery {
  /** OPEN_SHIFTS (default) or WHOLE_ROSTER. */
  mode?: FillMode;
  startDate: string;
  endDate: string;
  shiftTypeIds?: string[];
  staffIds?: string[];
  timeLimitS?: number;
  /** Soft goals over the defaults (fill.ts DEFAULT_FILL_WEIGHTS; the contract's AutoFillWeights). */
  weights?: Partial<FillWeights>;
  /**
   * Soft wishes and hard unavailability in place of what the staff stated (availability.ts);
   * omitted: their stated availability.
   */
  preferences?: FillPreference[];
  unavailable?: { personId: string; date: string }[];
}

export interface FillResult {
  mode: FillMode;
  /**
   * The proposal. In WHOLE_ROSTER only the changes: slots given to someone else than their
   * current holder (or open ones filled); the slots whose holder stays are `keptSlotIds`.
   */
  proposal: FillProposal;
  slots: FillSlot[];
  /** WHOLE_ROSTER: the slots whose current holder keeps them (empty in OPEN_SHIFTS). */
  keptSlotIds: string[];
  /**
   * Hard violations the independent re-check still found after the last round; the proposed
   * shifts in them were taken out of the proposal (unfilled, REFUSED_BY_RECHECK). Empty normally.
   */
  recheckViolations: Violation[];
  /** Solves (1 + one per re-check round that forbade a combination). */
  rounds: number;
  /** The rules of the combinations the re-check forbade before the last solve, one per violation. */
  recheckCuts: string[];
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

/**
 * A shift that stays as it is in WHOLE_ROSTER: a manual override, a claim, a one-off with a named
 * person, or one before today. The rotation's own shifts and open ones are re-decided.
 */
function isFixed(e: ScheduleEntry, today: string): boolean {
  if (e.date < today) return true;
  return e.entryType !== 'ROTATION' && e.staffId !== null;
}

/**
 * What a person said about a shift, asked once: hard unavailability as a violation beside the
 * working-time rules', and the soft wish (availability.ts).
 */
function availabilityOf(check: CheckContext, shift: WorkedShift) {
  const person = check.availability.get(shift.staffId);
  if (!person) return { unavailable: null, wish: null };
  const match = availabilityFor(person, shift, check.timeZone);
  return {
    unavailable: match.level === 'HARD' && match.rule ? unavailableViolation(shift, match.rule) : null,
    wish: match.kind === 'PREFERRED' || match.kind === 'RATHER_NOT' ? match.kind : null,
  };
}

async function fill(
  ctx: AppContext,
  workspaceId: string,
  query: FillQuery,
  pool: SolverPool,
  onProgress?: (p: SearchProgress) => void,
): Promise<FillResult> {
  const mode: FillMode = query.mode ?? 'OPEN_SHIFTS';
  const whole = mode === 'WHOLE_ROSTER';
  const window = { startDate: query.startDate, endDate: query.endDate };
  const check = await loadCheckContext(ctx, ctx.db, workspaceId);
  const range = shiftsRange(check, window);
  const input = await loadScheduleInput(ctx.db, workspaceId, range);
  const computed: ScheduleEntry[] = buildSchedule(input, range, check.today).entries;
  const typeFilter = query.shiftTypeIds?.length ? new Set(query.shiftTypeIds) : null;
  const staffFilter = query.staffIds?.length ? new Set(query.staffIds) : null;
  const members = input.staff.filter((m) => m.active && (!staffFilter || staffFilter.has(m.id)));
  const memberIds = new Set(members.map((m) => m.id));
  const open = computed.filter(
    (e) =>
      e.date >= window.startDate &&
      e.date <= window.endDate &&
      !e.isCancelled &&
      e.date >= check.today &&
      (!typeFilter || typeFilter.has(e.shiftTypeId)) &&
      (e.isUnfilled ||
        // A shift whose holder is absent that day is open in all but name: it is filled too,
        // its holder kept as `previousStaffId` (apply re-checks that they still hold it).
        (e.staffId !== null && e.hasAbsence) ||
        // WHOLE_ROSTER: the rotation's shifts of the people who may be given shifts.
        (whole && e.staffId !== null && memberIds.has(e.staffId) && !isFixed(e, check.today))),
  );
  const slotIds = new Set(open.map((e) => e.id));
  // Everyone's shifts that stay (the slots are being decided: not counted as worked).
  const byStaff = new Map<string, ScheduleEntry[]>();
  for (const e of computed) {
    if (e.staffId === null || e.isCancelled || slotIds.has(e.id)) continue;
    (byStaff.get(e.staffId) ?? byStaff.set(e.staffId, []).get(e.staffId)!).push(e);
  }
  const slots: FillSlot[] = open.map((e) => ({
    id: e.id,
    date: e.date,
    shiftTypeId: e.shiftTypeId,
    shiftTypeName: e.shiftType.name,
    minutes: minutesOf(e.shiftType.startTime, e.shiftType.endTime),
    weekend: [0, 6].includes(dayOfWeek(e.date)),
    night: isNight(e.shiftType.startTime, e.shiftType.endTime),
    previousStaffId: whole || e.hasAbsence ? e.staffId : null,
  }));
  const weeks = (Date.parse(query.endDate) - Date.parse(query.startDate)) / 86_400_000 / 7 + 1 / 7;
  const contractOf = (staffId: string) =>
    check.contracts
      .filter((c) => c.staffId === staffId && c.startsOn <= query.startDate)
      .sort((a, b) => (a.startsOn < b.startsOn ? 1 : -1))[0] ?? null;
  const people: FillPerson[] = members.map((m) => {
    const own = (byStaff.get(m.id) ?? []).filter(
      (e) => e.date >= window.startDate && e.date <= window.endDate,
    );
    const contract = contractOf(m.id);
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

  // Who may take each slot on their own: the checker's answer per person, with their fixed shifts.
  const absencesOf = (staffId: string) => checkedAbsences(input, new Set([staffId]));
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
            absences: absencesOf(m.id),
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
  // Slots of one day and shift type are the same to every rule: asked once, by a representative.
  const classOf = (e: ScheduleEntry) => `${e.date}|${e.shiftTypeId}`;
  const reps = new Map<string, ScheduleEntry>();
  for (const e of open) if (!reps.has(classOf(e))) reps.set(classOf(e), e);
  const verdicts = new Map<
    string,
    { eligible: string[]; excluded: FillCandidateSet['excluded']; wishes: FillPreference[] }
  >();
  for (const [k, e] of reps) {
    const v = {
      eligible: [] as string[],
      excluded: [] as FillCandidateSet['excluded'],
      wishes: [] as FillPreference[],
    };
    for (const m of members) {
      if (!m.skills.includes(e.shiftTypeId)) {
        v.excluded.push({ personId: m.id, rule: 'NOT_SKILLED' });
        continue;
      }
      const shift = proposedShift(e, m.id);
      // The working-time rules and what the person said they cannot work (availability.ts).
      const said = availabilityOf(check, shift);
      const violations = canWork(shift, prepared.get(m.id)!.ctx);
      if (said.unavailable) violations.push(said.unavailable);
      const state = stateOf(violations);
      if (state === 'FITS' || state === 'WARNING') {
        v.eligible.push(m.id);
        if (said.wish)
          v.wishes.push({
            personId: m.id,
            date: e.date,
            shiftTypeId: e.shiftTypeId,
            weight: said.wish === 'PREFERRED' ? 1 : -1,
          });
      } else {
        const hard = violations.find((x) => x.severity === 'HARD');
        v.excluded.push({ personId: m.id, rule: hard?.ruleId ?? state });
      }
    }
    verdicts.set(k, v);
  }
  const candidates: FillCandidateSet[] = open.map((e) => {
    const v = verdicts.get(classOf(e))!;
    return { slotId: e.id, eligible: [...v.eligible], excluded: v.excluded };
  });

  // Two slots one person could each take but not both (rest, a double booking): pairs within two
  // days of each other, asked of the checker with the first already taken.
  const conflicts: FillProblem['conflicts'] = [];
  const limits: FillLimit[] = [];
  const repList = [...reps.values()];
  for (const m of members) {
    const mine = repList.filter((e) => verdicts.get(classOf(e))!.eligible.includes(m.id));
    const near = (a: ScheduleEntry, b: ScheduleEntry) =>
      a.date !== b.date && Math.abs(Date.parse(a.date) - Date.parse(b.date)) <= 2 * 86_400_000;
    for (let i = 0; i < mine.length; i++) {
      const a = mine[i]!;
      const others = mine.filter((b) => b !== a && b.date > a.date && near(a, b));
      if (others.length === 0) continue; // one new shift a day is in the model already
      // Only the shifts within three weeks of A: the pairs are about rest and overlaps (the
      // counting rules that reach further are rows, below), and preparing the person's whole
      // look-back for every A was most of the time.
      const from = addDays(a.date, -21);
      const to = addDays(a.date, 21);
      const withA = prepareCanWork({
        staffId: m.id,
        shifts: [
          ...prepared.get(m.id)!.shifts.filter((s) => s.date >= from && s.date <= to),
          proposedShift(a, m.id),
        ],
        contracts: check.contracts,
        ruleSets: check.ruleSets,
        absences: absencesOf(m.id),
        timeZone: check.timeZone,
      });
      for (const b of others)
        if (canWork(proposedShift(b, m.id), withA).some((v) => v.severity === 'HARD'))
          conflicts.push({ personId: m.id, slotIds: [a.id, b.id] });
    }
    // The counting rules of the person's rule set and contract, as rows (fill-limits.ts).
    const contract = contractOf(m.id);
    const ruleSet =
      check.ruleSets.find((r) => contract?.ruleSetId && r.id === contract.ruleSetId) ?? check.defaultRuleSet;
    limits.push(
      ...fillLimits({
        personId: m.id,
        shifts: prepared.get(m.id)!.shifts,
        slots: mine.map((e) => ({ slotId: e.id, shift: proposedShift(e, m.id) })),
        ruleSet,
        contract,
        timeZone: check.timeZone,
      }),
    );
  }

  const problem: FillProblem = {
    mode,
    slots,
    people,
    candidates,
    conflicts,
    limits,
    // The soft wishes the eligible people stated (preferred / rather not), one per class and person.
    preferences: query.preferences ?? [...verdicts.values()].flatMap((v) => v.wishes),
    unavailable: query.unavailable ?? [],
    weights: query.weights ?? {},
  };
  const entryById = new Map(open.map((e) => [e.id, e]));
  const fixedShifts = [...prepared.values()].flatMap((p) => p.shifts);
  const violationKey = (v: Violation) => `${v.ruleId}|${v.staffId}|${v.date}|${v.shiftIds.join(',')}`;
  const before = new Set(
    checkRules({
      shifts: fixedShifts,
      contracts: check.contracts,
      ruleSets: check.ruleSets,
      absences: checkedAbsences(input),
      window,
      timeZone: check.timeZone,
    }).map(violationKey),
  );
  let rounds = 0;
  const recheckCuts: string[] = [];
  let solveSeconds = 0;
  let peakHeapBytes = 0;
  const finish = (proposal: FillProposal, recheckViolations: Violation[]): FillResult => {
    const kept = proposal.assignments.filter(
      (a) => a.previousStaffId !== null && a.previousStaffId === a.personId,
    );
    const keptIds = new Set(kept.map((a) => a.slotId));
    return {
      mode,
      // Only the changes are proposed: a slot whose holder stays needs nothing applied.
      proposal: { ...proposal, assignments: proposal.assignments.filter((a) => !keptIds.has(a.slotId)) },
      slots,
      keptSlotIds: kept.map((a) => a.slotId),
      recheckViolations,
      rounds,
      recheckCuts,
      solveSeconds,
      peakHeapBytes,
    };
  };
  for (;;) {
    rounds++;
    const model = buildFillModel(problem);
    const outcome = await pool.start(
      {
        mip: model.lp.toArrays(),
        groups: model.groups,
        // A greedy roster to start from, so the search always has one (fill.ts greedyFillStart).
        // A proposal within 0.5 % of the best possible is good enough to show.
        // The time limit is the whole fill's: a re-check round gets what the rounds before left
        // (at least a second), so forbidden combinations do not multiply the wait.
        options: {
          timeLimitS: Math.max(1, (query.timeLimitS ?? 10) - solveSeconds),
          seed: 1,
          gap: 0.005,
          start: greedyFillStart(model),
          uncoveredCols: model.uncovered,
        },
      },
      onProgress,
    ).result;
    solveSeconds += outcome.elapsedS;
    peakHeapBytes = Math.max(peakHeapBytes, outcome.peakHeapBytes);
    const proposal = explainFill(model, outcome.values ?? greedyFillStart(model));
    // The independent re-check: everyone's fixed shifts with the proposed ones.
    const proposed = proposal.assignments.map((a) => proposedShift(entryById.get(a.slotId)!, a.personId));
    const found = checkRules({
      shifts: [...fixedShifts, ...proposed],
      contracts: check.contracts,
      ruleSets: check.ruleSets,
      absences: checkedAbsences(input),
      window,
      timeZone: check.timeZone,
    });
    const broken = found.filter(
      (v) =>
        v.severity === 'HARD' &&
        v.shiftIds.some((id) => id.startsWith('proposed:')) &&
        !before.has(violationKey(v)),
    );
    if (broken.length === 0) return finish(proposal, []);
    if (rounds >= MAX_ROUNDS) {
      // Never show what the checker refuses: those proposed shifts go back to open.
      const refused = new Set(
        broken.flatMap((v) => v.shiftIds.filter((id) => id.startsWith('proposed:')).map((id) => id.slice(9))),
      );
      const kept = proposal.assignments.filter((a) => !refused.has(a.slotId));
      const back = proposal.assignments
        .filter((a) => refused.has(a.slotId))
        .map((a) => ({ slotId: a.slotId, reason: 'REFUSED_BY_RECHECK' as const, excluded: a.excluded }));
      return finish({ assignments: kept, unfilled: [...proposal.unfilled, ...back] }, broken);
    }
    // Forbid each combination the re-check refused: not all of its proposed shifts together.
    for (const v of broken) {
      recheckCuts.push(v.ruleId);
      const ids = v.shiftIds
        .filter((id) => id.startsWith('proposed:'))
        .map((id) => id.slice('proposed:'.length));
      if (ids.length >= 2) conflicts.push({ personId: v.staffId, slotIds: ids });
      else {
        // One proposed shift breaks a rule with the person's other shifts, though it fits alone:
        // another proposed shift near it used what the rule allows. Forbid it with each of those;
        // with none, take the slot's day and type out of the person's options.
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
        const entry = entryById.get(self);
        for (const set of candidates) {
          const other = entryById.get(set.slotId)!;
          if (!entry || classOf(other) !== classOf(entry)) continue;
          set.eligible = set.eligible.filter((p) => p !== v.staffId);
          set.excluded = [...set.excluded, { personId: v.staffId, rule: v.ruleId }];
        }
      }
    }
  }
}
