import { useTranslation } from 'react-i18next';
import type { DebugSummary } from '../lib/debug-summary';

const ORDER: (keyof DebugSummary)[] = [
  'total',
  'rotation',
  'overrides',
  'claims',
  'oneOffs',
  'unfilled',
  'cancelled',
  'absences',
];

/** The eight counts of the month as small cards. */
export function DebugSummaryCards({ summary }: { summary: DebugSummary }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="debug-summary-title" className="grid gap-2">
      <h2 id="debug-summary-title" className="text-base font-semibold">
        {t('scheduleDebug.summary.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ORDER.map((key) => (
          <div key={key} className="rounded-lg border bg-card px-3 py-2">
            <dt className="text-xs text-muted-foreground">{t(`scheduleDebug.summary.${key}`)}</dt>
            <dd className="text-xl font-semibold tabular-nums">{summary[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
