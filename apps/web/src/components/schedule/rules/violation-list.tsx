import type { ViolationDto } from '@openrota/contracts';
import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

type ViolationListProps = {
  violations: readonly ViolationDto[];
  /** Name the person in each line (off where the list already is about one person). */
  showStaff?: boolean;
  className?: string;
};

/**
 * Working-time violations as a list: the rule's name, hard or warning (icon and word, not colour
 * alone), and the server's sentence (docs/product/working-time.md#where-the-checker-acts).
 */
export function ViolationList({ violations, showStaff = true, className }: ViolationListProps) {
  const { t } = useTranslation();
  return (
    <ul className={cn('grid gap-2 text-sm', className)}>
      {violations.map((v, index) => {
        const hard = v.severity === 'HARD';
        const Icon = hard ? ShieldAlert : TriangleAlert;
        return (
          <li
            key={`${v.ruleId}-${v.staffId}-${v.shiftIds.join(',')}-${index}`}
            className={cn(
              'flex items-start gap-2 rounded-md border px-3 py-2',
              hard ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-900',
            )}
          >
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <div className="grid min-w-0 gap-0.5 wrap-anywhere">
              <p className="font-medium">
                {v.ruleName}
                <span className="font-normal">
                  {' '}
                  ({t(hard ? 'schedule.rules.severity.HARD' : 'schedule.rules.severity.WARNING')}
                  {showStaff ? `, ${v.staffName}` : ''})
                </span>
              </p>
              <p>{v.message}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
