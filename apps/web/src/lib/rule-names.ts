import type { ViolationRuleId } from '@openrota/domain';
import { useTranslation } from 'react-i18next';

/**
 * A rule's name by what it checks, in the interface language: the names the violation sentences
 * use too (`workingTime.rule.<id>`, packages/i18n/src/working-time.ts).
 */
export function useRuleName(): (ruleId: ViolationRuleId) => string {
  const { t } = useTranslation();
  return (ruleId) => t(`workingTime.rule.${ruleId}`);
}
