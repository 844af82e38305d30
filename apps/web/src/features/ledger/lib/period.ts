import { addMonths, monthEnd, monthOf, monthStart } from '@openrota/domain';

/** The periods the ledger page offers: a calendar month (the default), quarter or year. */
export type PeriodKind = 'month' | 'quarter' | 'year';
export const PERIOD_KINDS: readonly PeriodKind[] = ['month', 'quarter', 'year'];

export interface Period {
  kind: PeriodKind;
  startDate: string;
  endDate: string;
}

const MONTHS: Record<PeriodKind, number> = { month: 1, quarter: 3, year: 12 };

/** The period of `kind` that holds `date` (yyyy-MM-dd). */
export function periodOf(kind: PeriodKind, date: string): Period {
  const month = monthOf(date);
  const [year, m] = month.split('-').map(Number) as [number, number];
  const first =
    kind === 'month'
      ? month
      : kind === 'quarter'
        ? `${year}-${String(Math.floor((m - 1) / 3) * 3 + 1).padStart(2, '0')}`
        : `${year}-01`;
  return {
    kind,
    startDate: monthStart(first),
    endDate: monthEnd(addMonths(first, MONTHS[kind] - 1)),
  };
}

/** The period `steps` periods before (negative) or after `period`. */
export function shiftPeriod(period: Period, steps: number): Period {
  return periodOf(period.kind, monthStart(addMonths(monthOf(period.startDate), steps * MONTHS[period.kind])));
}
