import type { AutoFillReason, Language } from '@openrota/contracts';
import { formatHours, ruleName, translate } from '@openrota/i18n';
import type { ViolationRuleId } from '@openrota/domain';

/**
 * The domain's reason codes of a proposal (packages/domain/src/autofill/fill.ts `explainFill`)
 * as sentences in the reader's language (packages/i18n locales `autofill-reasons.json`). A
 * working-time rule that excluded someone is named by the checker's own rule name
 * (`workingTime.rule.*`, the names the violations use). An unknown code is shown as it is.
 */

function known(language: Language, key: string): boolean {
  return translate(language, key) !== key;
}

function sentence(
  language: Language,
  group: 'chosen' | 'runnerUp' | 'unfilled',
  code: string,
  values: Record<string, string | number> = {},
): AutoFillReason {
  const key = `autoFillReasons.${group}.${code}`;
  return {
    code,
    message: known(language, key)
      ? translate(language, key, values)
      : translate(language, `autoFillReasons.${group}.other`, { code }),
  };
}

export interface ChosenFacts {
  shiftType: string;
  date: string;
  minutesAfter: number;
  targetMinutes: number | null;
}

/** Why this person: "Skilled for Night", "Hours 28 h of 36 h this period", … */
export function chosenReasons(codes: readonly string[], facts: ChosenFacts, language: Language) {
  const values = {
    shiftType: facts.shiftType,
    date: facts.date,
    hours: formatHours(facts.minutesAfter, language),
    target: facts.targetMinutes === null ? '' : formatHours(facts.targetMinutes, language),
  };
  return codes.map((code) => sentence(language, 'chosen', code, values));
}

/** Why a runner-up lost: "More weekends this period", "Given another shift that day", … */
export function runnerUpReasons(codes: readonly string[], language: Language) {
  return codes.map((code) => sentence(language, 'runnerUp', code));
}

/** Why a shift stays open: NO_ONE_ELIGIBLE, ALL_ELIGIBLE_TAKEN, REFUSED_BY_RECHECK. */
export function unfilledReason(code: string, language: Language) {
  return sentence(language, 'unfilled', code);
}

/** The checker's own cases of a person who cannot take a shift, as the fixed reasons. */
const AS_FIXED: Record<string, string> = {
  duringAbsence: 'ABSENT',
  unavailable: 'UNAVAILABLE',
  doubleBooking: 'ALREADY_WORKING',
};

/** Who could not take it and why: "Bram Jansen: Daily rest would be broken", "Nina lacks the Night skill". */
export function exclusionMessage(
  rule: string,
  facts: { name: string; shiftType: string },
  language: Language,
): string {
  const fixed = AS_FIXED[rule] ?? rule;
  const key = `autoFillReasons.excluded.${fixed}`;
  if (known(language, key)) return translate(language, key, facts);
  if (known(language, `workingTime.rule.${rule}`))
    return translate(language, 'autoFillReasons.excluded.rule', {
      name: facts.name,
      rule: ruleName(rule as ViolationRuleId, language),
    });
  return translate(language, 'autoFillReasons.excluded.other', { name: facts.name, code: rule });
}
