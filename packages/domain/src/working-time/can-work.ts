/**
 * One proposed assignment against a person's rules, fast enough for a picker or an auto-fill to
 * ask thousands of times (docs/product/working-time.md#can-this-person-work-this-shift). The
 * person's shifts are prepared once; each check inserts the candidate and runs every rule only
 * over the anchors whose answer the candidate can change.
 */

import {
  RULE_CHECKS,
  CHECKED_RULES,
  buildRun,
  compareAll,
  compareTimed,
  contractOn,
  defaultRuleSet,
  ruleActive,
  ruleSetOf,
  runRules,
  toItem,
  FULL,
  dayNumber,
  ruleWeeks,
  type Item,
  type Out,
  type Weeks,
  type PersonRun,
  type Range,
} from './check';
import type { CheckedAbsence, ContractPeriod, RuleId, RuleSet, Violation, WorkedShift } from './types';

const DAY = 86_400_000;
/** Rule weeks counted beyond the first and last shift, for candidates around them. */
const WEEKS_AROUND = 20;
const WEEK = 7 * DAY;

export interface CanWorkPersonInput {
  staffId: string;
  /** The person's shifts around the days that will be asked about (look-back and look-ahead). */
  shifts: WorkedShift[];
  contracts: ContractPeriod[];
  ruleSets: RuleSet[];
  absences: CheckedAbsence[];
  timeZone: string;
}

interface PreparedRun {
  run: PersonRun;
  /** Day numbers the run's contract holds, both included. */
  holdsFrom: number;
  holdsTo: number;
  /** The rules checked for the run, all but the too-few-minutes one (rules that are off cost nothing). */
  active: RuleId[];
}

export interface CanWorkContext {
  staffId: string;
  timeZone: string;
  contracts: ContractPeriod[];
  byId: Map<string, RuleSet>;
  fallback: RuleSet;
  runs: PreparedRun[];
  /** Keys of the violations the person's shifts already have. */
  existing: Set<string>;
}

/**
 * A period's shortfall (too few minutes) is the period's, not a proposed shift's: a candidate can
 * only lessen it, so `canWork` does not answer it.
 */
const NOT_ASKED: ReadonlySet<RuleId> = new Set<RuleId>(['minMinutesInPeriod']);

export function violationKey(v: Violation): string {
  return `${v.ruleId}|${v.ruleSetId}|${v.date}|${v.measured}|${v.limit}|${v.shiftIds.join(',')}`;
}

export function prepareCanWork(input: CanWorkPersonInput): CanWorkContext {
  const fallback = defaultRuleSet(input.ruleSets);
  const byId = new Map(input.ruleSets.map((r) => [r.id, r]));
  const contracts = input.contracts
    .filter((c) => c.staffId === input.staffId)
    .sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : 0));
  const shifts = input.shifts.filter((s) => s.staffId === input.staffId);
  const absences = input.absences.filter((a) => a.staffId === input.staffId);
  const configs: (ContractPeriod | null)[] = [null, ...contracts];
  const runs: PreparedRun[] = [];
  const existing = new Set<string>();
  const itemsBySet = new Map<string, Item[]>();
  for (let k = 0; k < configs.length; k++) {
    const contract = configs[k]!;
    const next = contracts[k];
    const holdsFrom = contract ? dayNumber(contract.startsOn) : -Infinity;
    const holdsTo = next ? dayNumber(next.startsOn) - 1 : Infinity;
    if (holdsTo < holdsFrom) continue;
    const ruleSet = ruleSetOf(contract, byId, fallback);
    let items = itemsBySet.get(ruleSet.id);
    if (!items) {
      items = shifts.map((s) => toItem(s, ruleSet, input.timeZone));
      itemsBySet.set(ruleSet.id, items);
    }
    const run = buildRun(
      input.staffId,
      items,
      ruleSet,
      contract,
      absences,
      input.timeZone,
      holdsFrom,
      holdsTo,
    );
    if (run.timed.length > 0)
      run.weeks = ruleWeeks(
        run,
        run.timed[0]!.day - 7 * WEEKS_AROUND,
        run.timed[run.timed.length - 1]!.day + 7 * WEEKS_AROUND,
      );
    const active = CHECKED_RULES.filter((id) => !NOT_ASKED.has(id) && ruleActive(run, id));
    runs.push({ run, holdsFrom, holdsTo, active });
    // Only the keys of what the person already breaks: no facts are built for them.
    runRules(
      run,
      FULL,
      {
        list: [],
        keep: (v) => {
          const day = dayNumber(v.date);
          if (day >= holdsFrom && day <= holdsTo) existing.add(violationKey(v));
          return false;
        },
      },
      NOT_ASKED,
    );
  }
  return { staffId: input.staffId, timeZone: input.timeZone, contracts, byId, fallback, runs, existing };
}

/** Where `item` goes in the sorted `list`. */
function insertionPoint(list: Item[], item: Item, compare: (a: Item, b: Item) => number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compare(list[mid]!, item) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The start of the last night of the series of consecutive nights that begins right after
 * `timed[at]` (-Infinity: none): the series a candidate at `at` joins or splits ends there, and
 * later series do not reach it.
 */
function seriesEndAfter(timed: Item[], at: number): number {
  let j = at + 1;
  if (j >= timed.length || !timed[j]!.night) return -Infinity;
  while (j + 1 < timed.length && timed[j + 1]!.night && timed[j + 1]!.day === timed[j]!.day + 1) j++;
  return timed[j]!.start;
}

/** The anchors a candidate can change, per rule (see each rule's reading in check.ts). */
function rangeFor(id: RuleId, c: Item, at: number, run: PersonRun): Range | null {
  const start = c.timed ? c.start : c.day * DAY - DAY;
  const end = c.timed ? c.end : c.day * DAY + 2 * DAY;
  const back = run.longest + 2 * DAY;
  switch (id) {
    case 'doubleBooking':
      return { from: start - back, to: end };
    case 'duringAbsence':
    case 'maxShiftLength':
      return { from: start, to: start };
    case 'dailyRest':
    case 'restAfterLateNight':
      return c.timed ? { from: start - back, to: end + WEEK + 2 * DAY } : null;
    case 'restAfterNightSeries':
      return c.timed
        ? { from: start - back, to: Math.max(end + 2 * DAY, seriesEndAfter(run.timed, at)) }
        : null;
    case 'nightShiftLength':
      // Only a night longer than the plain limit counts or breaks anything.
      return c.timed &&
        c.night &&
        c.end - c.start > run.ruleSet.rules.nightShiftLength.params.maxMinutes * 60_000
        ? { from: start, to: end + 52 * WEEK + DAY }
        : null;
    case 'maxLateNights':
      return c.lateNight
        ? { from: start, to: end + (run.ruleSet.rules.maxLateNights.params.weeks + 1) * WEEK }
        : null;
    case 'weeklyRest':
      return c.timed ? { from: start - 2 * DAY, to: end + 2 * DAY } : null;
    default:
      return { from: start, to: end };
  }
}

/**
 * The violations that putting the person on `candidate` would cause or be part of: exactly those
 * of `checkRules` over their shifts plus the candidate that involve the candidate or are new
 * (all but the too-few-minutes rule).
 */
/** Scratch for the maxEnd values a candidate raises while it is checked. */
const previousEnds: number[] = [];

export function canWork(candidate: WorkedShift, context: CanWorkContext): Violation[] {
  const out: Violation[] = [];
  let holdsFrom = 0;
  let holdsTo = 0;
  // Kept (and only then given their facts): dated on a day the run's contract holds, and
  // involving the candidate or not already there without it.
  const sink: Out = {
    list: out,
    keep: (v) => {
      const day = dayNumber(v.date);
      if (day < holdsFrom || day > holdsTo) return false;
      return v.shiftIds.includes(candidate.id) || !context.existing.has(violationKey(v));
    },
  };
  for (const prepared of context.runs) {
    holdsFrom = prepared.holdsFrom;
    holdsTo = prepared.holdsTo;
    const { run: base } = prepared;
    const c = toItem(candidate, base.ruleSet, context.timeZone);
    // The candidate goes into the prepared lists and weeks in place and comes out again after the
    // rules (no copies of a person's shifts per check): they are only read while this call runs.
    const { all, timed, maxEnd } = base;
    const allAt = insertionPoint(all, c, compareAll);
    all.splice(allAt, 0, c);
    let at = -1;
    // maxEnd entries after the candidate that its end raised, and their values before.
    let raised = 0;
    // The weeks with the candidate added (undefined: it lies outside them, the rules count anew).
    let weeks: Weeks | undefined = base.weeks;
    let weeksChanged = false;
    try {
      if (c.timed) {
        at = insertionPoint(timed, c, compareTimed);
        timed.splice(at, 0, c);
        maxEnd.splice(at, 0, Math.max(at > 0 ? maxEnd[at - 1]! : -Infinity, c.end));
        // The latest ends are ascending: from the first at or after the candidate's end on, none changes.
        for (let k = at + 1; k < maxEnd.length && maxEnd[k]! < c.end; k++) {
          previousEnds[raised++] = maxEnd[k]!;
          maxEnd[k] = c.end;
        }
        if (weeks) {
          weeksChanged = addToWeeks(weeks, c);
          if (!weeksChanged) weeks = undefined;
        }
      }
      const run: PersonRun = {
        ...base,
        longest: c.timed ? Math.max(base.longest, c.end - c.start) : base.longest,
        weeks,
      };
      for (const id of prepared.active) {
        const range = rangeFor(id, c, at, run);
        if (range) RULE_CHECKS[id](run, range, sink);
      }
    } finally {
      if (weeksChanged) restoreWeeks(base.weeks!);
      if (at >= 0) {
        for (let k = 0; k < raised; k++) maxEnd[at + 1 + k] = previousEnds[k]!;
        maxEnd.splice(at, 1);
        timed.splice(at, 1);
      }
      all.splice(allAt, 1);
    }
  }
  return out;
}

/** What adding a candidate changed in the prepared weeks, to put back. */
const weeksBefore = { k0: -1, nights: 0, last: null as Item | null, minutes: [] as number[], n: 0 };

/**
 * Adds the candidate's minutes, night and start to the person's rule weeks in place (false, and
 * nothing changed: it lies outside them); `restoreWeeks` puts the values back.
 */
function addToWeeks(weeks: Weeks, c: Item): boolean {
  const k0 = (c.week - weeks.base) / 7;
  if (k0 < 0 || k0 >= weeks.count - 1) return false;
  const saved = weeksBefore;
  saved.k0 = k0;
  saved.nights = weeks.nights[k0]!;
  saved.last = weeks.lastStarting[k0]!;
  saved.n = 0;
  const last = weeks.lastStarting[k0];
  if (!last || compareTimed(last, c) < 0) weeks.lastStarting[k0] = c;
  if (c.night) weeks.nights[k0]!++;
  for (let k = k0; k < weeks.count && weeks.bounds[k]! < c.end; k++) {
    saved.minutes[saved.n++] = weeks.minutes[k]!;
    const overlap = Math.min(c.end, weeks.bounds[k + 1]!) - Math.max(c.start, weeks.bounds[k]!);
    if (overlap > 0) weeks.minutes[k]! += overlap / 60_000;
  }
  return true;
}

function restoreWeeks(weeks: Weeks): void {
  const saved = weeksBefore;
  for (let k = 0; k < saved.n; k++) weeks.minutes[saved.k0 + k] = saved.minutes[k]!;
  weeks.nights[saved.k0] = saved.nights;
  weeks.lastStarting[saved.k0] = saved.last;
}

/** The contract in force on a day for a prepared person (null: none). */
export function canWorkContractOn(context: CanWorkContext, date: string): ContractPeriod | null {
  return contractOn(context.contracts, date);
}
