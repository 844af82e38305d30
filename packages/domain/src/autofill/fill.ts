import { LpModel } from './lp';

/**
 * "Fill open shifts": the model and the explanation of a proposal (docs/adr/0010-autofill-optimiser.md).
 * Pure: the server gathers who could work each open shift (the working-time checker's answers,
 * skills, absences) into a `FillProblem`; this builds the mixed-integer model, and turns the
 * solver's answer into assignments that each say why this person, who else was possible and why
 * they lost, and who was excluded by which rule.
 */

export interface FillSlot {
  /** The computed entry's id of the open shift. */
  id: string;
  date: string;
  shiftTypeId: string;
  shiftTypeName: string;
  minutes: number;
  /** Saturday or Sunday. */
  weekend: boolean;
  night: boolean;
}

export interface FillPerson {
  id: string;
  name: string;
  /** Minutes already worked or planned in the period. */
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
 * Filled by the availability feature when it exists; empty until then.
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
}

export const DEFAULT_FILL_WEIGHTS: FillWeights = {
  uncovered: 1000,
  hoursDeviation: 2,
  weekend: 6,
  night: 4,
  preference: 5,
};

export interface FillProblem {
  slots: FillSlot[];
  people: FillPerson[];
  candidates: FillCandidateSet[];
  /** Open slots one person cannot all take (the rules break only with all of them). */
  conflicts: { personId: string; slotIds: string[] }[];
  preferences: FillPreference[];
  /** Hard: the person may not be given a shift that day (availability). */
  unavailable: { personId: string; date: string }[];
  weights?: Partial<FillWeights>;
}

export interface FillModel {
  lp: LpModel;
  /** (slot index, person id) → column. */
  x: Map<string, number>;
  uncovered: number[];
  problem: FillProblem;
  weights: FillWeights;
  groups: { person: Int32Array; day: Int32Array };
}

const key = (slot: number, person: string) => `${slot}|${person}`;

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
  for (const pref of problem.preferences)
    if (
      pref.personId === p.id &&
      pref.date === slot.date &&
      (pref.shiftTypeId ?? slot.shiftTypeId) === slot.shiftTypeId
    )
      parts.push({
        reason: pref.weight > 0 ? 'PREFERRED' : 'PREFERS_NOT',
        cost: -pref.weight * w.preference,
      });
  return parts;
}

export function buildFillModel(problem: FillProblem): FillModel {
  const weights = { ...DEFAULT_FILL_WEIGHTS, ...problem.weights };
  const lp = new LpModel();
  const people = new Map(problem.people.map((p) => [p.id, p]));
  const unavailable = new Set(problem.unavailable.map((u) => `${u.personId}|${u.date}`));
  const candidates = new Map(problem.candidates.map((c) => [c.slotId, c]));
  const dates = [...new Set(problem.slots.map((s) => s.date))].sort();
  const dayOf = new Map(dates.map((d, i) => [d, i]));
  const x = new Map<string, number>();
  const uncovered: number[] = [];
  const personIndex = new Map(problem.people.map((p, i) => [p.id, i]));
  const colPerson: number[] = [];
  const colDay: number[] = [];
  problem.slots.forEach((slot, si) => {
    const u = lp.addColumn(`u_${si}`, 'continuous', weights.uncovered, 0, 1);
    uncovered.push(u);
    colPerson[u] = -1;
    colDay[u] = -1;
    const terms: [number, number][] = [[u, 1]];
    for (const pid of candidates.get(slot.id)?.eligible ?? []) {
      const p = people.get(pid);
      if (!p || unavailable.has(`${pid}|${slot.date}`)) continue;
      const cost = fillCostParts(p, slot, problem, weights).reduce((t, part) => t + part.cost, 0);
      const c = lp.addColumn(`x_${si}_${personIndex.get(pid)}`, 'binary', cost);
      x.set(key(si, pid), c);
      colPerson[c] = personIndex.get(pid)!;
      colDay[c] = dayOf.get(slot.date)!;
      terms.push([c, 1]);
    }
    lp.addRow(`cover_${si}`, terms, '=', 1);
  });
  // One new shift per person per day.
  for (const p of problem.people) {
    const byDay = new Map<string, number[]>();
    problem.slots.forEach((slot, si) => {
      const c = x.get(key(si, p.id));
      if (c === undefined) return;
      const list = byDay.get(slot.date) ?? [];
      list.push(c);
      byDay.set(slot.date, list);
    });
    for (const [date, cols] of byDay)
      if (cols.length > 1)
        lp.addRow(
          `day_${personIndex.get(p.id)}_${date}`,
          cols.map((c) => [c, 1] as const),
          '<=',
          1,
        );
    // Minutes the person may still take.
    if (p.maxExtraMinutes !== null) {
      const terms: [number, number][] = [];
      problem.slots.forEach((slot, si) => {
        const c = x.get(key(si, p.id));
        if (c !== undefined) terms.push([c, slot.minutes]);
      });
      lp.addRow(`minutes_${personIndex.get(p.id)}`, terms, '<=', Math.max(0, p.maxExtraMinutes));
    }
  }
  const slotIndex = new Map(problem.slots.map((s, i) => [s.id, i]));
  problem.conflicts.forEach((c, k) => {
    const cols = c.slotIds.map((id) => x.get(key(slotIndex.get(id)!, c.personId)));
    if (cols.every((col) => col !== undefined))
      lp.addRow(
        `conflict_${k}`,
        cols.map((col) => [col!, 1] as const),
        '<=',
        cols.length - 1,
      );
  });

  const n = lp.columns.length;
  const groups = { person: new Int32Array(n), day: new Int32Array(n) };
  for (let c = 0; c < n; c++) {
    groups.person[c] = colPerson[c] ?? -1;
    groups.day[c] = colDay[c] ?? -1;
  }
  return { lp, x, uncovered, problem, weights, groups };
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
  /** Facts for the choice: SKILLED, AVAILABLE, RULES_KEPT, and the cost parts (BELOW_CONTRACT…). */
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

/** The proposal a solution describes, each assignment explained (the model's own costs). */
export function explainFill(model: FillModel, values: ArrayLike<number>): FillProposal {
  const { problem, weights } = model;
  const people = new Map(problem.people.map((p) => [p.id, p]));
  const candidates = new Map(problem.candidates.map((c) => [c.slotId, c]));
  const chosen = new Map<number, string>();
  const busy = new Set<string>();
  problem.slots.forEach((slot, si) => {
    for (const pid of candidates.get(slot.id)?.eligible ?? []) {
      const c = model.x.get(key(si, pid));
      if (c !== undefined && values[c]! > 0.5) {
        chosen.set(si, pid);
        busy.add(`${pid}|${slot.date}`);
      }
    }
  });
  // Minutes as they stand after the whole fill.
  const added = new Map<string, number>();
  for (const [si, pid] of chosen) added.set(pid, (added.get(pid) ?? 0) + problem.slots[si]!.minutes);
  const assignments: FillAssignment[] = [];
  const unfilled: FillUnfilled[] = [];
  problem.slots.forEach((slot, si) => {
    const set = candidates.get(slot.id);
    const excluded = set?.excluded ?? [];
    const pid = chosen.get(si);
    if (!pid) {
      const eligible = (set?.eligible ?? []).filter((e) => people.has(e));
      unfilled.push({
        slotId: slot.id,
        reason: eligible.length === 0 ? 'NO_ONE_ELIGIBLE' : 'ALL_ELIGIBLE_TAKEN',
        excluded,
      });
      return;
    }
    const person = people.get(pid)!;
    const parts = fillCostParts(person, slot, problem, weights);
    const cost = parts.reduce((t, p) => t + p.cost, 0);
    const others: FillRunnerUp[] = [];
    for (const other of set?.eligible ?? []) {
      if (other === pid || !people.has(other)) continue;
      const p = people.get(other)!;
      if (busy.has(`${other}|${slot.date}`)) {
        others.push({ personId: other, name: p.name, reasons: ['TAKEN_ELSEWHERE'], cost: Infinity });
        continue;
      }
      const theirs = fillCostParts(p, slot, problem, weights);
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
    assignments.push({
      slotId: slot.id,
      personId: pid,
      name: person.name,
      reasons: [
        'SKILLED',
        'AVAILABLE',
        'RULES_KEPT',
        ...parts.filter((p) => p.cost <= 0).map((p) => p.reason),
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
 * A quick roster to start the search from: open shifts with the fewest candidates first, each
 * given to its cheapest candidate who has no new shift that day and no conflict with one already
 * given; the rest uncovered. Always feasible, so the solver has a roster from its first moment.
 */
export function greedyFillStart(model: FillModel): Float64Array {
  const { problem, lp, x, uncovered } = model;
  const values = new Float64Array(lp.columns.length);
  const taken = new Set<string>();
  const given = new Map<string, Set<string>>();
  const minutes = new Map<string, number>();
  const conflicts = new Map<string, Set<string>>();
  for (const c of problem.conflicts) {
    // Greedy keeps it simple: of a conflicting set, it never gives the person two.
    for (const a of c.slotIds)
      for (const b of c.slotIds) {
        if (a === b) continue;
        const k = `${c.personId}|${a}`;
        (conflicts.get(k) ?? conflicts.set(k, new Set()).get(k)!).add(b);
      }
  }
  const people = new Map(problem.people.map((p) => [p.id, p]));
  const options = problem.slots.map((slot, si) =>
    problem.people
      .map((p) => ({ p, col: x.get(key(si, p.id)) }))
      .filter((o): o is { p: FillPerson; col: number } => o.col !== undefined)
      .sort((a, b) => lp.columns[a.col]!.cost - lp.columns[b.col]!.cost),
  );
  const order = problem.slots.map((_, si) => si).sort((a, b) => options[a]!.length - options[b]!.length);
  for (const si of order) {
    const slot = problem.slots[si]!;
    const pick = options[si]!.find(({ p }) => {
      if (taken.has(`${p.id}|${slot.date}`)) return false;
      const mine = given.get(p.id);
      const against = conflicts.get(`${p.id}|${slot.id}`);
      if (mine && against && [...against].some((s) => mine.has(s))) return false;
      const cap = people.get(p.id)!.maxExtraMinutes;
      return cap === null || (minutes.get(p.id) ?? 0) + slot.minutes <= cap;
    });
    if (!pick) {
      values[uncovered[si]!] = 1;
      continue;
    }
    values[pick.col] = 1;
    taken.add(`${pick.p.id}|${slot.date}`);
    (given.get(pick.p.id) ?? given.set(pick.p.id, new Set()).get(pick.p.id)!).add(slot.id);
    minutes.set(pick.p.id, (minutes.get(pick.p.id) ?? 0) + slot.minutes);
  }
  return values;
}
