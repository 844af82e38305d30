import {
  buildNrpModel,
  nrpAssignments,
  nrpColumnGroups,
  parseNrpInstance,
  type NrpAssignment,
} from '@openrota/domain';
import type { SearchProgress } from './mip-search';
import { SolverPool } from './solver-pool';

/**
 * Solves a nurse rostering benchmark instance (fixtures/nrp/README.md) with the same search and
 * worker the product's auto-fill uses: `npm run openrota -- nrp solve <instance.txt> …`.
 */

export interface NrpSolveResult {
  assignments: NrpAssignment[];
  /** The benchmark's objective of the roster (the model's objective, which is the benchmark's). */
  objective: number;
  bound: number | null;
  status: string;
  elapsedS: number;
  iterations: number;
  peakHeapBytes: number;
  columns: number;
  rows: number;
}

export async function solveNrpInstance(
  text: string,
  options: { timeLimitS: number; seed?: number; cpuClock?: boolean },
  onProgress?: (p: SearchProgress) => void,
  pool: SolverPool = new SolverPool(1),
): Promise<NrpSolveResult> {
  const model = buildNrpModel(parseNrpInstance(text));
  const mip = model.lp.toArrays();
  const outcome = await pool.start(
    {
      mip,
      groups: nrpColumnGroups(model),
      options: {
        timeLimitS: options.timeLimitS,
        seed: options.seed ?? 1,
        integerObjective: true,
        cpuClock: options.cpuClock ?? false,
      },
    },
    onProgress,
  ).result;
  if (!outcome.values) throw new Error(`no roster found within ${options.timeLimitS} s`);
  return {
    assignments: nrpAssignments(model, outcome.values),
    objective: Math.round(model.lp.objective(outcome.values)),
    bound: outcome.bound,
    status: outcome.status,
    elapsedS: outcome.elapsedS,
    iterations: outcome.iterations,
    peakHeapBytes: outcome.peakHeapBytes,
    columns: mip.numCols,
    rows: mip.numRows,
  };
}
