import type { DashboardStats } from '@openrota/domain';
import { AlertTriangle, CalendarX2, Gauge, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** The four stat cards: coverage with its change versus the previous week, active staff, unfilled, urgent. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation();
  const change = stats.coverageChange;
  const changeText =
    change > 0
      ? t('dashboard.stats.up', { count: change })
      : change < 0
        ? t('dashboard.stats.down', { count: -change })
        : t('dashboard.stats.same');
  return (
    <ul
      aria-label={t('dashboard.stats.label')}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4"
    >
      <StatCard
        icon={Gauge}
        label={t('dashboard.stats.coverage')}
        value={t('dashboard.stats.percent', { value: stats.coverageRate })}
        hint={
          <span
            className={cn(
              'font-medium',
              change > 0 && 'text-emerald-700 dark:text-emerald-400',
              change < 0 && 'text-destructive',
            )}
          >
            {changeText}
          </span>
        }
      />
      <StatCard
        icon={Users}
        label={t('dashboard.stats.activeStaff')}
        value={String(stats.activeStaff)}
        hint={t('dashboard.stats.activeStaffHint', { count: stats.totals.totalStaff })}
      />
      <StatCard
        icon={CalendarX2}
        label={t('dashboard.stats.unfilled')}
        value={String(stats.unfilledShifts)}
        hint={t('dashboard.stats.unfilledHint')}
      />
      <StatCard
        icon={AlertTriangle}
        label={t('dashboard.stats.urgent')}
        value={String(stats.urgentNeeds)}
        hint={t('dashboard.stats.urgentHint')}
        tone={stats.urgentNeeds > 0 ? 'alert' : undefined}
      />
    </ul>
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint: React.ReactNode;
  tone?: 'alert';
}) {
  return (
    <li>
      <Card className="h-full">
        <CardContent className="grid gap-1 pt-5">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
            <Icon
              aria-hidden
              className={cn('size-4 text-muted-foreground', tone === 'alert' && 'text-destructive')}
            />
          </div>
          <p
            className={cn(
              'text-3xl font-semibold tracking-tight tabular-nums',
              tone === 'alert' && 'text-destructive',
            )}
          >
            {value}
          </p>
          <p className="text-xs text-muted-foreground">{hint}</p>
        </CardContent>
      </Card>
    </li>
  );
}
