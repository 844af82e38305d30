import type { ContractPeriod, DateRange, NightClassifier, RuleSet } from '@openrota/domain';
import type { AppContext } from '../../context';

/**
 * What the ledger reads beside the schedule: the contracts and rule sets of the working-time
 * module and its public holidays. The one place that asks that module, so the service does
 * not depend on how it stores them.
 */
export interface LedgerRuleInputs {
  ruleSets: RuleSet[];
  contracts: ContractPeriod[];
  holidays: { date: string }[];
  isNight: NightClassifier;
}

export async function loadLedgerRuleInputs(
  _ctx: AppContext,
  _workspaceId: string,
  _range: DateRange,
): Promise<LedgerRuleInputs> {
  // Until the working-time module (contracts, rule sets, holidays) and the checker's night rule
  // are merged in: no contract, no rule set (so no night is counted) and no holiday.
  return { ruleSets: [], contracts: [], holidays: [], isNight: () => false };
}
