import type { RuleId } from '@openrota/domain';
import { useTranslation } from 'react-i18next';

/** A rule's name by what it checks, in the interface language. */
export function useRuleName(): (ruleId: RuleId) => string {
  const { t } = useTranslation();
  return (ruleId) => t(`workingTimeSettings.ruleNames.${ruleId}`);
}
