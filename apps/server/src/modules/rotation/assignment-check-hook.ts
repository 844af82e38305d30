import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';
import type { RuleOutcome } from '../../lib/rule-violations';

/** One rotation assignment: who, on which day of the pattern's cycle, on which shift type. */
export interface WrittenAssignment {
  staffId: string;
  weekNumber: number;
  dayOfWeek: number;
  shiftTypeId: string;
}

/**
 * Rotation assignments just written (inside their transaction): one for an assignment write,
 * every assignment of a new pattern for a duplicate or an import.
 */
export interface RotationAssignmentWritten {
  workspaceId: string;
  pattern: { id: string; startDate: string; endDate: string | null; weekCount: number };
  assignments: WrittenAssignment[];
  /** A manager's confirmation of the hard rules it breaks (docs/product/working-time.md#where-the-checker-acts). */
  acknowledge: { reason: string } | undefined;
}

/**
 * Runs inside the assignment's transaction, with its `tx`: throwing (409 RULE_VIOLATION) rolls
 * the assignment back; the outcome's warnings are answered and its notes go into the audit row.
 */
export type RotationAssignmentCheck = (
  ctx: AppContext,
  tx: DbOrTx,
  event: RotationAssignmentWritten,
) => Promise<RuleOutcome>;

/** Per app (one AppContext each): tests build many apps in one process. */
const checks = new WeakMap<AppContext, RotationAssignmentCheck>();

/**
 * The rotation module's assignment hook: the working-time checker reads the computed schedule
 * (the schedule module, built on rotation), so it registers here when the app is built and
 * rotation depends on no module above it.
 */
export function onRotationAssignment(ctx: AppContext, check: RotationAssignmentCheck): void {
  checks.set(ctx, check);
}

const NOTHING: RuleOutcome = {
  warnings: { violations: [], timeZone: 'UTC' },
  auditMetadata: {},
  auditNote: '',
};

/** Called by the writing service after the inserts, before its audit row. */
export function checkRotationAssignment(
  ctx: AppContext,
  tx: DbOrTx,
  event: RotationAssignmentWritten,
): Promise<RuleOutcome> {
  const check = checks.get(ctx);
  return check ? check(ctx, tx, event) : Promise.resolve(NOTHING);
}
