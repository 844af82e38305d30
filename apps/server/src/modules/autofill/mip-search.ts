import type { Highs, Model } from 'highs';
import type { MipArrays } from '@openrota/domain';

/**
 * The search that runs inside the solver's worker thread (docs/adr/0010-autofill-optimiser.md):
 * one HiGHS model, solved whole first, then improved by large-neighbourhood search
 * (fix-and-optimise) until the time limit: a part of the roster (some people, or some days) is
 * freed, the rest fixed at the best roster so far, and the freed part re-solved from it. Only
 * a better roster is kept, so the answer is never worse than the first one found.
 */

export interface SearchGroups {
  /** Per column: the person it belongs to, or −1 (slack and helper columns, never fixed). */
  person: Int32Array;
  /** Per column: its day index, or −1. */
  day: Int32Array;
}

export interface SearchOptions {
  timeLimitS: number;
  /** Stop the first solve when the gap is below this (relative); LNS continues only if not proven. */
  gap?: number;
  /** Most seconds for the first, whole solve (default: 80 % of the limit; it ends sooner when it stalls). */
  firstSolveS?: number;
  /** Seconds per neighbourhood solve (default 3). */
  subSolveS?: number;
  seed?: number;
  /** HiGHS's mip_heuristic_effort (default here 0.2; HiGHS's own is 0.05). */
  heuristicEffort?: number;
  /** A feasible roster to start from (e.g. everything uncovered), so the search always has one. */
  start?: Float64Array;
  /** Every objective coefficient is whole and every costed column integral: a bound within 1 of the best proves it. */
  integerObjective?: boolean;
  /**
   * Without a `start`, build one person by person first (each person's columns solved with
   * everyone before them fixed and everyone after them off), so there is a roster even when the
   * whole model finds none in time. Needs `groups`; default true.
   */
  construct?: boolean;
  /**
   * Measure the limits in CPU seconds of this process instead of wall seconds: a benchmark on a
   * shared machine then gets the same work whatever the load (bench/nrp.ts). Default false.
   */
  cpuClock?: boolean;
  /** Columns whose sum the progress reports as `uncovered` (the model's uncovered counts), if any. */
  uncoveredCols?: Int32Array | number[];
}

export interface SearchProgress {
  /** Best objective so far (with the offset), or null before the first roster. */
  best: number | null;
  /** The best roster's sum over `uncoveredCols` (null without them or before the first roster). */
  uncovered: number | null;
  /** Proven lower bound of the whole model, when the first solve gave one. */
  bound: number | null;
  elapsedS: number;
  phase: 'first' | 'lns';
  iterations: number;
}

export interface SearchResult {
  status: 'optimal' | 'time-limit' | 'stopped' | 'no-solution';
  values: Float64Array | null;
  objective: number | null;
  bound: number | null;
  elapsedS: number;
  iterations: number;
}

/** Deterministic pseudo-random numbers (mulberry32), so a seed repeats a search. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function runSearch(
  highs: Highs,
  mip: MipArrays,
  groups: SearchGroups | null,
  options: SearchOptions,
  hooks: { progress?: (p: SearchProgress) => void; shouldStop?: () => boolean } = {},
): SearchResult {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  const elapsed = options.cpuClock
    ? () => {
        const c = process.cpuUsage(cpuStart);
        return (c.user + c.system) / 1e6;
      }
    : () => (performance.now() - wallStart) / 1000;
  // HiGHS's own limit is in wall seconds: with the CPU clock it is only a backstop, the
  // interrupt callbacks end a solve on the CPU clock.
  const solverLimit = (s: number) => (options.cpuClock ? Math.max(1, s * 20) : s);
  const deadline = options.timeLimitS;
  const random = rng(options.seed ?? 1);
  let best: Float64Array | null = null;
  let bestObj = Infinity;
  let bound: number | null = null;
  let iterations = 0;
  let stopped = false;

  const model: Model = highs.createModel({
    numCols: mip.numCols,
    numRows: mip.numRows,
    offset: mip.offset,
    colCost: mip.colCost,
    colLower: mip.colLower,
    colUpper: mip.colUpper,
    rowLower: mip.rowLower,
    rowUpper: mip.rowUpper,
    matrix: {
      format: 'csr',
      numRows: mip.numRows,
      numCols: mip.numCols,
      starts: mip.starts,
      indices: mip.indices,
      values: mip.values,
    },
    integrality: mip.integrality as unknown as Int32Array,
  });
  try {
    model.options.set({
      output_flag: false,
      mip_rel_gap: options.gap ?? 1e-6,
      random_seed: options.seed ?? 1,
      mip_heuristic_effort: options.heuristicEffort ?? 0.2,
    });
    const uncoveredOf = (values: Float64Array | null) => {
      if (!values || !options.uncoveredCols) return null;
      let sum = 0;
      for (const c of options.uncoveredCols) sum += values[c] ?? 0;
      return Math.round(sum);
    };
    const report = (phase: SearchProgress['phase']) =>
      hooks.progress?.({
        best: Number.isFinite(bestObj) ? bestObj : null,
        uncovered: uncoveredOf(best),
        bound,
        elapsedS: elapsed(),
        phase,
        iterations,
      });
    let subDeadline = deadline;
    const interrupt = (event: { interrupt(): void }) => {
      if (hooks.shouldStop?.()) {
        stopped = true;
        event.interrupt();
      } else if (elapsed() >= Math.min(deadline, subDeadline)) event.interrupt();
    };
    const objectiveOf = (values: ArrayLike<number>) => {
      let total = mip.offset;
      for (let i = 0; i < mip.numCols; i++) total += mip.colCost[i]! * values[i]!;
      return total;
    };
    const haveSolution = () => Number(model.info.get('primal_solution_status')) === 2;

    // The assignment columns (those of a person), with their own bounds: the neighbourhoods fix
    // and free these; slack and helper columns are never fixed.
    const tagged: number[] = [];
    const persons = new Set<number>();
    let dayCount = 0;
    if (groups)
      for (let c = 0; c < mip.numCols; c++)
        if (groups.person[c]! >= 0) {
          tagged.push(c);
          persons.add(groups.person[c]!);
          dayCount = Math.max(dayCount, groups.day[c]! + 1);
        }
    const personList = [...persons];
    const taggedIdx = Int32Array.from(tagged);
    const origLower = Float64Array.from(tagged, (c) => mip.colLower[c]!);
    const origUpper = Float64Array.from(tagged, (c) => mip.colUpper[c]!);
    /** Runs the model with the assignment columns outside `free` fixed at `at` (a full column vector). */
    const solveFixed = (
      free: (c: number) => boolean,
      at: ArrayLike<number>,
      limitS: number,
      phase: SearchProgress['phase'],
      start?: Float64Array,
    ) => {
      const lower = Float64Array.from(origLower);
      const upper = Float64Array.from(origUpper);
      for (let k = 0; k < tagged.length; k++) {
        const c = tagged[k]!;
        if (!free(c)) lower[k] = upper[k] = Math.round(at[c]!);
      }
      model.changeColsBounds({ kind: 'set', indices: taggedIdx }, lower, upper);
      if (start) model.setSolution({ colValue: start });
      subDeadline = Math.min(deadline, elapsed() + limitS);
      model.options.set('time_limit', solverLimit(Math.max(0.2, subDeadline - elapsed())));
      const run = model.run({
        4: (event) => {
          const value = event.data.objective_function_value;
          if (phase === 'lns' && value !== undefined && value < bestObj - 1e-6) {
            bestObj = value;
            report('lns');
          }
          return undefined;
        },
        6: (event) => {
          interrupt(event);
          return undefined;
        },
      });
      subDeadline = deadline;
      return run.modelStatus;
    };
    const restoreBounds = () =>
      model.changeColsBounds({ kind: 'set', indices: taggedIdx }, origLower, origUpper);

    if (options.start) {
      best = Float64Array.from(options.start);
      bestObj = objectiveOf(best);
    } else if (groups && options.construct !== false && personList.length > 0) {
      // A first roster person by person: each solved with those before fixed at their roster
      // and those after off. The rows of one person alone (their limits) are set aside until
      // their turn, because "off" may break them (a minimum of minutes); rows shared by several
      // people (cover) have slack.
      const rowsOf = new Map<number, number[]>();
      for (let r = 0; r < mip.numRows; r++) {
        let owner = -1;
        for (let k = mip.starts[r]!; k < mip.starts[r + 1]!; k++) {
          const q = groups.person[mip.indices[k]!]!;
          if (q < 0 || q === owner) continue;
          owner = owner === -1 ? q : -2;
          if (owner === -2) break;
        }
        if (owner >= 0) rowsOf.set(owner, [...(rowsOf.get(owner) ?? []), r]);
      }
      const setRows = (list: number[], relaxed: boolean) => {
        if (!list.length) return;
        // The solver wants the indices in increasing order.
        const rows = [...list].sort((a, b) => a - b);
        const idx = Int32Array.from(rows);
        model.changeRowsBounds(
          { kind: 'set', indices: idx },
          Float64Array.from(rows, (r) => (relaxed ? -Infinity : mip.rowLower[r]!)),
          Float64Array.from(rows, (r) => (relaxed ? Infinity : mip.rowUpper[r]!)),
        );
      };
      const order = [...personList].sort(() => random() - 0.5);
      setRows(
        order.flatMap((p) => rowsOf.get(p) ?? []),
        true,
      );
      const at = new Float64Array(mip.numCols);
      for (let i = 0; i < order.length; i++) {
        const p = order[i]!;
        if (elapsed() >= deadline * 0.5 || stopped) break;
        setRows(rowsOf.get(p) ?? [], false);
        // A good roster for this person is enough (the search improves it): a short limit, five
        // times as long once when that found none (a slow presolve), so that a hard person does
        // not leave the whole search without a first roster.
        const personS = Math.min(1, Math.max(0.2, deadline * 0.005));
        solveFixed((c) => groups.person[c] === p, at, personS, 'first');
        if (!haveSolution()) solveFixed((c) => groups.person[c] === p, at, personS * 5, 'first');
        if (!haveSolution()) break;
        const values = model.getSolution().colValue;
        for (const c of tagged) if (groups.person[c] === p) at[c] = Math.round(values[c]!);
        if (i === order.length - 1) {
          best = Float64Array.from(values);
          bestObj = objectiveOf(best);
          report('first');
        }
      }
      setRows(
        order.flatMap((p) => rowsOf.get(p) ?? []),
        false,
      );
      restoreBounds();
    }

    // Phase 1: the whole model, while it makes progress. Small models are often proven optimal
    // here; where branch-and-bound stalls (neither a better roster nor a better bound for a
    // while) the search moves on to the neighbourhoods, which improve rosters faster.
    const firstS = Math.max(0.5, Math.min(options.firstSolveS ?? deadline * 0.8, deadline));
    const stallS = Math.max(5, deadline * 0.1);
    // Far from proven (a gap above 5 %), a better bound alone does not keep it here: the
    // neighbourhoods improve the roster sooner than branch-and-bound closes such a gap. At least
    // 5 s (the whole stall time of a short solve), so small models keep their time to be proven.
    const primalStallS = Math.max(5, stallS / 2);
    let lastChange = elapsed();
    let lastPrimalChange = lastChange;
    let lastBound = -Infinity;
    let lastPrimal = Infinity;
    // Without a roster yet the whole solve may use all the time; with one it yields at firstS.
    model.options.set('time_limit', solverLimit(Math.max(0.2, deadline - elapsed())));
    if (best) model.setSolution({ colValue: best });
    const first = model.run({
      4: (event) => {
        const value = event.data.objective_function_value;
        if (value !== undefined && value < bestObj) {
          bestObj = value;
          report('first');
        }
        return undefined;
      },
      6: (event) => {
        interrupt(event);
        const now = elapsed();
        const dual = event.data.mip_dual_bound ?? -Infinity;
        const primal = Math.min(event.data.mip_primal_bound ?? Infinity, bestObj);
        const step = options.integerObjective ? 0.5 : 1e-4 * Math.max(1, Math.abs(primal));
        if (primal < lastPrimal - 1e-6) lastPrimalChange = now;
        if (primal < lastPrimal - 1e-6 || dual > lastBound + step) {
          lastChange = now;
          lastPrimal = Math.min(lastPrimal, primal);
          lastBound = Math.max(lastBound, dual);
        } else if (groups && Number.isFinite(primal) && now - lastChange > stallS) event.interrupt();
        const farFromProven = primal - dual > 0.05 * Math.abs(primal);
        if (groups && Number.isFinite(primal) && farFromProven && now - lastPrimalChange > primalStallS)
          event.interrupt();
        if (Number.isFinite(primal) && now >= firstS) event.interrupt();
        return undefined;
      },
    });
    const status = first.modelStatus;
    if (haveSolution()) {
      const found = Float64Array.from(model.getSolution().colValue);
      if (!best || objectiveOf(found) <= objectiveOf(best)) best = found;
      bestObj = objectiveOf(best);
    }
    const dual = Number(model.info.get('mip_dual_bound'));
    if (Number.isFinite(dual)) bound = dual;
    report('first');
    if (status === 7 /* optimal */ || !best || !groups || stopped) {
      return {
        status: stopped ? 'stopped' : status === 7 ? 'optimal' : best ? 'time-limit' : 'no-solution',
        values: best,
        objective: best ? bestObj : null,
        bound,
        elapsedS: elapsed(),
        iterations,
      };
    }

    const proven = () =>
      bound !== null &&
      (options.integerObjective
        ? Math.ceil(bound - 1e-6) >= bestObj - 1e-6
        : bestObj - bound <= Math.max(1e-6, (options.gap ?? 0) * Math.abs(bestObj)));
    if (proven())
      return { status: 'optimal', values: best, objective: bestObj, bound, elapsedS: elapsed(), iterations };

    // Phase 2: large-neighbourhood search from the best roster. Four kinds of neighbourhood,
    // each with its own share of the roster freed, adapted to how its sub-solves go: some
    // people (all days); a window of days (everyone); some people in a window; a window around
    // a costly day of the best roster (uncovered or over-covered slots, granted off-requests).
    const subS = options.subSolveS ?? 3;
    const size = [0.2, 0.25, 0.4, 0.25];
    // Kinds that improved the roster lately are chosen more often.
    const weight = [1, 1, 1, 1];
    let sinceBetter = 0;
    const dayCost = new Float64Array(Math.max(1, dayCount));
    const window = (share: number, centre?: number) => {
      const len = Math.min(dayCount, Math.max(2, Math.round(dayCount * share)));
      const from =
        centre === undefined
          ? Math.floor(random() * Math.max(1, dayCount - len + 1))
          : Math.max(0, Math.min(dayCount - len, centre - Math.floor(random() * len)));
      return [from, from + len] as const;
    };
    const somePeople = (share: number) => {
      const want = Math.max(2, Math.round(personList.length * share));
      const shuffled = [...personList].sort(() => random() - 0.5);
      return new Set(shuffled.slice(0, want));
    };
    while (elapsed() < deadline - 0.1 && !stopped) {
      iterations++;
      let kind = 0;
      for (let pick = random() * weight.reduce((a, b) => a + b); kind < weight.length - 1; kind++) {
        pick -= weight[kind]!;
        if (pick < 0) break;
      }
      const share = size[kind]!;
      let free: (c: number) => boolean;
      if (kind === 0) {
        const chosen = somePeople(share);
        free = (c) => chosen.has(groups.person[c]!);
      } else if (kind === 2) {
        const chosen = somePeople(share);
        const [from, to] = window(share);
        free = (c) => chosen.has(groups.person[c]!) && groups.day[c]! >= from && groups.day[c]! < to;
      } else {
        let centre: number | undefined;
        if (kind === 3) {
          dayCost.fill(0);
          let total = 0;
          for (let c = 0; c < mip.numCols; c++) {
            const d = groups.day[c]!;
            const cost = mip.colCost[c]! * best[c]!;
            if (d >= 0 && cost > 1e-9) {
              dayCost[d]! += cost;
              total += cost;
            }
          }
          let pick = random() * total;
          for (let d = 0; d < dayCount && total > 0; d++) {
            pick -= dayCost[d]!;
            if (pick <= 0) {
              centre = d;
              break;
            }
          }
        }
        const [from, to] = window(share, centre);
        free = (c) => groups.day[c]! >= from && groups.day[c]! < to;
      }
      const subStatus = solveFixed(free, best, Math.min(subS, deadline - elapsed()), 'lns', best);
      if (haveSolution()) {
        const values = Float64Array.from(model.getSolution().colValue);
        const obj = objectiveOf(values);
        const before = objectiveOf(best);
        if (obj <= before - 1e-6) {
          best = values;
          weight[kind] = weight[kind]! + 1;
          sinceBetter = 0;
        } else if (obj <= before + 1e-9 && random() < 0.5) best = values;
        bestObj = Math.min(bestObj, objectiveOf(best));
      }
      for (let k = 0; k < weight.length; k++) weight[k] = Math.max(0.3, weight[k]! * 0.97);
      // Solved to the end: free more next time; ran out of time: free less.
      if (subStatus === 7) size[kind] = Math.min(1, share * 1.1);
      else size[kind] = Math.max(0.05, share * 0.85);
      // Stuck for a while: larger neighbourhoods, to leave this roster's valley.
      if (++sinceBetter % 25 === 0)
        for (let k = 0; k < size.length; k++) size[k] = Math.min(1, size[k]! * 1.4);
      if (proven()) break;
    }
    report('lns');
    return {
      status: stopped ? 'stopped' : proven() ? 'optimal' : 'time-limit',
      values: best,
      objective: objectiveOf(best),
      bound,
      elapsedS: elapsed(),
      iterations,
    };
  } finally {
    model.dispose();
  }
}
