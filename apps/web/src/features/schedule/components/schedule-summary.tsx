import type { ScheduleSummary } from '@openrota/domain';
import { useTranslation } from 'react-i18next';

/** Filled/total, unfilled and urgent for the shown month or week. */
export function ScheduleSummaryBar({ summary }: { summary: ScheduleSummary }) {
  const { t } = useTranslation();
  const items = [
    { key: 'filled', value: `${summary.filled}/${summary.total}`, className: 'text-emerald-700' },
    {
      key: 'unfilled',
      value: String(summary.unfilled),
      className: summary.unfilled > 0 ? 'text-destructive' : '',
    },
    { key: 'urgent', value: String(summary.urgent), className: summary.urgent > 0 ? 'text-destructive' : '' },
  ];
  return (
    <dl aria-label={t('schedule.summary.title')} className="flex flex-wrap gap-2 text-sm">
      {items.map((item) => (
        <div key={item.key} className="flex items-baseline gap-1.5 rounded-md border bg-card px-2.5 py-1">
          <dt className="text-muted-foreground">{t(`schedule.summary.${item.key}`)}</dt>
          <dd className={`font-semibold tabular-nums ${item.className}`}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
