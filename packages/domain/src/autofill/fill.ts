import { LpModel } from './lp';

/**
 * Auto-fill: the model and the explanation of a proposal (docs/adr/0010-autofill-optimiser.md).
 * Pure: the server gathers who could work each slot (the working-time checker's answers, skills,
 * absences, availability) and the counting rules' rows (fill-limits.ts) into a `FillProblem`;
 * this builds the mixed-integer model, and turns the solver's answer into assignments that each
 * say why this person, who else was possible and why they lost, and who was excluded by which
 * rule.
 *
 * Two modes: OPEN_SHIFTS fills the open shifts; WHOLE_ROSTER re-decides every shift of a period
 * that is not fixed, each slot remembering who holds it now (`previousStaffId`), with a cost
 * (`weights.change`) for giving it to someone else.
 *
 * Slots of one day and shift type that the same people may take are one *class* in the model: an
 * integer count of them is covered, and each person takes at most one (one shift a day), so a
 * ward's 20 Early shifts of a day are one column per person instead of twenty, and the model has
 * no symmetric copies of one roster. The slots are handed out again in `explainFill` (the current
 * holder first).
 */

export interface FillSlot {
  /** The computed entry's id of the shift. */
  id: string;
  date: string;
  shiftTypeId: string;
  shiftTypeName: string;
  minutes: number;
  /** Saturday or Sunday. */
  weekend: boolean;
  night: boolean;
  /** WHOLE_ROSTER: who holds the shift now (the rotation's person), null or absent when open. */
  previousStaffId?: string | null;
}

export interface FillPerson {
  id: string;
  name: string;
  /** Minutes already worked or planned in the period (WHOLE_ROSTER: the fixed shifts' only). */
  minutes: number;
  /** Minutes the contract asks for in the period, or null without a contract. */
  targetMinutes: number | null;
  /** Most minutes the person may still take in the period (a hard rule), or null for no limit. */
  maxExtraMinutes: number | null;
  weekends: number;
  nights: number;
}

/** Why a person cannot take a slot. `rule` is a working-time RuleId or one of the fixed reasons. */
export interface FillExclusion {
  personId: string;
  rule: string;
}

export interface FillCandidateSet {
  slotId: string;
  /** People who may take the slot on their own (skilled, present, every hard rule kept). */
  eligible: string[];
  excluded: FillExclusion[];
}

/**
 * Soft wishes (weight > 0: prefers to work it; < 0: prefers not to) and hard unavailability.
 */
export interface FillPreference {
  personId: string;
  date: string;
  /** null: any shift that day. */
  shiftTypeId: string | null;
  weight: number;
}

export interface FillWeights {
  uncovered: number;
  /** Per hour away from the contract's target after the fill. */
  hoursDeviation: number;
  weekend: number;
  night: number;
  preference: number;
  /** WHOLE_ROSTER: per slot given to someone else than its current holder. */
  change: number;
}

/**
 * `change` 20: more than a preference (5) or a weekend (6–12) alone, so the rotation is not
 * reshuffled for small gains, but less than moving an 8-hour shift from someone 8 hours over
 * their contract to someone 8 hours under it (2 × 8 h × 2 = 32), and far less than an uncovered
 * shift (1000): the rotation is kept unless it breaks cover or fairness.
 */
export const DEFAULT_FILL_WEIGHTS: FillWeights = {
  uncovered: 1000,
  hoursDeviation: 2,
  weekend: 6,
  night: 4,
  preference: 5,
  change: 20,
};

export type FillMode = 'OPEN_SHIFTS' | 'WHOLE_ROSTER';

/**
 * What a counting rule counts: ALL, when the person takes every one of `slotIds` (one slot, or
 * two slots whose rest uses a shortened-rest allowance); ANY, when they take at least one (a
 * weekend worked). A slot stands for every slot of its class.
 */
export interface FillLimitTerm {
  kind: 'ALL' | 'ANY';
  slotIds: string[];
  amount: number;
}

/** Hard: Σ amount · counted ≤ max for the person (fill-limits.ts builds them from the rules). */
export interface FillLimit {
  personId: string;
  /** The working-time rule it comes from. */
  ruleId: string;
  terms: FillLimitTerm[];
  max: number;
}

export interface FillProblem {
  mode?: FillMode;
  slots: FillSlot[];
  people: FillPerson[];
  candidates: FillCandidateSet[];
  /** Slots one person cannot all take (the rules break only with all of them). */
  conflicts: { personId: string; slotIds: string[] }[];
  /** The counting rules (a shortened rest once a week, minutes per week, …) per person and window. */
  limits?: FillLimit[];
  preferences: FillPreference[];
  /** Hard: the person may not be given a shift that day (availability). */
  unavailable: { personId: string; date: string }[];
  weights?: Partial<FillWeights>;
}

/** Slots of one day and shift type that the same people may take. */
export interface FillClass {
  /** Slot indices, in problem order. */
  slots: number[];
  date: string;
  eligible: string[];
}

export interface FillModel {
  lp: LpModel;
  /** (class index, person id) → column. */
  x: Map<string, number>;
  classes: FillClass[];
  /** Per slot index: its class. */
  classOf: Int32Array;
  /** Per class: the column of its uncovered count. */
  uncovered: number[];
  /** Helper columns of the counting rows: 1 when ALL (or ANY) of `of` are taken. */
  aux: { col: number; kind: 'ALL' | 'ANY'; of: number[] }[];
  /** WHOLE_ROSTER: per person with a contract, the over / under columns of their hours. */
  deviation: Map<string, { over: number; under: number; fixed: number; target: number }>;
  problem: FillProblem;
  weights: FillWeights;
  groups: { person: Int32Array; day: Int32Array };
}

const key = (cls: number, person: string) => `${cls}|${person}`;
const HOURS_REASONS = new Set(['BELOW_CONTRACT', 'ABOVE_CONTRACT', 'REACHES_CONTRACT', 'NO_CONTRACT']);

/** A problem's preferences by person and date (asked for every slot and candidate). */
const preferenceIndex = new WeakMap<FillProblem, Map<string, FillPreference[]>>();
function preferencesOf(problem: FillProblem): Map<string, FillPreference[]> {
  let index = preferenceIndex.get(problem);
  if (!index) {
    index = new Map();
    for (const pref of problem.preferences) {
      const k = `${pref.personId}|${pref.date}`;
      index.set(k, [...(index.get(k) ?? []), pref]);
    }
    preferenceIndex.set(problem, index);
  }
  return index;
}

/** Marginal cost of giving `slot` to `person`, in parts (what the explanation shows). */
export function fillCostParts(p: FillPerson, slot: FillSlot, problem: FillProblem, w: FillWeights) {
  const parts: { reason: string; cost: number }[] = [];
  if (p.targetMinutes !== null) {
    // Moving towards the target costs less than moving past it.
    const before = p.minutes - p.targetMinutes;
    const after = before + slot.minutes;
    const cost = ((Math.abs(after) - Math.abs(before)) / 60) * w.hoursDeviation;
    parts.push({
      reason: after <= 0 ? 'BELOW_CONTRACT' : before >= 0 ? 'ABOVE_CONTRACT' : 'REACHES_CONTRACT',
      cost,
    });
  } else parts.push({ reason: 'NO_CONTRACT', cost: (slot.minutes / 60) * w.hoursDeviation });
  if (slot.weekend) parts.push({ reason: 'WEEKENDS', cost: w.weekend * (1 + p.weekends) });
  if (slot.night) parts.push({ reason: 'NIGHTS', cost: w.night * (1 + p.nights) });
  for (const pref of preferencesOf(problem).get(`${p.id}|${slot.date}`) ?? [])
    if ((pref.shiftTypeId ?? slot.shiftTypeId) === slot.shiftTypeId)
      parts.push({
        reason: pref.weight > 0 ? 'PREFERRED' : 'PREFERS_NOT',
        cost: -pref.weight * w.preference,
      });
  if (slot.previousStaffId)
    parts.push(
      slot.previousStaffId === p.id
        ? { reason: 'KEEPS_ROTATION', cost: 0 }
        : { reason: 'CHANGED_FROM_ROTATION', cost: w.change },
    );
  return parts;
}

export function buildFillModel(problem: FillProblem): FillModel {
  const weights = { ...DEFAULT_FILL_WEIGHTS, ...problem.weights };
  const whole = problem.mode === 'WHOLE_ROSTER';
  const lp = new LpModel();
  const people = new Map(problem.people.map((p) => [p.id, p]));
  const unavailable = new Set(problem.unavailable.map((u) => `${u.personId}|${u.date}`));
  const candidates = new Map(problem.candidates.map((c) => [c.slotId, c]));
  const dates = [...new Set(problem.slots.map((s) => s.date))].sort();
  const dayOf = new Map(dates.map((d, i) => [d, i]));
  const personIndex = new Map(problem.people.map((p, i) => [p.id, i]));

  // Classes: same day, shift type, length, kind and the same people.
  const classes: FillClass[] = [];
  const classOf = new Int32Array(problem.slots.length);
  const byKey = new Map<string, number>();
  problem.slots.forEach((slot, si) => {
    const eligible = [
      ...new Set(
        (candidates.get(slot.id)?.eligible ?? []).filter(
          (pid) => people.has(pid) && !unavailable.has(`${pid}|${slot.date}`),
        ),
      ),
    ].sort();
    const k = `${slot.date}|${slot.shiftTypeId}|${slot.minutes}|${slot.weekend}|${slot.night}|${eligible.join(',')}`;
    let c = byKey.get(k);
    if (c === undefined) {
      c = classes.length;
      byKey.set(k, c);
      classes.push({ slots: [], date: slot.date, eligible });
    }
    classes[c]!.slots.push(si);
    classOf[si] = c;
  });

  const x = new Map<string, number>();
  const uncovered: number[] = [];
  const colPerson: number[] = [];
  const colDay: number[] = [];
  classes.forEach((cls, ci) => {
    const first = problem.slots[cls.slots[0]!]!;
    const count = cls.slots.length;
    const u = lp.addColumn(`u_${ci}`, 'continuous', weights.uncovered, 0, count);
    uncovered.push(u);
    const terms: [number, number][] = [[u, 1]];
    // Each holder kept saves a change: the changes are (slots with a holder) − (holders kept).
    const holders = new Set(cls.slots.map((si) => problem.slots[si]!.previousStaffId).filter((h) => !!h));
    lp.objectiveOffset +=
      weights.change * cls.slots.filter((si) => problem.slots[si]!.previousStaffId).length;
    for (const pid of cls.eligible) {
      const p = people.get(pid)!;
      const parts = fillCostParts(p, { ...first, previousStaffId: null }, problem, weights);
      let cost = parts.reduce(
        (t, part) =>
          t + (whole && p.targetMinutes !== null && HOURS_REASONS.has(part.reason) ? 0 : part.cost),
        0,
      );
      if (holders.has(pid)) cost -= weights.change;
      const c = lp.addColumn(`x_${ci}_${personIndex.get(pid)}`, 'binary', cost);
      x.set(key(ci, pid), c);
      colPerson[c] = personIndex.get(pid)!;
      colDay[c] = dayOf.get(cls.date)!;
      terms.push([c, 1]);
    }
    lp.addRow(`cover_${ci}`, terms, '=', count);
  });
  // One new shift per person per day; the minutes the person may still take.
  const byPerson = new Map<string, { cls: number; col: number }[]>();
  classes.forEach((cls, ci) => {
    for (const pid of cls.eligible) {
      const list = byPerson.get(pid) ?? [];
      list.push({ cls: ci, col: x.get(key(ci, pid))! });
      byPerson.set(pid, list);
    }
  });
  const deviation: FillModel['deviation'] = new Map();
  for (const p of problem.people) {
    const mine = byPerson.get(p.id) ?? [];
    const pi = personIndex.get(p.id)!;
    const byDay = new Map<string, number[]>();
    for (const { cls, col } of mine) {
      const date = classes[cls]!.date;
      byDay.set(date, [...(byDay.get(date) ?? []), col]);
    }
    for (const [date, cols] of byDay)
      if (cols.length > 1)
        lp.addRow(
          `day_${pi}_${date}`,
          cols.map((c) => [c, 1] as const),
          '<=',
          1,
        );
    const minutesTerms = mine.map(
      ({ cls, col }) => [col, problem.slots[classes[cls]!.slots[0]!]!.minutes] as [number, number],
    );
    if (p.maxExtraMinutes !== null && minutesTerms.length > 0)
      lp.addRow(`minutes_${pi}`, minutesTerms, '<=', Math.max(0, p.maxExtraMinutes));
    // WHOLE_ROSTER: hours away from the contract over the whole roster (the linear marginal
    // costs would not see it when every shift is re-decided).
    if (whole && p.targetMinutes !== null && minutesTerms.length > 0) {
      const perMinute = weights.hoursDeviation / 60;
      const over = lp.addColumn(`over_${pi}`, 'continuous', perMinute);
      const under = lp.addColumn(`under_${pi}`, 'continuous', perMinute);
      lp.addRow(`hours_${pi}`, [...minutesTerms, [over, -1], [under, 1]], '=', p.targetMinutes - p.minutes);
      deviation.set(p.id, { over, under, fixed: p.minutes, target: p.targetMinutes });
    }
  }
  const slotIndex = new Map(problem.slots.map((s, i) => [s.id, i]));
  const colOf = (slotId: string, personId: string) => {
    const si = slotIndex.get(slotId);
    return si === undefined ? undefined : x.get(key(classOf[si]!, personId));
  };
  const conflictSeen = new Set<string>();
  problem.conflicts.forEach((c, k) => {
    const cols = [...new Set(c.slotIds.map((id) => colOf(id, c.personId)))];
    if (cols.length < 2 || cols.some((col) => col === undefined)) return;
    const sig = `${c.personId}|${[...cols].sort((a, b) => a! - b!).join(',')}`;
    if (conflictSeen.has(sig)) return;
    conflictSeen.add(sig);
    lp.addRow(
      `conflict_${k}`,
      cols.map((col) => [col!, 1] as const),
      '<=',
      cols.length - 1,
    );
  });
  // The counting rules: Σ amount · counted ≤ max, with a helper column per pair or weekend.
  const aux: FillModel['aux'] = [];
  const auxByKey = new Map<string, number>();
  (problem.limits ?? []).forEach((limit, k) => {
    const terms = new Map<number, number>();
    for (const term of limit.terms) {
      const present = term.slotIds.map((id) => colOf(id, limit.personId));
      let cols = [...new Set(present.filter((c): c is number => c !== undefined))].sort((a, b) => a - b);
      if (term.kind === 'ALL' && cols.length < present.length) continue; // can never all be taken
      if (cols.length === 0) continue;
      let col: number;
      if (cols.length === 1) col = cols[0]!;
      else {
        const sig = `${term.kind}|${cols.join(',')}`;
        const known = auxByKey.get(sig);
        if (known !== undefined) col = known;
        else {
          col = lp.addColumn(`a_${aux.length}`, 'continuous', 0, 0, 1);
          auxByKey.set(sig, col);
          aux.push({ col, kind: term.kind, of: cols });
          if (term.kind === 'ALL')
            lp.addRow(`all_${col}`, [...cols.map((c) => [c, 1] as const), [col, -1]], '<=', cols.length - 1);
          else
            for (const c of cols)
              lp.addRow(
                `any_${col}_${c}`,
                [
                  [c, 1],
                  [col, -1],
                ],
                '<=',
                0,
              );
        }
        cols = [col];
      }
      // A class stands for all its slots: counted once however many of them the rule listed.
      terms.set(col, Math.max(terms.get(col) ?? 0, term.amount));
    }
    const sum = [...terms.values()].reduce((t, a) => t + a, 0);
    if (terms.size > 0 && sum > limit.max + 1e-9)
      lp.addRow(`limit_${k}_${limit.ruleId}`, [...terms], '<=', limit.max);
  });

  const n = lp.columns.length;
  const groups = { person: new Int32Array(n), day: new Int32Array(n) };
  for (let c = 0; c < n; c++) {
    groups.person[c] = colPerson[c] ?? -1;
    groups.day[c] = colDay[c] ?? -1;
  }
  return { lp, x, classes, classOf, uncovered, aux, deviation, problem, weights, groups };
}

export interface FillRunnerUp {
  personId: string;
  name: string;
  /** Why this person lost: reasons with their cost beside the chosen one's, or TAKEN_ELSEWHERE. */
  reasons: string[];
  cost: number;
}

export interface FillAssignment {
  slotId: string;
  personId: string;
  name: string;
  /** WHOLE_ROSTER: who held the slot before (null: it was open; always null in OPEN_SHIFTS). */
  previousStaffId: string | null;
  /**
   * Facts for the choice: SKILLED, AVAILABLE, RULES_KEPT, the cost parts that speak for the
   * person (BELOW_CONTRACT…) and, in WHOLE_ROSTER, KEEPS_ROTATION or CHANGED_FROM_ROTATION.
   */
  reasons: string[];
  /** Minutes after this fill / contract target (null: none). */
  minutesAfter: number;
  targetMinutes: number | null;
  cost: number;
  runnersUp: FillRunnerUp[];
  excluded: FillExclusion[];
}

export interface FillUnfilled {
  slotId: string;
  /**
   * NO_ONE_ELIGIBLE (excluded lists why each person is out), ALL_ELIGIBLE_TAKEN, or
   * REFUSED_BY_RECHECK (the independent checker refused the solver's choice: a bug to report).
   */
  reason: 'NO_ONE_ELIGIBLE' | 'ALL_ELIGIBLE_TAKEN' | 'REFUSED_BY_RECHECK';
  excluded: FillExclusion[];
}

export interface FillProposal {
  assignments: FillAssignment[];
  unfilled: FillUnfilled[];
}

/** Who takes each slot in a solution: per class the people chosen, their own slot first. */
export function slotHolders(model: FillModel, values: ArrayLike<number>): Map<number, string> {
  const { problem } = model;
  const chosen = new Map<number, string>();
  model.classes.forEach((cls, ci) => {
    const people = cls.eligible.filter((pid) => {
      const c = model.x.get(key(ci, pid));
      return c !== undefined && values[c]! > 0.5;
    });
    const left = new Set(people);
    const free: number[] = [];
    for (const si of cls.slots) {
      const holder = problem.slots[si]!.previousStaffId;
      if (holder && left.has(holder)) {
        chosen.set(si, holder);
        left.delete(holder);
      } else free.push(si);
    }
    // The others: open slots first, then those whose holder moves, in the problem's order.
    free.sort(
      (a, b) =>
        Number(!!problem.slots[a]!.previousStaffId) - Number(!!problem.slots[b]!.previousStaffId) || a - b,
    );
    const rest = [...left];
    free.forEach((si, k) => {
      if (k < rest.length) chosen.set(si, rest[k]!);
    });
  });
  return chosen;
}

/** The proposal a solution describes, each assignment explained (the model's own costs). */
export function explainFill(model: FillModel, values: ArrayLike<number>): FillProposal {
  const { problem, weights } = model;
  const whole = problem.mode === 'WHOLE_ROSTER';
  const people = new Map(problem.people.map((p) => [p.id, p]));
  const candidates = new Map(problem.candidates.map((c) => [c.slotId, c]));
  const chosen = slotHolders(model, values);
  const busy = new Set<string>();
  for (const [si, pid] of chosen) busy.add(`${pid}|${problem.slots[si]!.date}`);
  // Minutes as they stand after the whole fill.
  const added = new Map<string, number>();
  for (const [si, pid] of chosen) added.set(pid, (added.get(pid) ?? 0) + problem.slots[si]!.minutes);
  // WHOLE_ROSTER: the hours part is read against the roster after the fill without this slot.
  const asOf = (p: FillPerson, slot: FillSlot, taken: boolean): FillPerson =>
    whole ? { ...p, minutes: p.minutes + (added.get(p.id) ?? 0) - (taken ? slot.minutes : 0) } : p;
  const assignments: FillAssignment[] = [];
  const unfilled: FillUnfilled[] = [];
  problem.slots.forEach((slot, si) => {
    const set = candidates.get(slot.id);
    const excluded = set?.excluded ?? [];
    const pid = chosen.get(si);
    if (!pid) {
      const eligible = model.classes[model.classOf[si]!]!.eligible;
      unfilled.push({
        slotId: slot.id,
        reason: eligible.length === 0 ? 'NO_ONE_ELIGIBLE' : 'ALL_ELIGIBLE_TAKEN',
        excluded,
      });
      return;
    }
    const person = people.get(pid)!;
    const parts = fillCostParts(asOf(person, slot, true), slot, problem, weights);
    const cost = parts.reduce((t, p) => t + p.cost, 0);
    const others: FillRunnerUp[] = [];
    // A slot whose holder keeps it is no change to explain: its runners-up are not weighed.
    const keeps = slot.previousStaffId === pid;
    for (const other of keeps ? [] : model.classes[model.classOf[si]!]!.eligible) {
      if (other === pid) continue;
      const p = people.get(other)!;
      if (busy.has(`${other}|${slot.date}`)) {
        others.push({ personId: other, name: p.name, reasons: ['TAKEN_ELSEWHERE'], cost: Infinity });
        continue;
      }
      const theirs = fillCostParts(asOf(p, slot, false), slot, problem, weights);
      const theirCost = theirs.reduce((t, q) => t + q.cost, 0);
      // The parts where they cost more than the chosen person; if none, the whole roster chose.
      const worse = theirs
        .filter((q) => q.cost > (parts.find((m) => m.reason === q.reason)?.cost ?? 0) + 1e-9)
        .map((q) => q.reason);
      others.push({
        personId: other,
        name: p.name,
        reasons: worse.length ? worse : ['BETTER_ELSEWHERE'],
        cost: theirCost,
      });
    }
    others.sort((a, b) => a.cost - b.cost || a.name.localeCompare(b.name));
    const rotation = parts.find((p) => p.reason === 'KEEPS_ROTATION' || p.reason === 'CHANGED_FROM_ROTATION');
    assignments.push({
      slotId: slot.id,
      personId: pid,
      name: person.name,
      previousStaffId: slot.previousStaffId ?? null,
      reasons: [
        'SKILLED',
        'AVAILABLE',
        'RULES_KEPT',
        ...parts.filter((p) => p.cost <= 0 && p.reason !== 'KEEPS_ROTATION').map((p) => p.reason),
        ...(rotation ? [rotation.reason] : []),
      ],
      minutesAfter: person.minutes + (added.get(pid) ?? 0),
      targetMinutes: person.targetMinutes,
      cost,
      runnersUp: others.slice(0, 3),
      excluded,
    });
  });
  return { assignments, unfilled };
}

/**
 * A quick roster to start the search from: classes with the fewest candidates first, each slot
 * given to its current holder if they may keep it, else to the cheapest candidate whose every row
 * (one shift a day, conflicts, the counting rules) still holds; the rest uncovered. Always
 * feasible, so the solver has a roster from its first moment.
 */
export function greedyFillStart(model: FillModel): Float64Array {
  const { problem, lp, x, uncovered, classes } = model;
  const values = new Float64Array(lp.columns.length);
  // The '<=' rows each column is in, and each row's activity.
  const rowsOf = new Map<number, { row: number; a: number }[]>();
  lp.rows.forEach((r, ri) => {
    if (r.sense !== '<=') return;
    for (const [c, a] of r.terms) (rowsOf.get(c) ?? rowsOf.set(c, []).get(c)!).push({ row: ri, a });
  });
  const activity = new Float64Array(lp.rows.length);
  const auxOf = new Map<number, FillModel['aux']>();
  for (const a of model.aux) for (const c of a.of) (auxOf.get(c) ?? auxOf.set(c, []).get(c)!).push(a);
  const fits = (col: number) => {
    const deltas = new Map<number, number>();
    const add = (c: number, v: number) => {
      for (const { row, a } of rowsOf.get(c) ?? []) deltas.set(row, (deltas.get(row) ?? 0) + a * v);
    };
    add(col, 1);
    const auxChanged: number[] = [];
    for (const a of auxOf.get(col) ?? []) {
      const now = a.kind === 'ALL' ? a.of.every((c) => c === col || values[c]! > 0.5) : true;
      if (now && values[a.col]! < 0.5) {
        add(a.col, 1);
        auxChanged.push(a.col);
      }
    }
    for (const [row, d] of deltas) if (activity[row]! + d > lp.rows[row]!.rhs + 1e-9) return null;
    return { deltas, auxChanged };
  };
  const order = classes
    .map((_, ci) => ci)
    .sort((a, b) => classes[a]!.eligible.length - classes[b]!.eligible.length);
  for (const ci of order) {
    const cls = classes[ci]!;
    const holders = new Set(cls.slots.map((si) => problem.slots[si]!.previousStaffId).filter((h) => !!h));
    const options = cls.eligible
      .map((pid) => ({ pid, col: x.get(key(ci, pid))! }))
      .sort(
        (a, b) =>
          Number(holders.has(b.pid)) - Number(holders.has(a.pid)) ||
          lp.columns[a.col]!.cost - lp.columns[b.col]!.cost,
      );
    let given = 0;
    for (const o of options) {
      if (given >= cls.slots.length) break;
      const ok = fits(o.col);
      if (!ok) continue;
      values[o.col] = 1;
      for (const c of ok.auxChanged) values[c] = 1;
      for (const [row, d] of ok.deltas) activity[row]! += d;
      given++;
    }
    values[uncovered[ci]!] = cls.slots.length - given;
  }
  for (const [pid, d] of model.deviation) {
    let minutes = d.fixed;
    model.classes.forEach((cls, ci) => {
      const c = x.get(key(ci, pid));
      if (c !== undefined && values[c]! > 0.5) minutes += problem.slots[cls.slots[0]!]!.minutes;
    });
    values[d.over] = Math.max(0, minutes - d.target);
    values[d.under] = Math.max(0, d.target - minutes);
  }
  return values;
}
