import { RULE_VIOLATION, type Language, type ViolationDto } from '@openrota/contracts';
import type { Violation } from '@openrota/domain';
import { describeViolation, ruleName } from '@openrota/i18n';
import { AppError, msg } from './app-error';

/** A violation the checker found, with the name of the person it is about. */
export interface NamedViolation extends Violation {
  staffName: string;
}

/** What a check found, with the workspace's time zone that its sentences give times in. */
export interface RuleFindings {
  violations: NamedViolation[];
  timeZone: string;
}

/** The violations as the API sends them, sentences and rule names in `language` (ADR 0007). */
export function violationDtos(found: RuleFindings, language: Language): ViolationDto[] {
  return found.violations.map((v) => ({
    ruleId: v.ruleId,
    ruleName: ruleName(v.ruleId, language),
    staffId: v.staffId,
    staffName: v.staffName,
    shiftIds: v.shiftIds,
    date: v.date,
    measured: v.measured,
    limit: v.limit,
    unit: v.unit,
    severity: v.severity,
    ruleSetId: v.ruleSetId,
    message: describeViolation(v, language, found.timeZone),
  }));
}

/**
 * The 409 `RULE_VIOLATION` of a write that would break hard rules (docs/product/working-time.md#where-the-checker-acts):
 * the error handler (plugins/errors.ts) renders the headline and every violation in the
 * reader's language and sends them as `violations`.
 */
export function ruleViolationError(found: RuleFindings): AppError {
  const count = found.violations.length;
  return new AppError(
    RULE_VIOLATION,
    409,
    msg(count === 1 ? 'ruleChecks.hardViolation' : 'ruleChecks.hardViolations', { count }),
    undefined,
    { ruleFindings: found },
  );
}

/** The findings a `ruleViolationError` carries, for the error handler. */
export function ruleFindingsOf(error: AppError): RuleFindings | undefined {
  const found = error.extra?.ruleFindings as RuleFindings | undefined;
  return found && Array.isArray(found.violations) ? found : undefined;
}

/** What a write does with its findings: the warnings to answer and what its audit row adds. */
export interface RuleOutcome {
  /** Warnings and acknowledged hard violations, answered beside the success as `warnings`. */
  warnings: RuleFindings;
  /** For the audit row's metadata: the acknowledgement with the violations it overrides. */
  auditMetadata: Record<string, unknown>;
  /** For the audit row's description: "; working-time rules acknowledged (…): {reason}", or ''. */
  auditNote: string;
}
