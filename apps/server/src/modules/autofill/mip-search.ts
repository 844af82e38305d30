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
}

export interface SearchProgress {
  /** Best objective so far (with the offset), or null before the first roster. */
  best: number | null;
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
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
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
    const report = (phase: SearchProgress['phase']) =>
      hooks.progress?.({
        best: Number.isFinite(bestObj) ? bestObj : null,
        bound,
        elapsedS: elapsed(),
        phase,
        iterations,
      });
    const interrupt = (event: { interrupt(): void }) => {
      if (hooks.shouldStop?.()) {
        stopped = true;
        event.interrupt();
      } else if (elapsed() >= deadline) event.interrupt();
    };
    const objectiveOf = (values: ArrayLike<number>) => {
      let total = mip.offset;
      for (let i = 0; i < mip.numCols; i++) total += mip.colCost[i]! * values[i]!;
      return total;
    };

    // Phase 1: the whole model, while it makes progress. Small models are often proven optimal
    // here; where branch-and-bound stalls (neither a better roster nor a better bound for a
    // while) the search moves on to the neighbourhoods, which improve rosters faster.
    const firstS = Math.max(0.5, Math.min(options.firstSolveS ?? deadline * 0.8, deadline));
    const stallS = Math.max(5, deadline * 0.2);
    let lastChange = 0;
    let lastBound = -Infinity;
    let lastPrimal = Infinity;
    // Without a roster yet the whole solve may use all the time; with one it yields at firstS.
    model.options.set('time_limit', deadline);
    if (options.start) {
      model.setSolution({ colValue: options.start });
      best = Float64Array.from(options.start);
      bestObj = objectiveOf(best);
    }
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
        const primal = event.data.mip_primal_bound ?? Infinity;
        const step = options.integerObjective ? 0.5 : 1e-4 * Math.max(1, Math.abs(primal));
        if (primal < lastPrimal - 1e-6 || dual > lastBound + step) {
          lastChange = now;
          lastPrimal = Math.min(lastPrimal, primal);
          lastBound = Math.max(lastBound, dual);
        } else if (groups && Number.isFinite(primal) && now - lastChange > stallS) event.interrupt();
        if (Number.isFinite(primal) && now >= firstS) event.interrupt();
        return undefined;
      },
    });
    const status = first.modelStatus;
    const haveSolution = Number(model.info.get('primal_solution_status')) === 2;
    if (haveSolution) {
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

    // Phase 2: large-neighbourhood search from the best roster.
    const persons = new Set<number>();
    const days = new Set<number>();
    const tagged: number[] = [];
    for (let c = 0; c < mip.numCols; c++) {
      if (groups.person[c]! >= 0) {
        persons.add(groups.person[c]!);
        days.add(groups.day[c]!);
        tagged.push(c);
      }
    }
    const personList = [...persons];
    const dayCount = Math.max(...days) + 1;
    const subS = options.subSolveS ?? 3;
    let size = 0.35; // share of the roster freed; adapted to how the sub-solves go
    const taggedIdx = Int32Array.from(tagged);
    const origLower = Float64Array.from(tagged, (c) => mip.colLower[c]!);
    const origUpper = Float64Array.from(tagged, (c) => mip.colUpper[c]!);
    while (elapsed() < deadline - 0.2 && !stopped) {
      iterations++;
      const kind = random();
      let free: (c: number) => boolean;
      if (kind < 0.4) {
        const chosen = new Set(personList.filter(() => random() < size));
        free = (c) => chosen.has(groups.person[c]!);
      } else if (kind < 0.75) {
        const len = Math.max(2, Math.round(dayCount * size * 1.2));
        const start = Math.floor(random() * Math.max(1, dayCount - len + 1));
        free = (c) => groups.day[c]! >= start && groups.day[c]! < start + len;
      } else {
        const chosen = new Set(personList.filter(() => random() < Math.min(0.9, size * 2)));
        const len = Math.max(3, Math.round(dayCount * Math.min(0.9, size * 2)));
        const start = Math.floor(random() * Math.max(1, dayCount - len + 1));
        free = (c) =>
          chosen.has(groups.person[c]!) && groups.day[c]! >= start && groups.day[c]! < start + len;
      }
      const lower = Float64Array.from(origLower);
      const upper = Float64Array.from(origUpper);
      for (let k = 0; k < tagged.length; k++) {
        const c = tagged[k]!;
        if (!free(c)) lower[k] = upper[k] = Math.round(best[c]!);
      }
      model.changeColsBounds({ kind: 'set', indices: taggedIdx }, lower, upper);
      model.setSolution({ colValue: best });
      model.options.set('time_limit', Math.max(0.2, Math.min(subS, deadline - elapsed())));
      const sub = model.run({
        4: (event) => {
          const value = event.data.objective_function_value;
          if (value !== undefined && value < bestObj - 1e-6) {
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
      if (Number(model.info.get('primal_solution_status')) === 2) {
        const values = Float64Array.from(model.getSolution().colValue);
        const obj = objectiveOf(values);
        if (obj <= objectiveOf(best) - 1e-6 || (obj <= objectiveOf(best) + 1e-9 && random() < 0.5))
          best = values;
        bestObj = Math.min(bestObj, objectiveOf(best));
      }
      // Solved to the end quickly: free more next time; ran out of time: free less.
      if (sub.modelStatus === 7) size = Math.min(0.8, size * 1.15);
      else size = Math.max(0.1, size * 0.85);
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
