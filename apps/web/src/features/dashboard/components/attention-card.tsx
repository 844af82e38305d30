import {
  AlertTriangle,
  ArrowLeftRight,
  CalendarClock,
  CalendarOff,
  CheckCircle2,
  UserX,
  Wand2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AVAILABILITY_REQUESTS_ID } from '@/components/availability/request-list';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { PageEventState } from '@/lib/page-events';
import { cn } from '@/lib/utils';

type AttentionCardProps = {
  urgent: number;
  conflicts: number;
  absences: number;
  /** Shift trades waiting for a manager (accepted by a colleague). */
  trades?: number;
  /** Staff changes of availability waiting for a manager's decision (docs/product/workspaces.md#workspace-settings). */
  availability?: number;
  /** ADMIN and MANAGER: "Fill open shifts" opens auto-fill on the calendar (issue 16). */
  canFill?: boolean;
};

/** What needs a manager soon: urgent shifts (→ /schedule), conflicts and absences (→ /staff/absences). */
export function AttentionCard({
  urgent,
  conflicts,
  absences,
  trades = 0,
  availability = 0,
  canFill = false,
}: AttentionCardProps) {
  const { t } = useTranslation();
  const items = [
    {
      key: 'urgent',
      count: urgent,
      icon: AlertTriangle,
      text: t('dashboard.attention.urgent', { count: urgent }),
    },
    {
      key: 'conflicts',
      count: conflicts,
      icon: UserX,
      text: t('dashboard.attention.conflicts', { count: conflicts }),
    },
    {
      key: 'absences',
      count: absences,
      icon: CalendarOff,
      text: t('dashboard.attention.absences', { count: absences }),
    },
    {
      key: 'trades',
      count: trades,
      icon: ArrowLeftRight,
      text: t('trades.attention', { count: trades }),
    },
    {
      key: 'availability',
      count: availability,
      icon: CalendarClock,
      text: t('availability.requests.attention', { count: availability }),
    },
  ].filter((item) => item.count > 0);
  const hasItems = items.length > 0;
  return (
    <Card
      role="region"
      aria-labelledby="dashboard-attention"
      className={cn(hasItems && 'border-amber-300 bg-amber-50/60 dark:border-amber-800 dark:bg-amber-950/30')}
    >
      <CardHeader>
        <CardTitle id="dashboard-attention" className="flex items-center gap-2 text-base">
          {hasItems ? (
            <AlertTriangle aria-hidden className="size-4 text-amber-600" />
          ) : (
            <CheckCircle2 aria-hidden className="size-4 text-emerald-600" />
          )}
          {hasItems ? t('dashboard.attention.title') : t('dashboard.attention.allClear')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {hasItems ? (
          <ul className="grid gap-2 text-sm">
            {items.map(({ key, icon: Icon, text }) => (
              <li key={key} className="flex items-start gap-2">
                <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('dashboard.attention.allClearText')}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant={urgent > 0 ? 'default' : 'outline'}>
            <Link to="/schedule">{t('dashboard.attention.openSchedule')}</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/staff/absences">{t('dashboard.attention.openAbsences')}</Link>
          </Button>
          {canFill && (
            <Button asChild size="sm" variant={urgent > 0 ? 'default' : 'outline'}>
              <Link to="/schedule" state={{ pageEvent: 'autofill:open' } satisfies PageEventState}>
                <Wand2 aria-hidden />
                {t('autoFill.button')}
              </Link>
            </Button>
          )}
          {trades > 0 && (
            <Button asChild size="sm">
              <Link to="/schedule/trades">{t('trades.openTrades')}</Link>
            </Button>
          )}
          {availability > 0 && (
            <Button asChild size="sm">
              <Link to={`/settings/workspace#${AVAILABILITY_REQUESTS_ID}`}>
                {t('availability.requests.review')}
              </Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
